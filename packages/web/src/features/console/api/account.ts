import {
  enrolmentInfo,
  enrolResponse,
  okResponse,
  operatorLoginResponse,
  type EnrolRequest,
  type OperatorLoginRequest,
} from '@fundshop/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { consoleKeys } from '../query-keys.ts';
import { consoleRequest } from './client.ts';
import { operatorSession } from './session.ts';

/** POST /api/operator/login: email, password and code; the session is kept for this tab. */
export function useSignIn() {
  return useMutation({
    mutationFn: (input: OperatorLoginRequest) =>
      consoleRequest('/api/operator/login', { body: input, schema: operatorLoginResponse }),
    onSuccess: (answer) => operatorSession.write(answer),
  });
}

/** POST /api/operator/logout, then the session is forgotten here whatever the server answered. */
export async function signOut(): Promise<void> {
  await consoleRequest('/api/operator/logout', { body: {}, schema: okResponse }).catch(() => undefined);
  operatorSession.clear();
}

/** GET /api/operator/enrolment/{token}: what the set-up link's page shows. */
export function useEnrolment(token: string) {
  return useQuery({
    queryKey: consoleKeys.enrolment(token),
    queryFn: ({ signal }) => consoleRequest(`/api/operator/enrolment/${token}`, { schema: enrolmentInfo, signal }),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /api/operator/enrolment/{token}: answers the ten recovery codes, this once. */
export function useEnrol(token: string) {
  return useMutation({
    mutationFn: (input: EnrolRequest) =>
      consoleRequest(`/api/operator/enrolment/${token}`, { body: input, schema: enrolResponse }),
  });
}
