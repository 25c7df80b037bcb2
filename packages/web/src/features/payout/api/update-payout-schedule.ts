import { updatePayoutScheduleResponse, type UpdatePayoutScheduleResponse } from '@fundshop/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';

/** POST /api/stripe/update-payout-schedule (organiser of webShopId): weekly (Mondays) or monthly (the 1st). */
export function updatePayoutSchedule(webShopId: number, setAsWeekly: boolean): Promise<UpdatePayoutScheduleResponse> {
  return apiRequest('/api/stripe/update-payout-schedule', {
    body: { webShopId, setAsWeekly },
    auth: 'contact-person',
    schema: updatePayoutScheduleResponse,
  });
}

export function useUpdatePayoutSchedule(webShopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setAsWeekly: boolean) => updatePayoutSchedule(webShopId, setAsWeekly),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.contactPerson(webShopId) }),
  });
}
