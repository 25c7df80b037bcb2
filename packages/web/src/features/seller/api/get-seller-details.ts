import { retrieveSellerDetailsResponse, type RetrieveSellerDetailsResponse } from '@fundshop/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/seller/retrieve-seller-details?sellerId=N (seller bearer): name, goal, message, picture, email. */
export function getSellerDetails(sellerId: number, signal?: AbortSignal): Promise<RetrieveSellerDetailsResponse> {
  return apiRequest('/api/seller/retrieve-seller-details', {
    query: { sellerId },
    auth: 'seller',
    schema: retrieveSellerDetailsResponse,
    signal,
  });
}

export function sellerDetailsQueryOptions(sellerId: number) {
  return queryOptions({
    queryKey: ['seller', 'details', sellerId],
    queryFn: ({ signal }) => getSellerDetails(sellerId, signal),
  });
}

export function useSellerDetails(sellerId: number, enabled = true) {
  return useQuery({ ...sellerDetailsQueryOptions(sellerId), enabled });
}
