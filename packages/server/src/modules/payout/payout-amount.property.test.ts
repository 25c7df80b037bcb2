import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMajor } from '@fundshop/core';
import { disputes, rateLimits, refunds, webshops } from '../../db/schema.ts';
import { openShop } from '../../testing/checkout-fixtures.ts';
import { bearer } from '../../testing/fixtures.ts';
import { organiserDashboard } from '../../testing/order-fixtures.ts';
import { insertPayout } from '../../testing/payout-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Property: for any mix of card and manual orders (paid, pending, deleted; each with the benefit share agreed when
 * it was placed), refunds and disputes of the paid card orders (docs/decisions/0026) and earlier payouts (PAID or
 * FAILED), initiate-payout pays exactly the group's share of card sales (net of refunds and lost disputes, less the
 * share held for open disputes; of the price without tax, the tax reversed in proportion: docs/decisions/0060) minus
 * the platform's share and the tax of manual sales minus what was paid out before, refuses
 * under 100 of earnings or when that is not above zero, and every figure of the money card agrees. The model below is
 * the test's own arithmetic (ARCHITECTURE §4), not the server's. PGlite only, to stay fast.
 */
const refundArb = fc.record({
  permille: fc.integer({ min: 1, max: 1000 }),
  status: fc.constantFrom<Refund['status']>('succeeded', 'succeeded', 'pending', 'failed'),
});
const disputeArb = fc.record({
  permille: fc.integer({ min: 1, max: 1000 }),
  status: fc.constantFrom<Dispute['status']>('open', 'won', 'lost'),
});
const orderArb = fc.record({
  source: fc.constantFrom<Order['source']>('card', 'manual'),
  state: fc.constantFrom<Order['state']>('paid', 'paid', 'paid', 'pending', 'deleted'),
  totalMinor: fc.integer({ min: 1, max: 60_000 }),
  /** The tax in the total, in thousandths (0: an order from before taxes, or a zero rate). */
  taxPermille: fc.integer({ min: 0, max: 200 }),
  percent: fc.integer({ min: 0, max: 100 }),
  refunds: fc.array(refundArb, { maxLength: 3 }),
  disputes: fc.array(disputeArb, { maxLength: 2 }),
});
const priorArb = fc.record({
  amountMinor: fc.integer({ min: 1, max: 20_000 }),
  status: fc.constantFrom('PAID', 'FAILED'),
});
const groupArb = fc.record({
  orders: fc.array(orderArb, { maxLength: 8 }),
  priors: fc.array(priorArb, { maxLength: 3 }),
});

interface Refund {
  status: 'pending' | 'succeeded' | 'failed';
  permille: number;
}
interface Dispute {
  status: 'open' | 'won' | 'lost';
  permille: number;
}
interface Order {
  source: 'card' | 'manual';
  /** Card orders are paid or pending; manual orders are paid from the start, and only they can be deleted. */
  state: 'paid' | 'pending' | 'deleted';
  totalMinor: number;
  taxPermille: number;
  percent: number;
  refunds: Refund[];
  disputes: Dispute[];
}

/** What the generated order can be: a card order is never deleted, a manual one never pending; only paid card orders
 * have refunds and disputes. */
function possible(o: Order): Order {
  const state =
    (o.source === 'card' && o.state === 'deleted') || (o.source === 'manual' && o.state === 'pending')
      ? 'paid'
      : o.state;
  const returns = o.source === 'card' && state === 'paid';
  return { ...o, state, refunds: returns ? o.refunds : [], disputes: returns ? o.disputes : [] };
}

const taxOf = (o: Order) => Math.floor((o.totalMinor * o.taxPermille) / 1000);
const part = (o: Order, permille: number) => Math.max(1, Math.floor((o.totalMinor * permille) / 1000));

/** The refunds the database takes, in order: pending and succeeded ones together never above the total. */
function acceptedRefunds(o: Order): { amountMinor: number; status: Refund['status'] }[] {
  let taken = 0;
  return o.refunds.flatMap((r) => {
    const amountMinor = part(o, r.permille);
    if (r.status !== 'failed' && taken + amountMinor > o.totalMinor) return [];
    if (r.status !== 'failed') taken += amountMinor;
    return [{ amountMinor, status: r.status }];
  });
}

function expected(orders: Order[], priors: { amountMinor: number; status: string }[]) {
  // The tax still in what is left of an order: its tax in proportion, rounded half up.
  const leftTaxOf = (o: Order, left: number) => Math.floor((2 * taxOf(o) * left + o.totalMinor) / (2 * o.totalMinor));
  // The share of what is left of an order: of it without that tax.
  const share = (left: number, o: Order) => Math.floor(((left - leftTaxOf(o, left)) * o.percent) / 100);
  const sum = <T>(list: T[], f: (x: T) => number) => list.reduce((total, x) => total + f(x), 0);
  const figures = orders.map((o) => {
    const refunded = sum(
      acceptedRefunds(o).filter((r) => r.status === 'succeeded'),
      (r) => r.amountMinor,
    );
    const lost = sum(
      o.disputes.filter((d) => d.status === 'lost'),
      (d) => part(o, d.permille),
    );
    const open = sum(
      o.disputes.filter((d) => d.status === 'open'),
      (d) => part(o, d.permille),
    );
    const chargedBack = Math.min(lost, o.totalMinor - refunded);
    const net = o.totalMinor - refunded - chargedBack;
    const earnings = share(net, o);
    const inFull = refunded === o.totalMinor;
    const counted = o.state === 'paid' && !inFull;
    return {
      o,
      counted,
      net,
      earnings,
      refunded,
      refundedShare: share(o.totalMinor, o) - share(o.totalMinor - refunded, o),
      chargedBack,
      lostShare: share(o.totalMinor - refunded, o) - earnings,
      open,
      held: counted ? earnings - share(Math.max(0, net - open), o) : 0,
    };
  });
  const counted = figures.filter((f) => f.counted);
  const card = sum(
    counted.filter((f) => f.o.source === 'card'),
    (f) => f.earnings,
  );
  const manual = counted.filter((f) => f.o.source === 'manual');
  // What the group holds of its cash sales that is not its own: Fundshop's share and the tax.
  const manualPlatform = sum(manual, (f) => f.net - f.earnings);
  const paidBefore = sum(
    priors.filter((p) => p.status === 'PAID'),
    (p) => p.amountMinor,
  );
  const held = sum(figures, (f) => f.held);
  return {
    earnings: sum(counted, (f) => f.earnings),
    totalSales: sum(counted, (f) => f.net),
    totalTax: sum(counted, (f) => leftTaxOf(f.o, f.net)),
    platformShare: sum(counted, (f) => f.net - leftTaxOf(f.o, f.net) - f.earnings),
    manualTax: sum(manual, (f) => leftTaxOf(f.o, f.net)),
    refunded: sum(figures, (f) => f.refunded),
    refundedEarnings: sum(figures, (f) => f.refundedShare),
    disputedOpen: sum(figures, (f) => f.open),
    heldForDisputes: held,
    disputesLost: sum(figures, (f) => f.chargedBack),
    disputesLostEarnings: sum(figures, (f) => f.lostShare),
    owedByGroup: Math.max(0, paidBefore - (card - manualPlatform)),
    amount: card - manualPlatform - held - paidBefore,
  };
}

describe('payout amount against an independent recomputation (property, PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  let keys = 0;
  /** The order's refunds, then its disputes, through the triggers that keep the order's amounts. */
  const insertReturns = async (orderId: number, o: Order) => {
    for (const r of acceptedRefunds(o)) {
      keys += 1;
      await t.db.insert(refunds).values({
        orderId,
        amountMinor: r.amountMinor,
        status: r.status,
        requestedBy: 'operator',
        idempotencyKey: `property-${keys}`,
      });
    }
    for (const d of o.disputes) {
      keys += 1;
      await t.db.insert(disputes).values({
        orderId,
        providerDisputeId: `dp_property_${keys}`,
        amountMinor: part(o, d.permille),
        feeMinor: 1500,
        status: d.status,
        closedAt: d.status === 'open' ? null : new Date(),
      });
    }
  };

  it('holds for generated orders and earlier payouts', async () => {
    await fc.assert(
      fc.asyncProperty(groupArb, async (group) => {
        await t.db.delete(rateLimits);
        const shop = await openShop(t.app, t.db);
        const orders = group.orders.map(possible);
        for (const o of orders) {
          // A deleted order stays paid and says who deleted it (the table's CHECKs).
          const status = o.state === 'pending' ? 'pending' : 'paid';
          const deleted = o.state === 'deleted';
          // Paid past the buyers' days to cancel, so nothing is held back (the reserve: reserve.test.ts).
          const inserted = await t.db
            .execute(sql`insert into orders (webshop_id, seller_id, source, status, created_by_role, buyer_first_name,
              country_code, street_address, city, postal_code, state, currency_code, total_minor, tax_minor, tax_source,
              benefit_share_percent, paid_at, deleted_at, deleted_by_role)
            values (${shop.webShopId}, ${shop.sellerId}, ${o.source}, ${status}, ${o.source === 'card' ? 'buyer' : 'contactperson'},
              'Sam', 'US', '1 Main St', 'Springfield', '62701', 'IL', 'USD', ${o.totalMinor}, ${taxOf(o)},
              ${taxOf(o) > 0 ? 'local' : 'none'}, ${o.percent},
              ${status === 'paid' ? sql`now() - interval '15 days'` : null}, ${deleted ? sql`now()` : null}, ${deleted ? 'contactperson' : null})
            returning id`);
          await insertReturns(Number((inserted as unknown as { rows: { id: number }[] }).rows[0]!.id), o);
        }
        for (const prior of group.priors) {
          await insertPayout(t.db, shop.webShopId, prior.status as 'PAID' | 'FAILED', prior.amountMinor);
        }
        await t.db
          .update(webshops)
          .set({ isLocked: true, paymentAccountId: `acct_sim_${shop.webShopId}` })
          .where(eq(webshops.id, shop.webShopId));
        const model = expected(orders, group.priors);

        const board = await organiserDashboard(t.app, shop.organiser.token, shop.webShopId);
        expect(board.payoutOverview).toMatchObject({
          availableNow: toMajor(Math.max(0, model.amount)),
          totalEarnings: toMajor(model.earnings),
          totalSales: toMajor(model.totalSales),
          totalTax: toMajor(model.totalTax),
          platformShare: toMajor(model.platformShare),
          manualTax: toMajor(model.manualTax),
          refunded: toMajor(model.refunded),
          refundedEarnings: toMajor(model.refundedEarnings),
          disputedOpen: toMajor(model.disputedOpen),
          heldForDisputes: toMajor(model.heldForDisputes),
          disputesLost: toMajor(model.disputesLost),
          disputesLostEarnings: toMajor(model.disputesLostEarnings),
          owedByGroup: toMajor(model.owedByGroup),
        });
        expect(board.orderSalesInformation.totalEarnings).toBe(toMajor(model.earnings));

        const response = await t.app.inject({
          method: 'POST',
          url: '/api/contact-person/initiate-payout',
          payload: {},
          headers: bearer(shop.organiser.token),
        });
        if (model.earnings < 10_000) {
          expect(response.json().responseMessage).toBe('payout-below-minimum');
        } else if (model.amount <= 0) {
          expect(response.json().responseMessage).toBe('nothing-to-pay-out');
        } else {
          expect(response.json()).toMatchObject({ responseMessage: 'OK', payout: { amount: toMajor(model.amount) } });
        }
      }),
      { numRuns: 40 },
    );
  });
});
