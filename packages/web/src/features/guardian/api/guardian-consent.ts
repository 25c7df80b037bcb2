import {
  confirmGuardianResponse,
  guardianConsentResponse,
  type ConfirmGuardianResponse,
  type GuardianConsentResponse,
} from '@fundshop/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/guardian/{token} (public): whom the parent or guardian confirms; 404 for a used, old or unknown link. */
export function getGuardianConsent(token: string): Promise<GuardianConsentResponse> {
  return apiRequest(`/api/guardian/${encodeURIComponent(token)}`, { method: 'GET', schema: guardianConsentResponse });
}

export function useGuardianConsent(token: string) {
  return useQuery({ queryKey: ['guardian', token], queryFn: () => getGuardianConsent(token), retry: false });
}

/** POST /api/guardian/{token}/confirm (public, single use). */
export function confirmGuardian(input: { token: string; allowFullName: boolean }): Promise<ConfirmGuardianResponse> {
  return apiRequest(`/api/guardian/${encodeURIComponent(input.token)}/confirm`, {
    body: { allowFullName: input.allowFullName },
    schema: confirmGuardianResponse,
  });
}

export function useConfirmGuardian() {
  return useMutation({ mutationFn: confirmGuardian });
}
