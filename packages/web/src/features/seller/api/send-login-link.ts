import { okResponse, type SendSellerLoginLinkRequest } from '@fundshop/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/account/send-seller-login-link (public): always ok, whether or not a participant uses the address. */
export function useSendLoginLink() {
  return useMutation({
    mutationFn: (body: SendSellerLoginLinkRequest) =>
      apiRequest('/api/account/send-seller-login-link', { body, schema: okResponse }),
  });
}
