import { updateWebShopLockStatusResponse } from '@fundshop/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';

/**
 * POST /api/contact-person/update-web-shop-lock-status (organiser). SPEC's sellerId is left out: the organiser's
 * session names the webshop. A 409 'has-active-payouts' refuses unlocking while a payout is being handled.
 */
export function updateWebShopLockStatus(isLocked: boolean) {
  return apiRequest('/api/contact-person/update-web-shop-lock-status', {
    body: { isLocked },
    auth: 'contact-person',
    schema: updateWebShopLockStatusResponse,
  });
}

export function useUpdateWebShopLockStatus(webShopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebShopLockStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.contactPerson(webShopId) }),
  });
}
