import { DELIVERY_MSG, type ResendBooksResponse } from '@fundshop/core';
import { assertSellerAccess } from '../../auth/guard.ts';
import type { Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { consumeRateLimit, type RateLimit } from '../../lib/rate-limit.ts';
import { enqueueBooksMail } from './mails.ts';
import { deliveryOrder, orderOfToken, type DeliveryOrder } from './service.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/**
 * Mails per order and hour, whoever asks (the buyer's page, the seller, the organiser): enough to find a lost mail,
 * too few to fill a buyer's inbox.
 */
export const RESEND_LIMIT: RateLimit = { limit: 3, windowSeconds: 3600 };

/**
 * An order of the caller's own (its seller, or its group's organiser) that delivers e-books: paid and not deleted.
 * A refunded order's files are withdrawn.
 */
export async function callersDeliveredOrder(ctx: Ctx, caller: Caller, orderId: number): Promise<DeliveryOrder> {
  const order = await deliveryOrder(ctx.db, orderId);
  if (!order) throw new AppError('order-not-found');
  assertSellerAccess(caller, { id: order.sellerId, webshopId: order.webshopId });
  if (order.deleted) throw new AppError('order-deleted');
  if (order.status === 'refunded') throw new AppError('order-refunded');
  if (order.status !== 'paid') throw new AppError('order-not-found');
  return order;
}

/** A new book link to the order's own address; the old links keep working until they expire. */
async function mailAgain(ctx: Ctx, order: DeliveryOrder): Promise<ResendBooksResponse> {
  if (!order.buyerEmail) throw new AppError('order-without-email');
  await consumeRateLimit(ctx.db, `books-mail:${order.id}`, RESEND_LIMIT);
  await ctx.db.transaction((tx) => enqueueBooksMail(tx, ctx.config, order.id, 'again'));
  return { responseMessage: 'ok', message: DELIVERY_MSG.resent };
}

/** POST /api/my-books/{token}/resend: "Send the link again" on the buyer's page. */
export async function resendFromBooksPage(ctx: Ctx, token: string): Promise<ResendBooksResponse> {
  const order = await orderOfToken(ctx.db, token);
  if (order.status === 'refunded') throw new AppError('order-refunded');
  return mailAgain(ctx, order);
}

/** POST /api/order/resend-books: the order's seller or organiser sends the buyer the link again. */
export async function resendForOrder(ctx: Ctx, caller: Caller, orderId: number): Promise<ResendBooksResponse> {
  return mailAgain(ctx, await callersDeliveredOrder(ctx, caller, orderId));
}
