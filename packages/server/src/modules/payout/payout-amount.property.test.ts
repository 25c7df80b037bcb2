import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMajor } from '@fundshop/core';
import { rateLimits, webshops } from '../../db/schema.ts';
import { openShop } from '../../testing/checkout-fixtures.ts';
import { bearer } from '../../testing/fixtures.ts';
import { organiserDashboard } from '../../testing/order-fixtures.ts';
import { insertPayout } from '../../testing/payout-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Property: for any mix of card and manual orders (paid, pending, deleted; each with the benefit share agreed when
 * it was placed) and earlier payouts (PAID or FAILED), initiate-payout pays exactly the group's share of card sales
 * minus the platform's share of manual sales minus what was paid out before, refuses under 100 of earnings or when
 * that is not above zero, and the dashboard's availableNow agrees. The model below is the test's own arithmetic
 * (ARCHITECTURE §4), not the server's. PGlite only, to stay fast.
 */
const orderArb = fc.record({
  source: fc.constantFrom<Order['source']>('card', 'manual'),
  state: fc.constantFrom<Order['state']>('paid', 'paid', 'paid', 'pending', 'deleted'),
  totalMinor: fc.integer({ min: 1, max: 60_000 }),
  percent: fc.integer({ min: 0, max: 100 }),
});
const priorArb = fc.record({
  amountMinor: fc.integer({ min: 1, max: 20_000 }),
  status: fc.constantFrom('PAID', 'FAILED'),
});
const groupArb = fc.record({
  orders: fc.array(orderArb, { maxLength: 8 }),
  priors: fc.array(priorArb, { maxLength: 3 }),
});

interface Order {
  source: 'card' | 'manual';
  /** Card orders are paid or pending; manual orders are paid from the start, and only they can be deleted. */
  state: 'paid' | 'pending' | 'deleted';
  totalMinor: number;
  percent: number;
}

/** What the generated order can be: a card order is never deleted, a manual one never pending. */
function possible(o: Order): Order {
  if (o.source === 'card' && o.state === 'deleted') return { ...o, state: 'paid' };
  if (o.source === 'manual' && o.state === 'pending') return { ...o, state: 'paid' };
  return o;
}

function expected(orders: Order[], priors: { amountMinor: number; status: string }[]) {
  const counted = orders.filter((o) => o.state === 'paid');
  const share = (o: Order) => Math.floor((o.totalMinor * o.percent) / 100);
  const sum = (list: Order[], f: (o: Order) => number) => list.reduce((total, o) => total + f(o), 0);
  const card = sum(
    counted.filter((o) => o.source === 'card'),
    share,
  );
  const manualPlatform = sum(
    counted.filter((o) => o.source === 'manual'),
    (o) => o.totalMinor - share(o),
  );
  const paidBefore = priors.filter((p) => p.status === 'PAID').reduce((total, p) => total + p.amountMinor, 0);
  return { earnings: sum(counted, share), amount: card - manualPlatform - paidBefore };
}

describe('payout amount against an independent recomputation (property, PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

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
          await t.db
            .execute(sql`insert into orders (webshop_id, seller_id, source, status, created_by_role, buyer_first_name,
              country_code, street_address, city, postal_code, state, currency_code, total_minor, benefit_share_percent,
              paid_at, deleted_at, deleted_by_role)
            values (${shop.webShopId}, ${shop.sellerId}, ${o.source}, ${status}, ${o.source === 'card' ? 'buyer' : 'contactperson'},
              'Sam', 'US', '1 Main St', 'Springfield', '62701', 'IL', 'USD', ${o.totalMinor}, ${o.percent},
              ${status === 'paid' ? sql`now()` : null}, ${deleted ? sql`now()` : null}, ${deleted ? 'contactperson' : null})`);
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
        expect(board.payoutOverview?.availableNow).toBe(toMajor(Math.max(0, model.amount)));
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
