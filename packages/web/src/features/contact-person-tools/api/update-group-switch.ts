import { updateFriendCompetitionResponse, updateSalesReminderResponse, type DashboardData } from '@fundshop/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';

/** The organiser's switches on its group: each call, and the dashboard field it turns. */
const SWITCHES = {
  /** The sellers' leaderboard. */
  leaderboard: {
    field: 'isFriendCompetitionActive',
    send: async (webShopId: number, isActive: boolean) =>
      (
        await apiRequest('/api/contact-person/update-friend-competition', {
          body: { webShopId, isActive },
          auth: 'contact-person',
          schema: updateFriendCompetitionResponse,
        })
      ).isFriendCompetitionActive,
  },
  /** The reminder to participants who have not sold (docs/decisions/0049). */
  reminder: {
    field: 'isSalesReminderActive',
    send: async (webShopId: number, isActive: boolean) =>
      (
        await apiRequest('/api/contact-person/update-sales-reminder', {
          body: { webShopId, isActive },
          auth: 'contact-person',
          schema: updateSalesReminderResponse,
        })
      ).isSalesReminderActive,
  },
} as const;
export type GroupSwitch = keyof typeof SWITCHES;

export function useUpdateGroupSwitch(webShopId: number, which: GroupSwitch) {
  const queryClient = useQueryClient();
  const key = dashboardKeys.contactPerson(webShopId);
  const { field, send } = SWITCHES[which];
  return useMutation({
    mutationFn: (isActive: boolean) => send(webShopId, isActive),
    onSuccess: (isActive) => {
      // The switch reads the dashboard: set the new state at once so it does not flick back until the refetch
      // (which brings, say, the leaderboard itself) arrives.
      queryClient.setQueryData<DashboardData>(key, (data) => (data ? { ...data, [field]: isActive } : data));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
