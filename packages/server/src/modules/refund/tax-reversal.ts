import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orders, refunds } from '../../db/schema.ts';
import type { WorkerLogger } from '../../lib/poller.ts';

/**
 * Records with Stripe Tax the tax going back with each succeeded refund of an order whose tax Stripe computed
 * (docs/decisions/0060): one reversal per refund row, named by it, stored on the row once recorded. Called after
 * the refund's transaction has committed; an order without Stripe's transaction (tax_reference null: local or
 * untaxed figures) has nothing to reverse there. A reversal that fails stays unrecorded and is tried again with the
 * order's next refund settlement (the same reference and key, so it is recorded at most once); it is logged.
 */
export async function recordTaxReversals(
  ctx: Pick<AppContext, 'db' | 'taxReversals'>,
  orderId: number,
  log: WorkerLogger,
): Promise<void> {
  const due = await ctx.db
    .select({
      id: refunds.id,
      amountMinor: refunds.amountMinor,
      totalMinor: orders.totalMinor,
      transactionReference: orders.taxReference,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        eq(refunds.orderId, orderId),
        eq(refunds.status, 'succeeded'),
        isNull(refunds.taxReversalReference),
        eq(orders.taxSource, 'stripe'),
        isNotNull(orders.taxReference),
      ),
    )
    .orderBy(asc(refunds.id));
  for (const refund of due) {
    try {
      const recorded = await ctx.taxReversals.record({
        transactionReference: refund.transactionReference!,
        reference: `refund-${refund.id}`,
        amountMinor: refund.amountMinor,
        whole: refund.amountMinor === refund.totalMinor,
      });
      await ctx.db
        .update(refunds)
        .set({ taxReversalReference: recorded })
        .where(and(eq(refunds.id, refund.id), isNull(refunds.taxReversalReference)));
    } catch (error) {
      log.error({ refundId: refund.id, err: error }, 'tax reversal not recorded with the tax provider');
    }
  }
}
