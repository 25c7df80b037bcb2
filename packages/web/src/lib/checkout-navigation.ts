import { orderTaxSummary, type OrderTaxSummary } from '@fundshop/core';

/**
 * What the store hands the payment page in navigation state (SPEC §2: /shop/checkout/{sellerId} needs the
 * client secret in navigation state). It is read back with readCheckoutState, never trusted blindly:
 * a reload or a typed URL has no state and the page says so.
 */
export interface CheckoutNavigationState {
  clientSecret: string;
  /** The /my-order/{checkoutSession} key. */
  checkoutSession: string;
  paymentProvider: 'stripe' | 'simulated';
  publishableKey?: string;
  /** For the summary line on the payment page (the server priced the order; this is the store's display total). */
  total: number;
  currencyCode: string;
  sellerName: string;
  /** The order's net, tax and total as it will be charged (the checkout answer's, docs/decisions/0063). */
  tax?: OrderTaxSummary;
}

export function readCheckoutState(state: unknown): CheckoutNavigationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Record<string, unknown>;
  if (typeof s.clientSecret !== 'string' || s.clientSecret === '') return null;
  if (typeof s.checkoutSession !== 'string') return null;
  if (s.paymentProvider !== 'stripe' && s.paymentProvider !== 'simulated') return null;
  return {
    clientSecret: s.clientSecret,
    checkoutSession: s.checkoutSession,
    paymentProvider: s.paymentProvider,
    publishableKey: typeof s.publishableKey === 'string' ? s.publishableKey : undefined,
    total: typeof s.total === 'number' ? s.total : 0,
    currencyCode: typeof s.currencyCode === 'string' ? s.currencyCode : '',
    sellerName: typeof s.sellerName === 'string' ? s.sellerName : '',
    tax: orderTaxSummary.safeParse(s.tax).data,
  };
}
