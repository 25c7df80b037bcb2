import { supportMessage, supportMessageList } from '@fundshop/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../query-keys.ts';
import { consoleRequest } from './client.ts';

export type SupportState = 'open' | 'answered' | 'all';

/** GET /api/operator/support-messages: open ones oldest first; answered or all newest first. */
export function useSupportMessages(state: SupportState, webShopId?: number) {
  return useQuery({
    queryKey: consoleKeys.support(state, webShopId),
    queryFn: ({ signal }) =>
      consoleRequest('/api/operator/support-messages', {
        query: { state, webShopId },
        schema: supportMessageList,
        signal,
      }),
  });
}

/** POST /api/operator/support-messages/{id}/reply: mailed to the organiser; the message is answered. */
export function useReplyToSupport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) =>
      consoleRequest(`/api/operator/support-messages/${id}/reply`, { body: { body }, schema: supportMessage }),
    onSuccess: async () => {
      await Promise.all(
        [consoleKeys.supportLists, consoleKeys.auditLists, [...consoleKeys.all, 'group']].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
