import { okResponse, type ResendBooksRequest } from '@fundshop/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiAuth } from '../../../lib/api-client.ts';

/** POST /api/order/resend-books (the order's seller or organiser): the buyer gets a mail with a new book link. */
export function useResendBooks(auth: ApiAuth) {
  return useMutation({
    mutationFn: (body: ResendBooksRequest) => apiRequest('/api/order/resend-books', { body, auth, schema: okResponse }),
  });
}
