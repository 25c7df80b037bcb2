import type { Language } from '@fundshop/core';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { contactPersonStorage } from '../../../lib/storage.ts';

/** The file name the server proposes in Content-Disposition, or a fallback. */
function fileNameOf(response: Response, webShopId: number): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `orders-${webShopId}.csv`;
}

/**
 * GET /api/order/export.csv?webShopId=&language= (organiser), its column headers in the page's language. A plain
 * link cannot carry the bearer token, so the file is fetched and handed to the browser as a blob download.
 */
export async function exportOrders(webShopId: number, language: Language): Promise<void> {
  const token = contactPersonStorage.getAccessToken();
  const response = await fetch(`/api/order/export.csv?webShopId=${webShopId}&language=${language}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  // The message is for the log: the button shows the status in the page's language.
  if (!response.ok) throw new ApiRequestError(response.status, 'error', `HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, webShopId);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportOrders() {
  const { language } = useI18n();
  return useMutation({ mutationFn: (webShopId: number) => exportOrders(webShopId, language) });
}
