import { sellerListResponse, type SellerListItem } from '@fundshop/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contactPersonKeys } from '../query-keys.ts';

/** GET /api/seller/seller-list?webShopId=N (organiser): every participant with login code and total sales. */
export async function getSellerList(webShopId: number, signal?: AbortSignal): Promise<SellerListItem[]> {
  const result = await apiRequest('/api/seller/seller-list', {
    query: { webShopId },
    auth: 'contact-person',
    schema: sellerListResponse,
    signal,
  });
  return result.sellerAllSalesDetailsList;
}

export function sellerListQueryOptions(webShopId: number) {
  return queryOptions({
    queryKey: contactPersonKeys.sellerList(webShopId),
    queryFn: ({ signal }) => getSellerList(webShopId, signal),
  });
}

export function useSellerList(webShopId: number) {
  return useQuery(sellerListQueryOptions(webShopId));
}
