import {
  okResponse,
  resetPasswordResponse,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '@fundshop/core';
import { useMutation } from '@tanstack/react-query';
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
