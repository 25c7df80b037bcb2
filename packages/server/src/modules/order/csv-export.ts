import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { assertContactPersonOf } from '../../auth/guard.ts';
import type { Caller } from '../../auth/session.ts';
import { orderLines, orders, sellers } from '../../db/schema.ts';
import { csvDocument } from '../../lib/csv.ts';
import { chargedLine } from './order-records.ts';

/** An order counts in every figure when it is paid (card orders once the provider says so; manual orders always) and not deleted. */
const counted = and(eq(orders.status, 'paid'), isNull(orders.deletedAt));

const CSV_HEADER = ['Date', 'Order', 'Seller', 'Buyer', 'Product', 'Quantity', 'Amount', 'Currency', 'Source'];
/** The Product cell of the rows that take a partial refund or a lost dispute off an order. */
const CSV_RETURN_ROWS = { refunded: 'Refunded', disputeLost: 'Dispute lost' } as const;

/** Minor units as a plain decimal (44.00): spreadsheets read it as a number in any locale's import dialog. */
function decimalOf(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * GET /api/order/export.csv: every line of every counted order of the group, oldest first, each order followed by
 * what was refunded of it or lost in a dispute (an order refunded in full no longer counts). UTF-8 with a
 * byte order mark (spreadsheet programs then read non-ASCII names right), every field quoted, CRLF rows.
 */
export async function exportOrdersCsv(ctx: Pick<AppContext, 'db'>, caller: Caller, webshopId: number): Promise<string> {
  assertContactPersonOf(caller, webshopId);
  const rows = await ctx.db
    .select({
      orderedAt: sql<string>`coalesce(${orders.paidAt}, ${orders.createdAt})`.mapWith((v: unknown) =>
        new Date(v as string).toISOString(),
      ),
      orderId: orders.id,
      sellerName: sellers.name,
      buyerFirstName: orders.buyerFirstName,
      buyerLastName: orders.buyerLastName,
      ...chargedLine,
      currencyCode: orders.currencyCode,
      source: orders.source,
      refundedMinor: orders.refundedMinor,
      chargedBackMinor: orders.chargedBackMinor,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(and(eq(orders.webshopId, webshopId), counted))
    .orderBy(asc(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`), asc(orders.id), asc(orderLines.id));
  const records: (string | number)[][] = [CSV_HEADER];
  const record = (r: (typeof rows)[number], product: string, quantity: number | '', minor: number) => [
    r.orderedAt,
    r.orderId,
    r.sellerName,
    `${r.buyerFirstName} ${r.buyerLastName}`.trim(),
    product,
    quantity,
    decimalOf(minor),
    r.currencyCode,
    r.source,
  ];
  rows.forEach((r, i) => {
    records.push(record(r, r.productName, r.quantity, r.unitPriceMinor * r.quantity));
    // After an order's last line, what was returned of it, negative, so the Amount column adds up to what the group
    // earns on (docs/decisions/0026).
    if (rows[i + 1]?.orderId === r.orderId) return;
    if (r.refundedMinor > 0) records.push(record(r, CSV_RETURN_ROWS.refunded, '', -r.refundedMinor));
    if (r.chargedBackMinor > 0) records.push(record(r, CSV_RETURN_ROWS.disputeLost, '', -r.chargedBackMinor));
  });
  return csvDocument(records);
}
