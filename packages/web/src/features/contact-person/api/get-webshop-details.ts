import { retrieveWebshopDetailsResponse } from '@fundshop/core';
import { useQuery } from '@tanstack/react-query';
import { apiGetQueryOptions } from '../../../lib/api-query.ts';

/** GET /api/contact-person/retrieve-webshop-details?webShopId=N (bearer). */
export function webshopDetailsQueryOptions(webShopId: number) {
  return apiGetQueryOptions(
    ['contact-person', 'webshop-details', webShopId],
    '/api/contact-person/retrieve-webshop-details',
    { query: { webShopId }, auth: 'contact-person', schema: retrieveWebshopDetailsResponse },
  );
}

export function useWebshopDetails(webShopId: number) {
  return useQuery(webshopDetailsQueryOptions(webShopId));
}
