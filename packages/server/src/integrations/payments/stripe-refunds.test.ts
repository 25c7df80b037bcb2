import { describe, expect, it } from 'vitest';
import { signedStripeEvent, stripeDispute, WEBHOOK_SECRET } from '../../testing/fake-stripe-api.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** How Stripe's refund and dispute events reduce to ours (docs/decisions/0026). No network, no database. */
describe('Stripe refund and dispute events', () => {
  const provider = createStripeProvider({
    secretKey: 'sk_test_fake',
    webhookSecret: WEBHOOK_SECRET,
    publicUrl: 'http://localhost:3000',
  });
  const parse = (type: string, object: object) => {
    const { payload, signature } = signedStripeEvent('evt_1', type, object);
    const { createdAt: _, ...event } = provider.parseWebhook(Buffer.from(payload), signature);
    return event;
  };

  it('every refund event asks to read the payment’s refunds again; one without a payment is ignored', () => {
    const refund = { id: 're_1', object: 'refund', amount: 100, status: 'requires_action', payment_intent: 'pi_1' };
    for (const type of ['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated']) {
      expect(parse(type, refund)).toEqual({ id: 'evt_1', kind: 'refunds-changed', paymentReference: 'pi_1' });
    }
    expect(parse('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: { id: 'pi_2' } })).toEqual({
      id: 'evt_1',
      kind: 'refunds-changed',
      paymentReference: 'pi_2',
    });
    expect(parse('refund.created', { ...refund, payment_intent: null })).toMatchObject({ kind: 'ignored' });
  });

  it.each([
    ['needs_response', 'open'],
    ['warning_needs_response', 'open'],
    ['under_review', 'open'],
    ['won', 'won'],
    ['warning_closed', 'won'],
    ['prevented', 'won'],
    ['lost', 'lost'],
  ])('a dispute %s is %s, with its amount, fee and reason', (stripeStatus, status) => {
    expect(parse('charge.dispute.updated', stripeDispute('dp_1', 'pi_1', 6600, stripeStatus, 1500))).toEqual({
      id: 'evt_1',
      kind: 'dispute-changed',
      disputeId: 'dp_1',
      paymentReference: 'pi_1',
      amountMinor: 6600,
      feeMinor: 1500,
      status,
      reason: 'fraudulent',
    });
  });

  it('a won dispute that returned the fee bears none', () => {
    const dispute = stripeDispute('dp_1', 'pi_1', 6600, 'won', 1500);
    dispute.balance_transactions.push({
      id: 'txn_2',
      object: 'balance_transaction',
      amount: 6600,
      fee: -1500,
      net: 8100,
    });
    expect(parse('charge.dispute.closed', dispute)).toMatchObject({ status: 'won', feeMinor: 0 });
  });
});
