import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppContext, type AppContext } from '../../context.ts';
import { payoutTransitions, payouts, webshops } from '../../db/schema.ts';
import { createStripePayouts } from '../../integrations/payouts/stripe-payouts.ts';
import { openShop, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { stripeEvent } from '../../testing/fake-stripe-api.ts';
import { bearer, latestMailTo } from '../../testing/fixtures.ts';
import { adminOf } from '../../testing/operator-fixtures.ts';
import { manualOrder } from '../../testing/order-fixtures.ts';
import { fakeStripeForSuite, postStripeWebhook } from '../../testing/stripe-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { sendDuePayouts } from './sender.ts';

const ACCOUNT = 'acct_test_1';
const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(databaseKinds)('Stripe Connect payouts on %s', (kind) => {
  const stripe = fakeStripeForSuite();
  const { fake } = stripe;
  let t: TestApp;
  let shop: OpenShop;
  /** The same providers and database as the app's, for driving the transfer sender directly. */
  let ctx: AppContext;
  beforeEach(async () => {
    fake.refuseTransfers = false;
    fake.dropTransfers = false;
    const payouts = createStripePayouts({ secretKey: 'sk_test_fake', api: stripe.api() });
    const providers = { payments: stripe.payments(), payouts };
    t = await createTestApp(kind, providers);
    ctx = createAppContext({ config: t.config, db: t.db, ...providers });
    shop = await openShop(t.app, t.db);
    await t.db.update(webshops).set({ paymentAccountId: ACCOUNT }).where(eq(webshops.id, shop.webShopId));
    // Sales the test needs without card checkouts through Stripe: a card order is written as the webhook would,
    // paid past its buyer's days to cancel so nothing is held back (the reserve: reserve.test.ts).
    await manualOrder(t.app, shop.organiser.token, shop, [{ productId: shop.productIds[0]!, amountOrdered: 1 }]);
    await t.db.execute(
      sql.raw(`insert into orders (webshop_id, seller_id, source, status, created_by_role, buyer_first_name, country_code, street_address, city, postal_code, state, currency_code, total_minor, paid_at)
       values (${shop.webShopId}, ${shop.sellerId}, 'card', 'paid', 'buyer', 'Sam', 'US', '1 Main St', 'Springfield', '62701', 'IL', 'USD', 30000, now() - interval '15 days')`),
    );
    await t.db.update(webshops).set({ isLocked: true }).where(eq(webshops.id, shop.webShopId));
  });
  afterEach(() => t.close());

  const initiate = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact-person/initiate-payout',
      payload: {},
      headers: bearer(shop.organiser.token),
    });
  const deliver = (payload: string) => postStripeWebhook(t.app, payload);
  const bankPayout = (id: string, type: string, extra: object = {}) =>
    stripeEvent(id, type, { id: 'po_test_1', object: 'payout', amount: 13900, ...extra }, ACCOUNT);
  const history = async (payoutId: number) =>
    (
      await t.db
        .select()
        .from(payoutTransitions)
        .where(eq(payoutTransitions.payoutId, payoutId))
        .orderBy(asc(payoutTransitions.id))
    ).map((r) => `${r.fromStatus ?? '-'}>${r.toStatus}`);

  it("transfers the group's amount to its connected account once, with the payout's idempotency key", async () => {
    const before = fake.sent('POST', '/v1/transfers').length;
    const response = await initiate();
    // 150 of card sales share, minus 11 of Fundshop's share of the manual order.
    expect(response.json()).toMatchObject({ responseMessage: 'OK', payout: { amount: 139, status: 'INITIATED' } });
    const sent = fake.sent('POST', '/v1/transfers');
    expect(sent).toHaveLength(before + 1);
    const { id } = response.json().payout;
    expect(Object.fromEntries(sent.at(-1)!.form)).toMatchObject({
      amount: '13900',
      currency: 'usd',
      destination: ACCOUNT,
      'metadata[payoutId]': String(id),
    });
    expect(sent.at(-1)!.headers['idempotency-key']).toBe(`fundshop-payout-${id}`);
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, id));
    expect(row!.providerReference).toMatch(/^tr_test_/);
  });

  it("shows an operator the transfer and the group's bank payouts as Stripe reports them, and after a reversal", async () => {
    const { payout } = (await initiate()).json();
    fake.bankPayouts.splice(0, fake.bankPayouts.length, {
      id: 'po_test_1',
      amount: 13900,
      currency: 'usd',
      status: 'in_transit',
      arrival_date: 1_790_100_000,
    });
    const operator = bearer((await adminOf(t)).token);
    const status = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/operator/payouts/${payout.id}/provider`, headers: operator })
      ).json();
    expect(await status()).toMatchObject({
      provider: 'stripe',
      reference: expect.stringMatching(/^tr_test_/),
      status: 'transferred',
      details: expect.arrayContaining([
        { label: 'Transfer', value: expect.stringContaining(`139.00 USD to ${ACCOUNT}`) },
        { label: 'Bank payout po_test_1', value: '139.00 USD, in_transit, arrives 2026-09-22' },
      ]),
    });
    const fail = await t.app.inject({
      method: 'POST',
      url: `/api/operator/payouts/${payout.id}/advance`,
      headers: operator,
      payload: { from: 'INITIATED', fail: true, note: 'wrong account' },
    });
    expect(fail.statusCode).toBe(200);
    expect(await status()).toMatchObject({ status: 'reversed' });
  });

  it('webhooks replayed three times and out of order give one transition into each state', async () => {
    const { payout } = (await initiate()).json();
    const paid = bankPayout('evt_po_paid', 'payout.paid');
    const created = bankPayout('evt_po_created', 'payout.created');
    for (const body of [paid, paid, paid, created, created, created])
      expect((await deliver(body)).statusCode).toBe(200);
    expect(await history(payout.id)).toEqual(['->INITIATED', 'INITIATED>PENDING', 'PENDING>PAID']);
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row!.status).toBe('PAID');
    expect((await latestMailTo(t.db, shop.organiser.email)).subject).toBe('Your payout of $139 has arrived');
  });

  it('a failed bank payout takes the transfer back, then FAILED re-opens the payout', async () => {
    const { payout } = (await initiate()).json();
    await deliver(bankPayout('evt_po_created_2', 'payout.created'));
    const reversalsBefore = fake.requests.filter((r) => r.path.endsWith('/reversals')).length;
    const failed = bankPayout('evt_po_failed', 'payout.failed', {
      failure_message: 'The bank account has been closed.',
    });
    for (let i = 0; i < 3; i++) expect((await deliver(failed)).statusCode).toBe(200);
    const reversals = fake.requests.filter((r) => r.path.endsWith('/reversals'));
    expect(reversals.length).toBe(reversalsBefore + 1);
    expect(reversals.at(-1)!.headers['idempotency-key']).toBe(`fundshop-payout-reversal-${payout.id}`);
    expect(await history(payout.id)).toEqual(['->INITIATED', 'INITIATED>PENDING', 'PENDING>FAILED']);
    expect((await latestMailTo(t.db, shop.organiser.email)).text).toContain('The bank account has been closed.');
    expect((await initiate()).json()).toMatchObject({ responseMessage: 'OK', payout: { amount: 139 } });
  });

  it('a refused transfer fails the payout at once; a lost answer is retried by the sender', async () => {
    fake.refuseTransfers = true;
    const refused = (await initiate()).json();
    expect(refused.payout.status).toBe('FAILED');
    expect(await history(refused.payout.id)).toEqual(['->INITIATED', 'INITIATED>FAILED']);

    fake.refuseTransfers = false;
    fake.dropTransfers = true;
    const open = (await initiate()).json();
    expect(open).toMatchObject({ responseMessage: 'OK', payout: { status: 'INITIATED' } });
    const [unsent] = await t.db.select().from(payouts).where(eq(payouts.id, open.payout.id));
    expect(unsent).toMatchObject({ providerReference: null, sendAttempts: 1 });

    fake.dropTransfers = false;
    expect(await sendDuePayouts(ctx, silent)).toBe(0);
    await t.db
      .update(payouts)
      .set({ nextSendAt: new Date(0) })
      .where(eq(payouts.id, open.payout.id));
    expect(await sendDuePayouts(ctx, silent)).toBe(1);
    const [sent] = await t.db.select().from(payouts).where(eq(payouts.id, open.payout.id));
    expect(sent).toMatchObject({ providerReference: expect.stringMatching(/^tr_test_/), sendAttempts: 2 });
  });

  it('applies the payout schedule to the connected account: weekly on Mondays, monthly on the 1st', async () => {
    const schedule = (setAsWeekly: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/update-payout-schedule',
        payload: { webShopId: shop.webShopId, setAsWeekly },
        headers: bearer(shop.organiser.token),
      });
    expect((await schedule(true)).statusCode).toBe(200);
    expect(Object.fromEntries(fake.sent('POST', `/v1/accounts/${ACCOUNT}`).at(-1)!.form)).toMatchObject({
      'settings[payouts][schedule][interval]': 'weekly',
      'settings[payouts][schedule][weekly_anchor]': 'monday',
    });
    expect((await schedule(false)).statusCode).toBe(200);
    expect(Object.fromEntries(fake.sent('POST', `/v1/accounts/${ACCOUNT}`).at(-1)!.form)).toMatchObject({
      'settings[payouts][schedule][interval]': 'monthly',
      'settings[payouts][schedule][monthly_anchor]': '1',
    });
  });
});
