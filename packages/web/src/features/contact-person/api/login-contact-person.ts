import {
  loginContactPersonResponse,
  type LoginContactPersonRequest,
  type LoginContactPersonResponse,
} from '@fundshop/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/account/login-contact-person; 401 'error-username' / 'error-password', 429 too many attempts. */
export function loginContactPerson(body: LoginContactPersonRequest): Promise<LoginContactPersonResponse> {
  return apiRequest('/api/account/login-contact-person', { body, schema: loginContactPersonResponse });
}

export function useLoginContactPerson() {
  return useMutation({ mutationFn: loginContactPerson });
}
