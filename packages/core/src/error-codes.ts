/**
 * The checkout session's refusals: sent in a 200 body (SPEC §3 create checkout session), so the store can say why
 * it cannot sell instead of failing the call.
 */
export const CHECKOUT_REFUSAL_CODES = ['locked-webshop', 'inactive-seller', 'error'] as const;

/**
 * Every `responseMessage` code the API sends when it refuses or fails (SPEC §8). The server's error table is typed
 * against it and the web compares codes through it, so a renamed code breaks the build instead of a screen.
 */
export const ERROR_CODES = [
  'error-username',
  'error-password',
  'error-email',
  'seller-inactive',
  'validation-error',
  'unauthorized',
  'forbidden',
  'not-found',
  'too-many-requests',
  'bad-request',
  /** The database is away or overloaded: 503 with Retry-After (docs/decisions/0020). */
  'service-unavailable',
  'error-name',
  'registration-link-not-found',
  /** The link that undoes an organiser's email change: unknown, used or expired (docs/decisions/0019). */
  'undo-link-invalid',
  /** A password reset link that is unknown, used or past its 30 minutes (docs/decisions/0034). */
  'reset-link-invalid',
  /** A co-organiser invitation that is unknown, used, expired or withdrawn (docs/decisions/0035). */
  'invitation-invalid',
  /** The group's country can not change once anything has been sold (its currency with it). */
  'country-locked',
  /** The email already belongs to an organiser, co-organiser or invitation. */
  'co-organiser-email-taken',
  'error-picture',
  'payment-provider-unavailable',
  'invalid-signature',
  'payment-session-invalid',
  'payment-session-closed',
  'payment-account-missing',
  'payment-setup-link-invalid',
  /** A payment event whose order is not found: not consumed, the provider sends it again (docs/decisions/0011). */
  'payment-order-unknown',
  'has-active-payouts',
  // Manual orders (docs/decisions/0004)
  'order-paid-by-card',
  'order-deleted',
  'order-not-found',
  'demo-store',
  // Payouts (docs/decisions/0006)
  'webshop-not-locked',
  'payout-below-minimum',
  'nothing-to-pay-out',
  'payment-account-not-ready',
  'payout-transition-invalid',
  'payout-provider-failed',
  // Organiser tools (docs/decisions/0007)
  'introduction-already-answered',
  // Delivery, refunds and disputes (docs/decisions/0026)
  'book-link-unknown',
  'download-expired',
  'download-limit',
  'downloads-suspended',
  'order-refunded',
  'order-without-email',
  'refund-not-allowed',
  'refund-too-large',
  'refund-only-card',
  'refund-provider-failed',
  // The operator console (docs/decisions/0031, 0033)
  'refund-over-limit',
  'operator-sign-in-failed',
  'setup-link-invalid',
  'enrol-code-wrong',
  'seller-not-in-group',
  'order-moved',
  'product-exists',
  'product-without-editions',
  'ebook-invalid',
  // The roster and children (docs/decisions/0037, 0038)
  'seller-without-email',
  'guardian-link-invalid',
  // People and their data (docs/decisions/0039)
  'data-link-invalid',
  'money-outstanding',
  'seller-erased',
  'demo-account',
  ...CHECKOUT_REFUSAL_CODES,
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: string): value is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value);
}
