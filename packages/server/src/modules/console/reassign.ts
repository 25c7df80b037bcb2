import { and, eq } from 'drizzle-orm';
import { CONSOLE_MSG, type ConsoleOrder } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { orders, sellers } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { databaseError } from '../../lib/db-errors.ts';
import { recordAudit, type AuditActor } from '../audit/trail.ts';
import { consoleOrder } from './orders.ts';
import { enqueueReassignNotices } from './reassign-notices.ts';

/**
 * POST /api/operator/orders/{id}/reassign: "this order went to the wrong child" (docs/decisions/0033). The order moves
 * to another active seller of its own group, only from the seller the operator saw (a conditional UPDATE under the
 * order's row lock: of two operators moving one order, one gets 409 order-moved). The database keeps it in the group
 * (orders_seller_fk names seller and webshop together), and the roll-up triggers move its figures from one seller to
 * the other, so the dashboards, the leaderboard and both stores follow; the group's totals do not change. Both
 * participants are told (reassign-notices.ts).
 */
export async function reassignOrder(
  ctx: Pick<AppContext, 'db' | 'shopCache' | 'config'>,
  actor: AuditActor,
  orderId: number,
  input: { fromSellerId: number; toSellerId: number; reason: string },
): Promise<ConsoleOrder> {
  try {
    await ctx.db.transaction(async (tx) => {
      const [order] = await tx
        .select({ sellerId: orders.sellerId, webshopId: orders.webshopId, deletedAt: orders.deletedAt })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update');
      if (!order) throw new AppError('order-not-found');
      if (order.deletedAt) throw new AppError('order-deleted');
      if (order.sellerId !== input.fromSellerId) throw new AppError('order-moved');
      if (input.toSellerId === order.sellerId) return;
      const [to] = await tx
        .select({ webshopId: sellers.webshopId, isActive: sellers.isActive })
        .from(sellers)
        .where(eq(sellers.id, input.toSellerId));
      if (!to || to.webshopId !== order.webshopId) throw new AppError('seller-not-in-group');
      if (!to.isActive) throw new AppError('inactive-seller', { message: CONSOLE_MSG.sellerRemoved });
      const moved = await tx
        .update(orders)
        .set({ sellerId: input.toSellerId })
        .where(and(eq(orders.id, orderId), eq(orders.sellerId, input.fromSellerId)))
        .returning({ id: orders.id });
      if (moved.length === 0) throw new AppError('order-moved');
      await recordAudit(tx, actor, {
        action: 'order.reassign',
        target: { type: 'order', id: orderId },
        webshopId: order.webshopId,
        before: { sellerId: order.sellerId },
        after: { sellerId: input.toSellerId },
        reason: input.reason,
      });
      await enqueueReassignNotices(tx, ctx, { orderId, ...input });
    });
  } catch (error) {
    // The database's own refusal of a seller of another group, should any path reach it.
    if (databaseError(error)?.constraint === 'orders_seller_fk') throw new AppError('seller-not-in-group');
    throw error;
  }
  ctx.shopCache.invalidateSeller(input.fromSellerId);
  ctx.shopCache.invalidateSeller(input.toSellerId);
  return consoleOrder(ctx.db, orderId);
}
