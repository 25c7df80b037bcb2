import { eq, sql, type SQL } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertSeller, openShop, type OpenShop } from '../testing/checkout-fixtures.ts';
import { refusedConstraint } from '../testing/database-refusals.ts';
import { cardOrder, manualOrder } from '../testing/order-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-database.ts';
import { orders, sellers, sessions } from './schema.ts';

/** The columns every order needs, as SQL, so each test names only what it is about. */
const ORDER_COLUMNS = sql.raw(
  'webshop_id, seller_id, source, status, created_by_role, buyer_first_name, country_code, street_address, city, postal_code, state, currency_code, total_minor, paid_at',
);
const ADDRESS = sql.raw(`'Sam', 'US', '1 Main St', 'Springfield', '62701', 'IL', 'USD'`);

describe.each(databaseKinds)('database invariants (migration 0009) on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  let other: OpenShop;
  let paidOrderId: number;
  beforeEach(async () => {
    t = await createTestApp(kind);
    shop = await openShop(t.app, t.db);
    other = await openShop(t.app, t.db, { email: 'other.organiser@example.com' }, 'Kim Lee');
    const session = await cardOrder(t.app, shop, [{ productId: shop.productIds[0]!, amountOrdered: 1 }], 'paid');
    paidOrderId = (await t.db.select().from(orders).where(eq(orders.checkoutSession, session)))[0]!.id;
  });
  afterEach(() => t.close());

  const refusal = (statement: SQL) => refusedConstraint(t.db, statement);
  const insertOrder = (values: {
    seller?: number;
    webshop?: number;
    source?: string;
    status?: string;
    by?: string;
    total?: number;
    paidAt?: SQL;
  }) =>
    sql`insert into orders (${ORDER_COLUMNS}) values (${values.webshop ?? shop.webShopId}, ${values.seller ?? shop.sellerId},
      ${values.source ?? 'card'}, ${values.status ?? 'paid'}, ${values.by ?? 'buyer'}, ${ADDRESS}, ${values.total ?? 2200},
      ${values.paidAt ?? sql`now()`})`;

  it('accepts the rows the application writes', async () => {
    await t.db.execute(insertOrder({}));
    await t.db.execute(insertOrder({ status: 'pending', paidAt: sql`null` }));
    await t.db.execute(insertOrder({ source: 'manual', by: 'seller', total: 0 }));
    await manualOrder(t.app, shop.organiser.token, shop, [{ productId: shop.productIds[0]!, amountOrdered: 2 }]);
  });

  it('refuses a paid order without paid_at, and a payment time on an order that is not paid', async () => {
    expect(await refusal(insertOrder({ paidAt: sql`null` }))).toBe('orders_paid_at');
    expect(await refusal(insertOrder({ status: 'pending' }))).toBe('orders_paid_at');
    expect(await refusal(sql`update orders set paid_at = null where id = ${paidOrderId}`)).toBe('orders_paid_at');
    expect(await refusal(sql`update orders set status = 'cancelled' where id = ${paidOrderId}`)).toBe('orders_paid_at');
  });

  it('refuses to delete a seller, a webshop or an order that has orders or lines, and keeps deleting what has none', async () => {
    expect(await refusal(sql`delete from sellers where id = ${shop.sellerId}`)).toBe('orders_seller_fk');
    expect(await refusal(sql`delete from webshops where id = ${shop.webShopId}`)).toBe(
      'orders_webshop_id_webshops_id_fk',
    );
    expect(await refusal(sql`delete from orders where id = ${paidOrderId}`)).toBe('order_lines_order_id_orders_id_fk');
    expect((await t.db.select().from(orders).where(eq(orders.id, paidOrderId)))[0]).toMatchObject({ status: 'paid' });

    // A seller without orders goes with its sessions (nothing of value hangs on it).
    const spare = await insertSeller(t.db, shop.webShopId);
    await t.db.insert(sessions).values({
      tokenHash: 'spare-session',
      role: 'seller',
      webshopId: shop.webShopId,
      sellerId: spare,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await t.db.delete(sellers).where(eq(sellers.id, spare));
    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, 'spare-session'))).toEqual([]);
  });

  it('refuses an order, a deletion mark or a session whose seller is in another webshop', async () => {
    expect(await refusal(insertOrder({ seller: other.sellerId }))).toBe('orders_seller_fk');
    expect(await refusal(sql`update orders set seller_id = ${other.sellerId} where id = ${paidOrderId}`)).toBe(
      'orders_seller_fk',
    );
    expect(await refusal(sql`update sellers set webshop_id = ${other.webShopId} where id = ${shop.sellerId}`)).toBe(
      'orders_seller_fk',
    );
    const manual = await manualOrder(t.app, shop.organiser.token, shop, [
      { productId: shop.productIds[0]!, amountOrdered: 1 },
    ]);
    expect(
      await refusal(
        sql`update orders set deleted_at = now(), deleted_by_role = 'seller', deleted_by_seller_id = ${other.sellerId} where id = ${manual}`,
      ),
    ).toBe('orders_deleted_by_seller_fk');
    expect(
      await refusal(
        sql`insert into sessions (token_hash, role, webshop_id, seller_id, expires_at) values ('x', 'seller', ${shop.webShopId}, ${other.sellerId}, now())`,
      ),
    ).toBe('sessions_seller_fk');
  });

  it('refuses a status, role, source or kind the code does not know', async () => {
    const manual = await manualOrder(t.app, shop.organiser.token, shop, [
      { productId: shop.productIds[0]!, amountOrdered: 1 },
    ]);
    // Each statement breaks only the rule it is about (a status other than paid needs paid_at null, and so on).
    const cases: [SQL, string][] = [
      // Inserted: a paid order keeps its receipt number (orders_receipt_number), so it cannot lose its paid_at.
      [insertOrder({ status: 'shipped', paidAt: sql`null` }), 'orders_status'],
      [sql`update orders set source = 'cash', created_by_role = 'seller' where id = ${paidOrderId}`, 'orders_source'],
      [sql`update orders set created_by_role = 'admin' where id = ${manual}`, 'orders_created_by_role'],
      [
        sql`update orders set deleted_at = now(), deleted_by_role = 'buyer' where id = ${manual}`,
        'orders_deleted_by_role',
      ],
      [sql`update sellers set added_by_role = 'buyer' where id = ${shop.sellerId}`, 'sellers_added_by_role'],
      [sql`update sessions set role = 'admin'`, 'sessions_role'],
      [sql`update webshops set payout_schedule = 'daily' where id = ${shop.webShopId}`, 'webshops_payout_schedule'],
      [sql`update mail_outbox set status = 'bounced'`, 'mail_outbox_status'],
      [
        sql`insert into messages (webshop_id, kind, body, sender_role) values (${shop.webShopId}, 'to-sellers', 'Hi', 'seller')`,
        'messages_sender_role',
      ],
      [
        sql`insert into messages (webshop_id, kind, body) values (${shop.webShopId}, 'newsletter', 'Hi')`,
        'messages_kind',
      ],
    ];
    for (const [statement, constraint] of cases) expect(await refusal(statement)).toBe(constraint);
  });

  it('refuses a manual order said to be the buyer’s, a card order entered by an account, and a half-said deletion', async () => {
    expect(await refusal(insertOrder({ source: 'manual', by: 'buyer' }))).toBe('orders_source_creator');
    expect(await refusal(insertOrder({ by: 'contactperson' }))).toBe('orders_source_creator');
    const manual = await manualOrder(t.app, shop.organiser.token, shop, [
      { productId: shop.productIds[0]!, amountOrdered: 1 },
    ]);
    expect(
      await refusal(sql`update orders set deleted_at = now(), deleted_by_role = 'seller' where id = ${manual}`),
    ).toBe('orders_deleted_by_seller');
    expect(
      await refusal(
        sql`update orders set deleted_at = now(), deleted_by_role = 'contactperson', deleted_by_seller_id = ${shop.sellerId} where id = ${manual}`,
      ),
    ).toBe('orders_deleted_by_seller');
  });

  it('refuses a seller session without its seller and an organiser session naming one', async () => {
    const session = (role: string, sellerId: number | null) =>
      sql`insert into sessions (token_hash, role, webshop_id, seller_id, expires_at) values (${`t-${role}-${sellerId}`}, ${role}, ${shop.webShopId}, ${sellerId}, now())`;
    expect(await refusal(session('seller', null))).toBe('sessions_seller_role');
    expect(await refusal(session('contactperson', shop.sellerId))).toBe('sessions_seller_role');
  });

  it('refuses negative money', async () => {
    const cases: [SQL, string][] = [
      [insertOrder({ total: -1 }), 'orders_total_not_negative'],
      [
        sql`update order_lines set unit_price_minor = -1 where order_id = ${paidOrderId}`,
        'order_lines_unit_price_not_negative',
      ],
      [sql`update webshops set goal_minor = -100 where id = ${shop.webShopId}`, 'webshops_goal_not_negative'],
      [sql`update sellers set sales_goal_minor = -1 where id = ${shop.sellerId}`, 'sellers_sales_goal_not_negative'],
      [
        sql`update webshop_products set price_minor = -1 where webshop_id = ${shop.webShopId}`,
        'webshop_products_price_not_negative',
      ],
    ];
    for (const [statement, constraint] of cases) expect(await refusal(statement)).toBe(constraint);
  });
});
