import { loginSellerResponse, type LoginSellerRequest, type LoginSellerResponse } from '@fundshop/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/account/login-seller: email + login code, or the code alone (link login). 401 'error-password' (also
 * for an unknown email, docs/decisions/0018), 403 'seller-inactive', 429 too many attempts.
 */
export function loginSeller(body: LoginSellerRequest): Promise<LoginSellerResponse> {
  return apiRequest('/api/account/login-seller', { body, schema: loginSellerResponse });
}

export function useLoginSeller() {
  return useMutation({ mutationFn: loginSeller });
}
