import { retrieveSellerShopForEditResponse } from '@fundshop/core';
import { useQuery } from '@tanstack/react-query';
import type { ApiAuth } from '../../../lib/api-client.ts';
import { apiGetQueryOptions } from '../../../lib/api-query.ts';
import { orderKeys } from '../query-keys.ts';

/** GET /api/seller/retrieve-seller-shop-for-edit?buyerOfOrderId=: the shop with that order's cart and form values. */
export function manualOrderForEditQueryOptions(buyerOfOrderId: number, auth: ApiAuth) {
  return {
    ...apiGetQueryOptions(
      orderKeys.manualOrderForEdit(buyerOfOrderId, auth),
      '/api/seller/retrieve-seller-shop-for-edit',
      {
        query: { buyerOfOrderId },
        auth,
        schema: retrieveSellerShopForEditResponse,
      },
    ),
    // The dialog edits what the order is now, never an older copy.
    gcTime: 0,
  };
}

export function useManualOrderForEdit(buyerOfOrderId: number | null, auth: ApiAuth) {
  return useQuery({ ...manualOrderForEditQueryOptions(buyerOfOrderId ?? 0, auth), enabled: buyerOfOrderId !== null });
}
