import { basicWebshopInfoResponse, type BasicWebshopInfoResponse } from '@fundshop/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/seller/retrieve-basic-webshop-info?sellerRegistrationKey=K[&webShopId=N] (public): the group behind a
 * registration link; 404 'registration-link-not-found'.
 */
export function getRegistrationInfo(
  sellerRegistrationKey: string,
  webShopId: number | undefined,
  signal?: AbortSignal,
): Promise<BasicWebshopInfoResponse> {
  return apiRequest('/api/seller/retrieve-basic-webshop-info', {
    query: { sellerRegistrationKey, webShopId },
    schema: basicWebshopInfoResponse,
    signal,
  });
}

export function registrationInfoQueryOptions(sellerRegistrationKey: string, webShopId?: number) {
  return queryOptions({
    queryKey: ['seller', 'registration-info', sellerRegistrationKey, webShopId ?? null],
    queryFn: ({ signal }) => getRegistrationInfo(sellerRegistrationKey, webShopId, signal),
  });
}

export function useRegistrationInfo(sellerRegistrationKey: string, webShopId?: number) {
  return useQuery(registrationInfoQueryOptions(sellerRegistrationKey, webShopId));
}
