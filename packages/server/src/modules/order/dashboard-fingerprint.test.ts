import { getTableName } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openShop, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { cardOrder } from '../../testing/order-fixtures.ts';
import { tablesRead } from '../../testing/tables-read.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { contactPersonStartPageJson, DASHBOARD_FINGERPRINT, DASHBOARD_FOLLOWS } from './dashboard.ts';

describe('organiser dashboard fingerprint', () => {
  let t: TestApp;
  let shop: OpenShop;
  beforeEach(async () => {
    t = await createTestApp('pglite');
    shop = await openShop(t.app, t.db);
    await cardOrder(t.app, shop, [{ productId: shop.productIds[0]!, amountOrdered: 1 }], 'paid');
  });
  afterEach(() => t.close());

  it('covers every table the read model touches, as PostgreSQL plans it, and no other', async () => {
    const caller = { role: 'contactperson', webshopId: shop.webShopId, sellerId: null, network: '192.0.2.1' } as const;
    // The fingerprint's own query (which reads its tables, and orders to find disputes) is not the read model.
    const touched = await tablesRead(
      t,
      (ctx) => contactPersonStartPageJson(ctx, caller, shop.webShopId),
      (sql) => sql.includes('xmin'),
    );
    expect(touched.size).toBeGreaterThan(2);
    const fingerprinted = DASHBOARD_FINGERPRINT.map(({ table }) => getTableName(table));
    const followed = [...DASHBOARD_FOLLOWS.keys()].map(getTableName);
    expect([...touched].sort()).toEqual([...fingerprinted, ...followed].sort());
    // What a followed table's changes show in must itself be fingerprinted.
    for (const by of DASHBOARD_FOLLOWS.values()) expect(fingerprinted).toContain(getTableName(by));
  });
});
