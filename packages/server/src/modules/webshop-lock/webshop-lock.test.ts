import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MSG, MSG } from '@fundshop/core';
import { orders, payouts, webshops } from '../../db/schema.ts';
import {
  appWithOpenShop,
  checkoutBody,
  sellerToken,
  TEST_CARD,
  type OpenShop,
} from '../../testing/checkout-fixtures.ts';
import { bearer, registerOrganiser } from '../../testing/fixtures.ts';
import { insertPayout } from '../../testing/payout-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { moneyDatabaseKinds } from '../../testing/test-database.ts';

describe.each(moneyDatabaseKinds)('webshop lock on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  beforeEach(async () => {
    ({ t, shop } = await appWithOpenShop(kind));
  });
  afterEach(() => t.close());

  const setLock = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/contact-person/update-web-shop-lock-status', payload, headers });
  const isLocked = async () =>
    (await t.db.select({ isLocked: webshops.isLocked }).from(webshops).where(eq(webshops.id, shop.webShopId)))[0]!
      .isLocked;

  it("is the organiser's act: anonymous 401, seller 403, other organiser 403, organiser 200; unlock waits for payouts", async () => {
    const body = { sellerId: shop.sellerId, isLocked: true };
    expect((await setLock(body)).statusCode).toBe(401);
    const seller = await sellerToken(t.db, shop.webShopId, shop.sellerId);
    expect((await setLock(body, bearer(seller))).statusCode).toBe(403);
    const other = await registerOrganiser(t.app, t.db);
    expect((await setLock(body, bearer(other.token))).statusCode).toBe(403);
    expect(await isLocked()).toBe(false);
    const missing = await setLock({ sellerId: shop.sellerId }, bearer(shop.organiser.token));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.isLocked).toBe(MSG.fieldMissing);

    expect((await setLock(body, bearer(shop.organiser.token))).json()).toEqual({
      responseMessage: 'ok',
      isLocked: true,
    });
    expect(await isLocked()).toBe(true);

    await insertPayout(t.db, shop.webShopId, 'PENDING', 10_000);
    const refused = await setLock({ isLocked: false }, bearer(shop.organiser.token));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      responseMessage: 'has-active-payouts',
      message: CHECKOUT_MSG.unlockWhilePayout,
    });
    expect(await isLocked()).toBe(true);
    await t.db.update(payouts).set({ status: 'PAID' }).where(eq(payouts.webshopId, shop.webShopId));
    expect((await setLock({ isLocked: false }, bearer(shop.organiser.token))).statusCode).toBe(200);
    expect(await isLocked()).toBe(false);
  });

  it('100 concurrent checkouts while the organiser locks: no order after the lock commits, none lost', async () => {
    const total = 100;
    const startLock = async () => {
      const response = await setLock({ isLocked: true }, bearer(shop.organiser.token));
      expect(response.statusCode).toBe(200);
      // Counted right after the lock committed: any order created later would show up in the final count.
      return { ordersAtLock: (await t.db.select({ id: orders.id }).from(orders)).length };
    };
    // Checkouts start a few milliseconds apart, so many are in flight when the lock is asked for in the middle.
    // (On PostgreSQL the lock may wait until the burst thins out: new FOR SHARE lockers do not queue behind
    // a waiting FOR UPDATE. Either way no order may appear after the lock committed.)
    const pending: Promise<import('light-my-request').Response>[] = [];
    let lockDone: Promise<{ ordersAtLock: number }> | undefined;
    for (let i = 0; i < total; i++) {
      if (i === total / 2) lockDone = startLock();
      pending.push(
        t.app.inject({
          method: 'POST',
          url: '/api/stripe/create-checkout-session',
          payload: checkoutBody(shop, { buyerEmail: `buyer${i}@example.com` }),
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 8));
    }
    const results = await Promise.all(pending);
    const { ordersAtLock } = await lockDone!;
    const answers = results.map((r) => {
      expect(r.statusCode).toBe(200);
      return r.json() as { responseMessage: string; checkoutSession: string; clientSecret: string };
    });
    const ok = answers.filter((a) => a.responseMessage === 'ok');
    const locked = answers.filter((a) => a.responseMessage === 'locked-webshop');
    expect(ok.length + locked.length).toBe(total);
    expect(ok.length).toBeGreaterThanOrEqual(10);

    const rows = await t.db.select({ checkoutSession: orders.checkoutSession, status: orders.status }).from(orders);
    expect(rows.length).toBe(ordersAtLock);
    expect(rows.length).toBe(ok.length);
    expect(new Set(rows.map((r) => r.checkoutSession))).toEqual(new Set(ok.map((a) => a.checkoutSession)));
    expect(rows.every((r) => r.status === 'pending')).toBe(true);

    // Every accepted order can still be paid: recorded as paid, flagged as completed after the close.
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/pay',
      payload: { clientSecret: ok[0]!.clientSecret, ...TEST_CARD },
    });
    expect(paid.json().status).toBe('paid');
    const [order] = await t.db.select().from(orders).where(eq(orders.checkoutSession, ok[0]!.checkoutSession));
    expect(order).toMatchObject({ status: 'paid', completedAfterClose: true });
  });
});
