import { basicWebshopInfoResponse, type BasicWebshopInfoResponse } from '@fundshop/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/seller/retrieve-basic-webshop-info-by-seller-id?sellerId=N (seller bearer): the group's contact person. */
export function getContactPerson(sellerId: number, signal?: AbortSignal): Promise<BasicWebshopInfoResponse> {
  return apiRequest('/api/seller/retrieve-basic-webshop-info-by-seller-id', {
    query: { sellerId },
    auth: 'seller',
    schema: basicWebshopInfoResponse,
    signal,
  });
}

export function contactPersonQueryOptions(sellerId: number) {
  return queryOptions({
    queryKey: ['seller', 'contact-person', sellerId],
    queryFn: ({ signal }) => getContactPerson(sellerId, signal),
  });
}

export function useContactPerson(sellerId: number, enabled = true) {
  return useQuery({ ...contactPersonQueryOptions(sellerId), enabled });
}
