import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupShareMinor, remainingTaxMinor, toMajor } from '@fundshop/core';
import { disputes, orders, orderTaxes, rateLimits, refunds, sellerSales, webshopDailySales } from '../../db/schema.ts';
import { openShop } from '../../testing/checkout-fixtures.ts';
import { organiserDashboard } from '../../testing/order-fixtures.ts';
import { insertTaxedOrder, type TaxRate } from '../../testing/tax-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Property (issue 41, docs/decisions/0060): for taxed orders (prices with their tax inside or added, one rate or two
 * on a line, card or cash) and any sequence of partial refunds and lost disputes of the card ones, on the real
 * database: orders.earnings_minor is core's groupShareMinor, the tax still held is in proportion to the money still
 * held and net + tax is that money, the share is 50% of the net rounded down, the roll-ups (seller_sales with its
 * tax, webshop_daily_sales) are the sums over the orders, and the money card splits the sales into tax and the two
 * shares. PGlite only, to stay fast.
 */
const RATES: TaxRate[][] = [
  [{ jurisdiction: 'AU', taxType: 'gst', ratePpm: 100_000 }],
  [{ jurisdiction: 'NZ', taxType: 'gst', ratePpm: 150_000 }],
  [{ jurisdiction: 'GB', taxType: 'vat', ratePpm: 0 }],
  [{ jurisdiction: 'CA-ON', taxType: 'hst', ratePpm: 130_000 }],
  [
    { jurisdiction: 'CA', taxType: 'gst', ratePpm: 50_000 },
    { jurisdiction: 'CA-BC', taxType: 'pst', ratePpm: 70_000 },
  ],
  [{ jurisdiction: 'US-WA', taxType: 'sales_tax', ratePpm: 65_000 }],
  [{ jurisdiction: 'US-NY', taxType: 'sales_tax', ratePpm: 88_750 }],
];

const returnArb = fc.record({
  kind: fc.constantFrom<'refund' | 'dispute'>('refund', 'refund', 'dispute'),
  permille: fc.integer({ min: 1, max: 1000 }),
});
const orderArb = fc.record({
  lines: fc.array(fc.tuple(fc.nat(5), fc.integer({ min: 1, max: 7 })), { minLength: 1, maxLength: 3 }),
  behaviour: fc.constantFrom<'inclusive' | 'exclusive'>('inclusive', 'exclusive'),
  rates: fc.constantFrom(...RATES),
  source: fc.constantFrom<'card' | 'manual'>('card', 'card', 'manual'),
  returns: fc.array(returnArb, { maxLength: 4 }),
});

interface Held {
  id: number;
  gross: number;
  tax: number;
  returned: number;
  status: string;
  earnings: number;
}

describe('the group share of the net, after refunds and lost disputes (property, PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  let keys = 0;
  const held = async (id: number): Promise<Held> => {
    const [row] = await t.db
      .select({
        id: orders.id,
        gross: orders.totalMinor,
        tax: orders.taxMinor,
        returned: sql<number>`${orders.refundedMinor} + ${orders.chargedBackMinor}`.mapWith(Number),
        status: orders.status,
        earnings: orders.earningsMinor,
      })
      .from(orders)
      .where(eq(orders.id, id));
    return row!;
  };
  /** The order's money now, against core's formulas and the test's own proportion. */
  const expectNetShare = (o: Held) => {
    const leftGross = o.gross - o.returned;
    const leftTax = remainingTaxMinor(o.tax, o.gross, o.returned);
    const leftNet = leftGross - leftTax;
    expect(o.earnings).toBe(groupShareMinor({ grossMinor: o.gross, taxMinor: o.tax, returnedMinor: o.returned }, 50));
    // The tax left is the order's tax in proportion to the money left, to the half cent.
    expect(Math.abs(2 * leftTax * o.gross - 2 * o.tax * leftGross)).toBeLessThanOrEqual(o.gross);
    expect(leftTax).toBeGreaterThanOrEqual(0);
    expect(leftNet).toBeGreaterThanOrEqual(0);
    // 50% of the net, rounded down.
    expect(2 * o.earnings).toBeLessThanOrEqual(leftNet);
    expect(2 * o.earnings).toBeGreaterThan(leftNet - 2);
    return { leftGross, leftTax, leftNet };
  };

  it('holds for generated taxed orders and their returns', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(orderArb, { minLength: 1, maxLength: 4 }), async (generated) => {
        await t.db.delete(rateLimits);
        const shop = await openShop(t.app, t.db);
        const ids: number[] = [];
        for (const o of generated) {
          const id = await insertTaxedOrder(t.db, shop, o);
          ids.push(id);
          const placed = await held(id);
          // Net + tax = gross for the order as placed, and its levied taxes add up to its tax.
          const [levied] = await t.db
            .select({ tax: sql<number>`coalesce(sum(${orderTaxes.taxMinor}), 0)`.mapWith(Number) })
            .from(orderTaxes)
            .where(eq(orderTaxes.orderId, id));
          expect(levied!.tax).toBe(placed.tax);
          expectNetShare(placed);
          if (o.source !== 'card') continue;
          for (const step of o.returns) {
            const before = await held(id);
            const left = before.gross - before.returned;
            if (left === 0) break;
            const amountMinor = Math.max(1, Math.floor((left * step.permille) / 1000));
            keys += 1;
            if (step.kind === 'refund') {
              await t.db.insert(refunds).values({
                orderId: id,
                amountMinor,
                status: 'succeeded',
                requestedBy: 'operator',
                idempotencyKey: `net-share-${keys}`,
              });
            } else {
              await t.db.insert(disputes).values({
                orderId: id,
                providerDisputeId: `dp_net_share_${keys}`,
                amountMinor,
                feeMinor: 1500,
                status: 'lost',
                closedAt: new Date(),
              });
            }
            const after = await held(id);
            expect(after.returned).toBe(before.returned + amountMinor);
            expectNetShare(after);
          }
        }

        // The roll-ups are the sums over the orders that count (paid: an order refunded in full counts no more).
        const now = await Promise.all(ids.map(held));
        const counted = now.filter((o) => o.status === 'paid').map((o) => ({ o, ...expectNetShare(o) }));
        const manual = counted.filter((x) => generated[ids.indexOf(x.o.id)]!.source === 'manual');
        const sum = (list: typeof counted, f: (x: (typeof counted)[number]) => number) =>
          list.reduce((total, x) => total + f(x), 0);
        const [rollup] = await t.db.select().from(sellerSales).where(eq(sellerSales.sellerId, shop.sellerId));
        expect(rollup ?? { salesMinor: 0, earningsMinor: 0, taxMinor: 0 }).toMatchObject({
          salesMinor: sum(counted, (x) => x.leftGross),
          earningsMinor: sum(counted, (x) => x.o.earnings),
          taxMinor: sum(counted, (x) => x.leftTax),
        });
        if (rollup) {
          expect(rollup.manualSalesMinor).toBe(sum(manual, (x) => x.leftGross));
          expect(rollup.manualTaxMinor).toBe(sum(manual, (x) => x.leftTax));
        }
        const [days] = await t.db
          .select({
            sales: sql<number>`coalesce(sum(${webshopDailySales.salesMinor}), 0)`.mapWith(Number),
            earnings: sql<number>`coalesce(sum(${webshopDailySales.earningsMinor}), 0)`.mapWith(Number),
          })
          .from(webshopDailySales)
          .where(eq(webshopDailySales.webshopId, shop.webShopId));
        expect(days).toEqual({
          sales: sum(counted, (x) => x.leftGross),
          earnings: sum(counted, (x) => x.o.earnings),
        });

        // The money card: sales = tax + the group's share + Fundshop's share, the tax its own row.
        const money = (await organiserDashboard(t.app, shop.organiser.token, shop.webShopId)).payoutOverview!;
        expect(money).toMatchObject({
          totalSales: toMajor(sum(counted, (x) => x.leftGross)),
          totalTax: toMajor(sum(counted, (x) => x.leftTax)),
          totalEarnings: toMajor(sum(counted, (x) => x.o.earnings)),
          platformShare: toMajor(sum(counted, (x) => x.leftNet - x.o.earnings)),
          manualTax: toMajor(sum(manual, (x) => x.leftTax)),
          manualPlatformShare: toMajor(sum(manual, (x) => x.leftNet - x.o.earnings)),
        });
      }),
      { numRuns: 25 },
    );
  });
});
