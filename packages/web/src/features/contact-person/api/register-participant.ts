import { registerNewSellerResponse, type RegisterNewSellerResponse } from '@fundshop/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';
import { contactPersonKeys } from '../query-keys.ts';

export interface RegisterParticipantInput {
  webShopId: number;
  name: string;
  email: string;
  isMinor: boolean;
  guardianEmail: string;
}

/**
 * POST /api/seller/register-new-seller as the organiser (bearer, addedByRole 'contactperson'). 409 'error-name' /
 * 'error-email' carry SPEC §8's text in `message` and `fieldErrors`.
 */
export function registerParticipant(input: RegisterParticipantInput): Promise<RegisterNewSellerResponse> {
  return apiRequest('/api/seller/register-new-seller', {
    body: { addedByRole: 'contactperson', ...input },
    auth: 'contact-person',
    schema: registerNewSellerResponse,
  });
}

export function useRegisterParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerParticipant,
    // The participants list and the dashboard's participants table both show the newcomer at once.
    onSuccess: (_, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactPersonKeys.sellerList(input.webShopId) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.contactPerson(input.webShopId) }),
      ]),
  });
}
