import { deleteWebshopPurchaseResponse, type DeleteWebshopPurchaseResponse } from '@fundshop/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAuth } from '../../../lib/api-client.ts';

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
    // An order moves figures in every area (dashboards, order lists, participants list, the store's progress),
    // whose query keys this feature does not know: everything cached goes stale and what is shown refetches.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
