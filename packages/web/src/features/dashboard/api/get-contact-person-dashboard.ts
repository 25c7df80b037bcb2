import { contactPersonStartPageResponse, type DashboardData } from '@fundshop/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contactPersonDashboardKey } from '../../../lib/query-keys.ts';

/** GET /api/order/contact-person-start-page?webShopId= (organiser): SPEC §3 Dashboard data of the whole group. */
export function getContactPersonDashboard(webShopId: number, signal?: AbortSignal): Promise<DashboardData> {
  return apiRequest('/api/order/contact-person-start-page', {
    query: { webShopId },
    auth: 'contact-person',
    schema: contactPersonStartPageResponse,
    signal,
  });
}

export function contactPersonDashboardQueryOptions(webShopId: number) {
  return queryOptions({
    queryKey: contactPersonDashboardKey(webShopId),
    queryFn: ({ signal }) => getContactPersonDashboard(webShopId, signal),
  });
}

export function useContactPersonDashboard(webShopId: number) {
  return useQuery(contactPersonDashboardQueryOptions(webShopId));
}
