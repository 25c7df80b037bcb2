import { DELIVERY_MSG, type ResendBooksResponse } from '@fundshop/core';
import { assertSellerAccess } from '../../auth/guard.ts';
import type { Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { consumeRateLimit, type RateLimit } from '../../lib/rate-limit.ts';
import { recordAudit, type AuditActor } from '../audit/trail.ts';
import { enqueueBooksMail } from './mails.ts';
import { deliveryOrder, orderOfToken, type DeliveryOrder } from './service.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/**
 * Mails per order and hour, whoever asks (the buyer's page, the seller, the organiser): enough to find a lost mail,
 * too few to fill a buyer's inbox.
 */
export const RESEND_LIMIT: RateLimit = { limit: 3, windowSeconds: 3600 };

/**
 * An order that delivers e-books: paid and not deleted; a refunded order's files are withdrawn. `caller`, when given,
 * must be its seller or its group's organiser.
 */
export async function callersDeliveredOrder(ctx: Ctx, caller: Caller | null, orderId: number): Promise<DeliveryOrder> {
  const order = await deliveryOrder(ctx.db, orderId);
  if (!order) throw new AppError('order-not-found');
  if (caller) assertSellerAccess(caller, { id: order.sellerId, webshopId: order.webshopId });
  if (order.deleted) throw new AppError('order-deleted');
  if (order.status === 'refunded') throw new AppError('order-refunded');
  if (order.status !== 'paid') throw new AppError('order-not-found');
  return order;
}

/**
 * A new book link to the order's own address; the old links keep working until they expire. An operator's resend is
 * audited with the mail (`actor`).
 */
async function mailAgain(ctx: Ctx, order: DeliveryOrder, actor?: AuditActor): Promise<ResendBooksResponse> {
  if (!order.buyerEmail) throw new AppError('order-without-email');
  await consumeRateLimit(ctx.db, `books-mail:${order.id}`, RESEND_LIMIT);
  await ctx.db.transaction(async (tx) => {
    await enqueueBooksMail(tx, ctx.config, order.id, 'again');
    if (!actor) return;
    await recordAudit(tx, actor, {
      action: 'order.resend-books',
      target: { type: 'order', id: order.id },
      webshopId: order.webshopId,
      before: null,
      after: { mailedToBuyer: true },
    });
  });
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

/** POST /api/operator/orders/{id}/resend-books: an operator sends the buyer the link again (audited). */
export async function resendAsOperator(ctx: Ctx, actor: AuditActor, orderId: number): Promise<ResendBooksResponse> {
  return mailAgain(ctx, await callersDeliveredOrder(ctx, null, orderId), actor);
}
