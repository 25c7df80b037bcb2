import { updateFriendCompetitionResponse, updateSalesReminderResponse, type DashboardData } from '@fundshop/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ResponseSchema } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';

/**
 * One switch: its call takes the group and the new state, and answers the state under the same name as the
 * dashboard field it turns.
 */
function groupSwitch<F extends keyof DashboardData>(
  path: string,
  field: F,
  schema: ResponseSchema<Record<F, boolean>>,
) {
  return {
    field,
    send: async (webShopId: number, isActive: boolean) =>
      (await apiRequest(path, { body: { webShopId, isActive }, auth: 'contact-person', schema }))[field],
  };
}

/** The organiser's switches on its group. */
const SWITCHES = {
  /** The sellers' leaderboard. */
  leaderboard: groupSwitch(
    '/api/contact-person/update-friend-competition',
    'isFriendCompetitionActive',
    updateFriendCompetitionResponse,
  ),
  /** The reminder to participants who have not sold (docs/decisions/0049). */
  reminder: groupSwitch(
    '/api/contact-person/update-sales-reminder',
    'isSalesReminderActive',
    updateSalesReminderResponse,
  ),
};
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
