import { genericErrorMessage, TOOLS_MSG } from '@fundshop/core';
import { ApiRequestError, errorText } from '../../../lib/api-client.ts';
import { useSupportEmail } from '../../../lib/public-config.ts';

/**
 * SPEC §8 for a refused message: 'Error code:' with the status and the generic text with the support address. Too
 * many messages (429) shows the server's own text, which says to wait; a call that got no answer, its reason.
 */
export function failureText(error: unknown, supportEmail: string): string {
  if (error instanceof ApiRequestError && error.status > 0) {
    if (error.status === 429) return error.message;
    return `${TOOLS_MSG.errorCode} ${error.status} ${genericErrorMessage(supportEmail)}`;
  }
  return errorText(error);
}

/** failureText with this deployment's support address. */
export function useFailureText(): (error: unknown) => string {
  const supportEmail = useSupportEmail();
  return (error) => failureText(error, supportEmail);
}
