import { contactPersonStartPageResponse } from '@fundshop/core';
import { useQuery } from '@tanstack/react-query';
import { apiGetQueryOptions } from '../../../lib/api-query.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';

/** GET /api/order/contact-person-start-page?webShopId= (organiser): SPEC §3 Dashboard data of the whole group. */
export function contactPersonDashboardQueryOptions(webShopId: number) {
  return apiGetQueryOptions(dashboardKeys.contactPerson(webShopId), '/api/order/contact-person-start-page', {
    query: { webShopId },
    auth: 'contact-person',
    schema: contactPersonStartPageResponse,
  });
}

export function useContactPersonDashboard(webShopId: number, enabled = true) {
  return useQuery({ ...contactPersonDashboardQueryOptions(webShopId), enabled });
}
