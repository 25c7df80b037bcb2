import { retrieveSellerShopResponse, type RetrieveSellerShopResponse } from '@fundshop/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/seller/retrieve-seller-shop?sellerId= (public). 404 when no seller has this id. */
export function getSellerShop(sellerId: number, signal?: AbortSignal): Promise<RetrieveSellerShopResponse> {
  return apiRequest('/api/seller/retrieve-seller-shop', {
    query: { sellerId },
    schema: retrieveSellerShopResponse,
    signal,
  });
}

export function sellerShopQueryOptions(sellerId: number) {
  return queryOptions({
    queryKey: ['shop', sellerId],
    queryFn: ({ signal }) => getSellerShop(sellerId, signal),
    staleTime: 30_000,
  });
}

export function useSellerShop(sellerId: number, enabled = true) {
  return useQuery({ ...sellerShopQueryOptions(sellerId), enabled });
}
