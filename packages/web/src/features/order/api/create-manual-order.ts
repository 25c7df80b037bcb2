import { createWebshopOrderResponse, type CreateWebshopOrderRequest, type WebshopOrderResponse } from '@fundshop/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAuth } from '../../../lib/api-client.ts';
import { invalidateOrderFigures } from './invalidate-order-figures.ts';

/**
 * POST /api/order/create-webshop-order ('Skapa beställning'): an order the organiser or a seller enters for a
 * supporter who paid outside the platform. 409 with SPEC §8's text for a locked shop or a removed seller.
 */
export function createWebshopOrder(body: CreateWebshopOrderRequest, auth: ApiAuth): Promise<WebshopOrderResponse> {
  return apiRequest('/api/order/create-webshop-order', { body, auth, schema: createWebshopOrderResponse });
}

export function useCreateManualOrder(auth: ApiAuth) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebshopOrderRequest) => createWebshopOrder(body, auth),
    // The request type is the schema's input (ids may come as text); the call sent a number.
    onSuccess: (_answer, body) => invalidateOrderFigures(queryClient, Number(body.sellerId)),
  });
}
