import {
  editParticipantResponse,
  resendLoginDetailsResponse,
  type EditParticipantRequest,
  type EditParticipantResponse,
  type ResendLoginDetailsRequest,
  type ResendLoginDetailsResponse,
} from '@fundshop/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';
import { contactPersonKeys } from '../query-keys.ts';

/** POST /api/seller/edit-participant (organiser): name, email, under 18 and guardian, full name in the store. */
export function editParticipant(input: EditParticipantRequest): Promise<EditParticipantResponse> {
  return apiRequest('/api/seller/edit-participant', {
    body: input,
    auth: 'contact-person',
    schema: editParticipantResponse,
  });
}

export function useEditParticipant(webShopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editParticipant,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactPersonKeys.sellerList(webShopId) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.contactPerson(webShopId) }),
      ]),
  });
}

/** POST /api/seller/resend-login-details (organiser): by mail, or the code and link shown again. */
export function resendLoginDetails(input: ResendLoginDetailsRequest): Promise<ResendLoginDetailsResponse> {
  return apiRequest('/api/seller/resend-login-details', {
    body: input,
    auth: 'contact-person',
    schema: resendLoginDetailsResponse,
  });
}

export function useResendLoginDetails() {
  return useMutation({ mutationFn: resendLoginDetails });
}
