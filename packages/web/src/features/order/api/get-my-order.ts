import { myOrderResponse, type MyOrderResponse } from '@fundshop/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/order/my-order?checkoutSession= (public): error, errorMessage, isFirstTimeGettingOrder. */
export function getMyOrder(checkoutSession: string, signal?: AbortSignal): Promise<MyOrderResponse> {
  return apiRequest('/api/order/my-order', { query: { checkoutSession }, schema: myOrderResponse, signal });
}

export function myOrderQueryOptions(checkoutSession: string) {
  return queryOptions({
    queryKey: ['my-order', checkoutSession],
    queryFn: ({ signal }) => getMyOrder(checkoutSession, signal),
    // isFirstTimeGettingOrder is true on the first look only: never ask again on its own.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

export function useMyOrder(checkoutSession: string) {
  return useQuery(myOrderQueryOptions(checkoutSession));
}
