import type { DisputeStatus, PayoutSchedule, RefundStatus, TaxBehaviour, TaxComponent } from '@fundshop/core';

/**
 * Card payments and the group's payment account (ARCHITECTURE §2): Stripe when STRIPE_SECRET_KEY is set,
 * otherwise the built-in simulated provider. Services see only this interface.
 */
export interface CheckoutSessionInput {
  orderId: number;
  webshopId: number;
  sellerId: number;
  /** ISO code as stored (upper case). */
  currencyCode: string;
  buyerEmail: string;
  /** Priced from the database, integer minor units; with their tax inside or without it (taxBehaviour). */
  lines: { name: string; unitAmountMinor: number; quantity: number; taxCode: string }[];
  /** How the group's market writes prices (docs/decisions/0057): the provider's tax holds to it. */
  taxBehaviour: TaxBehaviour;
}

/**
 * The tax a provider computed and charged on a paid session (docs/decisions/0059): the amount charged, and per line
 * (in the order the session's lines were sent) its tax and the taxes levied on it.
 */
export interface ChargedTax {
  totalMinor: number;
  lines: { taxMinor: number; ratePpm: number; components: TaxComponent[] }[];
}

export interface CheckoutSession {
  /** The provider's session id: orders.checkout_session and the /my-order/{checkoutSession} key. */
  sessionId: string;
  /** Handed to the browser to mount the embedded checkout. */
  clientSecret: string;
}

/** A verified provider notification, reduced to what the order and account logic needs. */
export type PaymentEvent = (
  | {
      id: string;
      kind: 'checkout-paid';
      sessionId: string;
      orderId: number | null;
      /** The provider's payment id (Stripe's PaymentIntent): what refunds and disputes name. */
      paymentReference: string | null;
    }
  | { id: string; kind: 'checkout-failed'; sessionId: string; orderId: number | null }
  | { id: string; kind: 'account-updated'; accountId: string; isReady: boolean }
  | PayoutEvent
  /** Something changed about the refunds of a payment: the refunds are read again from the provider (listRefunds). */
  | { id: string; kind: 'refunds-changed'; paymentReference: string }
  | DisputeEvent
  | { id: string; kind: 'ignored'; type: string }
) & {
  /** When the provider created the event, for the webhook lag metric. */
  createdAt?: Date;
};

/**
 * How far a payout has come, as the provider reports it: about the group's account (its bank payout was created,
 * arrived or failed) or about our transfer itself (reversed). `detail` is recorded as the transition's cause.
 */
export interface PayoutEvent {
  id: string;
  kind: 'payout-progress';
  subject: { accountId: string } | { payoutId: number };
  to: 'PENDING' | 'PAID' | 'FAILED';
  detail: string;
}

/** A dispute (chargeback) as the provider reports it now; applied by its id, so any order of arrival ends right. */
export interface DisputeEvent {
  id: string;
  kind: 'dispute-changed';
  disputeId: string;
  paymentReference: string;
  amountMinor: number;
  /** The provider's dispute fee, the platform's cost. */
  feeMinor: number;
  status: DisputeStatus;
  reason: string;
}

export interface RefundInput {
  paymentReference: string;
  amountMinor: number;
  /** Our refund row's key: the provider refunds once however often the request is retried. */
  idempotencyKey: string;
  /** Our refund row's id, sent as metadata so the provider's refund finds its row. */
  refundId: number;
}

/** A refund as the provider knows it. */
export interface ProviderRefund {
  providerRefundId: string;
  amountMinor: number;
  status: RefundStatus;
  /** Our refund row's id from the metadata; null for a refund made in the provider's dashboard. */
  refundId: number | null;
}

export class RefundRefusedError extends Error {}

export interface PaymentAccountInput {
  webshopId: number;
  payoutSchedule: PayoutSchedule;
  countryCode: string;
  email: string;
  groupName: string;
}

export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'simulated';
  /** Stripe publishable key for the browser; undefined for the simulated provider. */
  readonly publishableKey: string | undefined;
  createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession>;
  /** Asks the provider directly whether a session is paid (covers a webhook that has not arrived yet). */
  isCheckoutSessionPaid(sessionId: string): Promise<boolean>;
  /**
   * The tax the provider computed on a paid session, read back before the order is marked paid; null where the
   * provider computes none (the simulated one: the order's tax as calculated at checkout is what was charged).
   */
  chargedTax(sessionId: string): Promise<ChargedTax | null>;
  /** Verifies the signature over the raw body and normalises the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
  /** Creates the group's connected account; the same webshop always yields the same account (idempotent). */
  createPaymentAccount(input: PaymentAccountInput): Promise<string>;
  /** A link where the organiser completes the account's details (onboarding). */
  createOnboardingLink(accountId: string, webshopId: number): Promise<string>;
  /** A link to the account's own dashboard. */
  createDashboardLink(accountId: string, webshopId: number): Promise<string>;
  /** Returns (part of) a payment to the buyer's card; throws RefundRefusedError when the provider says no. */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** Every refund of a payment, as the provider has them now. */
  listRefunds(paymentReference: string): Promise<ProviderRefund[]>;
}
