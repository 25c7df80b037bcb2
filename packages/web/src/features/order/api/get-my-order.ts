import { myOrderResponse } from '@fundshop/core';
import { useQuery } from '@tanstack/react-query';
import { apiGetQueryOptions } from '../../../lib/api-query.ts';
import { orderKeys } from '../query-keys.ts';

/** GET /api/order/my-order?checkoutSession= (public): error, errorMessage, isFirstTimeGettingOrder. */
export function myOrderQueryOptions(checkoutSession: string) {
  return {
    ...apiGetQueryOptions(orderKeys.myOrder(checkoutSession), '/api/order/my-order', {
      query: { checkoutSession },
      schema: myOrderResponse,
    }),
    // isFirstTimeGettingOrder is true on the first look only: never ask again on its own.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  };
}

export function useMyOrder(checkoutSession: string) {
  return useQuery(myOrderQueryOptions(checkoutSession));
}
