import type { PayoutSchedule } from '@fundshop/core';

/**
 * Sending the group's money to its payment account (ARCHITECTURE §4), beside the payment provider: Stripe
 * Connect when STRIPE_SECRET_KEY is set, otherwise the simulated provider. How far the money has come is
 * reported later: by provider webhooks (Stripe) or by an operator (`npm run payouts`).
 */
export interface PayoutTransfer {
  payoutId: number;
  webshopId: number;
  /** The group's connected account. */
  accountId: string;
  amountMinor: number;
  /** ISO code as stored (upper case). */
  currencyCode: string;
}

/** The provider refused the transfer for good (e.g. the account can not receive it): the payout FAILED. */
export class PayoutRefusedError extends Error {}

export interface PayoutProvider {
  readonly kind: 'stripe' | 'simulated';
  /**
   * Moves the amount to the group's account and answers the provider's reference. Idempotent per payout: a
   * retry after a lost answer never sends twice. Throws PayoutRefusedError for a final refusal; any other error
   * leaves the outcome open, to be retried.
   */
  sendPayout(transfer: PayoutTransfer): Promise<string>;
  /**
   * Takes a sent transfer back from the group's account before its payout is marked FAILED, so the amount is
   * with the platform again and a new payout does not pay it twice. Idempotent per payout.
   */
  reclaimPayout(payoutId: number, reference: string): Promise<void>;
  /** When the account pays out to the bank: monthly on the 1st, weekly on Mondays (SPEC §9). */
  setPayoutSchedule(accountId: string, schedule: PayoutSchedule): Promise<void>;
  /**
   * What the provider says now of a sent transfer and of the group's account's latest bank payouts (the operator
   * console's payout page): its own words, read, never stored.
   */
  transferStatus(reference: string, accountId: string | null): Promise<TransferStatus>;
}

export interface TransferStatus {
  status: string;
  details: { label: string; value: string }[];
}
