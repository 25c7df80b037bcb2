import { operatorAdvanceResponse, operatorPayoutList, payoutProviderStatus, type PayoutStatus } from '@fundshop/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../query-keys.ts';
import { consoleRequest } from './client.ts';

/** GET /api/operator/payouts: every payout, newest first. */
export function usePayouts() {
  return useQuery({
    queryKey: consoleKeys.payouts,
    queryFn: ({ signal }) => consoleRequest('/api/operator/payouts', { schema: operatorPayoutList, signal }),
  });
}

/** GET /api/operator/payouts/{id}/provider: asked when the operator opens it, never on its own. */
export function usePayoutProviderStatus(payoutId: number | null) {
  return useQuery({
    queryKey: consoleKeys.payoutProvider(payoutId ?? 0),
    queryFn: ({ signal }) =>
      consoleRequest(`/api/operator/payouts/${payoutId}/provider`, { schema: payoutProviderStatus, signal }),
    enabled: payoutId !== null,
    retry: false,
  });
}

/** POST /api/operator/payouts/{id}/advance (admin): the next state, or FAILED, from the state the operator saw. */
export function useAdvancePayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; from: PayoutStatus; fail: boolean; note: string }) =>
      consoleRequest(`/api/operator/payouts/${id}/advance`, { body, schema: operatorAdvanceResponse }),
    onSuccess: async () => {
      await Promise.all(
        [consoleKeys.payouts, consoleKeys.groupLists, consoleKeys.auditLists, [...consoleKeys.all, 'group']].map(
          (queryKey) => client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
