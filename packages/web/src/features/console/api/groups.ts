import { consoleGroupList, consoleGroupPage, type ConsoleLockRequest } from '@fundshop/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../query-keys.ts';
import { consoleRequest } from './client.ts';

/** GET /api/operator/groups?q=: groups at a glance. */
export function useGroups(q: string) {
  return useQuery({
    queryKey: consoleKeys.groups(q),
    queryFn: ({ signal }) => consoleRequest('/api/operator/groups', { query: { q }, schema: consoleGroupList, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/operator/groups/{id}: the group's page. */
export function useGroup(webShopId: number) {
  return useQuery({
    queryKey: consoleKeys.group(webShopId),
    queryFn: ({ signal }) => consoleRequest(`/api/operator/groups/${webShopId}`, { schema: consoleGroupPage, signal }),
  });
}

/** POST /api/operator/groups/{id}/lock (admin): the group's page as it is now, and its trail. */
export function useLockGroup(webShopId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ConsoleLockRequest) =>
      consoleRequest(`/api/operator/groups/${webShopId}/lock`, { body: input, schema: consoleGroupPage }),
    onSuccess: async (page) => {
      client.setQueryData(consoleKeys.group(webShopId), page);
      await Promise.all([
        client.invalidateQueries({ queryKey: consoleKeys.groupLists }),
        client.invalidateQueries({ queryKey: consoleKeys.auditLists }),
      ]);
    },
  });
}
