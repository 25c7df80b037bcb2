import {
  createCheckoutSessionResponse,
  type CreateCheckoutSessionRequest,
  type CreateCheckoutSessionResponse,
} from '@fundshop/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/stripe/create-checkout-session (public): 200 with responseMessage 'ok' (clientSecret) or a refusal
 * ('locked-webshop', 'inactive-seller', 'error'); 400 with fieldErrors; 404 unknown seller; 502 provider down.
 */
export function createCheckoutSession(body: CreateCheckoutSessionRequest): Promise<CreateCheckoutSessionResponse> {
  return apiRequest('/api/stripe/create-checkout-session', { body, schema: createCheckoutSessionResponse });
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
