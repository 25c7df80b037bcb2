import { basicWebshopInfoResponse } from '@fundshop/core';
import { useQuery } from '@tanstack/react-query';
import { apiGetQueryOptions } from '../../../lib/api-query.ts';
import { sellerKeys } from '../query-keys.ts';

/**
 * GET /api/seller/retrieve-basic-webshop-info?sellerRegistrationKey=K[&webShopId=N] (public): the group behind a
 * registration link; 404 'registration-link-not-found'.
 */
export function registrationInfoQueryOptions(sellerRegistrationKey: string, webShopId?: number) {
  return apiGetQueryOptions(
    sellerKeys.registrationInfo(sellerRegistrationKey, webShopId),
    '/api/seller/retrieve-basic-webshop-info',
    { query: { sellerRegistrationKey, webShopId }, schema: basicWebshopInfoResponse },
  );
}

export function useRegistrationInfo(sellerRegistrationKey: string, webShopId?: number) {
  return useQuery(registrationInfoQueryOptions(sellerRegistrationKey, webShopId));
}
