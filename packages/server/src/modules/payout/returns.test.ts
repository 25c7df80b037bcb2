import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.ts';
import type { OpenShop } from '../../testing/checkout-fixtures.ts';
import { bearer } from '../../testing/fixtures.ts';
import { adminOf } from '../../testing/operator-fixtures.ts';
import { cardOrder } from '../../testing/order-fixtures.ts';
import { appWithPayableShop, closeRefundWindows } from '../../testing/payout-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { moneyDatabaseKinds } from '../../testing/test-database.ts';
import { payoutOverview } from './money.ts';

/** The money card after refunds before and after a payout (docs/decisions/0026): nothing lost, nothing paid twice. */
describe.each(moneyDatabaseKinds)('refunds in the money figures on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  beforeEach(async () => {
    ({ t, shop } = await appWithPayableShop(kind));
  });
  afterEach(() => t.close());

  const post = (url: string, payload: object, token = shop.organiser.token) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const sell = async (copies: number) => {
    const session = await cardOrder(t.app, shop, [{ productId: shop.productIds[0]!, amountOrdered: copies }], 'paid');
    // Past the buyer's days to cancel: nothing is held back for it (docs/decisions/0051).
    await closeRefundWindows(t.db, shop.webShopId);
    return (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.checkoutSession, session)))[0]!.id;
  };
  const operatorToken = async () => (await adminOf(t)).token;
  const refund = async (orderId: number, amount?: number) =>
    post('/api/operator/refunds', { orderId, amount, reason: 'asked by the buyer' }, await operatorToken());
  const overview = () => payoutOverview({ db: t.db, config: t.config }, shop.webShopId, 'USD');
  const payOut = async () => {
    expect((await post('/api/contact-person/update-web-shop-lock-status', { isLocked: true })).statusCode).toBe(200);
    const initiated = await post('/api/contact-person/initiate-payout', { sellerId: shop.sellerId });
    expect(initiated.json().responseMessage).toBe('OK');
    const payout = initiated.json().payout as { id: number; amount: number };
    for (const from of ['INITIATED', 'PENDING']) {
      const moved = await post(
        `/api/operator/payouts/${payout.id}/advance`,
        { from, fail: false, note: '' },
        await operatorToken(),
      );
      expect(moved.statusCode).toBe(200);
    }
    expect((await post('/api/contact-person/update-web-shop-lock-status', { isLocked: false })).statusCode).toBe(200);
    return payout.amount;
  };

  it('a refund before a payout comes off what is paid; after it, the group owes it and the next payout is smaller', async () => {
    const a = await sell(10); // 220, share 110
    const b = await sell(2); // 44, share 22
    expect((await refund(a, 44)).json()).toMatchObject({ status: 'succeeded', amount: 44 });
    expect(await overview()).toMatchObject({
      totalSales: 220,
      totalEarnings: 110,
      refunded: 44,
      refundedEarnings: 22,
      owedByGroup: 0,
      availableNow: 110,
    });
    expect(await payOut()).toBe(110);

    expect((await refund(b)).json()).toMatchObject({ status: 'succeeded', amount: 44 });
    expect(await overview()).toMatchObject({
      totalEarnings: 88,
      refunded: 88,
      refundedEarnings: 44,
      paidOut: 110,
      owedByGroup: 22,
      availableNow: 0,
    });
    await sell(4); // 88, share 44: 22 of it settles what the group owes
    expect(await overview()).toMatchObject({ totalEarnings: 132, owedByGroup: 0, availableNow: 22 });
    expect(await payOut()).toBe(22);
    expect(await overview()).toMatchObject({ paidOut: 132, availableNow: 0, owedByGroup: 0 });
  });
});
