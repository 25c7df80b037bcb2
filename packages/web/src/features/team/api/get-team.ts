import { teamPageResponse, type TeamPageResponse } from '@fundshop/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const teamKeys = {
  all: ['team'] as const,
  ofWebShop: (webShopId: number) => [...teamKeys.all, webShopId] as const,
};

/** GET /api/team/{webShopId} (public): the group's team page (docs/decisions/0047). */
export function getTeam(webShopId: number, signal?: AbortSignal): Promise<TeamPageResponse> {
  return apiRequest(`/api/team/${webShopId}`, { schema: teamPageResponse, signal });
}

export function useTeam(webShopId: number, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: teamKeys.ofWebShop(webShopId),
      queryFn: ({ signal }) => getTeam(webShopId, signal),
      enabled,
      staleTime: 30_000,
      // A 404 (no such group, or not open yet) is the answer: asking again changes nothing.
      retry: false,
    }),
  );
}
