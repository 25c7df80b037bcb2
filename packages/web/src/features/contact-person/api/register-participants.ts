import {
  previewSellersResponse,
  registerSellersResponse,
  type PreviewSellersResponse,
  type RosterRowInput,
  type RegisterSellersResponse,
} from '@fundshop/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';
import { contactPersonKeys } from '../query-keys.ts';

export interface ParticipantsInput {
  webShopId: number;
  sellers: RosterRowInput[];
}

/** POST /api/seller/preview-sellers: every row with its problems; nothing is saved (docs/decisions/0038). */
export function previewParticipants(input: ParticipantsInput): Promise<PreviewSellersResponse> {
  return apiRequest('/api/seller/preview-sellers', {
    body: input,
    auth: 'contact-person',
    schema: previewSellersResponse,
  });
}

/** POST /api/seller/register-sellers: all rows in one transaction, or none (400 with each row's problem). */
export function registerParticipants(input: ParticipantsInput): Promise<RegisterSellersResponse> {
  return apiRequest('/api/seller/register-sellers', {
    body: input,
    auth: 'contact-person',
    schema: registerSellersResponse,
  });
}

export function usePreviewParticipants() {
  return useMutation({ mutationFn: previewParticipants });
}

export function useRegisterParticipants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerParticipants,
    onSuccess: (_, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactPersonKeys.sellerList(input.webShopId) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.contactPerson(input.webShopId) }),
      ]),
  });
}
