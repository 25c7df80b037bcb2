import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders, sellers, storeOpens } from '../../db/schema.ts';
import { appWithOpenShop, insertSeller, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { cardOrder, manualOrder, organiserDashboard } from '../../testing/order-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';
import { StoreOpens } from './store-opens.ts';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

/** The ways a store link was shared and the store opens, as the organiser sees them (docs/decisions/0049). */
describe.each(singleDatabaseKinds)('share ways and store opens on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  beforeEach(async () => {
    ({ t, shop } = await appWithOpenShop(kind));
  });
  afterEach(() => t.close());

  const cart = () => [{ productId: shop.productIds[0]!, amountOrdered: 1 }];
  const ownRow = async () =>
    (await organiserDashboard(t.app, shop.organiser.token, shop.webShopId)).orderDetails.orderSellers.find(
      (s) => s.sellerId === shop.sellerId,
    )!;

  it("keeps each paid order's way, counts them per participant, and ignores an altered or missing tag", async () => {
    expect((await ownRow()).salesByWay).toEqual([]);
    await cardOrder(t.app, shop, cart(), 'paid', 'Ann', { via: 'whatsapp' });
    await cardOrder(t.app, shop, cart(), 'paid', 'Bea', { via: 'whatsapp' });
    await cardOrder(t.app, shop, cart(), 'paid', 'Cal', { via: 'sms' });
    // Not paid: not a sale. Altered: the order is placed, its way unknown. Manual: no link was used.
    await cardOrder(t.app, shop, cart(), 'declined', 'Dee', { via: 'email' });
    await cardOrder(t.app, shop, cart(), 'paid', 'Eve', { via: 'tracking-pixel' as 'sms' });
    await manualOrder(t.app, shop.organiser.token, shop, cart());
    expect((await ownRow()).salesByWay).toEqual([
      { way: 'whatsapp', orders: 2 },
      { way: 'sms', orders: 1 },
    ]);
    const ways = await t.db.select({ via: orders.via }).from(orders).where(eq(orders.sellerId, shop.sellerId));
    expect(ways.map((w) => w.via).sort()).toEqual(['email', 'sms', 'whatsapp', 'whatsapp', null, null].sort());
  });

  it('refuses a way the product does not know in the database itself', async () => {
    await cardOrder(t.app, shop, cart(), 'paid');
    await expect(
      t.db
        .update(orders)
        .set({ via: 'pigeon' as 'sms' })
        .where(eq(orders.sellerId, shop.sellerId)),
    ).rejects.toThrow();
  });

  it('counts the opens of a store per day, not link previews, writes them in one batch and shows them at once', async () => {
    expect((await ownRow()).storeOpens).toEqual({ lastSevenDays: 0, lastOpenedOn: null });
    const counter = new StoreOpens();
    const other = await insertSeller(t.db, shop.webShopId, { name: 'Other Seller' });
    const today = new Date();
    const yesterday = new Date(today.getTime() - 86_400_000);
    counter.record(shop.sellerId, PHONE, today);
    counter.record(shop.sellerId, PHONE, today);
    counter.record(shop.sellerId, PHONE, yesterday);
    counter.record(shop.sellerId, 'WhatsApp/2.23.20.0 A', today);
    counter.record(shop.sellerId, 'facebookexternalhit/1.1', today);
    counter.record(shop.sellerId, undefined, today);
    counter.record(other, PHONE, today);
    expect(await counter.flush(t.db)).toBe(3);
    // Nothing is written twice; a second flush adds to the day's row.
    expect(await counter.flush(t.db)).toBe(0);
    counter.record(shop.sellerId, PHONE, today);
    await counter.flush(t.db);
    const rows = await t.db.select().from(storeOpens).where(eq(storeOpens.sellerId, shop.sellerId));
    expect(rows.map((r) => [r.day, r.opens]).sort()).toEqual(
      [
        [today.toISOString().slice(0, 10), 3],
        [yesterday.toISOString().slice(0, 10), 1],
      ].sort(),
    );
    // The dashboard read right after shows them: the table is part of its fingerprint.
    expect((await ownRow()).storeOpens).toEqual({
      lastSevenDays: 4,
      lastOpenedOn: today.toISOString().slice(0, 10),
    });
  });

  it('keeps the counts of a batch the database refused, and skips a participant deleted meanwhile', async () => {
    const counter = new StoreOpens();
    const gone = await insertSeller(t.db, shop.webShopId, { name: 'Gone Seller' });
    counter.record(shop.sellerId, PHONE);
    counter.record(gone, PHONE);
    const refusing = {
      execute: () => Promise.reject(new Error('connection terminated')),
    } as unknown as typeof t.db;
    await expect(counter.flush(refusing)).rejects.toThrow('connection terminated');
    await t.db.delete(sellers).where(eq(sellers.id, gone));
    expect(await counter.flush(t.db)).toBe(2);
    const rows = await t.db.select().from(storeOpens);
    expect(rows.map((r) => [r.sellerId, r.opens])).toEqual([[shop.sellerId, 1]]);
  });
});
