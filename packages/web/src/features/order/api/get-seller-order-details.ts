import { getSellerOrderDetailsResponse } from '@fundshop/core';
import { useQuery } from '@tanstack/react-query';
import type { ApiAuth } from '../../../lib/api-client.ts';
import { apiGetQueryOptions } from '../../../lib/api-query.ts';
import { orderKeys } from '../query-keys.ts';

/** GET /api/order/get-seller-order-details?sellerId= (that seller, or its group's organiser), newest first. */
export function sellerOrderDetailsQueryOptions(sellerId: number, auth: ApiAuth) {
  return apiGetQueryOptions(orderKeys.sellerList(sellerId, auth), '/api/order/get-seller-order-details', {
    query: { sellerId },
    auth,
    schema: getSellerOrderDetailsResponse,
  });
}

export function useSellerOrderDetails(sellerId: number, auth: ApiAuth) {
  return useQuery(sellerOrderDetailsQueryOptions(sellerId, auth));
}
