import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuyerOrderRow } from '@fundshop/core';
import { refunds } from '../../db/schema.ts';
import { openShop, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { orderOfSession } from '../../testing/delivery-fixtures.ts';
import { bearer } from '../../testing/fixtures.ts';
import { cardOrder, organiserDashboard } from '../../testing/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';

/** A succeeded refund row: the triggers of migration 0015 do the rest, as they do for the refund service. */
async function refund(t: TestApp, orderId: number, amountMinor: number, key: string) {
  await t.db
    .insert(refunds)
    .values({ orderId, amountMinor, status: 'succeeded', requestedBy: 'operator', idempotencyKey: key });
}

describe.each(databaseKinds)('refunded orders in the lists, figures and CSV on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  let whole: number;
  let partly: number;
  beforeEach(async () => {
    t = await createTestApp(kind);
    shop = await openShop(t.app, t.db);
    const cart = [{ productId: shop.productIds[0]!, amountOrdered: 2 }];
    whole = (await orderOfSession(t, await cardOrder(t.app, shop, cart, 'paid', 'Whole'))).id;
    partly = (await orderOfSession(t, await cardOrder(t.app, shop, cart, 'paid', 'Partly'))).id;
    await refund(t, whole, 4400, 'test-whole');
    await refund(t, partly, 1000, 'test-partly');
  });
  afterEach(() => t.close());

  it("lists a fully refunded order as 'refunded' and counts only what the other still brings in", async () => {
    const response = await t.app.inject({
      url: `/api/order/get-seller-order-details?sellerId=${shop.sellerId}`,
      headers: bearer(shop.organiser.token),
    });
    const rows = (response.json() as { orderFromBuyers: BuyerOrderRow[] }).orderFromBuyers;
    const byId = new Map(rows.map((r) => [r.buyerOfOrderId, r]));
    expect(byId.get(whole)).toMatchObject({ status: 'refunded', buyerFirstName: 'Whole', earnings: 0 });
    expect(byId.get(partly)).toMatchObject({ status: 'paid', boughtForAmount: 44, earnings: 17 });

    const dashboard = await organiserDashboard(t.app, shop.organiser.token, shop.webShopId);
    // 44 sold, 10 of it refunded: 34 still sold, the group's share 17.
    expect(dashboard.payoutOverview).toMatchObject({ totalSales: 34, totalEarnings: 17, refunded: 54 });
  });

  it('leaves the refunded order out of the CSV and takes the partial refund off its order', async () => {
    const response = await t.app.inject({
      url: `/api/order/export.csv?webShopId=${shop.webShopId}`,
      headers: bearer(shop.organiser.token),
    });
    const rows = response.body.trim().split('\r\n').slice(1);
    expect(rows.some((r) => r.includes(`"${whole}"`))).toBe(false);
    const ofPartly = rows.filter((r) => r.includes(`"${partly}"`));
    expect(ofPartly).toHaveLength(2);
    expect(ofPartly[0]).toContain('"44.00"');
    expect(ofPartly[1]).toContain('"Refunded"');
    expect(ofPartly[1]).toContain('"-10.00"');
  });
});
