import { paymentAccountStatusResponse } from '@fundshop/core';
import { useQuery } from '@tanstack/react-query';
import { apiGetQueryOptions } from '../../../lib/api-query.ts';
import { contactPersonKeys } from '../query-keys.ts';

/** GET /api/stripe/payment-account-status?webShopId= (bearer): setup finished, and 'first time finished' once. */
export function paymentAccountStatusQueryOptions(webShopId: number) {
  return apiGetQueryOptions(contactPersonKeys.paymentAccountStatus(webShopId), '/api/stripe/payment-account-status', {
    query: { webShopId },
    auth: 'contact-person',
    schema: paymentAccountStatusResponse,
  });
}

export function usePaymentAccountStatus(webShopId: number) {
  return useQuery(paymentAccountStatusQueryOptions(webShopId));
}
