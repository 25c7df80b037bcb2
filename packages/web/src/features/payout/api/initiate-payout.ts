import { initiatePayoutResponse, type InitiatePayoutResponse } from '@fundshop/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';

/**
 * POST /api/contact-person/initiate-payout (organiser): 'End Fundraiser & Get Paid'. 200 answers OK with the new
 * payout, or has_active_payouts_to_handle with the one already being handled; refusals are apiError bodies.
 */
export function initiatePayout(): Promise<InitiatePayoutResponse> {
  return apiRequest('/api/contact-person/initiate-payout', {
    body: {},
    auth: 'contact-person',
    schema: initiatePayoutResponse,
  });
}

/** Both 200 answers change the dashboard (status, hidden buttons, the figures), so both refetch it. */
export function useInitiatePayout(webShopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initiatePayout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.contactPerson(webShopId) }),
  });
}
