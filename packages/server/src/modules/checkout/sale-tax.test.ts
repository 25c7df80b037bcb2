// The tax of a sale (docs/decisions/0057, 0059), card and cash, in each market, on every database kind.
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MSG, taxLine, type CountryCode, type TaxBehaviour } from '@fundshop/core';
import { orderLines, orders, orderTaxes, webshopProducts } from '../../db/schema.ts';
import { createLocalTaxCalculator } from '../../integrations/tax/local-tax-calculator.ts';
import { checkoutBody, openShop, TEST_CARD, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { bearer } from '../../testing/fixtures.ts';
import { manualOrderBody } from '../../testing/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { moneyDatabaseKinds } from '../../testing/test-database.ts';

interface Market {
  group: CountryCode;
  state: string;
  behaviour: TaxBehaviour;
  ratePpm: number;
  label: string;
  levied: { jurisdiction: string; taxType: string }[];
}

/** A sale in each market: the buyer where the group is (the state they type), what the law there charges on an e-book. */
const MARKETS = (
  [
    // GST is inside an Australian or New Zealand price: a tenth of an eleventh, three twenty-thirds.
    {
      group: 'AU',
      state: 'NSW',
      behaviour: 'inclusive',
      ratePpm: 100_000,
      label: 'GST 10%',
      levied: [{ jurisdiction: 'AU', taxType: 'gst' }],
    },
    {
      group: 'NZ',
      state: 'Auckland',
      behaviour: 'inclusive',
      ratePpm: 150_000,
      label: 'GST 15%',
      levied: [{ jurisdiction: 'NZ', taxType: 'gst' }],
    },
    // British e-books are zero-rated: VAT at 0%, still shown.
    {
      group: 'GB',
      state: 'West Yorkshire',
      behaviour: 'inclusive',
      ratePpm: 0,
      label: 'VAT 0%',
      levied: [{ jurisdiction: 'GB', taxType: 'vat' }],
    },
    // Ontario's HST is added to a Canadian price; the buyer types the province's name.
    {
      group: 'CA',
      state: 'Ontario',
      behaviour: 'exclusive',
      ratePpm: 130_000,
      label: 'HST 13%',
      levied: [{ jurisdiction: 'CA-ON', taxType: 'hst' }],
    },
    // Washington taxes digital books; California does not.
    {
      group: 'US',
      state: 'wa',
      behaviour: 'exclusive',
      ratePpm: 65_000,
      label: 'Sales tax 6.5%',
      levied: [{ jurisdiction: 'US-WA', taxType: 'sales_tax' }],
    },
    { group: 'US', state: 'CA', behaviour: 'exclusive', ratePpm: 0, label: '', levied: [] },
  ] satisfies Market[]
).map((market) => ({ ...market, shown: market.label || 'no tax' }));

describe.each(moneyDatabaseKinds)('tax on every sale on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const checkout = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', payload });
  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const linesOf = (id: number) =>
    t.db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id));
  const leviedOn = (id: number) =>
    t.db
      .select({ jurisdiction: orderTaxes.jurisdiction, taxType: orderTaxes.taxType, taxMinor: orderTaxes.taxMinor })
      .from(orderTaxes)
      .where(eq(orderTaxes.orderId, id))
      .orderBy(asc(orderTaxes.id));
  /** The tax the law charges on the order's lines at `ratePpm`, line by line (docs/decisions/0057). */
  const expectedTax = (lines: { unitPriceMinor: number; quantity: number }[], market: Market) =>
    lines.reduce(
      (sum, line) => sum + taxLine(line.unitPriceMinor * line.quantity, market.ratePpm, market.behaviour).taxMinor,
      0,
    );

  it.each(MARKETS)(
    'charges a card sale in $group ($state): $shown, prices $behaviour; the group earns half the net',
    async (market) => {
      t = await createTestApp(kind);
      const shop: OpenShop = await openShop(t.app, t.db, { countryCode: market.group });
      const response = await checkout(checkoutBody(shop, { countryCode: market.group, state: market.state }));
      expect(response.statusCode, response.body).toBe(200);
      const { checkoutSession, clientSecret, tax } = response.json();
      const [pending] = await t.db.select().from(orders).where(eq(orders.checkoutSession, checkoutSession));
      const lines = await linesOf(pending!.id);
      const net = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
      const taxMinor = expectedTax(lines, market);
      expect(taxMinor > 0).toBe(market.ratePpm > 0);
      const gross = market.behaviour === 'inclusive' ? net : net + taxMinor;
      expect(pending).toMatchObject({
        totalMinor: gross,
        taxMinor,
        taxBehaviour: market.behaviour,
        taxSource: 'local',
        countryCode: market.group,
        taxRegion: market.group === 'US' || market.group === 'CA' ? market.state.slice(0, 2).toUpperCase() : null,
      });
      expect(lines.every((line) => line.taxRatePpm === market.ratePpm && line.taxCode === 'txcd_10302000')).toBe(true);
      expect(lines.reduce((sum, line) => sum + line.taxMinor, 0)).toBe(taxMinor);
      const levied = await leviedOn(pending!.id);
      expect(levied).toHaveLength(market.levied.length * lines.length);
      for (const row of levied)
        expect(market.levied).toContainEqual({ jurisdiction: row.jurisdiction, taxType: row.taxType });
      expect(levied.reduce((sum, row) => sum + row.taxMinor, 0)).toBe(taxMinor);
      // The checkout says what the buyer will pay before the card form.
      expect(tax).toEqual({
        taxBehaviour: market.behaviour,
        netAmount: (gross - taxMinor) / 100,
        taxAmount: taxMinor / 100,
        totalAmount: gross / 100,
        taxLabel: market.label,
      });

      const paid = await t.app.inject({
        method: 'POST',
        url: '/api/payments/simulated/pay',
        payload: { clientSecret, ...TEST_CARD },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const order = await orderRow(pending!.id);
      expect(order).toMatchObject({ status: 'paid', totalMinor: gross, taxMinor });
      expect(order.earningsMinor).toBe(Math.floor((gross - taxMinor) / 2));
      const look = await t.app.inject({ method: 'GET', url: `/api/order/my-order?checkoutSession=${checkoutSession}` });
      expect(look.json().order.tax).toEqual(tax);
    },
  );

  it('taxes the cart again when a price changes between its tax and its order', async () => {
    const local = createLocalTaxCalculator();
    let calculations = 0;
    // The shop is opened once the app is there; the calculator reads it when the checkout comes.
    const opened: { shop?: OpenShop } = {};
    t = await createTestApp(kind, {
      tax: {
        source: 'local',
        async calculate(input) {
          calculations += 1;
          // The catalogue's price changes while the first tax is computed, before the order's transaction.
          if (calculations === 1) {
            await t.db
              .update(webshopProducts)
              .set({ priceMinor: 3_000 })
              .where(eq(webshopProducts.webshopId, opened.shop!.webShopId));
          }
          return local.calculate(input);
        },
      },
    });
    opened.shop = await openShop(t.app, t.db, { countryCode: 'CA' });
    const response = await checkout(checkoutBody(opened.shop, { countryCode: 'CA', state: 'ON' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(calculations).toBe(2);
    // Three books at the new 30.00, Ontario's 13% added.
    expect(response.json().tax).toMatchObject({ netAmount: 90, taxAmount: 11.7, totalAmount: 101.7 });
    const [order] = await t.db.select().from(orders);
    expect(order).toMatchObject({ totalMinor: 10_170, taxMinor: 1_170 });
  });

  it('refuses a US or Canadian buyer whose state names no region, with the tax message, and records nothing', async () => {
    t = await createTestApp(kind);
    const shop = await openShop(t.app, t.db);
    for (const [countryCode, state] of [
      ['US', 'Springfield'],
      ['US', 'ON'],
      ['CA', 'WA'],
    ] as const) {
      const response = await checkout(checkoutBody(shop, { countryCode, state }));
      expect(response.statusCode, `${countryCode} ${state}`).toBe(400);
      expect(response.json().fieldErrors).toEqual({ state: CHECKOUT_MSG.taxRegionMissing });
    }
    expect(await t.db.select().from(orders)).toEqual([]);
  });

  it('refuses a buyer from a country Fundshop does not sell to (MARKETS), card or cash, and records nothing', async () => {
    t = await createTestApp(kind, { config: { markets: ['US', 'CA'] } });
    const shop = await openShop(t.app, t.db);
    const card = await checkout(checkoutBody(shop, { countryCode: 'GB', state: 'Kent' }));
    expect(card.statusCode).toBe(400);
    expect(card.json().fieldErrors).toEqual({ countryCode: CHECKOUT_MSG.marketClosed });
    const cash = await t.app.inject({
      method: 'POST',
      url: '/api/order/create-webshop-order',
      headers: bearer(shop.organiser.token),
      payload: manualOrderBody(shop, [{ productId: shop.productIds[0]!, amountOrdered: 1 }], { countryCode: 'AU' }),
    });
    expect(cash.statusCode).toBe(400);
    expect(cash.json().fieldErrors).toEqual({ countryCode: CHECKOUT_MSG.marketClosed });
    expect(await t.db.select().from(orders)).toEqual([]);
  });

  it('taxes a cash order as a card sale, and taxes it again when an edit moves the buyer', async () => {
    t = await createTestApp(kind);
    const shop = await openShop(t.app, t.db, { countryCode: 'CA' });
    const token = bearer(shop.organiser.token);
    const cart = [{ productId: shop.productIds[0]!, amountOrdered: 3 }];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/order/create-webshop-order',
      headers: token,
      payload: manualOrderBody(shop, cart, { countryCode: 'CA', state: 'ON' }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().buyerOfOrderId as number;
    const [line] = await linesOf(id);
    const net = line!.unitPriceMinor * 3;
    const hst = taxLine(net, 130_000, 'exclusive').taxMinor;
    expect(await orderRow(id)).toMatchObject({
      status: 'paid',
      totalMinor: net + hst,
      taxMinor: hst,
      taxSource: 'local',
      taxRegion: 'ON',
      earningsMinor: Math.floor(net / 2),
    });
    expect(created.json()).toMatchObject({ boughtForAmount: (net + hst) / 100, earnings: Math.floor(net / 2) / 100 });
    expect(await leviedOn(id)).toEqual([{ jurisdiction: 'CA-ON', taxType: 'hst', taxMinor: hst }]);

    // British Columbia levies GST and PST, two taxes on the line.
    const edited = await t.app.inject({
      method: 'POST',
      url: '/api/order/edit-webshop-order',
      headers: token,
      payload: { ...manualOrderBody(shop, cart, { countryCode: 'CA', state: 'British Columbia' }), buyerOfOrderId: id },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const gst = taxLine(net, 50_000, 'exclusive').taxMinor;
    const pst = taxLine(net, 70_000, 'exclusive').taxMinor;
    expect(await orderRow(id)).toMatchObject({ totalMinor: net + gst + pst, taxMinor: gst + pst, taxRegion: 'BC' });
    expect(await leviedOn(id)).toEqual([
      { jurisdiction: 'CA', taxType: 'gst', taxMinor: gst },
      { jurisdiction: 'CA-BC', taxType: 'pst', taxMinor: pst },
    ]);

    const noProvince = await t.app.inject({
      method: 'POST',
      url: '/api/order/edit-webshop-order',
      headers: token,
      payload: { ...manualOrderBody(shop, cart, { countryCode: 'CA', state: '' }), buyerOfOrderId: id },
    });
    expect(noProvince.statusCode).toBe(400);
    expect(noProvince.json().fieldErrors).toEqual({ state: CHECKOUT_MSG.taxRegionMissing });
    expect((await orderRow(id)).taxRegion).toBe('BC');
  });
});
