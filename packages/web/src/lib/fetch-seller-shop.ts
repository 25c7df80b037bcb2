import { retrieveSellerShopResponse, type RetrieveSellerShopResponse } from '@fundshop/core';
import { apiRequest } from './api-client.ts';

/** GET /api/seller/retrieve-seller-shop?sellerId= (public). 404 when no seller has this id. */
export function getSellerShop(sellerId: number, signal?: AbortSignal): Promise<RetrieveSellerShopResponse> {
  return apiRequest('/api/seller/retrieve-seller-shop', {
    query: { sellerId },
    schema: retrieveSellerShopResponse,
    signal,
  });
}
