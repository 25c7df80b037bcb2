import { getSellerOrderDetailsResponse, type SellerOrderDetails } from '@fundshop/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiAuth } from '../../../lib/api-client.ts';

/** GET /api/order/get-seller-order-details?sellerId= (that seller, or its group's organiser), newest first. */
export function getSellerOrderDetails(
  sellerId: number,
  auth: ApiAuth,
  signal?: AbortSignal,
): Promise<SellerOrderDetails> {
  return apiRequest('/api/order/get-seller-order-details', {
    query: { sellerId },
    auth,
    schema: getSellerOrderDetailsResponse,
    signal,
  });
}

export function sellerOrderDetailsQueryOptions(sellerId: number, auth: ApiAuth) {
  return queryOptions({
    queryKey: ['orders', 'seller', sellerId, auth],
    queryFn: ({ signal }) => getSellerOrderDetails(sellerId, auth, signal),
  });
}

export function useSellerOrderDetails(sellerId: number, auth: ApiAuth) {
  return useQuery(sellerOrderDetailsQueryOptions(sellerId, auth));
}
