import { and, eq } from 'drizzle-orm';
import { retrieveSellerShopResponse, teamPageResponse } from '@fundshop/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sellers } from '../../db/schema.ts';
import { Secrets } from '../../lib/crypto.ts';
import { appWithOpenShop, setOnboarded, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { bearer } from '../../testing/fixtures.ts';
import { cardOrder, organiserDashboard } from '../../testing/order-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds, TEST_APP_SECRET } from '../../testing/test-database.ts';

/** Buying for the team as a whole: the group's own store (docs/decisions/0050). */
describe.each(singleDatabaseKinds)("the group's own store on %s", (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  beforeEach(async () => {
    ({ t, shop } = await appWithOpenShop(kind, { schoolOrAssociation: 'Hillside FC', goal: 3000 }));
  });
  afterEach(() => t.close());

  const teamStore = (webShopId: number | string) =>
    t.app.inject({ method: 'POST', url: `/api/team/${webShopId}/store` });
  const teamSellerId = async () => {
    const response = await teamStore(shop.webShopId);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { sellerId: number }).sellerId;
  };

  it('is made once, also when asked for many times at once, and is the same store after', async () => {
    // Many at once, not two: a clean-clone CI run once lost the race between two (a conflict on the name index).
    const [first, ...others] = await Promise.all(Array.from({ length: 12 }, teamSellerId));
    expect(new Set(others)).toEqual(new Set([first]));
    expect(await teamSellerId()).toBe(first);
    const rows = await t.db
      .select({ id: sellers.id })
      .from(sellers)
      .where(and(eq(sellers.webshopId, shop.webShopId), eq(sellers.isTeam, true)));
    expect(rows).toEqual([{ id: first }]);
  });

  it("sells as the group's store, and its sale counts for the group as the team's own, never as a participant", async () => {
    const sellerId = await teamSellerId();
    const store = retrieveSellerShopResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/api/seller/retrieve-seller-shop?sellerId=${sellerId}` })).json(),
    );
    expect(store.sellerName).toBe('Hillside FC');
    expect(store.isActive && store.hasFinishedOnboarding && !store.isWebShopLocked).toBe(true);
    await cardOrder(
      t.app,
      { sellerId, webShopId: shop.webShopId },
      [{ productId: shop.productIds[0]!, amountOrdered: 2 }],
      'paid',
      'Ingrid',
      { via: 'team' },
    );

    const board = await organiserDashboard(t.app, shop.organiser.token, shop.webShopId);
    const team = board.orderDetails.orderSellers.find((s) => s.sellerId === sellerId)!;
    expect(team).toMatchObject({ isTeam: true, name: '', sellerPassword: '', totalAmountOfProducts: 2 });
    expect(team.salesByWay).toEqual([{ way: 'team', orders: 1 }]);
    expect(board.orderSalesInformation.totalAmountOfProducts).toBe(2);
    expect(board.friendCompetitors.map((c) => c.totalAmountOfProducts)).not.toContain(2);

    const page = teamPageResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/api/team/${shop.webShopId}` })).json(),
    );
    expect(page.totalSales).toBe(board.orderSalesInformation.totalSales);
    expect(page.participants.map((p) => p.sellerId)).not.toContain(sellerId);
    const roster = (
      await t.app.inject({
        method: 'GET',
        url: `/api/seller/seller-list?webShopId=${shop.webShopId}`,
        headers: bearer(shop.organiser.token),
      })
    ).json() as { sellerAllSalesDetailsList: { sellerId: number }[] };
    expect(roster.sellerAllSalesDetailsList.map((s) => s.sellerId)).not.toContain(sellerId);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/order/export.csv?webShopId=${shop.webShopId}&language=en`,
      headers: bearer(shop.organiser.token),
    });
    expect(csv.body).toContain('"The team as a whole"');
  });

  it('has no login: its code, which nobody is given, is refused', async () => {
    const sellerId = await teamSellerId();
    const [row] = await t.db.select({ code: sellers.loginCodeEncrypted }).from(sellers).where(eq(sellers.id, sellerId));
    const code = new Secrets(TEST_APP_SECRET).decrypt(row!.code);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login-seller',
      payload: { loginPassword: code },
    });
    expect(login.statusCode).toBe(401);
  });

  it('answers as the team page does: an unknown group or one not open yet has no store of its own', async () => {
    expect((await teamStore(2_147_483_000)).statusCode).toBe(404);
    expect((await teamStore('abc')).statusCode).toBe(400);
    // A group whose onboarding is not finished (a fresh app: the team read is cached for 2 seconds).
    const fresh = await appWithOpenShop(kind);
    try {
      await setOnboarded(fresh.t.db, fresh.shop.webShopId, false);
      const refused = await fresh.t.app.inject({ method: 'POST', url: `/api/team/${fresh.shop.webShopId}/store` });
      expect(refused.statusCode).toBe(404);
    } finally {
      await fresh.t.close();
    }
  });
});
