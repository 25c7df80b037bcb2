import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextBonus, toMajor, type DashboardData } from '@fundshop/core';
import { orders, rateLimits, sellers, webshopProducts } from '../../db/schema.ts';
import { insertSeller, openShop, sellerToken } from '../../testing/checkout-fixtures.ts';
import { bearer } from '../../testing/fixtures.ts';
import { cardOrder, manualOrderBody, type Cart } from '../../testing/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Property: whatever mix of orders a group has (card paid, card pending, declined, cancelled, manual by
 * organiser or seller, edited, deleted), every dashboard figure, every seller's order list and the CSV
 * export agree with a plain recomputation from what the test itself did. PGlite only, to stay fast; an odd
 * benefit share and random prices in minor units exercise the rounding.
 */
const PERCENT = 37;
const THRESHOLDS = [3, 10, 40];
const FIRST_NAMES = ['Ana', 'Bo', 'Cy'] as const;

const cartArb = fc.uniqueArray(fc.record({ product: fc.nat(5), qty: fc.integer({ min: 1, max: 4 }) }), {
  minLength: 1,
  maxLength: 3,
  selector: (line) => line.product,
});
const opArb = fc.oneof(
  fc.record({
    kind: fc.constantFrom(
      'card-paid',
      'card-pending',
      'card-declined',
      'card-cancelled',
      'manual-organiser',
      'manual-seller',
    ),
    seller: fc.nat(),
    cart: cartArb,
  }),
  fc.record({ kind: fc.constant('edit'), target: fc.nat(), cart: cartArb }),
  fc.record({ kind: fc.constant('delete'), target: fc.nat() }),
);
const groupArb = fc.record({
  country: fc.constantFrom('US', 'GB'),
  sellers: fc.array(fc.constantFrom(...FIRST_NAMES), { minLength: 1, maxLength: 4 }),
  prices: fc.array(fc.integer({ min: 1, max: 9_999 }), { minLength: 6, maxLength: 6 }),
  ops: fc.array(opArb, { maxLength: 10 }),
  removeFirstSeller: fc.boolean(),
});

interface ModelOrder {
  id: number;
  seller: number;
  source: 'card' | 'manual';
  counted: boolean;
  deleted: boolean;
  lines: { product: number; qty: number }[];
}

describe('dashboard figures against an independent recomputation (property, PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { benefitSharePercent: PERCENT, bonusThresholds: THRESHOLDS } });
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, payload: object, token: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });

  it('holds for generated groups, sellers and orders', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(groupArb, { minLength: 1, maxLength: 2 }), async (groups) => {
        for (const group of groups) {
          // Every group's organiser logs in from the same address; the login limit is not what is tested here.
          await t.db.delete(rateLimits);
          const shop = await openShop(t.app, t.db, { countryCode: group.country }, `${group.sellers[0]} Zero`);
          const organiser = shop.organiser.token;
          const sellerIds = [shop.sellerId];
          for (const [i, first] of group.sellers.slice(1).entries()) {
            sellerIds.push(await insertSeller(t.db, shop.webShopId, { name: `${first} ${i + 1}` }));
          }
          const names = group.sellers.map((first, i) => (i === 0 ? `${first} Zero` : `${first} ${i}`));
          const tokens = await Promise.all(sellerIds.map((id) => sellerToken(t.db, shop.webShopId, id)));
          // Random prices, set in the database: the server must price from there.
          const productRows = await t.db
            .select({ id: webshopProducts.id, productId: webshopProducts.productId })
            .from(webshopProducts)
            .where(eq(webshopProducts.webshopId, shop.webShopId))
            .orderBy(webshopProducts.productId);
          for (const [i, row] of productRows.entries()) {
            await t.db
              .update(webshopProducts)
              .set({ priceMinor: group.prices[i % group.prices.length]! })
              .where(eq(webshopProducts.id, row.id));
          }
          const product = (index: number) => productRows[index % productRows.length]!;
          const price = (index: number) => group.prices[(index % productRows.length) % group.prices.length]!;
          const toCart = (lines: { product: number; qty: number }[]): Cart =>
            lines.map((l) => ({ productId: product(l.product).productId, amountOrdered: l.qty }));
          // Two cart lines may land on one product after the modulo: merge them as a shopper's cart would.
          const normalise = (lines: { product: number; qty: number }[]) => {
            const merged = new Map<number, number>();
            for (const l of lines) {
              const p = l.product % productRows.length;
              merged.set(p, (merged.get(p) ?? 0) + Math.min(l.qty, 100));
            }
            return [...merged.entries()].map(([p, qty]) => ({ product: p, qty }));
          };

          const model: ModelOrder[] = [];
          for (const op of group.ops) {
            if (op.kind === 'edit' || op.kind === 'delete') {
              const target = model[op.target % Math.max(model.length, 1)];
              if (!target) continue;
              const response =
                op.kind === 'edit'
                  ? await post(
                      '/api/order/edit-webshop-order',
                      {
                        ...manualOrderBody(
                          { sellerId: sellerIds[target.seller]!, webShopId: shop.webShopId },
                          toCart(normalise(op.cart)),
                        ),
                        buyerOfOrderId: target.id,
                      },
                      organiser,
                    )
                  : await post(
                      '/api/seller/delete-webshop-purchase',
                      { webShopPurchaseId: target.id, sellerId: sellerIds[target.seller]! },
                      tokens[target.seller]!,
                    );
              const expected =
                target.source === 'card' ? 'order-paid-by-card' : target.deleted ? 'order-deleted' : 'ok';
              expect(response.json().responseMessage).toBe(expected);
              if (expected === 'ok' && op.kind === 'edit') target.lines = normalise(op.cart);
              if (expected === 'ok' && op.kind === 'delete') {
                target.deleted = true;
                target.counted = false;
              }
              continue;
            }
            const seller = op.seller % sellerIds.length;
            const target = { sellerId: sellerIds[seller]!, webShopId: shop.webShopId };
            const lines = normalise(op.cart);
            if (op.kind === 'manual-organiser' || op.kind === 'manual-seller') {
              const token = op.kind === 'manual-organiser' ? organiser : tokens[seller]!;
              const response = await post(
                '/api/order/create-webshop-order',
                manualOrderBody(target, toCart(lines), { countryCode: group.country as 'US' | 'GB' }),
                token,
              );
              expect(response.statusCode).toBe(200);
              const id = response.json().buyerOfOrderId as number;
              model.push({ id, seller, source: 'manual', counted: true, deleted: false, lines });
              continue;
            }
            const pay = op.kind === 'card-paid' ? 'paid' : op.kind === 'card-declined' ? 'declined' : 'none';
            const session = await cardOrder(t.app, target, toCart(lines), pay);
            const [row] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.checkoutSession, session));
            if (op.kind === 'card-cancelled') {
              await t.db
                .update(orders)
                .set({ status: 'cancelled' })
                .where(and(eq(orders.id, row!.id), eq(orders.status, 'pending')));
            }
            model.push({ id: row!.id, seller, source: 'card', counted: pay === 'paid', deleted: false, lines });
          }
          if (group.removeFirstSeller) {
            await t.db.update(sellers).set({ isActive: false }).where(eq(sellers.id, sellerIds[0]!));
          }

          // The independent recomputation, in minor units.
          const totalOf = (o: ModelOrder) => o.lines.reduce((sum, l) => sum + price(l.product) * l.qty, 0);
          const earningsOf = (o: ModelOrder) => Math.floor((totalOf(o) * PERCENT) / 100);
          const countedOrders = model.filter((o) => o.counted);
          const sum = (list: ModelOrder[], f: (o: ModelOrder) => number) => list.reduce((s, o) => s + f(o), 0);
          const qtyOf = (o: ModelOrder) => o.lines.reduce((s, l) => s + l.qty, 0);
          const productsOf = (list: ModelOrder[]) => {
            const m = new Map<number, number>();
            for (const o of list)
              for (const l of o.lines) m.set(product(l.product).id, (m.get(product(l.product).id) ?? 0) + l.qty);
            return m;
          };
          const asMap = (list: { webShopProductId: number; amount: number }[]) =>
            new Map(list.map((p) => [p.webShopProductId, p.amount]));
          const ofSeller = (s: number) => countedOrders.filter((o) => o.seller === s);
          const groupQty = sum(countedOrders, qtyOf);

          const dashboard = (
            await get(`/api/order/contact-person-start-page?webShopId=${shop.webShopId}`, organiser)
          ).json() as DashboardData;
          const info = dashboard.orderSalesInformation;
          expect(info.totalEarnings).toBe(toMajor(sum(countedOrders, earningsOf)));
          expect(info.totalSales).toBe(toMajor(sum(countedOrders, totalOf)));
          expect(info.totalAmountOfProducts).toBe(groupQty);
          expect(asMap(info.productsSold)).toEqual(productsOf(countedOrders));
          expect({ left: info.leftUntilNextBonus, next: info.nextBonusThreshold }).toEqual({
            left: nextBonus(groupQty, THRESHOLDS).leftUntilNextBonus,
            next: nextBonus(groupQty, THRESHOLDS).nextBonusThreshold,
          });
          expect(info.currencyCode).toBe(group.country === 'GB' ? 'GBP' : 'USD');
          const days = dashboard.salesOverTime;
          expect(days.reduce((s, d) => s + d.totalAmountOfProducts, 0)).toBe(groupQty);
          expect(Math.round(days.reduce((s, d) => s + d.totalSales * 100, 0))).toBe(sum(countedOrders, totalOf));
          expect(Math.round(days.reduce((s, d) => s + d.totalEarnings * 100, 0))).toBe(sum(countedOrders, earningsOf));

          expect(dashboard.orderDetails.orderSellers).toHaveLength(sellerIds.length);
          for (const row of dashboard.orderDetails.orderSellers) {
            const s = sellerIds.indexOf(row.sellerId);
            expect(row.name).toBe(names[s]);
            expect(row.totalEarnings).toBe(toMajor(sum(ofSeller(s), earningsOf)));
            expect(row.totalSales).toBe(toMajor(sum(ofSeller(s), totalOf)));
            expect(row.totalAmountOfProducts).toBe(sum(ofSeller(s), qtyOf));
            expect(asMap(row.productsSold)).toEqual(productsOf(ofSeller(s)));
            expect(row.isActive).toBe(!(s === 0 && group.removeFirstSeller));
          }
          // Only active participants with sales are ranked (core's leaderboardOf).
          const active = sellerIds
            .map((_, s) => s)
            .filter((s) => !(s === 0 && group.removeFirstSeller) && sum(ofSeller(s), qtyOf) > 0);
          const board = dashboard.friendCompetitors;
          expect(board.map((c) => [c.name, c.totalAmountOfProducts]).sort()).toEqual(
            active.map((s) => [group.sellers[s], sum(ofSeller(s), qtyOf)]).sort(),
          );
          board.forEach((c, i) => {
            if (i === 0) expect(c.position).toBe(1);
            else if (c.totalAmountOfProducts === board[i - 1]!.totalAmountOfProducts)
              expect(c.position).toBe(board[i - 1]!.position);
            else expect(c.position).toBe(i + 1);
          });

          for (const [s, sellerId] of sellerIds.entries()) {
            if (s === 0 && group.removeFirstSeller) continue;
            const page = (
              await get(`/api/order/seller-start-page?sellerId=${sellerId}`, tokens[s]!)
            ).json() as DashboardData;
            expect(page.orderSalesInformation).toEqual(info);
            expect(page.orderDetails.orderSellers.map((r) => r.sellerId)).toEqual([sellerId]);
            expect(page.friendCompetitors).toEqual([]);
            const rows = page.sellerPageOrderDetailsResponse!.orderFromBuyers;
            expect(rows.map((r) => r.buyerOfOrderId).sort((a, b) => a - b)).toEqual(
              ofSeller(s)
                .map((o) => o.id)
                .sort((a, b) => a - b),
            );
            for (const r of rows) {
              const o = model.find((m) => m.id === r.buyerOfOrderId)!;
              expect(r.boughtForAmount).toBe(toMajor(totalOf(o)));
              expect(r.earnings).toBe(toMajor(earningsOf(o)));
              expect(r.source).toBe(o.source);
              expect(r.orderFromBuyerDetailsList.reduce((q, l) => q + l.amountOrdered, 0)).toBe(qtyOf(o));
            }
          }

          const csv = (await get(`/api/order/export.csv?webShopId=${shop.webShopId}`, organiser)).body;
          const rows = csv
            .replace(/^\uFEFF/, '')
            .split('\r\n')
            .filter(Boolean)
            .slice(1)
            .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replaceAll('""', '"')));
          expect(rows).toHaveLength(countedOrders.reduce((n, o) => n + o.lines.length, 0));
          expect(rows.reduce((q, r) => q + Number(r[5]), 0)).toBe(groupQty);
          expect(rows.reduce((a, r) => a + Math.round(Number(r[6]) * 100), 0)).toBe(sum(countedOrders, totalOf));
          expect(rows.filter((r) => r[8] === 'manual').length).toBe(
            countedOrders.filter((o) => o.source === 'manual').reduce((n, o) => n + o.lines.length, 0),
          );
        }
      }),
      { numRuns: 15 },
    );
  });
});
