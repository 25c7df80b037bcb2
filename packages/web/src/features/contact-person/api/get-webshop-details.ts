import { retrieveWebshopDetailsResponse, type RetrieveWebshopDetailsResponse } from '@fundshop/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/contact-person/retrieve-webshop-details?webShopId=N (bearer). */
export function getWebshopDetails(webShopId: number, signal?: AbortSignal): Promise<RetrieveWebshopDetailsResponse> {
  return apiRequest('/api/contact-person/retrieve-webshop-details', {
    query: { webShopId },
    auth: 'contact-person',
    schema: retrieveWebshopDetailsResponse,
    signal,
  });
}

export function webshopDetailsQueryOptions(webShopId: number) {
  return queryOptions({
    queryKey: ['contact-person', 'webshop-details', webShopId],
    queryFn: ({ signal }) => getWebshopDetails(webShopId, signal),
  });
}

export function useWebshopDetails(webShopId: number) {
  return useQuery(webshopDetailsQueryOptions(webShopId));
}
