import { and, eq, sql } from 'drizzle-orm';
import { CHECKOUT_MSG, toMajor, type MyOrderResponse, type MyOrderSummary } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { orderLines, orders, sellers } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { orderLineItems } from '../order/order-records.ts';
import { orderTaxSummary } from '../order/order-tax.ts';
import { completeCheckout } from './completion.ts';

/**
 * GET /api/order/my-order: the confirmation page's look-up. A paid order says isFirstTimeGettingOrder true
 * exactly once (confirmation_seen_at set atomically). A pending Stripe order is checked with Stripe first,
 * so a buyer who returns before the webhook still sees the confirmation.
 */
/** The look-up's answer when it cannot show the order: the page says `errorMessage` (SPEC §8 order lookup). */
export function refusedOrder(errorMessage: string): MyOrderResponse {
  return { error: true, errorMessage, isFirstTimeGettingOrder: false, order: null };
}

export async function myOrder(ctx: AppContext, checkoutSession: string): Promise<MyOrderResponse> {
  const find = async () =>
    (
      await ctx.db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(eq(orders.checkoutSession, checkoutSession))
        .limit(1)
    )[0];
  let order = await find();
  if (!order) return refusedOrder(CHECKOUT_MSG.orderNotFound);
  if (order.status === 'pending') {
    const paid = await ctx.payments.isCheckoutSessionPaid(checkoutSession).catch(() => false);
    // The tax Stripe charged goes on the order as it becomes paid; unread, the webhook pays it instead.
    const chargedTax = paid ? await ctx.payments.chargedTax(checkoutSession).catch(() => undefined) : undefined;
    if (paid && chargedTax !== undefined) {
      await completeCheckout(ctx, {
        sessionId: checkoutSession,
        orderId: order.id,
        eventType: 'session-query',
        chargedTax,
      });
      order = (await find()) ?? order;
    }
  }
  if (order.status === 'pending') return refusedOrder(CHECKOUT_MSG.orderNotPaid);
  if (order.status === 'cancelled') return refusedOrder(CHECKOUT_MSG.orderCancelled);
  const first = await ctx.db
    .update(orders)
    .set({ confirmationSeenAt: sql`now()` })
    .where(and(eq(orders.id, order.id), sql`${orders.confirmationSeenAt} is null`))
    .returning({ id: orders.id });
  return {
    error: false,
    errorMessage: '',
    isFirstTimeGettingOrder: first.length > 0,
    order: await orderSummary(ctx.db, order.id),
  };
}

/** The confirmation's view of a paid order: number, lines at the prices charged, total, the seller supported. */
async function orderSummary(db: AppContext['db'], orderId: number): Promise<MyOrderSummary> {
  const [[order], lines, tax] = await Promise.all([
    db
      .select({ currencyCode: orders.currencyCode, totalMinor: orders.totalMinor, sellerName: sellers.name })
      .from(orders)
      .innerJoin(sellers, eq(sellers.id, orders.sellerId))
      .where(eq(orders.id, orderId)),
    orderLineItems(db, eq(orderLines.orderId, orderId)),
    orderTaxSummary(db, orderId),
  ]);
  if (!order) throw new AppError('not-found', { message: CHECKOUT_MSG.orderNotFound });
  return {
    orderNumber: orderId,
    sellerName: order.sellerName,
    currencyCode: order.currencyCode,
    totalAmount: toMajor(order.totalMinor),
    items: lines.map(({ orderId: _order, ...item }) => item),
    tax,
  };
}
