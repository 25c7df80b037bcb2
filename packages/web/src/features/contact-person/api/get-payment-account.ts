import {
  organizationDetailsLinkResponse,
  paymentAccountStatusResponse,
  type PaymentAccountStatusResponse,
} from '@fundshop/core';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
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

/** GET /api/stripe/organization-details-link (bearer): where the organiser completes the payment account (same tab). */
export async function getOrganizationDetailsLink(): Promise<string> {
  const result = await apiRequest('/api/stripe/organization-details-link', {
    auth: 'contact-person',
    schema: organizationDetailsLinkResponse,
  });
  return result.organizationDetailsLink;
}

export function useOrganizationDetailsLink() {
  return useMutation({ mutationFn: getOrganizationDetailsLink });
}
