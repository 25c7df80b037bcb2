import { retrieveWebshopDetailsResponse } from '@fundshop/core';
import { useQuery } from '@tanstack/react-query';
import { apiGetQueryOptions } from '../../../lib/api-query.ts';
import { contactPersonKeys } from '../query-keys.ts';

/** GET /api/contact-person/retrieve-webshop-details?webShopId=N (bearer). */
export function webshopDetailsQueryOptions(webShopId: number) {
  return apiGetQueryOptions(
    contactPersonKeys.webshopDetails(webShopId),
    '/api/contact-person/retrieve-webshop-details',
    { query: { webShopId }, auth: 'contact-person', schema: retrieveWebshopDetailsResponse },
  );
}

export function useWebshopDetails(webShopId: number) {
  return useQuery(webshopDetailsQueryOptions(webShopId));
}
