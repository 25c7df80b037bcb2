import { bookVoucherResponse } from '@fundshop/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiAuth } from '../../../lib/api-client.ts';
import { deliveryKeys } from '../query-keys.ts';

/**
 * POST /api/order/book-voucher (the order's seller or organiser): a new book link for a printed voucher. Each call
 * makes a new link, so the answer is kept for the page's life and never asked again on its own.
 */
export function useBookVoucher(orderId: number, auth: ApiAuth) {
  return useQuery({
    queryKey: deliveryKeys.bookVoucher(orderId, auth),
    // Not cancelled when the page unmounts: a cancelled call still made its link, and the next would make another.
    queryFn: () => apiRequest('/api/order/book-voucher', { body: { orderId }, auth, schema: bookVoucherResponse }),
    enabled: Number.isInteger(orderId) && orderId > 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
