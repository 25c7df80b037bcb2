import { editWebshopOrderResponse, type EditWebshopOrderRequest, type WebshopOrderResponse } from '@fundshop/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAuth } from '../../../lib/api-client.ts';
import { invalidateOrderFigures } from './invalidate-order-figures.ts';

/** POST /api/order/edit-webshop-order ('Ändra beställning'): replaces a manual order's buyer fields and cart. */
export function editWebshopOrder(body: EditWebshopOrderRequest, auth: ApiAuth): Promise<WebshopOrderResponse> {
  return apiRequest('/api/order/edit-webshop-order', { body, auth, schema: editWebshopOrderResponse });
}

export function useEditManualOrder(auth: ApiAuth) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditWebshopOrderRequest) => editWebshopOrder(body, auth),
    // The request type is the schema's input (ids may come as text); the call sent a number.
    onSuccess: (_answer, body) => invalidateOrderFigures(queryClient, Number(body.sellerId)),
  });
}
