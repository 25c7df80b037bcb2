import type { RetrieveSellerShopResponse } from '@fundshop/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeKeys } from './query-keys.ts';

export function sellerShopQueryOptions(sellerId: number) {
  return queryOptions({
    queryKey: storeKeys.store(sellerId),
    // The client and the schemas (zod) load with the first fetch: a store opened from its link has its data in
    // the page and needs neither to show (docs/decisions/0013).
    queryFn: async ({ signal }): Promise<RetrieveSellerShopResponse | null> =>
      (await import('./fetch-seller-shop.ts')).getSellerShop(sellerId, signal),
    staleTime: 30_000,
  });
}

export function useSellerShop(sellerId: number, enabled = true) {
  return useQuery({ ...sellerShopQueryOptions(sellerId), enabled });
}
