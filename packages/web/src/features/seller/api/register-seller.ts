import { registerNewSellerResponse, type RegisterNewSellerResponse } from '@fundshop/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface SelfRegistrationInput {
  sellerRegistrationKey: string;
  /** Only when the link carried one (?webShopId=); the key alone identifies the group. */
  webShopId?: number;
  name: string;
  /** '' for a participant under 18: the guardian is reached instead (docs/decisions/0037). */
  email: string;
  isMinor: boolean;
  guardianEmail: string;
  hasAcceptedTerms: true;
  /** A data: URL of the resized JPEG, or '' for none. */
  sellerPictureUrlAsByteArray: string;
}

/**
 * POST /api/seller/register-new-seller, public self-registration (addedByRole 'seller'); answers with a session
 * (the seller is logged in at once; a minor's store stays closed until the guardian confirms). 404 'registration-link-not-found', 409 'error-name' / 'error-email',
 * 400 'error-picture', 429.
 */
export function registerSeller(input: SelfRegistrationInput): Promise<RegisterNewSellerResponse> {
  return apiRequest('/api/seller/register-new-seller', {
    body: { addedByRole: 'seller', ...input },
    schema: registerNewSellerResponse,
  });
}

export function useRegisterSeller() {
  return useMutation({ mutationFn: registerSeller });
}
