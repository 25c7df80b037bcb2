import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { toMajor, type EditionFormat, type Language, type MyBooksResponse } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import {
  disputes,
  downloads,
  orderLines,
  orders,
  productEditions,
  products,
  sellers,
  webshopProducts,
  webshops,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { orderReceipt } from '../receipt/service.ts';
import { selfRefundWindow } from '../refund/self-service-window.ts';
import { orderOfBookLink } from './book-links.ts';

/** What delivery needs of an order: whom it is for, whom it supports, and whether its files may go out. */
export async function deliveryOrder(db: Executor, orderId: number) {
  const [order] = await db
    .select(deliveryOrderColumns)
    .from(orders)
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .innerJoin(webshops, eq(webshops.id, orders.webshopId))
    .where(eq(orders.id, orderId));
  return order ?? null;
}

const deliveryOrderColumns = {
  id: orders.id,
  status: orders.status,
  source: orders.source,
  deleted: sql<boolean>`${orders.deletedAt} is not null`.mapWith(Boolean),
  sellerId: orders.sellerId,
  webshopId: orders.webshopId,
  buyerFirstName: orders.buyerFirstName,
  buyerLastName: orders.buyerLastName,
  buyerEmail: orders.buyerEmail,
  currencyCode: orders.currencyCode,
  totalMinor: orders.totalMinor,
  refundedMinor: orders.refundedMinor,
  paidAt: orders.paidAt,
  receiptNumber: orders.receiptNumber,
  /** The buyer's country: its market, whose tax and registration the receipt shows. */
  buyerCountryCode: orders.countryCode,
  sellerName: sellers.name,
  groupName: webshops.name,
  /** The buyer's mails' language: its browser's at checkout, else the group's (docs/decisions/0044). */
  language: sql<Language>`coalesce(${orders.language}, ${webshops.language})`,
  countryCode: webshops.countryCode,
};

/**
 * The order as delivery needs it with its lines as charged, in the order they were added: what the buyer's mails show,
 * read in one statement (the receipt is written in the paying transaction, issue 30).
 */
export async function receiptOrder(db: Executor, orderId: number) {
  const [order] = await db
    .select({
      ...deliveryOrderColumns,
      lines: sql<{ productName: string; quantity: number; unitPriceMinor: number }[]>`(
        select coalesce(json_agg(json_build_object('productName', ${orderLines.productName}, 'quantity',
          ${orderLines.quantity}, 'unitPriceMinor', ${orderLines.unitPriceMinor}) order by ${orderLines.id}), '[]')
        from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .innerJoin(webshops, eq(webshops.id, orders.webshopId))
    .where(eq(orders.id, orderId));
  return order ?? null;
}
export type DeliveryOrder = NonNullable<Awaited<ReturnType<typeof deliveryOrder>>>;

/** The name stamped into the files: first and last name as the order holds them. */
export const buyerNameOf = (order: Pick<DeliveryOrder, 'buyerFirstName' | 'buyerLastName'>) =>
  `${order.buyerFirstName} ${order.buyerLastName}`.trim();

/** An order whose books can be shown: paid (or refunded after payment) and not deleted. */
export const isDelivered = (order: DeliveryOrder) =>
  !order.deleted && (order.status === 'paid' || order.status === 'refunded');

/**
 * The order a my-books token opens. Unknown, expired, and an order that is no longer a sale (a deleted manual order)
 * all answer the same 404: the token is the only key, and a wrong one learns nothing.
 */
export async function orderOfToken(db: Executor, token: string): Promise<DeliveryOrder> {
  const orderId = await orderOfBookLink(db, token);
  const order = orderId === null ? null : await deliveryOrder(db, orderId);
  if (!order || !isDelivered(order)) throw new AppError('book-link-unknown');
  return order;
}

/** The order's e-books: each product ordered, with how many copies, in the order of its lines. */
export async function orderBooks(db: Executor, orderId: number) {
  return db
    .select({
      productId: webshopProducts.productId,
      name: products.name,
      quantity: sql<number>`sum(${orderLines.quantity})`.mapWith(Number),
    })
    .from(orderLines)
    .innerJoin(webshopProducts, eq(webshopProducts.id, orderLines.webshopProductId))
    .innerJoin(products, eq(products.id, webshopProducts.productId))
    .where(eq(orderLines.orderId, orderId))
    .groupBy(webshopProducts.productId, products.name)
    .orderBy(sql`min(${orderLines.id})`);
}

/** Whether a dispute about the order is open: its files are not handed out meanwhile. */
export async function hasOpenDispute(db: Executor, orderId: number): Promise<boolean> {
  const [open] = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.orderId, orderId), eq(disputes.status, 'open')))
    .limit(1);
  return open !== undefined;
}

/** Downloads so far of each file of the order, keyed "productId:format". */
async function downloadCounts(db: Executor, orderId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ productId: downloads.productId, format: downloads.format, n: count() })
    .from(downloads)
    .where(eq(downloads.orderId, orderId))
    .groupBy(downloads.productId, downloads.format);
  return new Map(rows.map((r) => [`${r.productId}:${r.format}`, r.n]));
}

export const downloadPath = (token: string, productId: number, format: EditionFormat) =>
  `/api/my-books/${token}/download?productId=${productId}&format=${format}`;

/** GET /api/my-books/{token}: the buyer's page. `token` is normalised (core's bookToken). */
export async function myBooks(ctx: Pick<AppContext, 'db' | 'config'>, token: string): Promise<MyBooksResponse> {
  const order = await orderOfToken(ctx.db, token);
  const books = await orderBooks(ctx.db, order.id);
  const [editions, counts, suspended, refund, receipt] = await Promise.all([
    books.length === 0
      ? []
      : ctx.db
          .select({
            productId: productEditions.productId,
            format: productEditions.format,
            fileName: productEditions.fileName,
            size: productEditions.size,
          })
          .from(productEditions)
          .where(
            inArray(
              productEditions.productId,
              books.map((b) => b.productId),
            ),
          )
          .orderBy(asc(productEditions.format)),
    downloadCounts(ctx.db, order.id),
    hasOpenDispute(ctx.db, order.id),
    selfRefundWindow(ctx.db, order.id),
    orderReceipt(ctx.db, ctx.config, order),
  ]);
  const limit = ctx.config.downloadLimit;
  return {
    orderNumber: order.id,
    buyerFirstName: order.buyerFirstName,
    sellerName: order.sellerName,
    groupName: order.groupName,
    currencyCode: order.currencyCode,
    totalAmount: toMajor(order.totalMinor),
    refundedAmount: toMajor(order.refundedMinor),
    // orders_paid_at: a paid or refunded order has its payment time.
    paidAt: order.paidAt!.toISOString(),
    status: order.status === 'refunded' ? 'refunded' : 'paid',
    downloadsSuspended: suspended,
    canResend: order.buyerEmail !== '',
    canSelfRefund: refund.allowed,
    selfRefundUntil: refund.until?.toISOString() ?? null,
    books: books.map((book) => ({
      ...book,
      files: editions
        .filter((e) => e.productId === book.productId)
        .map((e) => {
          // product_editions_format_check holds the column to EDITION_FORMATS.
          const format = e.format as EditionFormat;
          return {
            format,
            fileName: e.fileName,
            size: e.size,
            downloadsLeft: Math.max(0, limit - (counts.get(`${book.productId}:${format}`) ?? 0)),
            downloadUrl: downloadPath(token, book.productId, format),
          };
        }),
    })),
    receipt,
    receiptUrl: `/api/my-books/${token}/receipt`,
  };
}
