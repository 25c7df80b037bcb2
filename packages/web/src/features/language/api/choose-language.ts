import { chooseLanguageResponse, type Language } from '@fundshop/core';
import { apiRequest, type ApiAuth } from '../../../lib/api-client.ts';
import { storeLanguage } from '../../../lib/page-language.ts';

/**
 * The person's own language (docs/decisions/0044): kept on its account (`account` null: a co-organiser, whose choice
 * stays on this device) and in this browser, then the page is loaded again in it (a page loads one catalogue only).
 */
export async function chooseLanguage(language: Language, account: ApiAuth | null): Promise<void> {
  if (account) {
    await apiRequest('/api/account/language', {
      method: 'POST',
      body: { language },
      auth: account,
      schema: chooseLanguageResponse,
    });
  }
  storeLanguage(language);
  window.location.reload();
}
