import { and, asc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  formatRate,
  mulDivRound,
  periodOf,
  periodRange,
  remainingTaxMinor,
  shareInProportion,
  TAX_TYPE_NAMES,
  toMajor,
  type TaxPeriod,
  type TaxReport,
  type TaxReportRow,
} from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { disputes, orders, orderTaxes, refunds } from '../../db/schema.ts';
import type { Executor } from '../../db/client.ts';
import { csvDocument } from '../../lib/csv.ts';

type Ctx = Pick<AppContext, 'db'>;

/** A sale counts for tax once paid (refunded in full it still was one: its refund is a return) and never deleted. */
const sold = and(inArray(orders.status, ['paid', 'refunded']), isNull(orders.deletedAt), ne(orders.taxSource, 'none'));

type Component = typeof orderTaxes.$inferSelect;

/** Money given back from an order (a succeeded refund or a lost dispute) and when: the time that dates it. */
interface Return {
  orderId: number;
  at: Date;
  amountMinor: number;
}

/** One line of the report as it is summed, in minor units. */
interface Sum {
  key: Pick<TaxReportRow, 'period' | 'jurisdiction' | 'taxType' | 'ratePpm' | 'currencyCode'>;
  orders: Set<number>;
  salesTaxable: number;
  salesTax: number;
  returnsTaxable: number;
  returnsTax: number;
}

/**
 * The orders the range needs: taxed sales paid before its end that were paid in it or gave money back in it. A
 * return of an earlier sale is reversed in the return's period, so the sale is read to know its taxes.
 */
function ofRange(start: Date, end: Date) {
  const returnedInRange = or(
    sql`exists (select 1 from ${refunds} r where r.order_id = ${orders.id} and r.status = 'succeeded'
      and r.updated_at >= ${start.toISOString()} and r.updated_at < ${end.toISOString()})`,
    sql`exists (select 1 from ${disputes} d where d.order_id = ${orders.id} and d.status = 'lost'
      and d.closed_at >= ${start.toISOString()} and d.closed_at < ${end.toISOString()})`,
  );
  return and(sold, lt(orders.paidAt, end), or(gte(orders.paidAt, start), returnedInRange));
}

/**
 * Refunds date from when they succeeded (the refunds trigger stamps updated_at on every change, and a succeeded
 * refund changes no more), lost disputes from when they closed; each order's oldest first, as the money went back.
 */
async function returnsOf(db: Executor, orderIds: SQL, end: Date): Promise<Map<number, Return[]>> {
  const refunded = await db
    .select({ orderId: refunds.orderId, at: refunds.updatedAt, amountMinor: refunds.amountMinor })
    .from(refunds)
    .where(and(sql`${refunds.orderId} in ${orderIds}`, eq(refunds.status, 'succeeded'), lt(refunds.updatedAt, end)));
  const lost = await db
    .select({ orderId: disputes.orderId, at: disputes.closedAt, amountMinor: disputes.amountMinor })
    .from(disputes)
    .where(and(sql`${disputes.orderId} in ${orderIds}`, eq(disputes.status, 'lost'), lt(disputes.closedAt, end)));
  const all: Return[] = [...refunded, ...lost.map((d) => ({ ...d, at: d.at! }))];
  return groupBy(
    all.sort((a, b) => a.at.getTime() - b.at.getTime()),
    (r) => r.orderId,
  );
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

type Query = { period: TaxPeriod; from: string; to: string };

/**
 * The report's lines in minor units (docs/decisions/0062). A sale adds its taxes in the period it was paid. Each
 * return takes off the tax the order loses by it (core's remainingTaxMinor before, less after: the order's own
 * figure, so the report adds up to its orders), shared among the order's taxes in proportion to what each still
 * holds; and off each tax's taxable amount, the same proportion as of the order's money, rounded half up. Orders
 * placed before taxes (tax_source 'none') hold none and are left out.
 */
async function reportSums(ctx: Ctx, { period, from, to }: Query): Promise<Sum[]> {
  const { start, end } = periodRange(period, from, to);
  const inRange = (at: Date) => at >= start && at < end;
  // The orders' ids as a subquery, not a list: a long range has more of them than a statement takes parameters.
  const orderIds = sql`(select ${orders.id} from ${orders} where ${ofRange(start, end)})`;
  // One snapshot: a refund landing between the reads would otherwise be counted without its sale, or the reverse.
  // The reads go one after another: a transaction is one connection, which takes one query at a time.
  const { sales, components, returns } = await ctx.db.transaction(
    async (tx) => ({
      sales: await tx
        .select({
          id: orders.id,
          totalMinor: orders.totalMinor,
          taxMinor: orders.taxMinor,
          currencyCode: orders.currencyCode,
          paidAt: orders.paidAt,
        })
        .from(orders)
        .where(ofRange(start, end))
        .orderBy(asc(orders.id)),
      components: await tx
        .select()
        .from(orderTaxes)
        .where(sql`${orderTaxes.orderId} in ${orderIds}`)
        .orderBy(asc(orderTaxes.id)),
      returns: await returnsOf(tx, orderIds, end),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const taxesOf = groupBy(components, (c) => c.orderId);
  const sums = new Map<string, Sum>();
  const sumOf = (c: Component, currencyCode: string, at: Date) => {
    const key = {
      period: periodOf(at, period),
      jurisdiction: c.jurisdiction,
      taxType: c.taxType,
      ratePpm: c.ratePpm,
      currencyCode,
    };
    const id = JSON.stringify(key);
    let sum = sums.get(id);
    if (!sum) {
      sum = { key, orders: new Set(), salesTaxable: 0, salesTax: 0, returnsTaxable: 0, returnsTax: 0 };
      sums.set(id, sum);
    }
    return sum;
  };
  for (const order of sales) {
    const own = taxesOf.get(order.id) ?? [];
    if (own.length === 0 || order.paidAt === null) continue;
    if (inRange(order.paidAt)) {
      for (const c of own) {
        const sum = sumOf(c, order.currencyCode, order.paidAt);
        sum.orders.add(order.id);
        sum.salesTaxable += c.taxableMinor;
        sum.salesTax += c.taxMinor;
      }
    }
    const gross = order.totalMinor;
    const holding = own.map((c) => c.taxMinor);
    let returned = 0;
    for (const back of returns.get(order.id) ?? []) {
      // The database never lets more go back than was paid; the cap keeps the arithmetic in range regardless.
      const amount = Math.min(back.amountMinor, gross - returned);
      if (amount <= 0) continue;
      const taxBack =
        remainingTaxMinor(order.taxMinor, gross, returned) -
        remainingTaxMinor(order.taxMinor, gross, returned + amount);
      const shares = shareInProportion(taxBack, holding);
      own.forEach((c, i) => {
        holding[i]! -= shares[i]!;
        if (!inRange(back.at)) return;
        const sum = sumOf(c, order.currencyCode, back.at);
        sum.returnsTax += shares[i]!;
        sum.returnsTaxable +=
          mulDivRound(c.taxableMinor, gross - returned, gross) -
          mulDivRound(c.taxableMinor, gross - returned - amount, gross);
      });
      returned += amount;
    }
  }
  return [...sums.values()].sort(
    ({ key: a }, { key: b }) =>
      a.period.localeCompare(b.period) ||
      a.currencyCode.localeCompare(b.currencyCode) ||
      a.jurisdiction.localeCompare(b.jurisdiction) ||
      a.taxType.localeCompare(b.taxType) ||
      a.ratePpm - b.ratePpm,
  );
}

/** GET /api/operator/tax-report: the lines, and the tax of the whole range per currency. */
export async function readTaxReport(ctx: Ctx, query: Query): Promise<TaxReport> {
  const sums = await reportSums(ctx, query);
  const totals = new Map<string, { salesTax: number; returnsTax: number }>();
  for (const { key, salesTax, returnsTax } of sums) {
    const total = totals.get(key.currencyCode) ?? { salesTax: 0, returnsTax: 0 };
    total.salesTax += salesTax;
    total.returnsTax += returnsTax;
    totals.set(key.currencyCode, total);
  }
  return {
    ...query,
    rows: sums.map((s) => ({
      ...s.key,
      orders: s.orders.size,
      salesTaxable: toMajor(s.salesTaxable),
      salesTax: toMajor(s.salesTax),
      returnsTaxable: toMajor(s.returnsTaxable),
      returnsTax: toMajor(s.returnsTax),
      netTaxable: toMajor(s.salesTaxable - s.returnsTaxable),
      netTax: toMajor(s.salesTax - s.returnsTax),
    })),
    totals: [...totals]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currencyCode, t]) => ({
        currencyCode,
        salesTax: toMajor(t.salesTax),
        returnsTax: toMajor(t.returnsTax),
        netTax: toMajor(t.salesTax - t.returnsTax),
      })),
  };
}

/** Minor units as a plain decimal (44.00, -3.50): a number to a spreadsheet in any locale's import dialog. */
function decimalOf(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const CSV_HEADER = [
  'Period',
  'Jurisdiction',
  'Tax',
  'Rate',
  'Currency',
  'Orders',
  'Taxable sales',
  'Tax on sales',
  'Taxable returned',
  'Tax returned',
  'Net taxable',
  'Net tax',
];

/**
 * GET /api/operator/tax-report.csv: the report's lines as the exports write CSV (UTF-8 with BOM, every field
 * quoted); English headers like the whole console, plain decimals, the tax's own name and its rate.
 */
export async function taxReportCsv(ctx: Ctx, query: Query): Promise<string> {
  const sums = await reportSums(ctx, query);
  return csvDocument([
    CSV_HEADER,
    ...sums.map((s) => [
      s.key.period,
      s.key.jurisdiction,
      TAX_TYPE_NAMES[s.key.taxType],
      formatRate(s.key.ratePpm),
      s.key.currencyCode,
      s.orders.size,
      decimalOf(s.salesTaxable),
      decimalOf(s.salesTax),
      decimalOf(s.returnsTaxable),
      decimalOf(s.returnsTax),
      decimalOf(s.salesTaxable - s.returnsTaxable),
      decimalOf(s.salesTax - s.returnsTax),
    ]),
  ]);
}
