import Stripe from 'stripe';
import type { PayoutSchedule } from '@fundshop/core';
import { PayoutRefusedError, type PayoutProvider } from './payout-provider.ts';

/** Where the SDK sends its requests; tests point it at a local fake API. */
export interface StripeApiTarget {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** Stripe's schedule for each of ours: monthly on the 1st, weekly on Mondays (SPEC §9). */
export const STRIPE_SCHEDULE: Record<PayoutSchedule, Stripe.AccountUpdateParams.Settings.Payouts.Schedule> = {
  monthly: { interval: 'monthly', monthly_anchor: 1 },
  weekly: { interval: 'weekly', weekly_anchor: 'monday' },
};

/**
 * Stripe Connect: the card money is charged on the platform account; a payout is a transfer of the group's amount
 * to its connected (Express) account, which Stripe then pays to the group's bank on the account's schedule. The
 * account's payout.* webhooks tell how far it has come (handled with the other webhooks).
 */
export function createStripePayouts(options: { secretKey: string; api?: StripeApiTarget }): PayoutProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Fundshop' },
    ...(options.api ?? {}),
  });
  return {
    kind: 'stripe',

    async sendPayout(transfer) {
      try {
        const result = await stripe.transfers.create(
          {
            amount: transfer.amountMinor,
            currency: transfer.currencyCode.toLowerCase(),
            destination: transfer.accountId,
            transfer_group: `webshop-${transfer.webshopId}`,
            metadata: { payoutId: String(transfer.payoutId), webshopId: String(transfer.webshopId) },
          },
          { idempotencyKey: `fundshop-payout-${transfer.payoutId}` },
        );
        return result.id;
      } catch (error) {
        // A card or request error is Stripe's final word (insufficient platform balance, an account that can
        // not receive transfers); connection, rate-limit and API errors leave the outcome open.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError ||
          error instanceof Stripe.errors.StripeCardError
        ) {
          throw new PayoutRefusedError(error.message);
        }
        throw error;
      }
    },

    async reclaimPayout(payoutId, reference) {
      try {
        await stripe.transfers.createReversal(
          reference,
          {},
          { idempotencyKey: `fundshop-payout-reversal-${payoutId}` },
        );
      } catch (error) {
        // Already reversed in full (e.g. from the dashboard): the money is back, which is all that is asked.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'transfer_already_reversed')
          return;
        throw error;
      }
    },

    async setPayoutSchedule(accountId, schedule) {
      await stripe.accounts.update(accountId, { settings: { payouts: { schedule: STRIPE_SCHEDULE[schedule] } } });
    },

    async transferStatus(reference, accountId) {
      const transfer = await stripe.transfers.retrieve(reference);
      const money = (minor: number) => `${(minor / 100).toFixed(2)} ${transfer.currency.toUpperCase()}`;
      const details = [
        { label: 'Transfer', value: `${transfer.id} of ${money(transfer.amount)} to ${String(transfer.destination)}` },
        { label: 'Made', value: new Date(transfer.created * 1000).toISOString() },
        { label: 'Reversed', value: transfer.amount_reversed > 0 ? money(transfer.amount_reversed) : 'nothing' },
      ];
      // The group's bank payouts are made by Stripe on the account's schedule: the latest say how far the money is.
      if (accountId) {
        const bank = await stripe.payouts.list({ limit: 3 }, { stripeAccount: accountId });
        for (const payout of bank.data) {
          const arrival = new Date(payout.arrival_date * 1000).toISOString().slice(0, 10);
          details.push({
            label: `Bank payout ${payout.id}`,
            value: `${money(payout.amount)}, ${payout.status}, arrives ${arrival}`,
          });
        }
      }
      return {
        status: transfer.reversed ? 'reversed' : transfer.amount_reversed > 0 ? 'partly reversed' : 'transferred',
        details,
      };
    },
  };
}
