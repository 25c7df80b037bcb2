import { desc, eq, sql } from 'drizzle-orm';
import {
  NEXT_PAYOUT_STATUS,
  PAYOUT_MSG,
  toMajor,
  type OperatorPayout,
  type OverdrawnGroup,
  type PayoutProviderStatus,
  type PayoutStatus,
} from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { payouts, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../audit/trail.ts';
import { moneyFigures } from './money.ts';
import { moveOneStep, reclaimBeforeFailing } from './state-machine.ts';

// The operators' calls (`npm run payouts`): list every payout, move one a step by hand.

async function operatorRows(db: Executor, payoutId?: number): Promise<OperatorPayout[]> {
  const rows = await db
    .select({ payout: payouts, groupName: webshops.name })
    .from(payouts)
    .innerJoin(webshops, eq(webshops.id, payouts.webshopId))
    .where(payoutId === undefined ? undefined : eq(payouts.id, payoutId))
    .orderBy(desc(payouts.id));
  return rows.map(({ payout, groupName }) => ({
    id: payout.id,
    webShopId: payout.webshopId,
    groupName,
    amount: toMajor(payout.amountMinor),
    currencyCode: payout.currencyCode,
    status: payout.status,
    createdAt: payout.createdAt.toISOString(),
    updatedAt: payout.updatedAt.toISOString(),
    providerReference: payout.providerReference,
  }));
}

export const listPayouts = (ctx: Pick<AppContext, 'db'>) => operatorRows(ctx.db);

/**
 * The groups a refund or lost dispute took below zero after their payouts (docs/decisions/0051): a refund after the
 * reserve was paid, or one larger than it. Only groups with a payout and a returned order can be, so only those are
 * added up (the partial index orders_returned_idx finds the returned orders).
 */
export async function overdrawnGroups(db: Executor): Promise<OverdrawnGroup[]> {
  const candidates = await db
    .select({ id: webshops.id, name: webshops.name, currencyCode: webshops.currencyCode, isLocked: webshops.isLocked })
    .from(webshops)
    .where(
      sql`exists (select 1 from payouts p where p.webshop_id = ${webshops.id} and p.status <> 'FAILED')
        and exists (select 1 from orders o where o.webshop_id = ${webshops.id}
          and (o.refunded_minor > 0 or o.charged_back_minor > 0))`,
    )
    .orderBy(webshops.id);
  const overdrawn: OverdrawnGroup[] = [];
  for (const shop of candidates) {
    const money = await moneyFigures(db, shop.id);
    if (money.owedByGroup > 0) {
      overdrawn.push({
        webShopId: shop.id,
        groupName: shop.name,
        currencyCode: shop.currencyCode,
        owedByGroup: toMajor(money.owedByGroup),
        isLocked: shop.isLocked,
      });
    }
  }
  return overdrawn;
}

/**
 * GET /api/operator/payouts/{id}/provider: what the payout provider says of the payout's transfer now (Stripe: the
 * transfer and the group account's latest bank payouts), read, never stored. 502 when the provider cannot be asked.
 */
export async function readPayoutProviderStatus(
  ctx: Pick<AppContext, 'db' | 'payouts'>,
  payoutId: number,
): Promise<PayoutProviderStatus> {
  const [row] = await ctx.db
    .select({
      reference: payouts.providerReference,
      attempts: payouts.sendAttempts,
      accountId: webshops.paymentAccountId,
    })
    .from(payouts)
    .innerJoin(webshops, eq(webshops.id, payouts.webshopId))
    .where(eq(payouts.id, payoutId));
  if (!row) throw new AppError('not-found', { message: PAYOUT_MSG.payoutNotFound });
  const provider = ctx.payouts.kind;
  if (!row.reference) {
    return {
      provider,
      reference: null,
      status: 'not sent yet',
      details: [{ label: 'Send attempts', value: String(row.attempts) }],
    };
  }
  try {
    return { provider, reference: row.reference, ...(await ctx.payouts.transferStatus(row.reference, row.accountId)) };
  } catch (error) {
    throw new AppError('payout-provider-failed', { message: `${PAYOUT_MSG.payoutProviderFailed} ${String(error)}` });
  }
}

/**
 * An operator moves a payout from the state it saw (`from`) to the next one, or to FAILED (money sent is reclaimed
 * first). The step is taken only if the payout is still in `from` when its row is locked, so twenty copies of one
 * call move it once: the others find it moved on and get 409.
 */
export async function advancePayout(
  ctx: AppContext,
  actor: AuditActor,
  payoutId: number,
  options: { from: PayoutStatus; fail: boolean; note: string },
): Promise<{ payout: OperatorPayout; from: PayoutStatus }> {
  const [current] = await ctx.db.select({ status: payouts.status }).from(payouts).where(eq(payouts.id, payoutId));
  if (!current) throw new AppError('not-found', { message: PAYOUT_MSG.payoutNotFound });
  const notInState = (actual: PayoutStatus) =>
    new AppError('payout-transition-invalid', { message: PAYOUT_MSG.payoutNotInState(options.from, actual) });
  if (current.status !== options.from) throw notInState(current.status);
  const to = options.fail ? 'FAILED' : NEXT_PAYOUT_STATUS[options.from];
  if (!to) throw new AppError('payout-transition-invalid');
  if (to === 'FAILED') await reclaimBeforeFailing(ctx, payoutId);
  const cause = `operator${options.note ? `: ${options.note}` : ''}`;
  const moved = await ctx.db.transaction(async (tx) => {
    const from = await moveOneStep(tx, ctx.config, payoutId, to, cause, options.from);
    if (from === null) return null;
    const [payout] = await tx.select({ webshopId: payouts.webshopId }).from(payouts).where(eq(payouts.id, payoutId));
    await recordAudit(tx, actor, {
      action: to === 'FAILED' ? 'payout.fail' : 'payout.advance',
      target: { type: 'payout', id: payoutId },
      webshopId: payout!.webshopId,
      before: { status: from },
      after: { status: to },
      reason: options.note,
    });
    return from;
  });
  if (moved === null) {
    const [now] = await ctx.db.select({ status: payouts.status }).from(payouts).where(eq(payouts.id, payoutId));
    throw now && now.status !== options.from ? notInState(now.status) : new AppError('payout-transition-invalid');
  }
  return { payout: (await operatorRows(ctx.db, payoutId))[0]!, from: moved };
}
