import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuyerOrderRow } from '@fundshop/core';
import { contactPersons, refunds } from '../../db/schema.ts';
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

  it("heads the CSV in the page's language, else the organiser's, and keeps the amounts machine-readable", async () => {
    const csv = async (query: string) =>
      t.app.inject({
        url: `/api/order/export.csv?webShopId=${shop.webShopId}${query}`,
        headers: bearer(shop.organiser.token),
      });
    const swedish = (await csv('&language=sv')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(swedish[0]).toBe(
      '"Datum","Beställning","Säljare","Köpare","Produkt","Antal","Belopp","Valuta","Källa","Netto (utan skatt)","Skatt"',
    );
    const refunded = swedish.find((r) => r.includes(`"${partly}"`) && r.includes('"-10.00"'));
    expect(refunded).toContain('"Återbetalt"');
    expect(refunded).toMatch(/,"-10\.00","USD","card","-10\.00","0\.00"$/);

    await t.db.update(contactPersons).set({ language: 'fr' }).where(eq(contactPersons.webshopId, shop.webShopId));
    expect((await csv('')).body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^"Date","Commande","Vendeur",/);
    expect((await csv('&language=de')).statusCode).toBe(400);
  });
});
