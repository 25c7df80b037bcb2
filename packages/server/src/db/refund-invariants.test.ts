import { eq, sql, type SQL } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openShop, type OpenShop } from '../testing/checkout-fixtures.ts';
import { refusedConstraint } from '../testing/database-refusals.ts';
import { cardOrder, manualOrder } from '../testing/order-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-database.ts';
import { orders } from './schema.ts';

/** What migration 0015 keeps about refunds and disputes, whatever writes the rows (docs/decisions/0026). */
describe.each(databaseKinds)('refund and dispute invariants (migration 0015) on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  /** A paid card order of 66.00. */
  let card: number;
  let manual: number;
  let pending: number;
  beforeEach(async () => {
    t = await createTestApp(kind);
    shop = await openShop(t.app, t.db);
    const cart = [{ productId: shop.productIds[0]!, amountOrdered: 3 }];
    const orderOf = async (session: string) =>
      (await t.db.select().from(orders).where(eq(orders.checkoutSession, session)))[0]!.id;
    card = await orderOf(await cardOrder(t.app, shop, cart, 'paid'));
    pending = await orderOf(await cardOrder(t.app, shop, cart, 'none'));
    manual = await manualOrder(t.app, shop.organiser.token, shop, cart);
  });
  afterEach(() => t.close());

  const refusal = (statement: SQL) => refusedConstraint(t.db, statement);
  let keys = 0;
  const refund = (order: number, amount: number, status = 'succeeded', requestedBy = 'operator') => {
    keys += 1;
    return sql`insert into refunds (order_id, amount_minor, status, requested_by, idempotency_key)
      values (${order}, ${amount}, ${status}, ${requestedBy}, ${`key-${keys}`})`;
  };
  const dispute = (order: number, amount: number, status = 'open', closedAt: SQL = sql`null`) => {
    keys += 1;
    return sql`insert into disputes (order_id, provider_dispute_id, amount_minor, status, closed_at)
      values (${order}, ${`dp_${keys}`}, ${amount}, ${status}, ${closedAt})`;
  };
  const order = async () => (await t.db.select().from(orders).where(eq(orders.id, card)))[0]!;

  it('refuses a refund beyond what the order holds, of an unpaid or manual order, or of no amount', async () => {
    expect(await refusal(refund(card, 6601))).toBe('refunds_within_total');
    await t.db.execute(refund(card, 4000, 'pending'));
    expect(await refusal(refund(card, 2601))).toBe('refunds_within_total');
    // A failed refund returned nothing: it does not count.
    await t.db.execute(refund(card, 6000, 'failed'));
    await t.db.execute(dispute(card, 1000, 'lost', sql`now()`));
    expect(await refusal(refund(card, 1601))).toBe('refunds_within_total');
    expect(await refusal(refund(manual, 100))).toBe('refunds_paid_card_order');
    expect(await refusal(refund(pending, 100))).toBe('refunds_paid_card_order');
    expect(await refusal(refund(card, 0))).toBe('refunds_amount_positive');
    expect(await refusal(refund(card, 1, 'refunded'))).toBe('refunds_status');
    expect(await refusal(refund(card, 1, 'pending', 'seller'))).toBe('refunds_requested_by');
  });

  it('one refund per idempotency key and per provider refund', async () => {
    const insert = (key: string, providerId: string) =>
      sql`insert into refunds (order_id, amount_minor, status, requested_by, idempotency_key, provider_refund_id)
        values (${card}, 100, 'succeeded', 'provider', ${key}, ${providerId})`;
    await t.db.execute(insert('a', 're_1'));
    expect(await refusal(insert('a', 're_2'))).toBe('refunds_idempotency_key_unique');
    expect(await refusal(insert('b', 're_1'))).toBe('refunds_provider_refund_id_unique');
  });

  it('keeps the order: refunded amount, refunded in full, paid again when a refund fails afterwards', async () => {
    await t.db.execute(refund(card, 1000));
    expect(await order()).toMatchObject({ refundedMinor: 1000, status: 'paid', earningsMinor: 2800 });
    await t.db.execute(refund(card, 5600));
    expect(await order()).toMatchObject({ refundedMinor: 6600, status: 'refunded', earningsMinor: 0 });
    await t.db.execute(sql`update refunds set status = 'failed' where order_id = ${card} and amount_minor = 5600`);
    expect(await order()).toMatchObject({ refundedMinor: 1000, status: 'paid' });
  });

  it('keeps the order: a lost dispute takes at most what refunds left, a won one gives it back', async () => {
    await t.db.execute(refund(card, 6000));
    await t.db.execute(dispute(card, 6600));
    expect(await order()).toMatchObject({ chargedBackMinor: 0, refundedMinor: 6000 });
    await t.db.execute(sql`update disputes set status = 'lost', closed_at = now() where order_id = ${card}`);
    expect(await order()).toMatchObject({ chargedBackMinor: 600, earningsMinor: 0, status: 'paid' });
    await t.db.execute(sql`update disputes set status = 'won' where order_id = ${card}`);
    expect(await order()).toMatchObject({ chargedBackMinor: 0, earningsMinor: 300 });
  });

  it('refuses a dispute of an unpaid or manual order, an unknown status, or a close that does not match', async () => {
    expect(await refusal(dispute(manual, 100))).toBe('disputes_paid_card_order');
    expect(await refusal(dispute(pending, 100))).toBe('disputes_paid_card_order');
    expect(await refusal(dispute(card, 100, 'closed', sql`now()`))).toBe('disputes_status');
    expect(await refusal(dispute(card, 100, 'open', sql`now()`))).toBe('disputes_closed_at');
    expect(await refusal(dispute(card, 100, 'lost'))).toBe('disputes_closed_at');
    expect(await refusal(dispute(card, 0))).toBe('disputes_amount_positive');
  });

  it('refuses order amounts the triggers would never write, and deleting an order with refunds', async () => {
    expect(await refusal(sql`update orders set refunded_minor = 6601 where id = ${card}`)).toBe('orders_within_total');
    expect(await refusal(sql`update orders set status = 'refunded' where id = ${card}`)).toBe(
      'orders_refunded_in_full',
    );
    expect(await refusal(sql`update orders set refunded_minor = 100 where id = ${manual}`)).toBe('orders_refunds_card');
    await t.db.execute(refund(card, 100));
    // Its lines and book links go in the same statement, so the refund is what holds the order.
    const deleteOrder = sql`with lines as (delete from order_lines where order_id = ${card}),
      links as (delete from book_links where order_id = ${card})
      delete from orders where id = ${card}`;
    expect(await refusal(deleteOrder)).toBe('refunds_order_id_orders_id_fk');
  });
});
