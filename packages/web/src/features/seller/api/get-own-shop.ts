import { retrieveSellerShopResponse, shopStateOf, type ShopState } from '@fundshop/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/seller/retrieve-seller-shop?sellerId= (public): the seller's own store as supporters see it, reduced to
 * its SPEC §2 state, so the Start page can say before sharing that the store does not sell yet, and why.
 */
export async function getOwnShopState(sellerId: number, signal?: AbortSignal): Promise<ShopState> {
  const shop = await apiRequest('/api/seller/retrieve-seller-shop', {
    query: { sellerId },
    schema: retrieveSellerShopResponse,
    signal,
  });
  return shopStateOf(shop);
}

export function ownShopStateQueryOptions(sellerId: number) {
  return queryOptions({
    queryKey: ['seller', 'shop-state', sellerId],
    queryFn: ({ signal }) => getOwnShopState(sellerId, signal),
  });
}

export function useOwnShopState(sellerId: number, enabled = true) {
  return useQuery({ ...ownShopStateQueryOptions(sellerId), enabled });
}
