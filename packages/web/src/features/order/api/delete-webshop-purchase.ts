import { deleteWebshopPurchaseResponse, type DeleteWebshopPurchaseResponse } from '@fundshop/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAuth } from '../../../lib/api-client.ts';
import { invalidateOrderFigures } from './invalidate-order-figures.ts';

/** POST /api/seller/delete-webshop-purchase: soft-deletes a manual order (webShopPurchaseId = buyerOfOrderId). */
export function deleteWebshopPurchase(
  input: { webShopPurchaseId: number; sellerId: number },
  auth: ApiAuth,
): Promise<DeleteWebshopPurchaseResponse> {
  return apiRequest('/api/seller/delete-webshop-purchase', {
    body: input,
    auth,
    schema: deleteWebshopPurchaseResponse,
  });
}

export function useDeleteWebshopPurchase(auth: ApiAuth) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { webShopPurchaseId: number; sellerId: number }) => deleteWebshopPurchase(input, auth),
    onSuccess: (_answer, input) => invalidateOrderFigures(queryClient, input.sellerId),
  });
}
