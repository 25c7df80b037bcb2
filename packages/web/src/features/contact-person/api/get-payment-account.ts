import { paymentAccountStatusResponse, type PaymentAccountStatusResponse } from '@fundshop/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/stripe/payment-account-status?webShopId= (bearer): setup finished, and 'first time finished' once. */
export function getPaymentAccountStatus(
  webShopId: number,
  signal?: AbortSignal,
): Promise<PaymentAccountStatusResponse> {
  return apiRequest('/api/stripe/payment-account-status', {
    query: { webShopId },
    auth: 'contact-person',
    schema: paymentAccountStatusResponse,
    signal,
  });
}

export function paymentAccountStatusQueryOptions(webShopId: number) {
  return queryOptions({
    queryKey: ['contact-person', 'payment-account-status', webShopId],
    queryFn: ({ signal }) => getPaymentAccountStatus(webShopId, signal),
  });
}

export function usePaymentAccountStatus(webShopId: number) {
  return useQuery(paymentAccountStatusQueryOptions(webShopId));
}
