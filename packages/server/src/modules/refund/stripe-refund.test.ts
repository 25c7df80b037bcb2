import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, disputes, mailOutbox, orders, refunds } from '../../db/schema.ts';
import { checkoutBody, openShop, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { signedStripeEvent, stripeDispute } from '../../testing/fake-stripe-api.ts';
import { adminOf } from '../../testing/operator-fixtures.ts';
import { bearer, latestMailTo } from '../../testing/fixtures.ts';
import { organiserDashboard } from '../../testing/order-fixtures.ts';
import { closeRefundWindows, setSimulatedPaymentAccount } from '../../testing/payout-fixtures.ts';
import { fakeStripeForSuite, postStripeWebhook } from '../../testing/stripe-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { moneyDatabaseKinds } from '../../testing/test-database.ts';
import { createStripeTaxReversals } from '../../integrations/tax/tax-reversals.ts';
import { payoutOverview } from '../payout/money.ts';

describe.each(moneyDatabaseKinds)('Stripe refunds and disputes on %s', (kind) => {
  const stripe = fakeStripeForSuite();
  const { fake } = stripe;
  let t: TestApp;
  let shop: OpenShop;
  let payments = 0;
  beforeEach(async () => {
    t = await createTestApp(kind, {
      payments: stripe.payments(),
      taxReversals: createStripeTaxReversals({ secretKey: 'sk_test_fake', api: stripe.api() }),
    });
    shop = await openShop(t.app, t.db);
    fake.resetRefunds();
  });
  afterEach(() => t.close());

  const deliver = ({ payload, signature }: { payload: string; signature: string }) =>
    postStripeWebhook(t.app, payload, signature);
  /** A card order of 66.00 paid through Stripe's webhook, with its own PaymentIntent. */
  const paidOrder = async () => {
    payments += 1;
    const paymentIntent = `pi_${kind}_${payments}_${Date.now()}`;
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      payload: checkoutBody(shop),
    });
    const sessionId = (checkout.json() as { checkoutSession: string }).checkoutSession;
    const [order] = await t.db.select().from(orders).where(eq(orders.checkoutSession, sessionId));
    const session = { id: sessionId, object: 'checkout.session', status: 'complete', payment_status: 'paid' };
    const paid = signedStripeEvent(`evt_paid_${paymentIntent}`, 'checkout.session.completed', {
      ...session,
      payment_intent: paymentIntent,
      metadata: { orderId: String(order!.id) },
    });
    expect((await deliver(paid)).statusCode).toBe(200);
    return { orderId: order!.id, paymentIntent };
  };
  const operatorRefund = async (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/operator/refunds',
      headers: bearer((await adminOf(t)).token),
      payload: { reason: 'asked by the buyer', ...payload },
    });
  const refundRows = (orderId: number) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  /** The order's audit rows of its refunds, oldest first: what was asked, then what came of it. */
  const refundTrail = async (orderId: number) =>
    (await t.db.select().from(auditEvents).where(eq(auditEvents.targetId, orderId)).orderBy(auditEvents.id))
      .filter((e) => e.targetType === 'order' && e.action.startsWith('refund.'))
      .map((e) => [e.action, e.actorRole, (e.after as { status: string }).status]);
  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const refundMails = async () =>
    (await t.db.select().from(mailOutbox)).filter((m) => m.subject.includes('refund')).length;
  const overview = () => payoutOverview({ db: t.db, config: t.config }, shop.webShopId, 'USD');

  it('asks Stripe with the payment, amount, our id and the idempotency key; a replayed webhook counts once', async () => {
    const { orderId, paymentIntent } = await paidOrder();
    fake.refundStatus = 'pending';
    const asked = await operatorRefund({ orderId, amount: 10 });
    expect(asked.json()).toMatchObject({ status: 'pending', amount: 10 });
    const [row] = await refundRows(orderId);
    const sent = fake.sent('POST', '/v1/refunds').at(-1)!;
    expect(Object.fromEntries(sent.form)).toEqual({
      payment_intent: paymentIntent,
      amount: '1000',
      'metadata[refundId]': String(row!.id),
    });
    expect(sent.headers['idempotency-key']).toBe(`fundshop-refund-${row!.id}`);
    expect(await orderRow(orderId)).toMatchObject({ refundedMinor: 0, status: 'paid' });

    fake.refunds.get(paymentIntent)![0]!.status = 'succeeded';
    const updated = signedStripeEvent(
      `evt_ru_${paymentIntent}`,
      'charge.refund.updated',
      fake.refunds.get(paymentIntent)![0]!,
    );
    for (let i = 0; i < 3; i++) expect((await deliver(updated)).statusCode).toBe(200);
    expect(await refundRows(orderId)).toMatchObject([{ status: 'succeeded', providerRefundId: row!.providerRefundId }]);
    expect(await orderRow(orderId)).toMatchObject({ refundedMinor: 1000, earningsMinor: 2800 });
    expect(await refundMails()).toBe(2);

    // Made in Stripe's dashboard: a row of its own, once.
    fake.addRefund(paymentIntent, 500, 'succeeded', null);
    const refunded = signedStripeEvent(`evt_cr_${paymentIntent}`, 'charge.refunded', {
      id: `ch_${paymentIntent}`,
      object: 'charge',
      payment_intent: paymentIntent,
    });
    expect((await deliver(refunded)).statusCode).toBe(200);
    expect((await deliver(refunded)).statusCode).toBe(200);
    const rows = await refundRows(orderId);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.requestedBy === 'provider')).toMatchObject({
      amountMinor: 500,
      status: 'succeeded',
      idempotencyKey: expect.stringMatching(/^provider-re_test_/),
    });
    expect(await orderRow(orderId)).toMatchObject({ refundedMinor: 1500 });
    expect(await refundMails()).toBe(4);
  });

  it("records each refund's tax reversal with Stripe Tax once, by the refund's id, and tells the buyer its tax", async () => {
    const { orderId, paymentIntent } = await paidOrder();
    // The tax Stripe computed at checkout, and its tax transaction (what the checkout stores in tax_reference).
    await t.db
      .update(orders)
      .set({ taxMinor: 600, taxSource: 'stripe', taxReference: 'tax_test_sale_1' })
      .where(eq(orders.id, orderId));
    expect((await operatorRefund({ orderId, amount: 11 })).json()).toMatchObject({ status: 'succeeded' });
    const [first] = await refundRows(orderId);
    expect(fake.taxReversals.get(`refund-${first!.id}`)).toMatchObject({
      reversal: { original_transaction: 'tax_test_sale_1' },
      mode: 'partial',
      flat_amount: -1100,
    });
    expect(first!.taxReversalReference).toBe(fake.taxReversals.get(`refund-${first!.id}`)!.id);
    const sent = fake.sent('POST', '/v1/tax/transactions/create_reversal').at(-1)!;
    expect(sent.headers['idempotency-key']).toBe(`tax-reversal-refund-${first!.id}`);
    // 11.00 of 66.00 took a sixth of the 6.00 of tax back with it; the buyer's mail says so.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const mail = await latestMailTo(t.db, order!.buyerEmail);
    expect(mail.text).toContain('Refunded now: $11\nOf which tax: $1\nRefunded in all: $11 of $66');
    expect(order!.earningsMinor).toBe(2500);

    // Stripe's refund webhooks settle the same refund again: still one reversal.
    const refunded = signedStripeEvent(`evt_tax_${paymentIntent}`, 'charge.refunded', {
      id: `ch_${paymentIntent}`,
      object: 'charge',
      payment_intent: paymentIntent,
    });
    expect((await deliver(refunded)).statusCode).toBe(200);
    expect(fake.sent('POST', '/v1/tax/transactions/create_reversal')).toHaveLength(1);

    // The rest: a second partial reversal of what is left; the order is then refunded in full.
    expect((await operatorRefund({ orderId })).json()).toMatchObject({ status: 'succeeded', amount: 55 });
    expect([...fake.taxReversals.values()].map((r) => [r.reference, r.mode, r.flat_amount])).toEqual([
      [`refund-${first!.id}`, 'partial', -1100],
      [`refund-${first!.id + 1}`, 'partial', -5500],
    ]);

    // The console's refunds say the tax of each: a sixth of 6.00, then the rest of it.
    const listed = await t.app.inject({
      url: `/api/operator/refunds?orderId=${orderId}`,
      headers: bearer((await adminOf(t)).token),
    });
    expect((listed.json() as { refunds: { amount: number; taxAmount: number }[] }).refunds).toMatchObject([
      { amount: 55, taxAmount: 5 },
      { amount: 11, taxAmount: 1 },
    ]);

    // An order whose tax Stripe did not record (no transaction) has nothing to reverse there.
    const untaxed = await paidOrder();
    expect((await operatorRefund({ orderId: untaxed.orderId })).json()).toMatchObject({ status: 'succeeded' });
    expect(fake.taxReversals.size).toBe(2);
    expect((await refundRows(untaxed.orderId))[0]!.taxReversalReference).toBeNull();
  });

  it('a lost answer leaves the refund pending; the retry finds it in Stripe and refunds once. A refusal fails it', async () => {
    const { orderId, paymentIntent } = await paidOrder();
    fake.dropRefundAnswers = true;
    const lost = await operatorRefund({ orderId });
    expect(lost.statusCode).toBe(502);
    expect(lost.json().responseMessage).toBe('refund-provider-failed');
    const [row] = await refundRows(orderId);
    expect(row).toMatchObject({ status: 'pending', amountMinor: 6600, providerRefundId: null });
    expect((await operatorRefund({ orderId, amount: 1 })).json().responseMessage).toBe('refund-too-large');
    fake.dropRefundAnswers = false;
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/operator/refunds/${row!.id}/retry`,
      headers: bearer((await adminOf(t)).token),
    });
    expect(retried.json()).toMatchObject({ status: 'succeeded', amount: 66 });
    expect(fake.refunds.get(paymentIntent)).toHaveLength(1);
    expect(await orderRow(orderId)).toMatchObject({ status: 'refunded', refundedMinor: 6600 });
    // Asked while pending; the outcome added by the retry, not written over the first row.
    expect(await refundTrail(orderId)).toEqual([
      ['refund.create', 'operator', 'pending'],
      ['refund.settle', 'provider', 'succeeded'],
    ]);

    const other = await paidOrder();
    fake.refuseRefunds = true;
    const refused = await operatorRefund({ orderId: other.orderId, amount: 5 });
    expect(refused.statusCode).toBe(502);
    expect(await refundRows(other.orderId)).toMatchObject([{ status: 'failed' }]);
    expect(await orderRow(other.orderId)).toMatchObject({ refundedMinor: 0, status: 'paid' });
    expect(await refundTrail(other.orderId)).toEqual([
      ['refund.create', 'operator', 'pending'],
      ['refund.settle', 'provider', 'failed'],
    ]);
  });

  it("disputes: open holds the share, won restores it, lost deducts it (the fee is not the group's)", async () => {
    const won = await paidOrder();
    const lost = await paidOrder();
    // Past the buyers' days to cancel: nothing of them is held back for a reserve (decision 0051).
    await closeRefundWindows(t.db, shop.webShopId);
    const dispute = (id: string, order: { paymentIntent: string }, status: string, n: number) =>
      signedStripeEvent(
        `evt_${id}_${n}_${order.paymentIntent}`,
        `charge.dispute.${n === 0 ? 'created' : 'closed'}`,
        stripeDispute(`dp_${id}_${order.paymentIntent}`, order.paymentIntent, 6600, status),
      );
    expect(await overview()).toMatchObject({ totalEarnings: 66, heldForDisputes: 0, availableNow: 66 });

    for (let i = 0; i < 2; i++) expect((await deliver(dispute('w', won, 'needs_response', 0))).statusCode).toBe(200);
    expect((await deliver(dispute('l', lost, 'needs_response', 0))).statusCode).toBe(200);
    expect(await t.db.select().from(disputes)).toHaveLength(2);
    expect(await overview()).toMatchObject({
      disputedOpen: 132,
      heldForDisputes: 66,
      availableNow: 0,
      totalEarnings: 66,
    });

    expect((await deliver(dispute('w', won, 'won', 1))).statusCode).toBe(200);
    expect((await deliver(dispute('l', lost, 'lost', 1))).statusCode).toBe(200);
    // A late 'updated' that overtook the close does not reopen it.
    const late = signedStripeEvent(
      `evt_late_${won.paymentIntent}`,
      'charge.dispute.updated',
      stripeDispute(`dp_w_${won.paymentIntent}`, won.paymentIntent, 6600, 'under_review'),
    );
    expect((await deliver(late)).statusCode).toBe(200);
    const [w] = await t.db.select().from(disputes).where(eq(disputes.orderId, won.orderId));
    expect(w).toMatchObject({ status: 'won', closedAt: expect.any(Date) });
    const [l] = await t.db.select().from(disputes).where(eq(disputes.orderId, lost.orderId));
    expect(l).toMatchObject({ status: 'lost', feeMinor: 1500, reason: 'fraudulent' });
    expect(await orderRow(lost.orderId)).toMatchObject({ chargedBackMinor: 6600, earningsMinor: 0, status: 'paid' });
    expect(await overview()).toMatchObject({
      heldForDisputes: 0,
      disputedOpen: 0,
      disputesLost: 66,
      disputesLostEarnings: 33,
      totalEarnings: 33,
      availableNow: 33,
    });
    const organiserMails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, shop.organiser.email));
    expect(organiserMails.filter((m) => m.subject.includes('dispute'))).toHaveLength(4);
  });

  it('an open dispute is held out of a payout; an unknown payment is refused so Stripe sends it again', async () => {
    const a = await paidOrder();
    await paidOrder();
    await paidOrder();
    await paidOrder();
    await setSimulatedPaymentAccount(t.db, shop.webShopId);
    await closeRefundWindows(t.db, shop.webShopId);
    const opened = signedStripeEvent(
      `evt_open_${a.paymentIntent}`,
      'charge.dispute.created',
      stripeDispute(`dp_${a.paymentIntent}`, a.paymentIntent, 2000, 'warning_needs_response'),
    );
    // The dashboard read before the dispute is not served again after it (its cache's fingerprint covers disputes).
    const board = () => organiserDashboard(t.app, shop.organiser.token, shop.webShopId);
    expect((await board()).payoutOverview).toMatchObject({ heldForDisputes: 0, availableNow: 132 });
    expect((await deliver(opened)).statusCode).toBe(200);
    expect((await board()).payoutOverview).toMatchObject({ disputedOpen: 20, heldForDisputes: 10, availableNow: 122 });
    const organiser = bearer(shop.organiser.token);
    await t.app.inject({
      method: 'POST',
      url: '/api/contact-person/update-web-shop-lock-status',
      headers: organiser,
      payload: { isLocked: true },
    });
    const payout = await t.app.inject({
      method: 'POST',
      url: '/api/contact-person/initiate-payout',
      headers: organiser,
      payload: { sellerId: shop.sellerId },
    });
    expect(payout.json()).toMatchObject({ responseMessage: 'OK', payout: { amount: 122, cardEarnings: 122 } });

    const unknown = signedStripeEvent(
      'evt_unknown_dispute',
      'charge.dispute.created',
      stripeDispute('dp_unknown', 'pi_unknown', 100, 'needs_response'),
    );
    const refused = await deliver(unknown);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().responseMessage).toBe('payment-order-unknown');
  });
});
