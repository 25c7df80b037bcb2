import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.ts';
import { insertSeller, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { databaseRefusal } from '../../testing/database-refusals.ts';
import { bookLinkMailedTo, orderOfSession } from '../../testing/delivery-fixtures.ts';
import { bearer } from '../../testing/fixtures.ts';
import { addOperator, type TestOperator } from '../../testing/operator-fixtures.ts';
import { cardOrder, manualOrder, manualOrderBody } from '../../testing/order-fixtures.ts';
import { appWithPayableShop, closeRefundWindows } from '../../testing/payout-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { moneyDatabaseKinds } from '../../testing/test-database.ts';

/**
 * The audit trail (docs/decisions/0030): every act that moves money or people writes exactly one row, in its own
 * transaction, with who, what, the values before and after, and the network; the database keeps the rows as written.
 * One app and one group per database kind; each test reads only the rows its own act wrote (rows after `mark`).
 */
describe.each(moneyDatabaseKinds)('the audit trail on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  let admin: TestOperator;
  beforeAll(async () => {
    ({ t, shop } = await appWithPayableShop(kind));
    admin = await addOperator(t, 'admin');
  });
  afterAll(() => t.close());

  const organiser = () => bearer(shop.organiser.token);
  const post = (url: string, payload: object, headers = organiser(), remoteAddress = '203.0.113.9') =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const lastId = async () =>
    Number(
      ((await t.db.execute(sql`select coalesce(max(id), 0) as id from audit_events`)) as { rows: { id: number }[] })
        .rows[0]!.id,
    );
  /** The rows written since `mark`, oldest first. */
  const since = async (mark: number) =>
    t.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.id} > ${mark}`)
      .orderBy(asc(auditEvents.id));
  const cart = (n: number) => [{ productId: shop.productIds[0]!, amountOrdered: n }];
  const organiserActor = () => ({
    actorRole: 'contactperson',
    actorId: shop.webShopId,
    webshopId: shop.webShopId,
    network: '203.0.113.9',
  });

  it('manual orders: create, edit and delete each write one row with the order before and after', async () => {
    let mark = await lastId();
    const created = await post('/api/order/create-webshop-order', manualOrderBody(shop, cart(2)));
    expect(created.statusCode).toBe(200);
    const orderId = (created.json() as { buyerOfOrderId: number }).buyerOfOrderId;
    const [create] = await since(mark);
    expect(await since(mark)).toHaveLength(1);
    expect(create).toMatchObject({
      ...organiserActor(),
      action: 'order.create',
      targetType: 'order',
      targetId: orderId,
      before: null,
      after: { sellerId: shop.sellerId, totalMinor: 4400, currencyCode: 'USD', deletedAt: null },
    });
    expect((create!.after as { lines: unknown[] }).lines).toEqual([
      { productName: expect.any(String), quantity: 2, unitPriceMinor: 2200 },
    ]);

    mark = await lastId();
    const edit = manualOrderBody(shop, cart(3), { buyerOfOrderId: orderId, buyerFirstName: 'Robin' });
    expect((await post('/api/order/edit-webshop-order', edit)).statusCode).toBe(200);
    const rows = await since(mark);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'order.edit',
      before: { totalMinor: 4400, lines: [{ quantity: 2 }] },
      after: { totalMinor: 6600, lines: [{ quantity: 3 }] },
    });
    // The trail keeps ids, never the buyer (docs/decisions/0039).
    expect(JSON.stringify(rows[0])).not.toMatch(/Robin|buyerFirstName|buyerEmail/);

    mark = await lastId();
    const deleted = await post('/api/seller/delete-webshop-purchase', {
      webShopPurchaseId: orderId,
      sellerId: shop.sellerId,
    });
    expect(deleted.statusCode).toBe(200);
    const [del, ...more] = await since(mark);
    expect(more).toEqual([]);
    expect(del).toMatchObject({ action: 'order.delete', before: { deletedAt: null }, after: { totalMinor: 6600 } });
    expect((del!.after as { deletedAt: string | null }).deletedAt).not.toBeNull();
    // A refused act writes nothing: the order is deleted already.
    mark = await lastId();
    expect(
      (await post('/api/seller/delete-webshop-purchase', { webShopPurchaseId: orderId, sellerId: shop.sellerId }))
        .statusCode,
    ).toBe(409);
    expect(await since(mark)).toEqual([]);
  });

  it('a seller removed and returned: one row each, naming the seller; asking for the same state writes none', async () => {
    const sellerId = await insertSeller(t.db, shop.webShopId, { name: 'Audit Seller' });
    const setActive = (setActive: boolean) => post('/api/seller/update-seller-active-status', { sellerId, setActive });
    const mark = await lastId();
    expect((await setActive(false)).statusCode).toBe(200);
    expect((await setActive(false)).statusCode).toBe(200);
    expect((await setActive(true)).statusCode).toBe(200);
    expect(await since(mark)).toMatchObject([
      {
        ...organiserActor(),
        action: 'seller.remove',
        targetType: 'seller',
        targetId: sellerId,
        before: { isActive: true },
        after: { isActive: false },
      },
      { action: 'seller.return', before: { isActive: false }, after: { isActive: true } },
    ]);
  });

  it('refunds: by an operator with its reason, by the buyer on the my-books page, each one row and its outcome', async () => {
    const session = await cardOrder(t.app, shop, cart(3), 'paid');
    const order = await orderOfSession(t, session);
    const { token } = await bookLinkMailedTo(t, order.buyerEmail);
    let mark = await lastId();
    const refund = await post(
      '/api/operator/refunds',
      { orderId: order.id, amount: 11, reason: 'one book twice' },
      bearer(admin.token),
    );
    expect(refund.statusCode).toBe(200);
    const refundId = (refund.json() as { id: number }).id;
    expect(await since(mark)).toMatchObject([
      {
        actorRole: 'operator',
        actorId: admin.id,
        actorLabel: admin.email,
        action: 'refund.create',
        targetType: 'order',
        targetId: order.id,
        webshopId: shop.webShopId,
        before: { refundedMinor: 0, askedBeforeMinor: 0 },
        after: {
          refundId,
          amountMinor: 1100,
          currencyCode: 'USD',
          status: 'pending',
          requestedBy: 'operator',
        },
        reason: 'one book twice',
        network: '203.0.113.9',
      },
      // The trail is append-only: the provider's answer is a row of its own, with the state the refund reached.
      {
        actorRole: 'provider',
        actorId: null,
        action: 'refund.settle',
        targetType: 'order',
        targetId: order.id,
        webshopId: shop.webShopId,
        before: { refundId, status: 'pending' },
        after: { refundId, status: 'succeeded', amountMinor: 1100, currencyCode: 'USD' },
        network: null,
      },
    ]);

    mark = await lastId();
    const self = await t.app.inject({ method: 'POST', url: `/api/my-books/${token}/refund`, remoteAddress: '::1' });
    expect(self.statusCode).toBe(409); // refunded in part already: the self-service window is closed
    expect(await since(mark)).toEqual([]);

    const other = await orderOfSession(t, await cardOrder(t.app, shop, cart(1), 'paid'));
    const otherToken = (await bookLinkMailedTo(t, other.buyerEmail)).token;
    mark = await lastId();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/my-books/${otherToken}/refund`,
      remoteAddress: '2001:db8:1:2:3:4:5:6',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await since(mark)).toMatchObject([
      {
        actorRole: 'buyer',
        actorId: null,
        action: 'refund.create',
        before: { refundedMinor: 0 },
        after: { amountMinor: 2200, requestedBy: 'buyer' },
        network: '2001:db8:1:2::/64',
      },
      { actorRole: 'provider', action: 'refund.settle', after: { status: 'succeeded', amountMinor: 2200 } },
    ]);
  });

  it('lock, payout, advance and unlock: one row each, with the states before and after', async () => {
    await manualOrder(t.app, shop.organiser.token, shop, cart(10));
    await cardOrder(t.app, shop, cart(10), 'paid');
    // Past the buyer's days to cancel: paid in full, no reserve held (decision 0051).
    await closeRefundWindows(t.db, shop.webShopId);
    const mark = await lastId();
    expect((await post('/api/contact-person/update-web-shop-lock-status', { isLocked: true })).statusCode).toBe(200);
    const initiated = await post('/api/contact-person/initiate-payout', { sellerId: shop.sellerId });
    const payout = (initiated.json() as { payout: { id: number; amount: number } }).payout;
    const advance = (from: string, fail = false) =>
      post(`/api/operator/payouts/${payout.id}/advance`, { from, fail, note: 'bank says so' }, bearer(admin.token));
    expect((await advance('INITIATED')).statusCode).toBe(200);
    expect((await advance('PENDING', true)).statusCode).toBe(200);
    expect((await post('/api/contact-person/update-web-shop-lock-status', { isLocked: false })).statusCode).toBe(200);
    const rows = await since(mark);
    expect(rows).toMatchObject([
      { ...organiserActor(), action: 'webshop.lock', before: { isLocked: false }, after: { isLocked: true } },
      {
        action: 'payout.initiate',
        targetType: 'payout',
        targetId: payout.id,
        before: null,
        after: { status: 'INITIATED', amountMinor: payout.amount * 100, currencyCode: 'USD' },
      },
      {
        actorRole: 'operator',
        action: 'payout.advance',
        before: { status: 'INITIATED' },
        after: { status: 'PENDING' },
        reason: 'bank says so',
      },
      { action: 'payout.fail', before: { status: 'PENDING' }, after: { status: 'FAILED' } },
      { action: 'webshop.unlock', before: { isLocked: true }, after: { isLocked: false } },
    ]);
    expect(rows).toHaveLength(5);
  });

  it('refuses in the database to change or remove an audit row', async () => {
    const mark = await lastId();
    await post('/api/seller/update-seller-active-status', {
      sellerId: await insertSeller(t.db, shop.webShopId),
      setActive: false,
    });
    const [row] = await since(mark);
    for (const statement of [
      sql`update audit_events set reason = 'covered up' where id = ${row!.id}`,
      sql`delete from audit_events where id = ${row!.id}`,
      sql`truncate audit_events`,
    ]) {
      expect(await databaseRefusal(t.db, statement)).toMatchObject({
        code: '42501',
        constraint: 'audit_events_append_only',
      });
    }
    const [still] = await t.db.select().from(auditEvents).where(eq(auditEvents.id, row!.id));
    expect(still).toEqual(row);
  });

  it('lists and exports the trail for operators, filtered, with formula-like cells neutralised', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/operator/audit?webShopId=${shop.webShopId}&action=webshop.lock`,
      headers: bearer(admin.token),
    });
    expect(list.statusCode).toBe(200);
    const { events } = list.json() as { events: { action: string; webShopId: number }[] };
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.action === 'webshop.lock' && e.webShopId === shop.webShopId)).toBe(true);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/operator/audit.csv?webShopId=${shop.webShopId}&actorRole=operator`,
      headers: bearer(admin.token),
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Id","Time (UTC)","Actor role","Actor id","Actor","Action","Target","Target id","Group","Before","After","Reason","Network"',
    );
    expect(lines.slice(1).every((l) => l.includes('"operator"'))).toBe(true);
    // The buyer's self-refund row's network starts with no formula character; a reason typed as =1+1 would.
    expect(csv.body).not.toMatch(/,"=/);
    const refused = await t.app.inject({ method: 'GET', url: '/api/operator/audit', headers: organiser() });
    expect(refused.statusCode).toBe(401);
  });
});
