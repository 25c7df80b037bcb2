import { myBooksResponse } from '@fundshop/core';
import { useQuery } from '@tanstack/react-query';
import { apiGetQueryOptions } from '../../../lib/api-query.ts';
import { deliveryKeys } from '../query-keys.ts';

/** GET /api/my-books/{token} (public: the token is the key); 404 book-link-unknown for a wrong or expired link. */
export function useMyBooks(token: string) {
  return useQuery({
    ...apiGetQueryOptions(deliveryKeys.myBooks(token), `/api/my-books/${encodeURIComponent(token)}`, {
      schema: myBooksResponse,
    }),
    // A buyer comes back to the tab from a downloaded file: the downloads left (and whether a self-service refund
    // is still possible) have changed, so the page asks again.
    refetchOnWindowFocus: true,
    // A malformed token (the page passes '') is never sent.
    enabled: token !== '',
  });
}
