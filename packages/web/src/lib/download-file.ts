import { ApiRequestError, urlOf } from './api-client.ts';
import { contactPersonStorage, sellerStorage } from './storage.ts';

/** The file name the server proposes in Content-Disposition, or the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * A file from the API that needs the bearer token (the orders' CSV, a poster): a plain link cannot carry it, so the
 * file is fetched and handed to the browser as a blob download.
 */
export async function downloadFile(
  path: string,
  query: Record<string, string | number | undefined>,
  auth: 'contact-person' | 'seller',
  fallbackName: string,
): Promise<void> {
  const token = (auth === 'seller' ? sellerStorage : contactPersonStorage).getAccessToken();
  const response = await fetch(urlOf(path, query), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  // The message is for the log: the button shows the status in the page's language.
  if (!response.ok) throw new ApiRequestError(response.status, 'error', `HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
