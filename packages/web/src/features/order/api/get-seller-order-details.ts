import { getSellerOrderDetailsResponse } from '@fundshop/core';
import { useQuery } from '@tanstack/react-query';
import type { ApiAuth } from '../../../lib/api-client.ts';
import { apiGetQueryOptions } from '../../../lib/api-query.ts';

/** GET /api/order/get-seller-order-details?sellerId= (that seller, or its group's organiser), newest first. */
export function sellerOrderDetailsQueryOptions(sellerId: number, auth: ApiAuth) {
  return apiGetQueryOptions(['orders', 'seller', sellerId, auth], '/api/order/get-seller-order-details', {
    query: { sellerId },
    auth,
    schema: getSellerOrderDetailsResponse,
  });
}

export function useSellerOrderDetails(sellerId: number, auth: ApiAuth) {
  return useQuery(sellerOrderDetailsQueryOptions(sellerId, auth));
}
