import { ERASE_CONFIRMATION, eraseResponse, type PersonalDataFormat } from '@fundshop/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, ApiRequestError, type ApiAuth } from './api-client.ts';
import { contactPersonStorage, sellerStorage } from './storage.ts';

/** The organiser's and the participant's own data (docs/decisions/0039), for the 'Your data' card of both. */

/**
 * GET /api/personal-data/me (JSON) or me.csv, as the signed-in organiser or seller. A plain link cannot carry the
 * bearer token, so the file is fetched and handed to the browser as a blob download (like the order export).
 */
async function downloadOwnData({ auth, format }: { auth: ApiAuth; format: PersonalDataFormat }): Promise<void> {
  const token = (auth === 'contact-person' ? contactPersonStorage : sellerStorage).getAccessToken();
  const response = await fetch(format === 'json' ? '/api/personal-data/me' : '/api/personal-data/me.csv', {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiRequestError(response.status, 'error', `Error code: ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? `fundshop-data.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadOwnData() {
  return useMutation({ mutationFn: downloadOwnData });
}

/** POST /api/personal-data/me/erase; the session ends with it, so the caller is logged out afterwards. */
export function useEraseSelf(auth: ApiAuth) {
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/personal-data/me/erase', {
        method: 'POST',
        auth,
        body: { confirm: ERASE_CONFIRMATION },
        schema: eraseResponse,
      }),
  });
}
