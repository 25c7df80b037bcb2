import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMajor, type ConsoleGroupPage } from '@fundshop/core';
import { rateLimits } from '../../db/schema.ts';
import { insertSeller, openShop } from '../../testing/checkout-fixtures.ts';
import { bearer } from '../../testing/fixtures.ts';
import { addOperator, type TestOperator } from '../../testing/operator-fixtures.ts';
import { organiserDashboard } from '../../testing/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Property (issue 26): over random orders, reassignments and refunds made through the operator API, a reassignment
 * leaves the group's totals as they were and moves exactly the order's net amount and share from one seller to the
 * other; every seller's figures and the group's match the test's own arithmetic; and the group's reconciliation adds up
 * after every step. PGlite only, to stay fast (the acts themselves are tested on each database in console.test.ts).
 */
interface Order {
  source: 'card' | 'manual';
  totalMinor: number;
  percent: number;
  seller: number;
}

const orderArb = fc.record({
  source: fc.constantFrom<Order['source']>('card', 'manual'),
  totalMinor: fc.integer({ min: 1, max: 40_000 }),
  percent: fc.integer({ min: 0, max: 100 }),
  seller: fc.integer({ min: 0, max: 2 }),
});
const stepArb = fc.oneof(
  fc.record({ kind: fc.constant('reassign' as const), order: fc.nat(), to: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant('refund' as const), order: fc.nat(), permille: fc.integer({ min: 1, max: 1000 }) }),
);
const runArb = fc.record({
  orders: fc.array(orderArb, { minLength: 1, maxLength: 6 }),
  steps: fc.array(stepArb, { minLength: 1, maxLength: 6 }),
});

/** The test's model of one order: what is left of it and whether it still counts. */
interface Modelled extends Order {
  id: number;
  refundedMinor: number;
}
const net = (o: Modelled) => o.totalMinor - o.refundedMinor;
const share = (o: Modelled) => Math.floor((net(o) * o.percent) / 100);
/** Refunded in full, an order counts no more (orders_rollup). */
const counts = (o: Modelled) => o.refundedMinor < o.totalMinor;

function sellerFigures(orders: Modelled[], seller: number) {
  const own = orders.filter((o) => o.seller === seller && counts(o));
  return {
    totalSales: toMajor(own.reduce((sum, o) => sum + net(o), 0)),
    totalEarnings: toMajor(own.reduce((sum, o) => sum + share(o), 0)),
  };
}

describe('reassignments and refunds against an independent recomputation (property, PGlite)', () => {
  let t: TestApp;
  let operator: TestOperator;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    operator = await addOperator(t, 'admin');
  });
  afterAll(() => t.close());

  let references = 0;
  const insertOrder = async (shop: { webShopId: number }, sellerId: number, o: Order): Promise<number> => {
    references += 1;
    const card = o.source === 'card';
    const inserted = (await t.db.execute(sql`insert into orders (webshop_id, seller_id, source, status, created_by_role,
        buyer_first_name, country_code, street_address, city, postal_code, state, currency_code, total_minor,
        benefit_share_percent, paid_at, payment_reference)
      values (${shop.webShopId}, ${sellerId}, ${o.source}, 'paid', ${card ? 'buyer' : 'contactperson'}, 'Sam', 'US',
        '1 Main St', 'Springfield', '62701', 'IL', 'USD', ${o.totalMinor}, ${o.percent}, now(),
        ${card ? `sim_pi_property_${references}` : null})
      returning id`)) as unknown as { rows: { id: number }[] };
    return Number(inserted.rows[0]!.id);
  };
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(operator.token) });

  it('holds for generated orders, reassignments and refunds', async () => {
    await fc.assert(
      fc.asyncProperty(runArb, async (run) => {
        await t.db.delete(rateLimits);
        const shop = await openShop(t.app, t.db);
        const sellerIds = [
          shop.sellerId,
          await insertSeller(t.db, shop.webShopId),
          await insertSeller(t.db, shop.webShopId),
        ];
        const orders: Modelled[] = [];
        for (const o of run.orders) {
          orders.push({ ...o, id: await insertOrder(shop, sellerIds[o.seller]!, o), refundedMinor: 0 });
        }
        const dashboard = () => organiserDashboard(t.app, shop.organiser.token, shop.webShopId);
        const groupPage = async () =>
          (
            await t.app.inject({
              method: 'GET',
              url: `/api/operator/groups/${shop.webShopId}`,
              headers: bearer(operator.token),
            })
          ).json() as ConsoleGroupPage;

        const sellerRow = (board: Awaited<ReturnType<typeof dashboard>>, index: number) =>
          board.orderDetails.orderSellers.find((s) => s.sellerId === sellerIds[index]) ?? {
            totalSales: 0,
            totalEarnings: 0,
          };
        const check = async () => {
          const board = await dashboard();
          for (const index of sellerIds.keys()) {
            expect(sellerRow(board, index)).toMatchObject(sellerFigures(orders, index));
          }
          const counted = orders.filter(counts);
          expect(board.orderSalesInformation.totalEarnings).toBe(toMajor(counted.reduce((s, o) => s + share(o), 0)));
          const page = await groupPage();
          expect(page.reconciliation.addsUp).toBe(true);
          expect(page.reconciliation.sections[0]!.total.amount).toBe(toMajor(counted.reduce((s, o) => s + net(o), 0)));
          return board;
        };

        let before = await check();
        for (const step of run.steps) {
          const order = orders[step.order % orders.length]!;
          if (step.kind === 'reassign') {
            const from = order.seller;
            const moved = await post(`/api/operator/orders/${order.id}/reassign`, {
              fromSellerId: sellerIds[from],
              toSellerId: sellerIds[step.to],
              reason: 'property',
            });
            expect(moved.statusCode).toBe(200);
            order.seller = step.to;
            const after = await check();
            // The group's totals are untouched; the two sellers' figures move by the order's net amount and share.
            expect(after.orderSalesInformation).toEqual(before.orderSalesInformation);
            if (from !== step.to) {
              const amount = counts(order) ? net(order) : 0;
              const earned = counts(order) ? share(order) : 0;
              for (const [index, sign] of [
                [from, -1],
                [step.to, 1],
              ] as const) {
                const [was, is] = [sellerRow(before, index), sellerRow(after, index)];
                expect(is.totalSales).toBeCloseTo(was.totalSales + sign * toMajor(amount), 2);
                expect(is.totalEarnings).toBeCloseTo(was.totalEarnings + sign * toMajor(earned), 2);
              }
            }
            before = after;
          } else {
            const left = net(order);
            const amountMinor = Math.max(1, Math.floor((left * step.permille) / 1000));
            const refund = await post('/api/operator/refunds', {
              orderId: order.id,
              amount: toMajor(amountMinor),
              reason: 'property',
            });
            if (order.source === 'manual') {
              expect(refund.json()).toMatchObject({ responseMessage: 'refund-only-card' });
            } else if (left === 0) {
              expect(refund.statusCode).toBe(409);
            } else {
              expect(refund.json()).toMatchObject({ status: 'succeeded' });
              order.refundedMinor += amountMinor;
            }
            before = await check();
          }
        }
      }),
      { numRuns: 12 },
    );
  });
});
