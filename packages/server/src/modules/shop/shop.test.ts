import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MSG, DEMO_SELLER_ID, retrieveSellerShopResponse } from '@fundshop/core';
import { products, sellers, webshops } from '../../db/schema.ts';
import { appWithOpenShop, insertSeller, openShop, type OpenShop } from '../../testing/checkout-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';
import { ShopCache } from './shop-cache.ts';

describe.each(singleDatabaseKinds)('public store on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  beforeEach(async () => {
    ({ t, shop } = await appWithOpenShop(kind, {
      schoolOrAssociation: 'Hillside FC',
      commentToBuyers: 'Go Hillside!',
    }));
  });
  afterEach(() => t.close());

  const retrieve = (sellerId: number | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/seller/retrieve-seller-shop?sellerId=${sellerId}`, headers });

  it("answers the seller's store with SPEC's fields, sanitized descriptions and cache headers", async () => {
    // A description with markup that must not reach the page.
    await t.db
      .update(products)
      .set({
        descriptionHtml:
          '<p onclick="x()">Safe <strong>bold</strong><script>alert(1)</script><img src=x onerror=alert(1)> <a href="javascript:alert(1)">bad</a> <a href="https://example.com">ok</a></p>',
      })
      .where(eq(products.id, shop.productIds[0]!));
    const response = await retrieve(shop.sellerId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    const body = retrieveSellerShopResponse.parse(response.json());
    expect(body).toMatchObject({
      isWebShopLocked: false,
      hasFinishedOnboarding: true,
      isActive: true,
      webShopId: shop.webShopId,
      customerName: 'Hillside FC',
      customerClassOrTeam: '',
      sellerId: shop.sellerId,
      sellerName: 'Robin Park',
      sellerPictureUrl: null,
      commentToCustomers: 'Go Hillside!',
      currencyCode: 'USD',
      salesGoal: 0,
      totalSales: 0,
      isDemo: false,
    });
    expect(body.webShopProducts).toHaveLength(6);
    expect(body.webShopProducts[0]).toMatchObject({ productName: 'The Little Garden Cookbook', productPrice: 22 });
    expect(body.webShopProducts[0]!.coverImageUrl).toBe('/covers/little-garden-cookbook.svg');
    const html = body.webShopProducts.find((p) => p.productId === shop.productIds[0])!.productDescription;
    expect(html).toContain('<p>Safe <strong>bold</strong>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">ok</a>');
    for (const unsafe of ['script', 'alert', 'onclick', 'onerror', '<img', 'javascript'])
      expect(html).not.toContain(unsafe);

    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await retrieve(shop.sellerId, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows every store state as a flag and an unknown seller as 404 with the SPEC text', async () => {
    const goalSeller = await insertSeller(t.db, shop.webShopId, {
      name: 'Kim',
      commentToBuyers: 'Help me reach my goal',
      salesGoalMinor: 30_000,
    });
    expect((await retrieve(goalSeller)).json()).toMatchObject({
      commentToCustomers: 'Help me reach my goal',
      salesGoal: 300,
    });

    const removed = await insertSeller(t.db, shop.webShopId, { isActive: false });
    expect((await retrieve(removed)).json()).toMatchObject({ isActive: false, isWebShopLocked: false });

    // The lock goes through the service, which drops this instance's cached copy at once.
    await t.app.inject({
      method: 'POST',
      url: '/api/contact-person/update-web-shop-lock-status',
      headers: { authorization: `Bearer ${shop.organiser.token}` },
      payload: { isLocked: true },
    });
    expect((await retrieve(shop.sellerId)).json().isWebShopLocked).toBe(true);

    const fresh = await openShop(t.app, t.db);
    await t.db.update(webshops).set({ hasFinishedOnboarding: false }).where(eq(webshops.id, fresh.webShopId));
    const notOnboarded = await insertSeller(t.db, fresh.webShopId);
    expect((await retrieve(notOnboarded)).json().hasFinishedOnboarding).toBe(false);

    const demo = await retrieve(DEMO_SELLER_ID);
    expect(demo.json()).toMatchObject({ isDemo: true, sellerName: 'Emma Johnson', salesGoal: 300 });

    for (const unknown of [999_999, 0, 'abc']) {
      const response = await retrieve(unknown);
      expect(response.statusCode, String(unknown)).toBe(unknown === 999_999 ? 404 : 400);
      if (unknown === 999_999) expect(response.json().message).toBe(CHECKOUT_MSG.shopNotFound);
    }
    // A seller who appears after a 404 is found at once (misses are not cached).
    const [late] = await t.db
      .insert(sellers)
      .values({
        ...(await t.db.select().from(sellers).where(eq(sellers.id, removed)))[0]!,
        id: 999_999,
        loginCodeHmac: 'late',
        name: 'Late',
      })
      .returning({ id: sellers.id });
    expect((await retrieve(late!.id)).statusCode).toBe(200);
  });
});

describe('shop cache', () => {
  it('shares one load between concurrent misses, expires, and drops entries of a changed webshop', async () => {
    const cache = new ShopCache(50);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 5));
      return { json: '{}', body: Buffer.from('{}'), etag: '"x"', webshopId: 7 };
    };
    await Promise.all([cache.get(1, load), cache.get(1, load), cache.get(1, load)]);
    expect(loads).toBe(1);
    await cache.get(1, load);
    expect(loads).toBe(1);
    cache.invalidateWebshop(8);
    await cache.get(1, load);
    expect(loads).toBe(1);
    cache.invalidateWebshop(7);
    await cache.get(1, load);
    expect(loads).toBe(2);
    await new Promise((r) => setTimeout(r, 60));
    await cache.get(1, load);
    expect(loads).toBe(3);
    // Not found is not remembered.
    let misses = 0;
    await cache.get(2, async () => (misses++, null));
    await cache.get(2, async () => (misses++, null));
    expect(misses).toBe(2);
  });
});
