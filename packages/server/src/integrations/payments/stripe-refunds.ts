import Stripe from 'stripe';
import type { DisputeStatus, RefundStatus } from '@fundshop/core';
import { RefundRefusedError, type PaymentEvent, type ProviderRefund, type RefundInput } from './payment-provider.ts';

/**
 * Stripe Refunds and Disputes for the Stripe payment provider (docs/decisions/0026): a refund names the payment
 * (PaymentIntent) and carries our row's id as metadata; the webhooks about refunds and disputes are reduced to
 * "read this payment's refunds again" and "this dispute is now ...".
 */

/** Stripe's refund statuses; requires_action (the buyer must act, non-card methods) is still under way. */
function refundStatusOf(status: string | null): RefundStatus {
  switch (status) {
    case 'succeeded':
    case 'failed':
    case 'canceled':
      return status;
    default:
      return 'pending';
  }
}

function providerRefundOf(refund: Stripe.Refund): ProviderRefund {
  const id = Number(refund.metadata?.refundId);
  return {
    providerRefundId: refund.id,
    amountMinor: refund.amount,
    status: refundStatusOf(refund.status),
    refundId: Number.isSafeInteger(id) && id > 0 ? id : null,
  };
}

export async function createStripeRefund(stripe: Stripe, input: RefundInput): Promise<ProviderRefund> {
  try {
    const refund = await stripe.refunds.create(
      {
        payment_intent: input.paymentReference,
        amount: input.amountMinor,
        metadata: { refundId: String(input.refundId) },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return providerRefundOf(refund);
  } catch (error) {
    // Stripe's final word (already refunded, more than is left, a disputed charge); a lost connection, rate limit
    // or API error leaves the outcome open, and a retry with the same idempotency key finds out.
    if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
      throw new RefundRefusedError(error.message);
    }
    throw error;
  }
}

export async function listStripeRefunds(stripe: Stripe, paymentReference: string): Promise<ProviderRefund[]> {
  const refunds: ProviderRefund[] = [];
  // Auto-paging: a payment rarely has more than one page, but a page is never the whole truth by assumption.
  for await (const refund of stripe.refunds.list({ payment_intent: paymentReference, limit: 100 })) {
    refunds.push(providerRefundOf(refund));
  }
  return refunds;
}

/** Closed in the buyer's favour is lost; won, an inquiry closed without a chargeback, or a prevented one take nothing. */
function disputeStatusOf(status: Stripe.Dispute.Status): DisputeStatus {
  if (status === 'lost') return 'lost';
  if (status === 'won' || status === 'warning_closed' || status === 'prevented') return 'won';
  return 'open';
}

const idOfRef = (ref: string | { id: string } | null | undefined): string | null =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

/** The refund and dispute events; null for any other event. */
export function refundOrDisputeEventOf(event: Stripe.Event): PaymentEvent | null {
  const ignored = { id: event.id, kind: 'ignored', type: event.type } as const;
  switch (event.type) {
    case 'charge.refunded':
    case 'charge.refund.updated':
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const paymentReference = idOfRef(event.data.object.payment_intent);
      return paymentReference ? { id: event.id, kind: 'refunds-changed', paymentReference } : ignored;
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed':
    case 'charge.dispute.funds_withdrawn':
    case 'charge.dispute.funds_reinstated': {
      const dispute = event.data.object;
      const paymentReference = idOfRef(dispute.payment_intent);
      if (!paymentReference) return ignored;
      return {
        id: event.id,
        kind: 'dispute-changed',
        disputeId: dispute.id,
        paymentReference,
        amountMinor: dispute.amount,
        // A won dispute's reinstatement can return the fee (a negative fee): what is left is ours to bear.
        feeMinor: Math.max(
          0,
          (dispute.balance_transactions ?? []).reduce((sum, t) => sum + t.fee, 0),
        ),
        status: disputeStatusOf(dispute.status),
        reason: dispute.reason ?? '',
      };
    }
    default:
      return null;
  }
}
