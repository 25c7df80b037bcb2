import { okResponse, selfRefundResponse } from '@fundshop/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { deliveryKeys } from '../query-keys.ts';

const base = (token: string) => `/api/my-books/${encodeURIComponent(token)}`;

/** POST /api/my-books/{token}/resend: a new link to the order's own address; 429 when asked too often. */
export function useResendMyBooks(token: string) {
  return useMutation({
    mutationFn: () => apiRequest(`${base(token)}/resend`, { method: 'POST', schema: okResponse }),
  });
}

/** POST /api/my-books/{token}/refund: the terms' self-service refund of the whole order (409 refund-not-allowed). */
export function useSelfRefund(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`${base(token)}/refund`, { method: 'POST', schema: selfRefundResponse }),
    // The page then shows the order as refunded, from the server's word.
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.myBooks(token) }),
  });
}
