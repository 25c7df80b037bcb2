import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CHECKOUT_MSG,
  PAYOUT_MSG,
  type ConsoleGroupPage,
  type DashboardData,
  type OperatorPayout,
} from '@fundshop/core';
import { payoutTransitions, payouts, refunds, webshops } from '../../db/schema.ts';
import { sellerToken, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { bearer, latestMailTo, registerOrganiser } from '../../testing/fixtures.ts';
import { cardOrder, manualOrder, organiserDashboard } from '../../testing/order-fixtures.ts';
import { addOperator, type TestOperator } from '../../testing/operator-fixtures.ts';
import { appWithPayableShop, closeRefundWindows, insertPayout } from '../../testing/payout-fixtures.ts';
import { insertTaxedOrder } from '../../testing/tax-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { moneyDatabaseKinds } from '../../testing/test-database.ts';

/** Every e-book sells for 22 (seed): 11 of it is the group's. */
const copies = (productId: number, amountOrdered: number) => [{ productId, amountOrdered }];

describe.each(moneyDatabaseKinds)('payouts on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  let organiser: Record<string, string>;
  /** An admin operator, signed in by the first test that needs one. */
  let admin: TestOperator | undefined;
  beforeEach(async () => {
    ({ t, shop } = await appWithPayableShop(kind));
    admin = undefined;
    organiser = bearer(shop.organiser.token);
  });
  afterEach(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = organiser) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const initiate = (payload: object = { sellerId: shop.sellerId }, headers = organiser) =>
    post('/api/contact-person/initiate-payout', payload, headers);
  const setLocked = (isLocked: boolean) => post('/api/contact-person/update-web-shop-lock-status', { isLocked });
  const operator = async () => bearer((admin ??= await addOperator(t, 'admin')).token);
  const advance = async (id: number, body: object) =>
    post(`/api/operator/payouts/${id}/advance`, body, await operator());
  const dashboard = () => organiserDashboard(t.app, shop.organiser.token, shop.webShopId);
  /**
   * 10 copies by card (group share 110) and 2 entered by hand (44 collected by the group, 22 of it Fundshop's), the
   * card order past its buyer's days to cancel, so nothing is held back (the reserve: reserve.test.ts).
   */
  const sellEnough = async () => {
    await cardOrder(t.app, shop, copies(shop.productIds[0]!, 10), 'paid');
    await manualOrder(t.app, shop.organiser.token, shop, copies(shop.productIds[1]!, 2));
    await closeRefundWindows(t.db, shop.webShopId);
  };
  const transitions = async (payoutId: number) =>
    (
      await t.db
        .select({ from: payoutTransitions.fromStatus, to: payoutTransitions.toStatus, cause: payoutTransitions.cause })
        .from(payoutTransitions)
        .where(eq(payoutTransitions.payoutId, payoutId))
        .orderBy(asc(payoutTransitions.id))
    ).map((r) => `${r.from ?? '-'}>${r.to}`);

  it("is the group's organiser's call: anonymous 401, seller 403, another organiser naming our seller 403", async () => {
    await sellEnough();
    await setLocked(true);
    expect((await initiate({}, {})).statusCode).toBe(401);
    const seller = await sellerToken(t.db, shop.webShopId, shop.sellerId);
    expect((await initiate({}, bearer(seller))).statusCode).toBe(403);
    const other = await registerOrganiser(t.app, t.db);
    // Without a seller id another organiser acts on its own (open, empty) shop.
    expect((await initiate({}, bearer(other.token))).json().responseMessage).toBe('webshop-not-locked');
    expect((await initiate({ sellerId: shop.sellerId }, bearer(other.token))).statusCode).toBe(403);
    expect((await initiate({ sellerId: 'abc' })).statusCode).toBe(400);
    expect(await t.db.select().from(payouts)).toHaveLength(0);
    expect((await initiate()).json().responseMessage).toBe('OK');
  });

  it('refuses with its reason: open shop, earnings under 100, no payment account, nothing to pay out', async () => {
    await cardOrder(t.app, shop, copies(shop.productIds[0]!, 9), 'paid');
    const open = await initiate();
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({ responseMessage: 'webshop-not-locked', message: PAYOUT_MSG.notLocked });

    await setLocked(true);
    const under = await initiate();
    expect(under.statusCode).toBe(409);
    expect(under.json()).toMatchObject({
      responseMessage: 'payout-below-minimum',
      message: "The group's earnings must be at least $100 before it can be paid out.",
    });

    await setLocked(false);
    // 9 card copies (99) and 40 by hand (440, of which Fundshop's 440): earnings 319, but the group owes more than it is owed.
    await manualOrder(t.app, shop.organiser.token, shop, copies(shop.productIds[1]!, 40));
    await setLocked(true);
    const nothing = await initiate();
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({
      responseMessage: 'nothing-to-pay-out',
      message: PAYOUT_MSG.nothingToPayOut,
    });

    await t.db.update(webshops).set({ paymentAccountId: null }).where(eq(webshops.id, shop.webShopId));
    const noAccount = await initiate();
    expect(noAccount.json()).toMatchObject({ responseMessage: 'payment-account-not-ready' });
    expect(await t.db.select().from(payouts)).toHaveLength(0);
  });

  it('pays 50% of the net after taxed sales, deducts the cash sales’ tax, and the console reconciles the tax', async () => {
    // By card: 10 copies at A$22 with GST inside (10%: 2000 of 22000) and 5 at 22 plus Ontario's HST (13%: 1430 on
    // 11000); in cash: 2 copies with GST inside (400 of 4400). 1100 of the first is refunded, and takes its tax with it.
    const gst = [{ jurisdiction: 'AU', taxType: 'gst' as const, ratePpm: 100_000 }];
    const first = await insertTaxedOrder(t.db, shop, { lines: [[0, 10]], behaviour: 'inclusive', rates: gst });
    await insertTaxedOrder(t.db, shop, {
      lines: [[1, 5]],
      behaviour: 'exclusive',
      rates: [{ jurisdiction: 'CA-ON', taxType: 'hst', ratePpm: 130_000 }],
    });
    await insertTaxedOrder(t.db, shop, { lines: [[0, 2]], behaviour: 'inclusive', rates: gst, source: 'manual' });
    await t.db.insert(refunds).values({
      orderId: first,
      amountMinor: 1100,
      status: 'succeeded',
      requestedBy: 'operator',
      idempotencyKey: 'tax',
    });
    // Left: 20900 (tax 1900, net 19000), 12430 (tax 1430, net 11000), cash 4400 (tax 400, net 4000).
    expect((await dashboard()).payoutOverview).toMatchObject({
      totalSales: 377.3,
      totalTax: 37.3,
      totalEarnings: 170,
      platformShare: 170,
      cardEarnings: 150,
      refunded: 11,
      refundedEarnings: 5,
      manualPlatformShare: 20,
      manualTax: 4,
      availableNow: 126,
    });
    await setLocked(true);
    const response = await initiate();
    expect(response.json()).toMatchObject({
      responseMessage: 'OK',
      payout: { amount: 126, cardEarnings: 150, manualPlatformShare: 20, manualTax: 4 },
    });
    const mail = await latestMailTo(t.db, shop.organiser.email);
    expect(mail.text).toContain('The tax in the sales the group collected itself, deducted');

    const page = await t.app.inject({ url: `/api/operator/groups/${shop.webShopId}`, headers: await operator() });
    const { reconciliation } = page.json() as ConsoleGroupPage;
    expect(reconciliation.addsUp).toBe(true);
    expect(reconciliation.sections[1]!.lines).toEqual([
      { label: 'Sales now', amount: 377.3 },
      { label: 'Tax (owed to the tax authorities)', amount: -37.3 },
      { label: "Fundshop's share", amount: -170 },
    ]);
    expect(reconciliation.sections[3]!.lines).toContainEqual({
      label: 'Tax in cash sales (the group holds it)',
      amount: -4,
    });

    // The CSV's Amount, Net and Tax columns add up to the card's sales, their net and their tax.
    const csv = await t.app.inject({ url: `/api/order/export.csv?webShopId=${shop.webShopId}`, headers: organiser });
    const cells = csv.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((row) => row.slice(1, -1).split('","'));
    const column = (i: number) => Math.round(cells.reduce((sum, row) => sum + Number(row[i]) * 100, 0));
    expect([column(6), column(9), column(10)]).toEqual([37730, 34000, 3730]);
  });

  it('pays the share of card sales minus Fundshop’s share of manual sales, stored with its breakdown, once', async () => {
    await sellEnough();
    expect((await dashboard()).payoutOverview).toMatchObject({
      totalSales: 264,
      cardSales: 220,
      manualSales: 44,
      totalEarnings: 132,
      platformShare: 132,
      cardEarnings: 110,
      manualPlatformShare: 22,
      availableNow: 88,
      paidOut: 0,
      onTheWay: 0,
    });
    await setLocked(true);
    const response = await initiate();
    expect(response.statusCode).toBe(200);
    const { payout } = response.json();
    expect(response.json()).toMatchObject({
      responseMessage: 'OK',
      payout: {
        status: 'INITIATED',
        amount: 88,
        cardEarnings: 110,
        manualPlatformShare: 22,
        previouslyPaidOut: 0,
        currencyCode: 'USD',
      },
    });
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row).toMatchObject({ amountMinor: 8800, providerReference: `sim_tr_${payout.id}`, sendAttempts: 1 });
    expect(await transitions(payout.id)).toEqual(['->INITIATED']);
    const mail = await latestMailTo(t.db, shop.organiser.email);
    expect(mail.subject).toBe('Your payout of $88 has been initiated');
    expect(mail.text).toContain(
      "The money usually reaches the group's bank 2-7 business days after the payout starts.",
    );
    expect(mail.text).not.toMatch(/1-3|2-5 business/);
    // The mail lists no cash sales, so the deduction says what it is the share of ('of those' referred to nothing).
    expect(mail.text).toContain("Fundshop's share of the sales the group collected itself, deducted: - $22");
    expect(mail.text).not.toContain('of those');

    const again = await initiate();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ responseMessage: 'has_active_payouts_to_handle', payout: { id: payout.id } });
    const board = await dashboard();
    expect(board).toMatchObject({ hasUnHandledPayouts: true, payoutStatus: 'INITIATED' });
    expect(board.payoutOverview).toMatchObject({ onTheWay: 88, availableNow: 0, payouts: [{ id: payout.id }] });
    const unlock = await setLocked(false);
    expect(unlock.statusCode).toBe(409);
    expect(unlock.json().message).toBe(CHECKOUT_MSG.unlockWhilePayout);
  });

  it('moves INITIATED -> PENDING -> PAID by the operator, then allows unlocking and pays only new sales next time', async () => {
    await sellEnough();
    await setLocked(true);
    const { payout } = (await initiate()).json();
    expect(
      (await advance(payout.id, { from: 'INITIATED' }).then((r) => r.json())) as {
        from: string;
        payout: OperatorPayout;
      },
    ).toMatchObject({
      from: 'INITIATED',
      payout: { status: 'PENDING', amount: 88, groupName: expect.any(String) },
    });
    expect((await dashboard()).payoutStatus).toBe('PENDING');
    expect((await advance(payout.id, { from: 'PENDING' })).json().payout.status).toBe('PAID');
    const final = await advance(payout.id, { from: 'PAID' });
    expect(final.statusCode).toBe(409);
    expect(final.json().responseMessage).toBe('payout-transition-invalid');
    expect(await transitions(payout.id)).toEqual(['->INITIATED', 'INITIATED>PENDING', 'PENDING>PAID']);
    expect((await latestMailTo(t.db, shop.organiser.email)).subject).toBe('Your payout of $88 has arrived');
    expect((await dashboard()).payoutOverview).toMatchObject({ paidOut: 88, onTheWay: 0, availableNow: 0 });

    expect((await setLocked(false)).statusCode).toBe(200);
    await cardOrder(t.app, shop, copies(shop.productIds[0]!, 10), 'paid');
    await closeRefundWindows(t.db, shop.webShopId);
    await setLocked(true);
    const second = await initiate();
    expect(second.json()).toMatchObject({ responseMessage: 'OK', payout: { amount: 110, previouslyPaidOut: 88 } });
  });

  it('FAILED re-opens the payout with the same amount and says what to do', async () => {
    await sellEnough();
    await setLocked(true);
    const { payout } = (await initiate()).json();
    const failed = await advance(payout.id, { from: 'INITIATED', fail: true, note: 'bank account closed' });
    expect(failed.json()).toMatchObject({ from: 'INITIATED', payout: { status: 'FAILED' } });
    const mail = await latestMailTo(t.db, shop.organiser.email);
    expect(mail.subject).toBe('Your payout of $88 did not go through');
    expect(mail.text).toContain('operator: bank account closed');
    expect(mail.text).toContain("check the group's bank details");
    expect((await dashboard()).hasUnHandledPayouts).toBe(false);
    expect((await advance(payout.id, { from: 'FAILED', fail: true })).statusCode).toBe(409);
    const retry = await initiate();
    expect(retry.json()).toMatchObject({ responseMessage: 'OK', payout: { amount: 88, previouslyPaidOut: 0 } });
  });

  it('the operator names the state it saw: 20 parallel advances from INITIATED move the payout once, one step', async () => {
    await sellEnough();
    await setLocked(true);
    const { payout } = (await initiate()).json();
    const answers = await Promise.all(Array.from({ length: 20 }, () => advance(payout.id, { from: 'INITIATED' })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused).toMatchObject({
      responseMessage: 'payout-transition-invalid',
      message: PAYOUT_MSG.payoutNotInState('INITIATED', 'PENDING'),
    });
    const [row] = await t.db.select({ status: payouts.status }).from(payouts).where(eq(payouts.id, payout.id));
    expect(row!.status).toBe('PENDING');
    expect(await transitions(payout.id)).toEqual(['->INITIATED', 'INITIATED>PENDING']);
    // Without the state it expects, the call is refused; naming the wrong one changes nothing.
    expect((await advance(payout.id, {})).statusCode).toBe(400);
    expect((await advance(payout.id, { from: 'INITIATED', fail: true })).statusCode).toBe(409);
    expect(await transitions(payout.id)).toEqual(['->INITIATED', 'INITIATED>PENDING']);
  });

  it('50 concurrent requests create exactly one payout', async () => {
    await sellEnough();
    await setLocked(true);
    const answers = await Promise.all(Array.from({ length: 50 }, () => initiate()));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const messages = answers.map((a) => a.json().responseMessage as string);
    expect(messages.filter((m) => m === 'OK')).toHaveLength(1);
    expect(messages.filter((m) => m === 'has_active_payouts_to_handle')).toHaveLength(49);
    const rows = await t.db.select().from(payouts);
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().payout.id))).toEqual(new Set([rows[0]!.id]));
  });

  it('the database keeps one unhandled payout, a breakdown that adds up and the status path', async () => {
    const first = await insertPayout(t.db, shop.webShopId, 'INITIATED');
    await expect(insertPayout(t.db, shop.webShopId, 'INITIATED')).rejects.toThrow();
    await expect(t.db.update(payouts).set({ status: 'PAID' }).where(eq(payouts.id, first))).rejects.toThrow();
    await t.db.update(payouts).set({ status: 'FAILED' }).where(eq(payouts.id, first));
    await expect(t.db.update(payouts).set({ status: 'PENDING' }).where(eq(payouts.id, first))).rejects.toThrow();
    await expect(
      t.db.insert(payouts).values({
        webshopId: shop.webShopId,
        amountMinor: 500,
        currencyCode: 'USD',
        status: 'PENDING',
        cardEarningsMinor: 500,
        manualPlatformShareMinor: 0,
        previouslyPaidMinor: 0,
      }),
    ).rejects.toThrow();
    const [any] = await t.db.select().from(payouts).limit(1);
    await expect(t.db.update(payouts).set({ amountMinor: 1 }).where(eq(payouts.id, any!.id))).rejects.toThrow();
  });

  it('update-payout-schedule: organiser of the webshop only; the dashboard reflects it', async () => {
    const schedule = (setAsWeekly: unknown, headers = organiser) =>
      post('/api/stripe/update-payout-schedule', { webShopId: shop.webShopId, setAsWeekly }, headers);
    expect((await schedule(true, {})).statusCode).toBe(401);
    expect((await schedule(true, bearer(await sellerToken(t.db, shop.webShopId, shop.sellerId)))).statusCode).toBe(403);
    expect((await schedule(true, bearer((await registerOrganiser(t.app, t.db)).token))).statusCode).toBe(403);
    expect((await schedule('yes')).statusCode).toBe(400);
    expect((await schedule(true)).json()).toEqual({ responseMessage: 'ok', payoutSchedule: 'weekly' });
    expect((await dashboard()).orderByWebShop.payoutSchedule).toBe('weekly');
    expect((await schedule(false)).json().payoutSchedule).toBe('monthly');
    expect((await dashboard()).orderByWebShop.payoutSchedule).toBe('monthly');
  });

  it("the operator API needs an operator: no one else's session, and a support operator may not advance", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/payouts' })).statusCode).toBe(401);
    const wrong = bearer('x'.repeat(40));
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/payouts', headers: wrong })).statusCode).toBe(401);
    expect((await post('/api/operator/payouts/1/advance', {}, organiser)).statusCode).toBe(401);
    const id = await insertPayout(t.db, shop.webShopId, 'PENDING');
    const list = await t.app.inject({ method: 'GET', url: '/api/operator/payouts', headers: await operator() });
    expect(list.json().payouts).toMatchObject([{ id, status: 'PENDING', amount: 100, webShopId: shop.webShopId }]);
    expect((await advance(999_999, { from: 'INITIATED' })).statusCode).toBe(404);
    const support = bearer((await addOperator(t, 'support')).token);
    expect((await post(`/api/operator/payouts/${id}/advance`, { from: 'PENDING' }, support)).statusCode).toBe(403);
    expect((await post(`/api/operator/payouts/${id}/advance`, { from: 'PENDING' }, organiser)).statusCode).toBe(401);
  });

  it('documents the payout calls in the OpenAPI document with their security schemes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.paths['/api/contact-person/initiate-payout']?.post?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/stripe/update-payout-schedule']?.post?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/operator/payouts']?.get?.security).toEqual([{ operator: [] }]);
    expect(doc.paths['/api/operator/payouts/{id}/advance']?.post?.security).toEqual([{ operator: [] }]);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearer', 'metrics', 'operator']);
  });

  it('locking shows the locked notice on both dashboards; unlocking clears it', async () => {
    await setLocked(true);
    expect((await dashboard()).orderByWebShop.displayWebShopLockedDialog).toBe(true);
    await setLocked(false);
    expect((await dashboard()).orderByWebShop.displayWebShopLockedDialog).toBe(false);
  });

  it("the locked notice ('press End Fundraiser') is gone once the payout is asked for, and back at the next lock", async () => {
    await sellEnough();
    await setLocked(true);
    const sellerDashboard = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/order/seller-start-page?sellerId=${shop.sellerId}`,
          headers: bearer(await sellerToken(t.db, shop.webShopId, shop.sellerId)),
        })
      ).json() as DashboardData;
    expect((await sellerDashboard()).orderByWebShop.displayWebShopLockedDialog).toBe(true);
    const { payout } = (await initiate()).json();
    expect((await dashboard()).orderByWebShop.displayWebShopLockedDialog).toBe(false);
    expect((await sellerDashboard()).orderByWebShop.displayWebShopLockedDialog).toBe(false);
    await advance(payout.id, { from: 'INITIATED' });
    await advance(payout.id, { from: 'PENDING' });
    expect((await dashboard()).orderByWebShop.displayWebShopLockedDialog).toBe(false);
    // A new round: unlocked, sold, locked again, the notice asks again.
    await setLocked(false);
    await setLocked(true);
    expect((await dashboard()).orderByWebShop.displayWebShopLockedDialog).toBe(true);
  });
});
