import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession, findSession } from '../../auth/session.ts';
import { inArray } from 'drizzle-orm';
import { orders, rateLimits, sessions, usedCaptchas } from '../../db/schema.ts';
import { sha256 } from '../../lib/crypto.ts';
import { openShop } from '../../testing/checkout-fixtures.ts';
import { registerOrganiser } from '../../testing/fixtures.ts';
import { cardOrder } from '../../testing/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { PENDING_ORDER_TTL_HOURS, sweepExpired } from './service.ts';

describe.each(databaseKinds)('housekeeping on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  it('deletes expired sessions and used captchas, and nothing that is still valid', async () => {
    const { webShopId, token: live } = await registerOrganiser(t.app, t.db);
    const minuteAgo = new Date(Date.now() - 60_000);
    const inAnHour = new Date(Date.now() + 3_600_000);
    await t.db.insert(sessions).values([
      { tokenHash: sha256('expired-1'), role: 'contactperson', webshopId: webShopId, expiresAt: minuteAgo },
      { tokenHash: sha256('expired-2'), role: 'contactperson', webshopId: webShopId, expiresAt: minuteAgo },
    ]);
    await t.db.insert(usedCaptchas).values([
      { signature: 'expired', expiresAt: minuteAgo },
      { signature: 'still-valid', expiresAt: inAnHour },
    ]);
    const fresh = await createSession(t.db, { role: 'contactperson', webshopId: webShopId, sellerId: null });
    const sessionsBefore = (await t.db.select().from(sessions)).length;

    expect(await sweepExpired(t.db)).toMatchObject({ sessions: 2, captchas: 1 });

    expect((await t.db.select().from(sessions)).length).toBe(sessionsBefore - 2);
    expect(await findSession(t.db, live)).not.toBeNull();
    expect(await findSession(t.db, fresh)).not.toBeNull();
    expect((await t.db.select().from(usedCaptchas)).map((c) => c.signature)).toEqual(['still-valid']);
    expect(await sweepExpired(t.db)).toMatchObject({ sessions: 0, captchas: 0 });
  });

  it('cancels checkouts left pending past 24 hours and clears their buyer, and drops closed rate-limit windows', async () => {
    const shop = await openShop(t.app, t.db);
    const old = await cardOrder(t.app, shop, [{ productId: shop.productIds[0]!, amountOrdered: 1 }], 'none');
    const recent = await cardOrder(t.app, shop, [{ productId: shop.productIds[0]!, amountOrdered: 1 }], 'none');
    const paid = await cardOrder(t.app, shop, [{ productId: shop.productIds[0]!, amountOrdered: 1 }], 'paid');
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - (PENDING_ORDER_TTL_HOURS + 1) * 3_600_000) })
      .where(inArray(orders.checkoutSession, [old, paid]));
    await t.db.insert(rateLimits).values([
      { key: 'closed-window', windowStart: new Date(Date.now() - 2 * 86_400_000), count: 3 },
      { key: 'open-window', windowStart: new Date(), count: 3 },
    ]);

    expect(await sweepExpired(t.db)).toMatchObject({ pendingOrders: 1, rateLimits: 1 });

    const rows = await t.db.select().from(orders);
    const by = (session: string) => rows.find((r) => r.checkoutSession === session)!;
    expect(by(old)).toMatchObject({ status: 'cancelled', buyerFirstName: '', buyerEmail: '', streetAddress: '' });
    expect(by(recent)).toMatchObject({ status: 'pending', buyerFirstName: 'Sam' });
    expect(by(paid)).toMatchObject({ status: 'paid', buyerFirstName: 'Sam' });
    expect((await t.db.select().from(rateLimits)).map((r) => r.key)).toContain('open-window');
    expect((await t.db.select().from(rateLimits)).map((r) => r.key)).not.toContain('closed-window');
  });
});
