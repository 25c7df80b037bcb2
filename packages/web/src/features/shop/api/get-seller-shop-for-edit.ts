import { retrieveSellerShopForEditResponse, type RetrieveSellerShopForEditResponse } from '@fundshop/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiAuth } from '../../../lib/api-client.ts';

/** GET /api/seller/retrieve-seller-shop-for-edit?buyerOfOrderId=: the shop with that order's cart and form values. */
export function getSellerShopForEdit(
  buyerOfOrderId: number,
  auth: ApiAuth,
  signal?: AbortSignal,
): Promise<RetrieveSellerShopForEditResponse> {
  return apiRequest('/api/seller/retrieve-seller-shop-for-edit', {
    query: { buyerOfOrderId },
    auth,
    schema: retrieveSellerShopForEditResponse,
    signal,
  });
}

export function sellerShopForEditQueryOptions(buyerOfOrderId: number, auth: ApiAuth) {
  return queryOptions({
    queryKey: ['shop', 'for-edit', buyerOfOrderId, auth],
    queryFn: ({ signal }) => getSellerShopForEdit(buyerOfOrderId, auth, signal),
    // The dialog edits what the order is now, never an older copy.
    gcTime: 0,
  });
}

export function useSellerShopForEdit(buyerOfOrderId: number | null, auth: ApiAuth) {
  return useQuery({ ...sellerShopForEditQueryOptions(buyerOfOrderId ?? 0, auth), enabled: buyerOfOrderId !== null });
}
