import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodOf, remainingTaxMinor, TAX_REPORT_MSG, type TaxReport, type TaxReportRow } from '@fundshop/core';
import { disputes, orders, refunds } from '../../db/schema.ts';
import { openShop, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { orderOfSession } from '../../testing/delivery-fixtures.ts';
import { bearer } from '../../testing/fixtures.ts';
import { addOperator, type TestOperator } from '../../testing/operator-fixtures.ts';
import { cardOrder } from '../../testing/order-fixtures.ts';
import { taxedOrder } from '../../testing/taxed-order-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { moneyDatabaseKinds } from '../../testing/test-database.ts';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

/**
 * The operator's tax report (docs/decisions/0062): sales in five jurisdictions in the first half of 2026 (the shop's
 * e-book is 22.00), a refund in full and a partial one made now, and a dispute lost in May. Each return counts in
 * its own period, and the report adds up to the orders' own tax figures.
 */
describe.each(moneyDatabaseKinds)('the tax report on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  let admin: TestOperator;
  let support: TestOperator;
  const now = new Date();
  const thisQuarter = periodOf(now, 'quarter');
  const orderIds: number[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    shop = await openShop(t.app, t.db);
    [admin, support] = await Promise.all([addOperator(t, 'admin'), addOperator(t, 'support')]);
    const book = (n: number) => [{ productId: shop.productIds[0]!, amountOrdered: n }];
    const gst = (ratePpm: number, jurisdiction: string) => ({ jurisdiction, taxType: 'gst' as const, ratePpm });
    // AU, GST 10% inside the price: 44.00 holds 4.00; 22.00 holds 2.00.
    const au = { country: 'AU', currencyCode: 'AUD', behaviour: 'inclusive' as const, rates: [gst(100_000, 'AU')] };
    const sydney = await taxedOrder(t, shop, book(2), { ...au, paidAt: day('2026-01-15') });
    const perth = await taxedOrder(t, shop, book(1), { ...au, paidAt: day('2026-02-03') });
    // Ontario, HST 13% added: 44.00 + 5.72.
    const ontario = await taxedOrder(t, shop, book(2), {
      country: 'CA',
      region: 'ON',
      currencyCode: 'CAD',
      behaviour: 'exclusive',
      rates: [{ jurisdiction: 'CA-ON', taxType: 'hst', ratePpm: 130_000 }],
      paidAt: day('2026-02-10'),
    });
    // British Columbia, GST 5% and PST 7% added: 22.00 + 1.10 + 1.54.
    const columbia = await taxedOrder(t, shop, book(1), {
      country: 'CA',
      region: 'BC',
      currencyCode: 'CAD',
      behaviour: 'exclusive',
      rates: [gst(50_000, 'CA'), { jurisdiction: 'CA-BC', taxType: 'pst', ratePpm: 70_000 }],
      paidAt: day('2026-03-20'),
    });
    // Washington, sales tax 6.5% added: 66.00 + 4.29.
    const washington = await taxedOrder(t, shop, book(3), {
      country: 'US',
      region: 'WA',
      currencyCode: 'USD',
      behaviour: 'exclusive',
      rates: [{ jurisdiction: 'US-WA', taxType: 'sales_tax', ratePpm: 65_000 }],
      paidAt: day('2026-04-02'),
    });
    // The UK zero-rates e-books: VAT at 0%, still shown.
    const london = await taxedOrder(t, shop, book(1), {
      country: 'GB',
      currencyCode: 'GBP',
      behaviour: 'inclusive',
      rates: [{ jurisdiction: 'GB', taxType: 'vat', ratePpm: 0 }],
      paidAt: day('2026-04-30'),
    });
    orderIds.push(sydney.id, perth.id, ontario.id, columbia.id, washington.id, london.id);
    // Placed before taxes (paid now, in every range that ends now): in no line of the report.
    const untaxed = await orderOfSession(t, await cardOrder(t.app, shop, book(1), 'paid'));
    await t.db.update(orders).set({ taxSource: 'none', taxMinor: 0 }).where(eq(orders.id, untaxed.id));
    // Returns: Perth refunded in full and 10.00 of Ontario's 49.72 now (through the refunds triggers, as the refund
    // service's rows do); 10.00 of British Columbia's 24.64 lost in a dispute closed in May.
    await t.db.insert(refunds).values([
      { orderId: perth.id, amountMinor: 2200, status: 'succeeded', requestedBy: 'operator', idempotencyKey: 'tax-1' },
      { orderId: ontario.id, amountMinor: 1000, status: 'succeeded', requestedBy: 'operator', idempotencyKey: 'tax-2' },
    ]);
    await t.db.insert(disputes).values({
      orderId: columbia.id,
      providerDisputeId: 'dp_tax',
      amountMinor: 1000,
      status: 'lost',
      openedAt: day('2026-04-20'),
      closedAt: day('2026-05-03'),
    });
  });
  afterAll(() => t.close());

  const get = (url: string, who: TestOperator | null = admin) =>
    t.app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {} });
  const report = async (query: string) => {
    const response = await get(`/api/operator/tax-report?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as TaxReport;
  };
  const row = (
    period: string,
    jurisdiction: string,
    taxType: TaxReportRow['taxType'],
    ratePpm: number,
    currencyCode: string,
    orderCount: number,
    [salesTaxable, salesTax, returnsTaxable, returnsTax]: [number, number, number, number],
  ): TaxReportRow => ({
    period,
    jurisdiction,
    taxType,
    ratePpm,
    currencyCode,
    orders: orderCount,
    salesTaxable,
    salesTax,
    returnsTaxable,
    returnsTax,
    netTaxable: Math.round((salesTaxable - returnsTaxable) * 100) / 100,
    netTax: Math.round((salesTax - returnsTax) * 100) / 100,
  });

  it('counts each sale in the quarter it was paid and each return in the quarter it went back', async () => {
    expect(thisQuarter > '2026-Q2').toBe(true);
    const quarters = await report(`period=quarter&from=2026-Q1&to=${thisQuarter}`);
    expect(quarters.rows).toEqual([
      row('2026-Q1', 'AU', 'gst', 100_000, 'AUD', 2, [60, 6, 0, 0]),
      row('2026-Q1', 'CA', 'gst', 50_000, 'CAD', 1, [22, 1.1, 0, 0]),
      row('2026-Q1', 'CA-BC', 'pst', 70_000, 'CAD', 1, [22, 1.54, 0, 0]),
      row('2026-Q1', 'CA-ON', 'hst', 130_000, 'CAD', 1, [44, 5.72, 0, 0]),
      // The lost dispute: 10.00 of 24.64 takes 1.07 of the order's 2.64 (2.64 less 2.64 × 14.64 / 24.64 = 1.57),
      // shared 1.10 : 1.54 (0.4458 and 0.6242: the cent left goes to the larger remainder, GST); of each tax's 22.00
      // taxable, 22.00 × 10.00 / 24.64 = 8.93.
      row('2026-Q2', 'CA', 'gst', 50_000, 'CAD', 0, [0, 0, 8.93, 0.45]),
      row('2026-Q2', 'CA-BC', 'pst', 70_000, 'CAD', 0, [0, 0, 8.93, 0.62]),
      row('2026-Q2', 'GB', 'vat', 0, 'GBP', 1, [22, 0, 0, 0]),
      row('2026-Q2', 'US-WA', 'sales_tax', 65_000, 'USD', 1, [66, 4.29, 0, 0]),
      // Perth's refund in full gives back its 2.00; Ontario's 10.00 of 49.72: 5.72 less 5.72 × 39.72 / 49.72 = 4.57.
      row(thisQuarter, 'AU', 'gst', 100_000, 'AUD', 0, [0, 0, 20, 2]),
      row(thisQuarter, 'CA-ON', 'hst', 130_000, 'CAD', 0, [0, 0, 8.85, 1.15]),
    ]);
    expect(quarters.totals).toEqual([
      { currencyCode: 'AUD', salesTax: 6, returnsTax: 2, netTax: 4 },
      { currencyCode: 'CAD', salesTax: 8.36, returnsTax: 2.22, netTax: 6.14 },
      { currencyCode: 'GBP', salesTax: 0, returnsTax: 0, netTax: 0 },
      { currencyCode: 'USD', salesTax: 4.29, returnsTax: 0, netTax: 4.29 },
    ]);
  });

  it("adds up to the orders' own tax figures, per jurisdiction and in all", async () => {
    const quarters = await report(`period=quarter&from=2026-Q1&to=${thisQuarter}`);
    const netMinor = (pick: (r: TaxReportRow) => boolean) =>
      Math.round(quarters.rows.filter(pick).reduce((sum, r) => sum + r.netTax * 100, 0));
    // Each order's tax as it holds it now, from its own columns (the refunds and disputes triggers keep them).
    const held = new Map(
      (await t.db.select().from(orders).where(inArray(orders.id, orderIds))).map((o) => [
        o.id,
        {
          currency: o.currencyCode,
          minor: remainingTaxMinor(o.taxMinor, o.totalMinor, o.refundedMinor + o.chargedBackMinor),
        },
      ]),
    );
    const [sydney, perth, ontario, columbia, washington, london] = orderIds.map((id) => held.get(id)!.minor);
    expect([sydney, perth, ontario, columbia, washington, london]).toEqual([400, 0, 457, 157, 429, 0]);
    expect(netMinor((r) => r.jurisdiction === 'AU')).toBe(sydney! + perth!);
    expect(netMinor((r) => r.jurisdiction === 'CA-ON')).toBe(ontario);
    // British Columbia's two taxes together are its order's; each is within a cent of its own proportion.
    expect(netMinor((r) => r.jurisdiction === 'CA' || r.jurisdiction === 'CA-BC')).toBe(columbia);
    expect(Math.abs(netMinor((r) => r.jurisdiction === 'CA') - (110 * 1464) / 2464)).toBeLessThan(1);
    expect(netMinor((r) => r.jurisdiction === 'US-WA')).toBe(washington);
    expect(netMinor((r) => r.jurisdiction === 'GB')).toBe(london);
    for (const total of quarters.totals) {
      const ofCurrency = [...held.values()].filter((o) => o.currency === total.currencyCode);
      expect(Math.round(total.netTax * 100)).toBe(ofCurrency.reduce((sum, o) => sum + o.minor, 0));
    }
  });

  it('gives the same money by month, and a range without the returns shows the sales whole', async () => {
    const thisMonth = periodOf(now, 'month');
    const months = await report(`period=month&from=2026-01&to=${thisMonth}`);
    const quarters = await report(`period=quarter&from=2026-Q1&to=${thisQuarter}`);
    expect(months.totals).toEqual(quarters.totals);
    expect(months.rows.filter((r) => r.jurisdiction === 'AU').map((r) => [r.period, r.netTax])).toEqual([
      ['2026-01', 4],
      ['2026-02', 2],
      [thisMonth, -2],
    ]);
    const firstHalf = await report('period=quarter&from=2026-Q1&to=2026-Q1');
    expect(firstHalf.rows.map((r) => r.returnsTax)).toEqual([0, 0, 0, 0]);
    expect(firstHalf.totals.find((x) => x.currencyCode === 'CAD')).toEqual({
      currencyCode: 'CAD',
      salesTax: 8.36,
      returnsTax: 0,
      netTax: 8.36,
    });
    // Only this quarter: the returns of earlier sales, nothing sold.
    const returnsOnly = await report(`period=quarter&from=${thisQuarter}&to=${thisQuarter}`);
    expect(returnsOnly.rows.map((r) => [r.jurisdiction, r.orders, r.netTax])).toEqual([
      ['AU', 0, -2],
      ['CA-ON', 0, -1.15],
    ]);
  });

  it('exports the same lines as CSV', async () => {
    const response = await get(`/api/operator/tax-report.csv?period=quarter&from=2026-Q1&to=${thisQuarter}`, support);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="tax-quarter-2026-Q1-${thisQuarter}.csv"`,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Period","Jurisdiction","Tax","Rate","Currency","Orders","Taxable sales","Tax on sales","Taxable returned","Tax returned","Net taxable","Net tax"',
    );
    expect(lines).toContain('"2026-Q2","CA","GST","5%","CAD","0","0.00","0.00","8.93","0.45","-8.93","-0.45"');
    expect(lines).toContain(
      '"2026-Q2","US-WA","Sales tax","6.5%","USD","1","66.00","4.29","0.00","0.00","66.00","4.29"',
    );
    expect(lines).toHaveLength(11);
  });

  it('answers operators of either role, nobody else, and a range it cannot read with a 400 that says why', async () => {
    const query = 'period=month&from=2026-01&to=2026-03';
    for (const path of ['/api/operator/tax-report', '/api/operator/tax-report.csv']) {
      for (const who of [admin, support]) {
        const answer = await get(`${path}?${query}`, who);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['cache-control']).toBe('no-store');
      }
      expect((await get(`${path}?${query}`, null)).statusCode).toBe(401);
      const organiser = await t.app.inject({ url: `${path}?${query}`, headers: bearer(shop.organiser.token) });
      expect(organiser.statusCode).toBe(401);
    }
    const refused = async (q: string) => {
      const response = await get(`/api/operator/tax-report?${q}`);
      expect(response.statusCode).toBe(400);
      return (response.json() as { fieldErrors: Record<string, string> }).fieldErrors;
    };
    expect(await refused('period=month&from=2026-13&to=2026-12')).toEqual({ from: TAX_REPORT_MSG.monthInvalid });
    expect(await refused('period=quarter&from=2026-04&to=2026-Q2')).toEqual({ from: TAX_REPORT_MSG.quarterInvalid });
    expect(await refused('from=2026-Q3&to=2026-Q1')).toEqual({ to: TAX_REPORT_MSG.toBeforeFrom });
    expect(await refused('period=month&from=2000-01&to=2026-01')).toEqual({ to: TAX_REPORT_MSG.tooLong });
    expect(await refused('period=quarter')).toEqual({
      from: TAX_REPORT_MSG.rangeMissing,
      to: TAX_REPORT_MSG.rangeMissing,
    });
    expect(Object.keys(await refused('period=week&from=2026-01&to=2026-02'))).toEqual(['period']);
  });
});
