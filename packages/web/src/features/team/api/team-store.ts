import { taggedStoreLink, teamStoreResponse } from '@fundshop/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/team/{webShopId}/store (public): the group's own store (docs/decisions/0050); the supporter goes on to it
 * as to any store, a page of its own, tagged as come by the team page.
 */
export function useTeamStore(webShopId: number) {
  return useMutation({
    mutationFn: async () => {
      const { sellerId } = await apiRequest(`/api/team/${webShopId}/store`, {
        method: 'POST',
        schema: teamStoreResponse,
      });
      window.location.assign(taggedStoreLink(`/shop/${sellerId}`, 'team'));
    },
  });
}
