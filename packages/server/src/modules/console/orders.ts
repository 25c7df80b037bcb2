import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { toMajor, type ConsoleOrder, type ConsoleOrderPage } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { bookLinks, disputes, downloads, orderLines, orders, products, sellers, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { listOrderRefunds } from '../refund/service.ts';
import { orderLineItems } from '../order/order-records.ts';
import { containing, groupSellers } from './groups.ts';

type Ctx = Pick<AppContext, 'db'>;

/** Orders a search answers at most. */
const ORDERS_SHOWN = 100;

/**
 * A search by order number (a number), the buyer's email (text with an @, in part) or the buyer's name (first, last
 * or both, in part).
 */
function orderSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  if (/^\d{1,9}$/.test(q)) return eq(orders.id, Number(q));
  if (q.includes('@')) return ilike(orders.buyerEmail, containing(q));
  return or(
    ilike(sql`${orders.buyerFirstName} || ' ' || ${orders.buyerLastName}`, containing(q)),
    ilike(orders.buyerLastName, containing(q)),
  );
}

const orderColumns = {
  order: orders,
  groupName: webshops.name,
  sellerName: sellers.name,
};

function consoleOrderOf(row: {
  order: typeof orders.$inferSelect;
  groupName: string;
  sellerName: string;
}): ConsoleOrder {
  const o = row.order;
  return {
    orderId: o.id,
    webShopId: o.webshopId,
    groupName: row.groupName,
    sellerId: o.sellerId,
    sellerName: row.sellerName,
    buyerName: `${o.buyerFirstName} ${o.buyerLastName}`.trim(),
    buyerEmail: o.buyerEmail,
    source: o.source,
    status: o.status,
    deleted: o.deletedAt !== null,
    total: toMajor(o.totalMinor),
    refunded: toMajor(o.refundedMinor),
    currencyCode: o.currencyCode,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
  };
}

async function findOrders(db: Executor, where: SQL | undefined, limit: number) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(webshops, eq(webshops.id, orders.webshopId))
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(where)
    .orderBy(desc(orders.id))
    .limit(limit);
}

/** GET /api/operator/orders?q=&webShopId=: newest first, at most 100. */
export async function searchOrders(ctx: Ctx, filters: { q: string; webShopId?: number }): Promise<ConsoleOrder[]> {
  const where = and(
    orderSearch(filters.q),
    filters.webShopId === undefined ? undefined : eq(orders.webshopId, filters.webShopId),
  );
  return (await findOrders(ctx.db, where, ORDERS_SHOWN)).map(consoleOrderOf);
}

/** One order as the console lists it. */
export async function consoleOrder(db: Executor, orderId: number): Promise<ConsoleOrder> {
  const [row] = await findOrders(db, eq(orders.id, orderId), 1);
  if (!row) throw new AppError('order-not-found');
  return consoleOrderOf(row);
}

/**
 * GET /api/operator/orders/{id}: the order with its lines as charged, its payment, its book links (when made, until
 * when; never the token), its downloads, refunds and disputes, and the sellers of its group it could move to.
 */
export async function orderPage(ctx: Ctx, orderId: number): Promise<ConsoleOrderPage> {
  const [row] = await findOrders(ctx.db, eq(orders.id, orderId), 1);
  if (!row) throw new AppError('order-not-found');
  const o = row.order;
  const [lines, links, downloaded, refundRows, disputeRows, sellersOfGroup] = await Promise.all([
    orderLineItems(ctx.db, eq(orderLines.orderId, orderId)),
    ctx.db
      .select({ createdAt: bookLinks.createdAt, expiresAt: bookLinks.expiresAt })
      .from(bookLinks)
      .where(eq(bookLinks.orderId, orderId))
      .orderBy(asc(bookLinks.id)),
    ctx.db
      .select({
        productName: products.name,
        format: downloads.format,
        downloadedAt: downloads.downloadedAt,
        network: downloads.network,
      })
      .from(downloads)
      .innerJoin(products, eq(products.id, downloads.productId))
      .where(eq(downloads.orderId, orderId))
      .orderBy(asc(downloads.id)),
    listOrderRefunds(ctx, orderId),
    ctx.db.select().from(disputes).where(eq(disputes.orderId, orderId)).orderBy(asc(disputes.id)),
    groupSellers(ctx.db, o.webshopId),
  ]);
  return {
    order: {
      ...consoleOrderOf(row),
      buyerPhoneNumber: o.buyerPhoneNumber,
      chargedBack: toMajor(o.chargedBackMinor),
      paymentReference: o.paymentReference,
      note: o.note,
      personalMessage: o.personalMessage,
    },
    lines: lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      quantity: line.amountOrdered,
      unitPrice: line.productPrice,
    })),
    bookLinks: links.map((l) => ({ createdAt: l.createdAt.toISOString(), expiresAt: l.expiresAt.toISOString() })),
    downloads: downloaded.map((d) => ({ ...d, downloadedAt: d.downloadedAt.toISOString() })),
    refunds: refundRows,
    disputes: disputeRows.map((d) => ({
      id: d.id,
      status: d.status,
      amount: toMajor(d.amountMinor),
      reason: d.reason,
      openedAt: d.openedAt.toISOString(),
      closedAt: d.closedAt?.toISOString() ?? null,
    })),
    groupSellers: sellersOfGroup.map(({ sellerId, name, isActive }) => ({ sellerId, name, isActive })),
  };
}
