import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { orders, refunds } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { ProviderRefund } from '../../integrations/payments/payment-provider.ts';
import { recordProviderEvent } from '../../lib/provider-events.ts';
import type { WorkerLogger } from '../../lib/poller.ts';
import { PROVIDER_ACTOR, recordAudit } from '../audit/trail.ts';
import { enqueueRefundMails } from './mails.ts';
import { recordTaxReversals } from './tax-reversal.ts';

/**
 * Makes our row of a provider refund say what the provider says (docs/decisions/0026): the row named by the refund's
 * metadata (ours), else the row with its provider id, else a new row for a refund made in the provider's dashboard.
 * Applying the same answer twice changes nothing, so the request's own answer, its retries and any number of
 * webhooks can all arrive, in any order. The order row must be locked by the caller (the refunds triggers lock it
 * too: taking it first keeps the lock order one way). The mails go out when a refund turns succeeded.
 */
export async function settleRefund(
  tx: Transaction,
  config: AppContext['config'],
  orderId: number,
  provided: ProviderRefund,
): Promise<void> {
  const [row] = await tx
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        provided.refundId !== null
          ? eq(refunds.id, provided.refundId)
          : eq(refunds.providerRefundId, provided.providerRefundId),
      ),
    )
    .for('update');
  if (!row) {
    await tx.insert(refunds).values({
      orderId,
      amountMinor: provided.amountMinor,
      status: provided.status,
      requestedBy: 'provider',
      idempotencyKey: `provider-${provided.providerRefundId}`,
      providerRefundId: provided.providerRefundId,
      reason: 'made in the payment provider',
    });
    if (provided.status === 'succeeded') await enqueueRefundMails(tx, config, orderId, provided.amountMinor);
    return;
  }
  if (row.status === provided.status && row.providerRefundId === provided.providerRefundId) return;
  await tx
    .update(refunds)
    .set({ status: provided.status, providerRefundId: provided.providerRefundId })
    .where(eq(refunds.id, row.id));
  if (provided.status !== row.status) await recordRefundOutcome(tx, row, provided.status);
  if (provided.status === 'succeeded' && row.status !== 'succeeded') {
    await enqueueRefundMails(tx, config, orderId, row.amountMinor);
  }
}

/**
 * The outcome of a refund we asked for, as the provider answered it (docs/decisions/0030, amended): the trail is
 * append-only, so refund.create keeps the 'pending' it was written with and this row, by the provider, adds the
 * state the refund reached. A refund made in the provider's dashboard is no act of ours and gets none.
 */
export async function recordRefundOutcome(
  tx: Transaction,
  row: Pick<typeof refunds.$inferSelect, 'id' | 'orderId' | 'amountMinor' | 'status'>,
  status: (typeof refunds.$inferSelect)['status'],
): Promise<void> {
  const [order] = await tx
    .select({ webshopId: orders.webshopId, currencyCode: orders.currencyCode })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  await recordAudit(tx, PROVIDER_ACTOR, {
    action: 'refund.settle',
    target: { type: 'order', id: row.orderId },
    webshopId: order?.webshopId ?? null,
    before: { refundId: row.id, status: row.status },
    after: { refundId: row.id, status, amountMinor: row.amountMinor, currencyCode: order?.currencyCode ?? null },
  });
}

/**
 * A refund changes what the order's store shows (a refund in full makes the order 'refunded', which the seller's
 * sales leave). Called once the settling transaction has committed, so the next read sees it.
 */
export async function forgetStoreOfOrder(ctx: AppContext, orderId: number): Promise<void> {
  const [order] = await ctx.db.select({ sellerId: orders.sellerId }).from(orders).where(eq(orders.id, orderId));
  if (order) ctx.shopCache.invalidateSeller(order.sellerId);
}

/** The order a payment reference names, locked; null when no order has it. */
export async function lockOrderOfPayment(tx: Transaction, paymentReference: string) {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentReference, paymentReference))
    .for('update');
  return order ?? null;
}

/**
 * 'refunds-changed' (webhook): the payment's refunds are read again from the provider and each is settled, with the
 * event recorded in the same transaction so a replay changes nothing (and would change nothing anyway). A payment
 * no order has yet (its checkout webhook not applied) answers 409 so the provider sends the event again.
 */
export async function applyRefundsChanged(
  ctx: AppContext,
  event: { id: string; kind: string; paymentReference: string },
  log: WorkerLogger,
): Promise<number> {
  const [known] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentReference, event.paymentReference));
  if (!known) {
    log.warn({ eventId: event.id, paymentReference: event.paymentReference }, 'refund event for an unknown payment');
    throw new AppError('payment-order-unknown');
  }
  const provided = await ctx.payments.listRefunds(event.paymentReference);
  const settled = await ctx.db.transaction(async (tx) => {
    if (!(await recordProviderEvent(tx, event.id, event.kind))) return 0;
    const order = await lockOrderOfPayment(tx, event.paymentReference);
    if (!order) return 0;
    // Failed and cancelled first: the amount they free is there for a succeeded one in the same answer.
    const ordered = [...provided].sort((a, b) => Number(a.status === 'succeeded') - Number(b.status === 'succeeded'));
    for (const refund of ordered) await settleRefund(tx, ctx.config, order.id, refund);
    return provided.length;
  });
  await forgetStoreOfOrder(ctx, known.id);
  await recordTaxReversals(ctx, known.id, log);
  return settled;
}
