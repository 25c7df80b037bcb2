import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { orders, sellers, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { WorkerLogger } from '../../lib/poller.ts';
import { recordProviderEvent } from '../../lib/provider-events.ts';
import type { ChargedTax } from '../../integrations/payments/payment-provider.ts';
import { enqueueBooksMail } from '../delivery/mails.ts';
import { recordChargedTax } from '../order/sale-tax.ts';

// Where a card order becomes paid (sending the receipt) or cancelled, whichever way the news arrives.

export interface PaymentNotice {
  sessionId: string;
  /** From the session's metadata; the session id is used when absent. */
  orderId: number | null;
  /** Provider event id: recorded once in payment_events so a replay changes nothing. Absent for a direct query. */
  eventId?: string;
  eventType: string;
  /** The provider's payment id, what refunds name; a direct query does not know it, the webhook after it does. */
  paymentReference?: string | null;
  /**
   * The caller has just read orderId by this session id (the simulated card form), so it is this session's order: not
   * looked up again (a session id, once written, never changes). One statement fewer a paid order (issue 30).
   */
  orderOfSession?: boolean;
  /** The tax the provider charged (Stripe Checkout), stored when the order becomes paid; absent: as calculated. */
  chargedTax?: ChargedTax | null;
}

/** Records the event; false when it was already recorded (a replay). */
async function recordEvent(tx: Transaction, notice: PaymentNotice): Promise<boolean> {
  return notice.eventId ? recordProviderEvent(tx, notice.eventId, notice.eventType) : true;
}

async function findOrderId(tx: Transaction, notice: PaymentNotice): Promise<number | null> {
  const [row] = await tx
    .select({ id: orders.id, checkoutSession: orders.checkoutSession })
    .from(orders)
    .where(notice.orderId !== null ? eq(orders.id, notice.orderId) : eq(orders.checkoutSession, notice.sessionId))
    .limit(1);
  // The metadata names the order; the session must be this order's (or not yet written: the webhook can
  // arrive before createCheckoutSession has stored the session id).
  if (!row || (row.checkoutSession !== null && row.checkoutSession !== notice.sessionId)) return null;
  return row.id;
}

export type CompletionResult = 'paid' | 'already-done' | 'replayed' | 'unknown-order';

/**
 * The one place an order becomes paid (Stripe webhook, Stripe status query, simulated payment). Exactly
 * once: the event's primary key stops a replay and the conditional UPDATE lets only one transaction move
 * the order. A payment for a shop locked (or a seller removed) meanwhile is still recorded as paid, flagged
 * completedAfterClose. A cancelled order that the provider reports paid becomes paid too: money taken is never lost.
 * An event whose order is not found writes nothing (the event stays unconsumed), so its redelivery can still pay
 * the order once it is there (unknownOrder, docs/decisions/0011).
 */
export async function completeCheckout(
  ctx: Pick<AppContext, 'db' | 'config' | 'shopCache' | 'metrics'>,
  notice: PaymentNotice,
): Promise<CompletionResult> {
  const result = await ctx.db.transaction(async (tx): Promise<{ result: CompletionResult; sellerId?: number }> => {
    const orderId = notice.orderOfSession && notice.orderId !== null ? notice.orderId : await findOrderId(tx, notice);
    if (orderId === null) return { result: 'unknown-order' };
    if (!(await recordEvent(tx, notice))) return { result: 'replayed' };
    const paymentReference = notice.paymentReference ?? null;
    const [paid] = await tx
      .update(orders)
      .set({
        status: 'paid',
        paidAt: sql`now()`,
        checkoutSession: notice.sessionId,
        paymentReference,
        completedAfterClose: sql`exists (select 1 from ${webshops} join ${sellers} on ${sellers.webshopId} = ${webshops.id} where ${webshops.id} = ${orders.webshopId} and ${sellers.id} = ${orders.sellerId} and (${webshops.isLocked} or not ${sellers.isActive}))`,
      })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ['pending', 'cancelled'])))
      .returning({ id: orders.id, sellerId: orders.sellerId });
    if (!paid) {
      // Paid before through the status query, which does not know the payment's id: the webhook brings it.
      if (paymentReference !== null) {
        await tx
          .update(orders)
          .set({ paymentReference })
          .where(and(eq(orders.id, orderId), sql`${orders.paymentReference} is null`));
      }
      return { result: 'already-done' };
    }
    if (notice.chargedTax) await recordChargedTax(tx, paid.id, notice.chargedTax);
    // The receipt carries the link to the buyer's e-books: delivery is at once (docs/decisions/0026).
    await enqueueBooksMail(tx, ctx.config, paid.id, 'receipt');
    return { result: 'paid', sellerId: paid.sellerId };
  });
  if (result.sellerId !== undefined) ctx.shopCache.invalidateSeller(result.sellerId);
  if (result.result === 'paid') ctx.metrics.countCheckout('paid');
  return result.result;
}

/**
 * Expired session or failed asynchronous payment: a pending order is cancelled (a paid one stays paid). Like a
 * payment, an event whose order is not found is not consumed.
 */
export async function failCheckout(
  { db, metrics }: Pick<AppContext, 'db' | 'metrics'>,
  notice: PaymentNotice,
): Promise<'cancelled' | 'unchanged' | 'unknown-order'> {
  const outcome = await db.transaction(async (tx) => {
    const orderId = await findOrderId(tx, notice);
    if (orderId === null) return 'unknown-order';
    if (!(await recordEvent(tx, notice))) return 'unchanged';
    const cancelled = await tx
      .update(orders)
      .set({ status: 'cancelled' })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    return cancelled.length > 0 ? 'cancelled' : 'unchanged';
  });
  if (outcome === 'cancelled') metrics.countCheckout('cancelled');
  return outcome;
}

/**
 * A payment event about an order this database does not have (yet): the webhook may be ahead of a replica, a
 * restore, or the request that stores the session id. Logged, and refused with 409 so the provider sends it again
 * (Stripe: for up to 3 days); nothing was recorded, so the redelivery applies it once the order is there.
 */
export function unknownOrder(log: WorkerLogger, notice: PaymentNotice): AppError {
  log.warn(
    {
      eventId: notice.eventId,
      eventType: notice.eventType,
      orderId: notice.orderId,
      checkoutSession: notice.sessionId,
    },
    'payment event for an order not found: not consumed, the provider will send it again',
  );
  return new AppError('payment-order-unknown');
}
