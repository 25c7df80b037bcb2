import Stripe from 'stripe';
import type { Config } from '../../config.ts';

/**
 * Recording a sale's tax going back (a refund) with the tax provider (docs/decisions/0060): Stripe Tax reverses the
 * tax transaction it recorded for the sale, so its reports and filings net the refund. Locally there is no such
 * record: the order's own figures are the record, and nothing is sent. Services see only this interface.
 */
export interface TaxReversal {
  /** The provider's record of the sale: orders.tax_reference (Stripe Tax's transaction id, tax_…). */
  transactionReference: string;
  /** Ours, one per reversal and never reused ('refund-12'): the provider's reference and idempotency key. */
  reference: string;
  /** The money returned, tax included (what the buyer got back). */
  amountMinor: number;
  /** The whole sale went back at once: reversed in full rather than by an amount. */
  whole: boolean;
}

export interface TaxReversals {
  /** Records the reversal; answers the provider's id of it. The same `reference` twice records it once. */
  record(reversal: TaxReversal): Promise<string>;
}

/** Stripe Tax: POST /v1/tax/transactions/create_reversal, in full or by a flat amount spread over the lines. */
export function createStripeTaxReversals(options: {
  secretKey: string;
  /** Where the API is (tests: the fake Stripe API). */
  api?: Stripe.StripeConfig;
}): TaxReversals {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(options.api ?? {}) });
  return {
    async record(reversal) {
      const created = await stripe.tax.transactions.createReversal(
        {
          original_transaction: reversal.transactionReference,
          reference: reversal.reference,
          // A partial reversal by a flat amount takes tax and net in proportion to what is left, as core's
          // remainingTaxMinor does; Stripe wants it negative.
          ...(reversal.whole ? { mode: 'full' } : { mode: 'partial', flat_amount: -reversal.amountMinor }),
          metadata: { reference: reversal.reference },
        },
        { idempotencyKey: `tax-reversal-${reversal.reference}` },
      );
      return created.id;
    },
  };
}

/** Nothing to record locally: the order's figures are the record. Answers the reversal's own reference. */
export function createLocalTaxReversals(): TaxReversals {
  return { record: async (reversal) => reversal.reference };
}

/** Stripe Tax when STRIPE_SECRET_KEY is set; otherwise the local one (docs/decisions/0060). */
export function createTaxReversals(config: Config): TaxReversals {
  return config.stripe.secretKey
    ? createStripeTaxReversals({ secretKey: config.stripe.secretKey })
    : createLocalTaxReversals();
}
