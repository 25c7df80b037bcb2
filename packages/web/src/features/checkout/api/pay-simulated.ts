import { simulatedPayResponse, type SimulatedPayRequest, type SimulatedPayResponse } from '@fundshop/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/payments/simulated/pay (the built-in provider, never in production): 200 'paid' or 'declined'
 * (with the reason), 400 with fieldErrors or an invalid payment session, 409 when the order can no longer be paid
 * or is not found yet (payment-order-unknown: paying again applies it once the order is there).
 */
export function paySimulated(body: SimulatedPayRequest): Promise<SimulatedPayResponse> {
  return apiRequest('/api/payments/simulated/pay', { body, schema: simulatedPayResponse });
}

export function usePaySimulated() {
  return useMutation({ mutationFn: paySimulated });
}
