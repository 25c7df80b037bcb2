import { ApiRequestError, errorText } from '../../../lib/api-client.ts';
import { TOOLS_MSG } from '@fundshop/core';
import { addErrorTexts, useErrorText, useT } from '../../../lib/i18n.tsx';
import { useSupportEmail } from '../../../lib/public-config.ts';

/**
 * SPEC §8 for a refused message, in the page's language: 'Error code:' with the status and the generic text with the
 * support address. Too many messages (429) shows the server's own text, which says to wait; a call that got no
 * answer, its reason.
 */
export function useFailureText(): (error: unknown) => string {
  const supportEmail = useSupportEmail();
  const t = useT();
  addErrorTexts({ tools: TOOLS_MSG });
  const translated = useErrorText();
  return (error) => {
    if (error instanceof ApiRequestError && error.status > 0) {
      if (error.status === 429) return translated(error.message) ?? error.message;
      return `${t('tools.errorCode')} ${error.status} ${t('msg.genericError', { email: supportEmail })}`;
    }
    return errorText(error);
  };
}
