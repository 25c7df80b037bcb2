import { sellerStartPageResponse, type DashboardData } from '@fundshop/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/order/seller-start-page?sellerId= (that seller): the group's figures and only this seller's own rows. */
export function getSellerDashboard(sellerId: number, signal?: AbortSignal): Promise<DashboardData> {
  return apiRequest('/api/order/seller-start-page', {
    query: { sellerId },
    auth: 'seller',
    schema: sellerStartPageResponse,
    signal,
  });
}

export function sellerDashboardQueryOptions(sellerId: number) {
  return queryOptions({
    queryKey: ['dashboard', 'seller', sellerId],
    queryFn: ({ signal }) => getSellerDashboard(sellerId, signal),
  });
}

export function useSellerDashboard(sellerId: number) {
  return useQuery(sellerDashboardQueryOptions(sellerId));
}
