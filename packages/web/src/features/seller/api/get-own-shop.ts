import { retrieveSellerShopResponse, shopStateOf, type ShopState } from '@fundshop/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sellerKeys } from '../query-keys.ts';

/** What the seller's Start page needs of its own store: whether it sells (and why not), and its currency. */
export interface OwnShop {
  state: ShopState;
  currencyCode: string;
  /** The group, which the share kit's ready message names. */
  groupName: string;
}

/**
 * GET /api/seller/retrieve-seller-shop?sellerId= (public): the seller's own store as supporters see it, reduced to
 * its SPEC §2 state, so the Start page can say before sharing that the store does not sell yet, and why; and the
 * group's currency, in which the Start page writes the sales goal, and the group's name for the share kit.
 */
export async function getOwnShop(sellerId: number, signal?: AbortSignal): Promise<OwnShop> {
  const shop = await apiRequest('/api/seller/retrieve-seller-shop', {
    query: { sellerId },
    schema: retrieveSellerShopResponse,
    signal,
  });
  return { state: shopStateOf(shop), currencyCode: shop.currencyCode, groupName: shop.customerName };
}

export function ownShopQueryOptions(sellerId: number) {
  return queryOptions({
    queryKey: sellerKeys.ownShop(sellerId),
    queryFn: ({ signal }) => getOwnShop(sellerId, signal),
  });
}

export function useOwnShop(sellerId: number, enabled = true) {
  return useQuery({ ...ownShopQueryOptions(sellerId), enabled });
}
