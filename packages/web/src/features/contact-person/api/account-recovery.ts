import {
  okResponse,
  type ResetLinkRequest,
  resetPasswordResponse,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '@fundshop/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/account/forgot-password (public): always ok, whether or not an account uses the address. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) =>
      apiRequest('/api/account/forgot-password', { body, schema: okResponse }),
  });
}

/** POST /api/account/reset-password (public); 404 'reset-link-invalid' for a used, old or unknown link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      apiRequest('/api/account/reset-password', { body, schema: resetPasswordResponse }),
  });
}

/**
 * POST /api/account/reset-link (public): whether the mailed link can still be used, asked once when its page opens
 * (it uses nothing); 404 'reset-link-invalid' for a used, old or unknown link.
 */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['reset-link', token],
    queryFn: () =>
      apiRequest('/api/account/reset-link', { body: { token } satisfies ResetLinkRequest, schema: okResponse }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}
