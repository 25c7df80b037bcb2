import { basicWebshopInfoResponse } from '@fundshop/core';
import { useQuery } from '@tanstack/react-query';
import { apiGetQueryOptions } from '../../../lib/api-query.ts';
import { sellerKeys } from '../query-keys.ts';

/** GET /api/seller/retrieve-basic-webshop-info-by-seller-id?sellerId=N (seller bearer): the group's contact person. */
export function contactPersonQueryOptions(sellerId: number) {
  return apiGetQueryOptions(
    sellerKeys.contactPerson(sellerId),
    '/api/seller/retrieve-basic-webshop-info-by-seller-id',
    { query: { sellerId }, auth: 'seller', schema: basicWebshopInfoResponse },
  );
}

export function useContactPerson(sellerId: number, enabled = true) {
  return useQuery({ ...contactPersonQueryOptions(sellerId), enabled });
}
