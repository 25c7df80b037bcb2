import { sellerStartPageResponse } from '@fundshop/core';
import { useQuery } from '@tanstack/react-query';
import { apiGetQueryOptions } from '../../../lib/api-query.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';

/** GET /api/order/seller-start-page?sellerId= (that seller): the group's figures and only this seller's own rows. */
export function sellerDashboardQueryOptions(sellerId: number) {
  return apiGetQueryOptions(dashboardKeys.seller(sellerId), '/api/order/seller-start-page', {
    query: { sellerId },
    auth: 'seller',
    schema: sellerStartPageResponse,
  });
}

export function useSellerDashboard(sellerId: number) {
  return useQuery(sellerDashboardQueryOptions(sellerId));
}
