import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { remainingTaxMinor, type Language } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import type { AppContext } from '../../context.ts';
import { assertContactPersonOf } from '../../auth/guard.ts';
import type { Caller } from '../../auth/session.ts';
import { orderLines, orders, sellers } from '../../db/schema.ts';
import { csvDocument } from '../../lib/csv.ts';
import { organiserLanguage } from '../account/recipient-language.ts';
import { chargedLine } from './order-records.ts';

/** An order counts in every figure when it is paid (card orders once the provider says so; manual orders always) and not deleted. */
const counted = and(eq(orders.status, 'paid'), isNull(orders.deletedAt));

/** The columns' headers, in the reader's language; the cells under them stay data (ISO dates, plain decimals, codes). */
const CSV_HEADER = [
  'csv.date',
  'csv.order',
  'csv.seller',
  'csv.buyer',
  'csv.product',
  'csv.quantity',
  'csv.amount',
  'csv.currency',
  'csv.source',
  // After SPEC's columns, so readers of those keep working (docs/decisions/0060).
  'csv.net',
  'csv.tax',
] as const;

/** Minor units as a plain decimal (44.00): spreadsheets read it as a number in any locale's import dialog. */
function decimalOf(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * GET /api/order/export.csv: every line of every counted order of the group, oldest first, each order followed by
 * what was refunded of it or lost in a dispute (an order refunded in full no longer counts). UTF-8 with a
 * byte order mark (spreadsheet programs then read non-ASCII names right), every field quoted, CRLF rows. The headers
 * and a return row's Product cell are in `language` (the page's), else the organiser's own, else the group's; the
 * Amount column keeps machine-readable decimals and Source its codes (card/manual), whatever the language. Net and
 * Tax split each Amount: what is left of it without tax, and the tax in it.
 */
export async function exportOrdersCsv(
  ctx: Pick<AppContext, 'db'>,
  caller: Caller,
  webshopId: number,
  language?: Language,
): Promise<string> {
  assertContactPersonOf(caller, webshopId);
  const t = translatorFor(language ?? (await organiserLanguage(ctx.db, webshopId)));
  const rows = await ctx.db
    .select({
      orderedAt: sql<string>`coalesce(${orders.paidAt}, ${orders.createdAt})`.mapWith((v: unknown) =>
        new Date(v as string).toISOString(),
      ),
      orderId: orders.id,
      sellerName: sellers.name,
      isTeam: sellers.isTeam,
      buyerFirstName: orders.buyerFirstName,
      buyerLastName: orders.buyerLastName,
      ...chargedLine,
      currencyCode: orders.currencyCode,
      source: orders.source,
      lineTaxMinor: orderLines.taxMinor,
      taxBehaviour: orders.taxBehaviour,
      totalMinor: orders.totalMinor,
      taxMinor: orders.taxMinor,
      refundedMinor: orders.refundedMinor,
      chargedBackMinor: orders.chargedBackMinor,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(and(eq(orders.webshopId, webshopId), counted))
    .orderBy(asc(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`), asc(orders.id), asc(orderLines.id));
  const records: (string | number)[][] = [CSV_HEADER.map((key) => t(key))];
  const record = (r: (typeof rows)[number], product: string, quantity: number | '', minor: number, tax: number) => [
    r.orderedAt,
    r.orderId,
    r.isTeam ? t('team.asWhole') : r.sellerName,
    `${r.buyerFirstName} ${r.buyerLastName}`.trim(),
    product,
    quantity,
    decimalOf(minor),
    r.currencyCode,
    r.source,
    decimalOf(minor - tax),
    decimalOf(tax),
  ];
  rows.forEach((r, i) => {
    // Amount is what the buyer paid for the line: its price, with its tax inside or added (docs/decisions/0057).
    const price = r.unitPriceMinor * r.quantity;
    records.push(
      record(
        r,
        r.productName,
        r.quantity,
        price + (r.taxBehaviour === 'exclusive' ? r.lineTaxMinor : 0),
        r.lineTaxMinor,
      ),
    );
    // After an order's last line, what was returned of it, negative, with the tax it took back in proportion, so the
    // Amount, Net and Tax columns add up to the sales, their net and their tax (docs/decisions/0026, 0060).
    if (rows[i + 1]?.orderId === r.orderId) return;
    const taxLeft = (returned: number) => remainingTaxMinor(r.taxMinor, r.totalMinor, returned);
    const returned = r.refundedMinor + r.chargedBackMinor;
    if (r.refundedMinor > 0) {
      records.push(record(r, t('csv.refunded'), '', -r.refundedMinor, taxLeft(r.refundedMinor) - r.taxMinor));
    }
    if (r.chargedBackMinor > 0) {
      records.push(
        record(r, t('csv.disputeLost'), '', -r.chargedBackMinor, taxLeft(returned) - taxLeft(r.refundedMinor)),
      );
    }
  });
  return csvDocument(records);
}
