import { retrieveSellerShopResponse, type RetrieveSellerShopResponse } from '@fundshop/core';
import { apiRequest } from './api-client.ts';
import { ApiRequestError } from './api-error.ts';

/**
 * GET /api/seller/retrieve-seller-shop?sellerId= (public). No seller with this id (the API's 404) is an answer,
 * null, as the page the server renders for such a link has it (docs/decisions/0029).
 */
export async function getSellerShop(
  sellerId: number,
  signal?: AbortSignal,
): Promise<RetrieveSellerShopResponse | null> {
  try {
    return await apiRequest('/api/seller/retrieve-seller-shop', {
      query: { sellerId },
      schema: retrieveSellerShopResponse,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
