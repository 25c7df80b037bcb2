import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MSG, SELF_SERVICE_REFUND_DAYS, type OverdrawnGroup } from '@fundshop/core';
import { downloads, orders, payoutReserves, payouts } from '../../db/schema.ts';
import { Secrets } from '../../lib/crypto.ts';
import type { OpenShop } from '../../testing/checkout-fixtures.ts';
import { bearer, latestMailTo } from '../../testing/fixtures.ts';
import { adminOf } from '../../testing/operator-fixtures.ts';
import { cardOrder, organiserDashboard } from '../../testing/order-fixtures.ts';
import { appWithPayableShop, closeRefundWindows } from '../../testing/payout-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { moneyDatabaseKinds, TEST_APP_SECRET } from '../../testing/test-database.ts';
import { createBookLink } from '../delivery/book-links.ts';
import { sweepExpired } from '../housekeeping/service.ts';

const DAY_MS = 86_400_000;

/**
 * The final payout's reserve (docs/decisions/0051): held back while buyers may still cancel, released by the
 * housekeeping job once the last window has closed, once, less what refunds took; what refunds take beyond it shows in
 * the operators' payout queue. Every e-book sells for 22 (seed): 11 of it is the group's.
 */
describe.each(moneyDatabaseKinds)('payout reserve on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  beforeEach(async () => {
    ({ t, shop } = await appWithPayableShop(kind));
  });
  afterEach(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const organiser = () => bearer(shop.organiser.token);
  const operator = async () => bearer((await adminOf(t)).token);
  const setLocked = (isLocked: boolean) =>
    post('/api/contact-person/update-web-shop-lock-status', { isLocked }, organiser());
  const initiate = () => post('/api/contact-person/initiate-payout', { sellerId: shop.sellerId }, organiser());
  const advance = async (id: number, from: string) =>
    post(`/api/operator/payouts/${id}/advance`, { from }, await operator());
  const overview = async () => (await organiserDashboard(t.app, shop.organiser.token, shop.webShopId)).payoutOverview!;
  const sell = async (copies: number) => {
    const session = await cardOrder(t.app, shop, [{ productId: shop.productIds[0]!, amountOrdered: copies }], 'paid');
    const [order] = await t.db.select().from(orders).where(eq(orders.checkoutSession, session));
    return order!;
  };
  /** The housekeeping sweep as if it ran `days` from now (the clock the release reads). */
  const sweepIn = (days: number) =>
    sweepExpired(
      t.db,
      { retention: t.config.retention, secrets: new Secrets(TEST_APP_SECRET), publicUrl: t.config.publicUrl },
      new Date(Date.now() + days * DAY_MS),
    );
  const allPayouts = () => t.db.select().from(payouts).orderBy(asc(payouts.id));
  const reserves = () => t.db.select().from(payoutReserves);
  const windowEnd = (paidAt: Date | null) => new Date(paidAt!.getTime() + SELF_SERVICE_REFUND_DAYS * DAY_MS);

  /**
   * 10 copies past their buyer's days (110 of it the group's), 1 copy downloaded (11), and `open` orders of 1 copy
   * each (11 each) still inside their window and not downloaded; the shop is locked.
   */
  const endedFundraiser = async (open: number) => {
    await sell(10);
    await closeRefundWindows(t.db, shop.webShopId);
    const downloaded = await sell(1);
    await t.db
      .insert(downloads)
      .values({ orderId: downloaded.id, productId: shop.productIds[0]!, format: 'pdf', network: '203.0.113.1' });
    const inWindow = [];
    for (let i = 0; i < open; i += 1) inWindow.push(await sell(1));
    expect((await setLocked(true)).statusCode).toBe(200);
    return inWindow;
  };

  it('holds back the share of orders still inside their refund window and not downloaded; pays the rest now', async () => {
    const [, last] = await endedFundraiser(2);
    const releaseAfter = windowEnd(last!.paidAt);
    expect(await overview()).toMatchObject({
      totalEarnings: 143,
      availableNow: 121,
      reserveOnPayout: 22,
      reserveOnPayoutReleaseAfter: releaseAfter.toISOString(),
      reserveHeld: 0,
    });

    const answer = await initiate();
    expect(answer.json()).toMatchObject({ responseMessage: 'OK', payout: { amount: 121, cardEarnings: 121 } });
    const [reserve] = await reserves();
    expect(reserve).toMatchObject({
      payoutId: answer.json().payout.id,
      amountMinor: 2200,
      releasedAt: null,
      releasePayoutId: null,
    });
    expect(reserve!.releaseAfter.toISOString()).toBe(releaseAfter.toISOString());
    expect(await overview()).toMatchObject({
      onTheWay: 121,
      reserveHeld: 22,
      reserveLeft: 22,
      reserveReleaseAfter: releaseAfter.toISOString(),
      reserveOnPayout: 0,
      availableNow: 0,
    });
    const mail = await latestMailTo(t.db, shop.organiser.email);
    expect(mail.subject).toBe('Your payout of $121 has been initiated');
    expect(mail.text).toContain('$22 is held back while buyers may still cancel their orders; it is paid on');

    // The fundraiser stays ended while the reserve is held, even once the payout itself is paid.
    await advance(answer.json().payout.id, 'INITIATED');
    await advance(answer.json().payout.id, 'PENDING');
    const unlock = await setLocked(false);
    expect(unlock.statusCode).toBe(409);
    expect(unlock.json().message).toBe(CHECKOUT_MSG.unlockWhilePayout);
    // And asking again holds nothing more back and pays nothing.
    expect((await initiate()).json().responseMessage).toBe('nothing-to-pay-out');
    expect(await reserves()).toHaveLength(1);
  });

  it('a buyer’s refund inside the reserve comes off it; the release pays the rest once, even with two runs at once', async () => {
    const [, cancelled] = await endedFundraiser(2);
    const { payout } = (await initiate()).json();
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/my-books/${await createBookLink(t.db, cancelled!.id)}/refund`,
    });
    expect(refund.json()).toMatchObject({ responseMessage: 'ok', refundedAmount: 22 });
    expect(await overview()).toMatchObject({ reserveHeld: 22, reserveLeft: 11, availableNow: 0, owedByGroup: 0 });

    // Not before the last window has closed, and not while the final payout is still being handled.
    expect((await sweepIn(SELF_SERVICE_REFUND_DAYS - 1)).payoutReserves).toBe(0);
    expect((await sweepIn(SELF_SERVICE_REFUND_DAYS + 1)).payoutReserves).toBe(0);
    expect(await allPayouts()).toHaveLength(1);
    await advance(payout.id, 'INITIATED');
    await advance(payout.id, 'PENDING');

    const runs = await Promise.all([sweepIn(SELF_SERVICE_REFUND_DAYS + 1), sweepIn(SELF_SERVICE_REFUND_DAYS + 1)]);
    expect(runs.map((r) => r.payoutReserves).sort()).toEqual([0, 1]);
    const rows = await allPayouts();
    expect(rows).toHaveLength(2);
    const release = rows[1]!;
    expect(release).toMatchObject({ status: 'INITIATED', amountMinor: 1100, previouslyPaidMinor: 12_100 });
    const [reserve] = await reserves();
    expect(reserve).toMatchObject({ releasedMinor: 1100, releasePayoutId: release.id });
    expect(reserve!.releasedAt).not.toBeNull();
    const mail = await latestMailTo(t.db, shop.organiser.email);
    expect(mail.subject).toBe('Your payout of $11 has been initiated');
    expect(mail.text).toContain("The buyers' days to cancel are over: the rest of the payout of");
    expect(await overview()).toMatchObject({ reserveHeld: 0, reserveLeft: 0, onTheWay: 11, paidOut: 121 });

    // A later run finds nothing to release; the database refuses a second release whoever writes it.
    expect((await sweepIn(SELF_SERVICE_REFUND_DAYS + 2)).payoutReserves).toBe(0);
    expect(await allPayouts()).toHaveLength(2);
    await expect(
      t.db.update(payoutReserves).set({ releasedMinor: 2200 }).where(eq(payoutReserves.id, reserve!.id)),
    ).rejects.toThrow();
    // Released, the reserve no longer keeps the shop locked.
    await advance(release.id, 'INITIATED');
    await advance(release.id, 'PENDING');
    expect((await setLocked(false)).statusCode).toBe(200);
  });

  it('refunds that take all of the reserve release nothing and say so; one beyond it shows in the payout queue', async () => {
    const [a, b] = await endedFundraiser(2);
    const { payout } = (await initiate()).json();
    await advance(payout.id, 'INITIATED');
    await advance(payout.id, 'PENDING');
    const queue = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/operator/payouts', headers: await operator() })).json() as {
        overdrawn: OverdrawnGroup[];
      };
    for (const order of [a!, b!]) {
      const token = await createBookLink(t.db, order.id);
      expect((await t.app.inject({ method: 'POST', url: `/api/my-books/${token}/refund` })).statusCode).toBe(200);
    }
    expect(await overview()).toMatchObject({ reserveHeld: 22, reserveLeft: 0, owedByGroup: 0 });
    expect((await queue()).overdrawn).toEqual([]);

    expect((await sweepIn(SELF_SERVICE_REFUND_DAYS + 1)).payoutReserves).toBe(1);
    expect(await allPayouts()).toHaveLength(1);
    expect(await reserves()).toMatchObject([{ releasedMinor: 0, releasePayoutId: null }]);
    expect((await latestMailTo(t.db, shop.organiser.email)).subject).toBe('Nothing is left of the amount held back');

    // After the reserve, an operator refunds a book of the big order: the group was paid that share already.
    const [big] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.webshopId} = ${shop.webShopId} and ${orders.totalMinor} = 22000`);
    const late = await post(
      '/api/operator/refunds',
      { orderId: big!.id, amount: 22, reason: 'asked by the buyer' },
      await operator(),
    );
    expect(late.json()).toMatchObject({ status: 'succeeded' });
    expect(await overview()).toMatchObject({ owedByGroup: 11, availableNow: 0, reserveHeld: 0 });
    expect((await queue()).overdrawn).toEqual([
      {
        webShopId: shop.webShopId,
        groupName: expect.any(String),
        currencyCode: 'USD',
        owedByGroup: 11,
        isLocked: true,
      },
    ]);
  });

  it('the database keeps one held reserve per group, a positive amount and a release that adds up', async () => {
    await endedFundraiser(1);
    const { payout } = (await initiate()).json();
    const row = {
      webshopId: shop.webShopId,
      payoutId: payout.id,
      currencyCode: 'USD',
      releaseAfter: new Date(),
    };
    // A second held reserve of the group (and a second one of the payout) is refused.
    await expect(t.db.insert(payoutReserves).values({ ...row, amountMinor: 100 })).rejects.toThrow();
    const [held] = await reserves();
    await expect(
      t.db.update(payoutReserves).set({ releasedAt: new Date() }).where(eq(payoutReserves.id, held!.id)),
    ).rejects.toThrow();
    await expect(
      t.db
        .update(payoutReserves)
        .set({ releasedAt: new Date(), releasedMinor: 500 })
        .where(eq(payoutReserves.id, held!.id)),
    ).rejects.toThrow();
    await expect(
      t.db.update(payoutReserves).set({ amountMinor: 0 }).where(eq(payoutReserves.id, held!.id)),
    ).rejects.toThrow();
  });
});
