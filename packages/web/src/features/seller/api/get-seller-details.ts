import { retrieveSellerDetailsResponse } from '@fundshop/core';
import { useQuery } from '@tanstack/react-query';
import { apiGetQueryOptions } from '../../../lib/api-query.ts';
import { sellerKeys } from '../query-keys.ts';

/** GET /api/seller/retrieve-seller-details?sellerId=N (seller bearer): name, goal, message, picture, email. */
export function sellerDetailsQueryOptions(sellerId: number) {
  return apiGetQueryOptions(sellerKeys.details(sellerId), '/api/seller/retrieve-seller-details', {
    query: { sellerId },
    auth: 'seller',
    schema: retrieveSellerDetailsResponse,
  });
}

export function useSellerDetails(sellerId: number, enabled = true) {
  return useQuery({ ...sellerDetailsQueryOptions(sellerId), enabled });
}
