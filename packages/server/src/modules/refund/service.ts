import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  DELIVERY_MSG,
  formatPrice,
  remainingTaxMinor,
  toMajor,
  toMinor,
  type RefundRequestedBy,
  type RefundRow,
  type SelfRefundResponse,
} from '@fundshop/core';
import type { OperatorCaller } from '../../auth/operator.ts';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { orders, refunds } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { RefundRefusedError } from '../../integrations/payments/payment-provider.ts';
import { databaseError } from '../../lib/db-errors.ts';
import type { WorkerLogger } from '../../lib/poller.ts';
import { buyerActor, operatorActor, recordAudit, type AuditActor } from '../audit/trail.ts';
import { orderOfBookLink } from '../delivery/book-links.ts';
import { selfRefundWindow } from './self-service-window.ts';
import { forgetStoreOfOrder, recordRefundOutcome, settleRefund } from './settle.ts';
import { recordTaxReversals } from './tax-reversal.ts';

/** The refunds triggers' refusals (migration 0015), as the API answers them. */
const TRIGGER_REFUSALS: Record<string, 'refund-too-large' | 'refund-only-card'> = {
  refunds_within_total: 'refund-too-large',
  refunds_paid_card_order: 'refund-only-card',
};

function refusalOf(error: unknown): AppError | undefined {
  const found = databaseError(error);
  const code = found?.code === '23514' && typeof found.constraint === 'string' && TRIGGER_REFUSALS[found.constraint];
  return code ? new AppError(code) : undefined;
}

export interface RefundAsked {
  orderId: number;
  /** Minor units, or whatever is left of the order. */
  amount: number | 'rest';
  requestedBy: Exclude<RefundRequestedBy, 'provider'>;
  reason: string;
  /** Who asked, for the audit row written with the refund's. */
  actor: AuditActor;
  /** The most this refund may be (minor units): a support operator's limit (docs/decisions/0031). */
  maxMinor?: number;
  /** A rule checked after the order row is locked (the self-service window); throws to refuse. */
  guard?: (tx: Transaction) => Promise<void>;
}

/**
 * Asks for a refund (docs/decisions/0026). Transaction 1 locks the order and writes the pending row, which the
 * trigger counts against what the order holds (two refunds asked at once are counted one after the other); after
 * it commits the provider is asked with the row's idempotency key; transaction 2 stores its answer. If the
 * provider refuses, the row fails (freeing the amount); if it cannot be reached, the row stays pending, still
 * counted, and settles by the provider's webhook or an operator's retry with the same key (retryRefund).
 */
export async function refundOrder(ctx: AppContext, asked: RefundAsked, log: WorkerLogger): Promise<number> {
  let row: typeof refunds.$inferSelect;
  let paymentReference: string;
  try {
    ({ row, paymentReference } = await ctx.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, asked.orderId)).for('update');
      if (!order) throw new AppError('not-found');
      await asked.guard?.(tx);
      if (order.source !== 'card' || !['paid', 'refunded'].includes(order.status)) {
        throw new AppError('refund-only-card');
      }
      // Paid through the status query before its webhook brought the payment's id: the webhook is on its way.
      if (!order.paymentReference) throw new AppError('refund-provider-failed');
      const [taken] = await tx
        .select({ minor: sql`coalesce(sum(${refunds.amountMinor}), 0)`.mapWith(Number) })
        .from(refunds)
        .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, ['pending', 'succeeded'])));
      const left = order.totalMinor - order.chargedBackMinor - taken!.minor;
      const amountMinor = asked.amount === 'rest' ? left : asked.amount;
      if (amountMinor <= 0) throw new AppError('refund-too-large');
      if (asked.maxMinor !== undefined && amountMinor > asked.maxMinor) {
        throw new AppError('refund-over-limit', {
          message: DELIVERY_MSG.refundOverLimit(formatPrice(toMajor(asked.maxMinor), order.currencyCode)),
        });
      }
      const [next] = (
        (await tx.execute(sql`select nextval(pg_get_serial_sequence('refunds', 'id'))::int as id`)) as unknown as {
          rows: { id: number }[];
        }
      ).rows;
      const [inserted] = await tx
        .insert(refunds)
        .values({
          id: next!.id,
          orderId: order.id,
          amountMinor,
          status: 'pending',
          requestedBy: asked.requestedBy,
          idempotencyKey: `fundshop-refund-${next!.id}`,
          reason: asked.reason,
        })
        .returning();
      await recordAudit(tx, asked.actor, {
        action: 'refund.create',
        target: { type: 'order', id: order.id },
        webshopId: order.webshopId,
        before: { refundedMinor: order.refundedMinor, askedBeforeMinor: taken!.minor },
        after: {
          refundId: inserted!.id,
          amountMinor,
          currencyCode: order.currencyCode,
          status: inserted!.status,
          requestedBy: asked.requestedBy,
        },
        reason: asked.reason,
      });
      return { row: inserted!, paymentReference: order.paymentReference };
    }));
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
  await sendRefund(ctx, row, paymentReference, log);
  return row.id;
}

/** Asks the provider for a pending row's refund (again) and stores the answer; throws 502 when there is none. */
async function sendRefund(
  ctx: AppContext,
  row: typeof refunds.$inferSelect,
  paymentReference: string,
  log: WorkerLogger,
): Promise<void> {
  try {
    const provided = await ctx.payments.refund({
      paymentReference,
      amountMinor: row.amountMinor,
      idempotencyKey: row.idempotencyKey,
      refundId: row.id,
    });
    await ctx.db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, row.orderId)).for('update');
      await settleRefund(tx, ctx.config, row.orderId, provided);
    });
    await forgetStoreOfOrder(ctx, row.orderId);
    await recordTaxReversals(ctx, row.orderId, log);
  } catch (error) {
    if (error instanceof RefundRefusedError) {
      await ctx.db.transaction(async (tx) => {
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, row.orderId)).for('update');
        const failed = await tx
          .update(refunds)
          .set({ status: 'failed', reason: `${row.reason} (refused: ${error.message})`.trim() })
          .where(and(eq(refunds.id, row.id), eq(refunds.status, 'pending')))
          .returning({ id: refunds.id });
        if (failed.length > 0) await recordRefundOutcome(tx, row, 'failed');
      });
      log.warn({ refundId: row.id, reason: error.message }, 'refund refused by the payment provider');
      throw new AppError('refund-provider-failed', { message: `The payment provider refused: ${error.message}` });
    }
    log.error({ refundId: row.id, err: error }, 'refund not confirmed; stays pending until a webhook or a retry');
    throw new AppError('refund-provider-failed');
  }
}

/**
 * An operator's retry of a refund left pending (the provider could not be reached): the same row and key, so the
 * provider refunds at most once; what the provider already has is found by the row's id in its metadata first.
 */
export async function retryRefund(ctx: AppContext, refundId: number, log: WorkerLogger): Promise<RefundRow> {
  const [found] = await ctx.db
    .select({ row: refunds, paymentReference: orders.paymentReference })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.id, refundId));
  if (!found) throw new AppError('not-found');
  if (found.row.status === 'pending' && found.paymentReference) {
    const known = (await ctx.payments.listRefunds(found.paymentReference)).find((r) => r.refundId === refundId);
    if (!known) await sendRefund(ctx, found.row, found.paymentReference, log);
    else {
      await ctx.db.transaction(async (tx) => {
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, found.row.orderId)).for('update');
        await settleRefund(tx, ctx.config, found.row.orderId, known);
      });
      await forgetStoreOfOrder(ctx, found.row.orderId);
      await recordTaxReversals(ctx, found.row.orderId, log);
    }
  }
  return (await refundRows(ctx, eq(refunds.id, refundId)))[0]!;
}

/** Refund rows as the operator API shows them, newest first, in their order's currency. */
async function refundRows(ctx: Pick<AppContext, 'db'>, where: SQL): Promise<RefundRow[]> {
  const rows = await ctx.db
    .select({
      row: refunds,
      currencyCode: orders.currencyCode,
      totalMinor: orders.totalMinor,
      taxMinor: orders.taxMinor,
      refundedBefore: sql<number>`(select coalesce(sum(earlier.amount_minor), 0) from refunds earlier
        where earlier.order_id = ${refunds.orderId} and earlier.status = 'succeeded' and earlier.id < ${refunds.id})`.mapWith(
        Number,
      ),
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(where)
    .orderBy(desc(refunds.id));
  return rows.map(({ row, currencyCode, totalMinor, taxMinor, refundedBefore }) => ({
    id: row.id,
    orderId: row.orderId,
    amount: toMajor(row.amountMinor),
    taxAmount:
      row.status === 'succeeded'
        ? toMajor(
            remainingTaxMinor(taxMinor, totalMinor, refundedBefore) -
              remainingTaxMinor(taxMinor, totalMinor, refundedBefore + row.amountMinor),
          )
        : 0,
    currencyCode,
    status: row.status,
    requestedBy: row.requestedBy,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * POST /api/my-books/{token}/refund: the buyer cancels the whole order, exactly as the terms allow (within the
 * days and before any download), checked after the order row is locked so a double click refunds once.
 */
export async function selfRefund(
  ctx: AppContext,
  token: string,
  network: string,
  log: WorkerLogger,
): Promise<SelfRefundResponse> {
  const orderId = await orderOfBookLink(ctx.db, token);
  if (orderId === null) throw new AppError('book-link-unknown');
  const refundId = await refundOrder(
    ctx,
    {
      orderId,
      amount: 'rest',
      requestedBy: 'buyer',
      reason: 'cancelled by the buyer on the my-books page',
      actor: buyerActor(orderId, network),
      guard: async (tx) => {
        if (!(await selfRefundWindow(tx, orderId)).allowed) throw new AppError('refund-not-allowed');
      },
    },
    log,
  );
  const [shown] = await refundRows(ctx, eq(refunds.id, refundId));
  return { responseMessage: 'ok', refundedAmount: shown!.amount, currencyCode: shown!.currencyCode };
}

/**
 * POST /api/operator/refunds: any amount up to what is left, or the rest; a support operator's refund at most
 * OPERATOR_SUPPORT_REFUND_LIMIT of the order's currency.
 */
export async function operatorRefund(
  ctx: AppContext,
  operator: OperatorCaller,
  input: { orderId: number; amount?: number; reason: string },
  log: WorkerLogger,
): Promise<RefundRow> {
  const refundId = await refundOrder(
    ctx,
    {
      orderId: input.orderId,
      amount: input.amount === undefined ? 'rest' : toMinor(input.amount),
      requestedBy: 'operator',
      reason: input.reason,
      actor: operatorActor(operator),
      maxMinor: operator.role === 'support' ? toMinor(ctx.config.supportRefundLimit) : undefined,
    },
    log,
  );
  return (await refundRows(ctx, eq(refunds.id, refundId)))[0]!;
}

/** GET /api/operator/refunds?orderId=: the order's refunds, newest first. */
export const listOrderRefunds = (ctx: Pick<AppContext, 'db'>, orderId: number) =>
  refundRows(ctx, eq(refunds.orderId, orderId));
