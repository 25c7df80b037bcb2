import { updateFriendCompetitionResponse, type DashboardData } from '@fundshop/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';

/** POST /api/contact-person/update-friend-competition (organiser): turns the sellers' leaderboard on or off. */
export function updateFriendCompetition(webShopId: number, isActive: boolean) {
  return apiRequest('/api/contact-person/update-friend-competition', {
    body: { webShopId, isActive },
    auth: 'contact-person',
    schema: updateFriendCompetitionResponse,
  });
}

export function useUpdateFriendCompetition(webShopId: number) {
  const queryClient = useQueryClient();
  const key = dashboardKeys.contactPerson(webShopId);
  return useMutation({
    mutationFn: (isActive: boolean) => updateFriendCompetition(webShopId, isActive),
    onSuccess: (answer) => {
      // The switch reads the dashboard: set the new state at once so it does not flick back until the refetch
      // (which brings the leaderboard itself) arrives.
      queryClient.setQueryData<DashboardData>(key, (data) =>
        data ? { ...data, isFriendCompetitionActive: answer.isFriendCompetitionActive } : data,
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
