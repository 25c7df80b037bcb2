import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  SUPPORTER_CONTACT_FIELDS,
  toMajor,
  type BuyerOrderRow,
  type AccountRole,
  type SellerOrderDetails,
  type SupporterContactField,
} from '@fundshop/core';
import { assertSellerAccess } from '../../auth/guard.ts';
import type { Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { orders, sellers, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { sellerWithWebshop } from '../seller/service.ts';
import { orderLineItems, sellerOf } from './order-records.ts';

/** Reads can run inside a caller's transaction (the dashboard reads in one snapshot). */
type ReadCtx = { db: Executor };

/**
 * Orders a seller's list shows: counted ones, and card orders refunded in full (labelled, so a seller and organiser
 * see what became of a sale, docs/decisions/0026).
 */
const listed = and(inArray(orders.status, ['paid', 'refunded']), isNull(orders.deletedAt));

/**
 * What `viewer` may see of a supporter in `row`: everything for the organiser (it delivers and answers questions);
 * for a seller, often a child, the contact fields are left out of the answer itself, not hidden by a page
 * (docs/decisions/0036).
 */
export function supporterFieldsFor<T extends Partial<Record<SupporterContactField, unknown>>>(
  viewer: AccountRole,
  row: T,
): T | Omit<T, SupporterContactField> {
  if (viewer === 'contactperson') return row;
  const shown: Record<string, unknown> = { ...row };
  for (const field of SUPPORTER_CONTACT_FIELDS) delete shown[field];
  return shown as Omit<T, SupporterContactField>;
}

/** Listed orders of one seller with their lines, newest first (SPEC §3 Seller order details). */
async function buyerOrderRows(ctx: ReadCtx, sellerId: number, viewer: AccountRole): Promise<BuyerOrderRow[]> {
  const rows = await ctx.db
    .select({
      id: orders.id,
      source: orders.source,
      buyerFirstName: orders.buyerFirstName,
      buyerLastName: orders.buyerLastName,
      buyerEmail: orders.buyerEmail,
      buyerPhoneNumber: orders.buyerPhoneNumber,
      note: orders.note,
      personalMessage: orders.personalMessage,
      totalMinor: orders.totalMinor,
      earningsMinor: orders.earningsMinor,
      status: orders.status,
      orderedAt: sql<string>`coalesce(${orders.paidAt}, ${orders.createdAt})`.mapWith((v: unknown) =>
        new Date(v as string).toISOString(),
      ),
    })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), listed))
    .orderBy(desc(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`), desc(orders.id));
  const lines = rows.length === 0 ? [] : await orderLineItems(ctx.db, and(eq(orders.sellerId, sellerId), listed));
  const byOrder = new Map<number, BuyerOrderRow['orderFromBuyerDetailsList']>();
  for (const { orderId, ...item } of lines) {
    const list = byOrder.get(orderId) ?? [];
    list.push(item);
    byOrder.set(orderId, list);
  }
  return rows.map((r) =>
    supporterFieldsFor(viewer, {
      buyerOfOrderId: r.id,
      buyerFirstName: r.buyerFirstName,
      buyerLastName: r.buyerLastName,
      buyerEmail: r.buyerEmail,
      buyerPhoneNumber: r.buyerPhoneNumber,
      hasEmail: r.buyerEmail !== '',
      note: r.note,
      boughtForAmount: toMajor(r.totalMinor),
      earnings: toMajor(r.earningsMinor),
      orderFromBuyerDetailsList: byOrder.get(r.id) ?? [],
      source: r.source,
      orderDate: r.orderedAt,
      isEditable: r.source === 'manual',
      personalMessage: r.personalMessage,
      status: r.status === 'refunded' ? 'refunded' : 'paid',
    }),
  );
}

/** A seller's orders as `viewer` (the caller's role) may see them. */
export async function sellerOrderDetailsOf(
  ctx: ReadCtx,
  sellerId: number,
  viewer: AccountRole,
): Promise<SellerOrderDetails> {
  const head = await sellerWithWebshop(ctx.db, sellerId, {
    sellerName: sellers.name,
    sellerIsActive: sellers.isActive,
    customerName: webshops.name,
    classOrTeam: webshops.classOrTeam,
    currencyCode: webshops.currencyCode,
  });
  if (!head) throw new AppError('not-found');
  return {
    responseMessage: 'ok',
    ...head,
    // SPEC §9: the seller order view defaults to USD.
    currencyCode: head.currencyCode || 'USD',
    orderFromBuyers: await buyerOrderRows(ctx, sellerId, viewer),
  };
}

/** GET /api/order/get-seller-order-details: the seller itself or its group's organiser. */
export async function getSellerOrderDetails(
  ctx: Pick<AppContext, 'db'>,
  caller: Caller,
  sellerId: number,
): Promise<SellerOrderDetails> {
  assertSellerAccess(caller, await sellerOf(ctx.db, sellerId));
  return sellerOrderDetailsOf(ctx, sellerId, caller.role);
}
