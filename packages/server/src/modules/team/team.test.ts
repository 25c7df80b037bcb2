import { eq } from 'drizzle-orm';
import { CHECKOUT_MSG, MSG, teamPageResponse, type TeamPageResponse } from '@fundshop/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sellers, webshops } from '../../db/schema.ts';
import {
  appWithOpenShop,
  insertSeller,
  openShop,
  sellerToken,
  type OpenShop,
} from '../../testing/checkout-fixtures.ts';
import { bearer } from '../../testing/fixtures.ts';
import { addOperator } from '../../testing/operator-fixtures.ts';
import { cardOrder, manualOrder, organiserDashboard } from '../../testing/order-fixtures.ts';
import { tablesRead } from '../../testing/tables-read.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { loadSellerShop } from '../shop/service.ts';
import { ShopCache } from '../shop/shop-cache.ts';
import { loadTeam } from './service.ts';

describe.each(databaseKinds)('team page on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  beforeEach(async () => {
    ({ t, shop } = await appWithOpenShop(kind, {
      schoolOrAssociation: 'Hillside FC',
      commentToBuyers: 'Help us get to the cup!',
      goal: 3000,
    }));
  });
  afterEach(() => t.close());

  const team = (webShopId: number | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/team/${webShopId}`, headers });
  const teamOf = async (webShopId: number): Promise<TeamPageResponse> => {
    const response = await team(webShopId);
    expect(response.statusCode, response.body).toBe(200);
    return teamPageResponse.parse(response.json());
  };

  it("answers the group, its message and goal, the dashboard's sales and the participants as their stores show them", async () => {
    const minor = await insertSeller(t.db, shop.webShopId, { name: 'Anna Maria Berg' });
    await t.db
      .update(sellers)
      .set({ isMinor: true, guardianEmail: 'parent@example.com', guardianConfirmedAt: new Date() })
      .where(eq(sellers.id, minor));
    const awaitingGuardian = await insertSeller(t.db, shop.webShopId, { name: 'Cleo Waiting' });
    await t.db
      .update(sellers)
      .set({ isMinor: true, guardianEmail: 'other.parent@example.com' })
      .where(eq(sellers.id, awaitingGuardian));
    const removed = await insertSeller(t.db, shop.webShopId, { name: 'Removed Seller' });
    const cart = [{ productId: shop.productIds[0]!, amountOrdered: 2 }];
    await cardOrder(t.app, shop, cart, 'paid');
    // A removed participant's sales still count for the group, as on the dashboard.
    await manualOrder(t.app, shop.organiser.token, { ...shop, sellerId: removed }, cart);
    await t.db.update(sellers).set({ isActive: false }).where(eq(sellers.id, removed));

    const response = await team(shop.webShopId);
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    const body = teamPageResponse.parse(response.json());
    const dashboard = await organiserDashboard(t.app, shop.organiser.token, shop.webShopId);
    expect(body.totalSales).toBeGreaterThan(0);
    expect(body.totalSales).toBe(dashboard.orderSalesInformation.totalSales);
    expect(body.totalSales).toBe(dashboard.payoutOverview?.totalSales);
    expect(body).toEqual({
      webShopId: shop.webShopId,
      customerName: 'Hillside FC',
      customerClassOrTeam: '',
      commentToCustomers: 'Help us get to the cup!',
      currencyCode: 'USD',
      goal: 3000,
      totalSales: dashboard.orderSalesInformation.totalSales,
      isWebShopLocked: false,
      // Sorted by name; the minor by first name and initial (decision 0037); no removed one, none awaiting a guardian.
      participants: [
        { sellerId: minor, sellerName: 'Anna B.', sellerPictureUrl: null },
        { sellerId: shop.sellerId, sellerName: 'Robin Park', sellerPictureUrl: null },
      ],
      language: 'en',
    });
    // Each participant appears as its own store names it.
    for (const participant of body.participants) {
      const store = await t.app.inject({
        method: 'GET',
        url: `/api/seller/retrieve-seller-shop?sellerId=${participant.sellerId}`,
      });
      expect(store.json()).toMatchObject({ sellerName: participant.sellerName, sellerPictureUrl: null });
    }
    // Nothing private: no email, no guardian, no full name of a minor (the fields are exactly those above).
    for (const text of ['@', 'Maria', 'Berg', 'Cleo', 'Removed']) expect(response.body).not.toContain(text);

    const again = await team(shop.webShopId, { 'if-none-match': response.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('is the same public page for anonymous, a seller, the organiser and an operator', async () => {
    const other = await openShop(t.app, t.db);
    const operator = await addOperator(t, 'support');
    const callers: Record<string, Record<string, string>> = {
      anonymous: {},
      seller: bearer(await sellerToken(t.db, shop.webShopId, shop.sellerId)),
      otherSeller: bearer(await sellerToken(t.db, other.webShopId, other.sellerId)),
      organiser: bearer(shop.organiser.token),
      otherOrganiser: bearer(other.organiser.token),
      operator: bearer(operator.token),
    };
    const bodies = new Set<string>();
    for (const [caller, headers] of Object.entries(callers)) {
      const response = await team(shop.webShopId, headers);
      expect(response.statusCode, caller).toBe(200);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(1);
  });

  it("answers an unknown group and one not open yet with 404 and SPEC's store text, a malformed id with 400", async () => {
    const unknown = await team(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CHECKOUT_MSG.shopNotFound);

    const fresh = await openShop(t.app, t.db);
    await t.db.update(webshops).set({ hasFinishedOnboarding: false }).where(eq(webshops.id, fresh.webShopId));
    for (let i = 0; i < 2; i += 1) {
      const notOpen = await team(fresh.webShopId);
      expect(notOpen.statusCode).toBe(404);
      expect(notOpen.json().message).toBe(CHECKOUT_MSG.onboardingNotFinished);
      expect(notOpen.body).not.toContain('Robin');
    }
    for (const bad of ['0', 'abc', '-1', '1.5', '99999999999']) {
      const response = await team(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message, bad).not.toBe(MSG.unexpectedError);
    }
  });

  it('shows a sale, a removal and the lock at once (the cached page is dropped with the stores)', async () => {
    expect((await teamOf(shop.webShopId)).totalSales).toBe(0);
    const second = await insertSeller(t.db, shop.webShopId, { name: 'Zoe Quinn' });
    await manualOrder(t.app, shop.organiser.token, { ...shop, sellerId: second }, [
      { productId: shop.productIds[0]!, amountOrdered: 1 },
    ]);
    const afterSale = await teamOf(shop.webShopId);
    expect(afterSale.totalSales).toBeGreaterThan(0);
    expect(afterSale.participants.map((p) => p.sellerName)).toEqual(['Robin Park', 'Zoe Quinn']);

    const removal = await t.app.inject({
      method: 'POST',
      url: '/api/seller/update-seller-active-status',
      headers: bearer(shop.organiser.token),
      payload: { sellerId: second, setActive: false },
    });
    expect(removal.statusCode).toBe(200);
    const afterRemoval = await teamOf(shop.webShopId);
    expect(afterRemoval.participants.map((p) => p.sellerName)).toEqual(['Robin Park']);
    expect(afterRemoval.totalSales).toBe(afterSale.totalSales);

    await t.app.inject({
      method: 'POST',
      url: '/api/contact-person/update-web-shop-lock-status',
      headers: bearer(shop.organiser.token),
      payload: { isLocked: true },
    });
    expect((await teamOf(shop.webShopId)).isWebShopLocked).toBe(true);
  });

  it.runIf(kind === 'pglite')(
    'reads only tables the store reads, so every write that drops a cached store is one that drops this page',
    async () => {
      const store = await tablesRead(t, (ctx) => loadSellerShop(ctx, shop.sellerId));
      const read = await tablesRead(t, (ctx) => loadTeam(ctx, shop.webShopId));
      expect([...read].sort()).toEqual(['seller_sales', 'sellers', 'webshops']);
      for (const table of read) expect(store).toContain(table);
    },
  );
});

describe('team pages in the store cache', () => {
  it("go with their webshop's stores: a seller's change drops its own team page, or every one when its webshop is unknown", async () => {
    const cache = new ShopCache(60_000);
    const loads: number[] = [];
    const entry = (webshopId: number) => async () => {
      loads.push(webshopId);
      return { json: '{}', body: Buffer.from('{}'), etag: '"x"', webshopId };
    };
    await cache.get(1, entry(7));
    await cache.getTeam(7, entry(7));
    await cache.getTeam(8, entry(8));
    loads.length = 0;
    cache.invalidateSeller(1);
    await cache.getTeam(7, entry(7));
    await cache.getTeam(8, entry(8));
    expect(loads).toEqual([7]);
    // A seller whose store is not cached: its webshop is unknown, so every team page goes.
    loads.length = 0;
    cache.invalidateSeller(2);
    await cache.getTeam(7, entry(7));
    await cache.getTeam(8, entry(8));
    expect(loads).toEqual([7, 8]);
    loads.length = 0;
    cache.invalidateWebshop(8);
    await cache.getTeam(7, entry(7));
    await cache.getTeam(8, entry(8));
    expect(loads).toEqual([8]);
  });
});
