import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  MIN_PAYOUT_EARNINGS,
  NEXT_PAYOUT_STATUS,
  PAYOUT_MSG,
  UNHANDLED_PAYOUT_STATUSES,
  formatPrice,
  isUnhandledPayout,
  toMajor,
  toMinor,
  type initiatePayoutRequest,
  type InitiatePayoutResponse,
  type OperatorPayout,
  type PayoutOverview,
  type PayoutRow,
  type PayoutStatus,
  type updatePayoutScheduleRequest,
  type UpdatePayoutScheduleResponse,
} from '@fundshop/core';
import type { z } from 'zod';
import { assertOrganiserOf, organisersWebshopNamingSeller } from '../../auth/guard.ts';
import type { Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { payoutTransitions, payouts, sellerSales, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { PayoutEvent } from '../../integrations/payments/payment-provider.ts';
import { PayoutRefusedError } from '../../integrations/payouts/payout-provider.ts';
import { recordProviderEvent } from '../../lib/provider-events.ts';
import { startPoller, type Poller, type WorkerLogger } from '../../lib/poller.ts';
import { webshopWithContactPerson } from '../contact-person/service.ts';
import { enqueuePayoutMail } from './mails.ts';
import { payableNow, returnFigures } from './returns.ts';

/** How long a claimed transfer is left to its sender before another may try, and the retry backoff's cap. */
const SEND_LEASE = sql`interval '5 minutes'`;
const SEND_RETRY_MAX_SECONDS = 3600;

const minorSum = (expression: ReturnType<typeof sql>) => sql`coalesce(${expression}, 0)`.mapWith(Number);

/** The group's money in minor units (ARCHITECTURE §4); see core payoutOverview for what each figure means. */
async function moneyFigures(db: Executor, webshopId: number) {
  // From the roll-ups the database keeps (migrations 0003, 0006): one row per seller, however many orders.
  const [sales] = await db
    .select({
      totalSales: minorSum(sql`sum(${sellerSales.salesMinor})`),
      groupShare: minorSum(sql`sum(${sellerSales.earningsMinor})`),
      manualSales: minorSum(sql`sum(${sellerSales.manualSalesMinor})`),
      manualGroupShare: minorSum(sql`sum(${sellerSales.manualEarningsMinor})`),
    })
    .from(sellerSales)
    .where(eq(sellerSales.webshopId, webshopId));
  const [paid] = await db
    .select({
      paidOut: minorSum(sql`sum(${payouts.amountMinor}) filter (where ${payouts.status} = 'PAID')`),
      onTheWay: minorSum(sql`sum(${payouts.amountMinor}) filter (where ${payouts.status} in ('INITIATED', 'PENDING'))`),
    })
    .from(payouts)
    .where(eq(payouts.webshopId, webshopId));
  const s = sales!;
  const p = paid!;
  const returns = await returnFigures(db, webshopId);
  const cardGroupShare = s.groupShare - s.manualGroupShare;
  const manualPlatformShare = s.manualSales - s.manualGroupShare;
  /** Every payout that is not FAILED: what earlier payouts took or are taking. */
  const previouslyPaid = p.paidOut + p.onTheWay;
  return {
    ...s,
    ...p,
    ...returns,
    cardSales: s.totalSales - s.manualSales,
    cardGroupShare,
    manualPlatformShare,
    previouslyPaid,
    ...payableNow({ cardGroupShare, manualPlatformShare, previouslyPaid, heldForDisputes: returns.heldForDisputes }),
  };
}

function payoutRowOf(row: typeof payouts.$inferSelect): PayoutRow {
  return {
    id: row.id,
    status: row.status,
    currencyCode: row.currencyCode,
    amount: toMajor(row.amountMinor),
    cardGroupShare: toMajor(row.cardGroupShareMinor),
    manualPlatformShare: toMajor(row.manualPlatformShareMinor),
    previouslyPaidOut: toMajor(row.previouslyPaidMinor),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The organiser dashboard's "where the money is" card. */
export async function payoutOverview(
  ctx: { db: Executor; config: AppContext['config'] },
  webshopId: number,
  currencyCode: string,
): Promise<PayoutOverview> {
  const figures = await moneyFigures(ctx.db, webshopId);
  const history = await ctx.db
    .select()
    .from(payouts)
    .where(eq(payouts.webshopId, webshopId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id));
  return {
    currencyCode,
    benefitSharePercent: ctx.config.benefitSharePercent,
    totalSales: toMajor(figures.totalSales),
    cardSales: toMajor(figures.cardSales),
    manualSales: toMajor(figures.manualSales),
    groupShare: toMajor(figures.groupShare),
    platformShare: toMajor(figures.totalSales - figures.groupShare),
    cardGroupShare: toMajor(figures.cardGroupShare),
    manualPlatformShare: toMajor(figures.manualPlatformShare),
    paidOut: toMajor(figures.paidOut),
    onTheWay: toMajor(figures.onTheWay),
    refunded: toMajor(figures.refunded),
    refundedGroupShare: toMajor(figures.refundedGroupShare),
    disputedOpen: toMajor(figures.disputedOpen),
    heldForDisputes: toMajor(figures.heldForDisputes),
    disputesLost: toMajor(figures.disputesLost),
    disputesLostGroupShare: toMajor(figures.disputesLostGroupShare),
    owedByGroup: toMajor(figures.owedByGroup),
    availableNow: toMajor(figures.availableNow),
    minimumEarnings: MIN_PAYOUT_EARNINGS,
    payouts: history.map(payoutRowOf),
  };
}

/** Who hears of a payout and the words the mails need. */
async function mailFacts(db: Executor, config: AppContext['config'], payout: typeof payouts.$inferSelect) {
  const row = await webshopWithContactPerson(db, payout.webshopId);
  if (!row) throw new Error(`webshop ${payout.webshopId} has no contact person`);
  return {
    ...payout,
    to: row.person.email,
    firstName: row.person.firstName,
    groupName: row.shop.name,
    dashboardUrl: `${config.publicUrl}/contactperson/start`,
  };
}

/**
 * Moves one payout one step, `to` valid only from the state before it (the table's trigger refuses anything
 * else too), recording the transition with its cause and queuing the organiser's mail in the same transaction.
 * Answers the state it moved from, or null when the payout is not in a state `to` can follow (or, with `expected`,
 * is no longer in that state once its row is locked).
 */
async function moveOneStep(
  tx: Transaction,
  config: AppContext['config'],
  payoutId: number,
  to: PayoutStatus,
  cause: string,
  expected?: PayoutStatus,
): Promise<PayoutStatus | null> {
  const [current] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
  if (!current) throw new AppError('not-found', { message: PAYOUT_MSG.payoutNotFound });
  if (expected !== undefined && current.status !== expected) return null;
  const valid = to === 'FAILED' ? isUnhandledPayout(current.status) : NEXT_PAYOUT_STATUS[current.status] === to;
  if (!valid) return null;
  const [moved] = await tx
    .update(payouts)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, current.status)))
    .returning();
  await tx.insert(payoutTransitions).values({ payoutId, fromStatus: current.status, toStatus: to, cause });
  await enqueuePayoutMail(tx, to, {
    ...(await mailFacts(tx, config, moved!)),
    reason: to === 'FAILED' ? cause : undefined,
  });
  return current.status;
}

/**
 * Brings a payout forward to `to` along the path, one recorded step at a time: a provider's "paid" that overtakes
 * its "on the way" still passes PENDING, and an event for a state already reached or passed changes nothing.
 */
async function moveForwardTo(
  tx: Transaction,
  config: AppContext['config'],
  payoutId: number,
  to: PayoutStatus,
  cause: string,
): Promise<number> {
  let steps = 0;
  for (;;) {
    const [row] = await tx.select({ status: payouts.status }).from(payouts).where(eq(payouts.id, payoutId));
    if (!row) return steps;
    const next = to === 'FAILED' ? 'FAILED' : NEXT_PAYOUT_STATUS[row.status];
    if (!next || row.status === to) return steps;
    const label = next === to ? cause : `${cause} (implies ${next})`;
    if ((await moveOneStep(tx, config, payoutId, next, label)) === null) return steps;
    steps += 1;
    if (next === to) return steps;
  }
}

/** Money on its way can be reported FAILED only once it is back with the platform (no second payout pays it twice). */
async function reclaimBeforeFailing(ctx: AppContext, payoutId: number): Promise<void> {
  const [row] = await ctx.db
    .select({ reference: payouts.providerReference, status: payouts.status })
    .from(payouts)
    .where(eq(payouts.id, payoutId));
  if (row?.reference && isUnhandledPayout(row.status)) {
    await ctx.payouts.reclaimPayout(payoutId, row.reference);
  }
}

/** A provider's report on a payout (webhook). Applied once however often and in whatever order it arrives. */
export async function applyPayoutEvent(ctx: AppContext, event: PayoutEvent): Promise<number> {
  const payoutId = await payoutOfEvent(ctx.db, event);
  if (payoutId === null) {
    // Already final, or not ours: nothing can move. Recorded so a replay is known as one.
    await recordProviderEvent(ctx.db, event.id, event.kind);
    return 0;
  }
  if (event.to === 'FAILED') await reclaimBeforeFailing(ctx, payoutId);
  return ctx.db.transaction(async (tx) => {
    if (!(await recordProviderEvent(tx, event.id, event.kind))) return 0;
    return moveForwardTo(tx, ctx.config, payoutId, event.to, event.detail);
  });
}

/** The payout an event is about: the named one, or the unhandled payout of the group's account. */
async function payoutOfEvent(db: Executor, event: PayoutEvent): Promise<number | null> {
  const subject = event.subject;
  const [row] =
    'payoutId' in subject
      ? await db.select({ id: payouts.id }).from(payouts).where(eq(payouts.id, subject.payoutId))
      : await db
          .select({ id: payouts.id })
          .from(payouts)
          .innerJoin(webshops, eq(webshops.id, payouts.webshopId))
          .where(
            and(eq(webshops.paymentAccountId, subject.accountId), inArray(payouts.status, UNHANDLED_PAYOUT_STATUSES)),
          );
  return row?.id ?? null;
}

/**
 * POST /api/contact-person/initiate-payout. The webshop row is taken FOR UPDATE, so the lock call and other
 * payout requests of the group wait; the partial unique index payouts_one_unhandled_uq is what keeps a second
 * unhandled payout out whatever reaches the table. The transfer is sent after the payout has committed.
 */
export async function initiatePayout(
  ctx: AppContext,
  caller: Caller,
  input: z.output<typeof initiatePayoutRequest>,
  log: WorkerLogger,
): Promise<InitiatePayoutResponse> {
  const webshopId = await organisersWebshopNamingSeller(ctx.db, caller, input.sellerId);
  const outcome = await ctx.db.transaction(async (tx) => {
    const [shop] = await tx
      .select({
        isLocked: webshops.isLocked,
        currencyCode: webshops.currencyCode,
        paymentAccountId: webshops.paymentAccountId,
        hasFinishedOnboarding: webshops.hasFinishedOnboarding,
      })
      .from(webshops)
      .where(eq(webshops.id, webshopId))
      .for('update');
    if (!shop) throw new AppError('not-found');
    const active = await unhandledPayout(tx, webshopId);
    if (active) return { answer: 'has_active_payouts_to_handle' as const, payout: active };
    if (!shop.isLocked) throw new AppError('webshop-not-locked');
    const money = await moneyFigures(tx, webshopId);
    if (money.groupShare < toMinor(MIN_PAYOUT_EARNINGS)) {
      throw new AppError('payout-below-minimum', {
        message: PAYOUT_MSG.belowMinimum(formatPrice(MIN_PAYOUT_EARNINGS, shop.currencyCode)),
      });
    }
    if (!shop.paymentAccountId || !shop.hasFinishedOnboarding) throw new AppError('payment-account-not-ready');
    // The figure the card shows: never the share held for open disputes (decision 0026).
    const amountMinor = money.availableNow;
    if (amountMinor <= 0) throw new AppError('nothing-to-pay-out');
    const [created] = await tx
      .insert(payouts)
      .values({
        webshopId,
        status: 'INITIATED',
        currencyCode: shop.currencyCode,
        amountMinor,
        // The breakdown adds up (payouts_breakdown): the card share stored is the part not held for disputes.
        cardGroupShareMinor: money.cardGroupShare - money.heldForDisputes,
        manualPlatformShareMinor: money.manualPlatformShare,
        previouslyPaidMinor: money.previouslyPaid,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const winner = await unhandledPayout(tx, webshopId);
      if (!winner) throw new Error(`payout of webshop ${webshopId} conflicted with none`);
      return { answer: 'has_active_payouts_to_handle' as const, payout: winner };
    }
    await tx.insert(payoutTransitions).values({
      payoutId: created.id,
      fromStatus: null,
      toStatus: 'INITIATED',
      cause: `asked for by organiser (session of webshop ${webshopId})`,
    });
    await enqueuePayoutMail(tx, 'INITIATED', await mailFacts(tx, ctx.config, created));
    return { answer: 'OK' as const, payout: created };
  });
  if (outcome.answer === 'OK') await sendDuePayouts(ctx, log, outcome.payout.id);
  const [latest] = await ctx.db.select().from(payouts).where(eq(payouts.id, outcome.payout.id));
  return { responseMessage: outcome.answer, payout: payoutRowOf(latest!) };
}

/** The group's payout being handled (INITIATED or PENDING), if any: at most one, by the database's index. */
export async function unhandledPayout(db: Executor, webshopId: number) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.webshopId, webshopId), inArray(payouts.status, UNHANDLED_PAYOUT_STATUSES)))
    .limit(1);
  return row;
}

/**
 * Sends the transfers of INITIATED payouts that have none yet: right after a payout is created, and again from the
 * worker when the provider could not be reached. A conditional UPDATE claims each for a lease, so two instances
 * never send one at the same time (and the provider's idempotency key covers a sender that died mid-call).
 */
export async function sendDuePayouts(ctx: AppContext, log: WorkerLogger, onlyPayoutId?: number): Promise<number> {
  const claimed = await ctx.db
    .update(payouts)
    .set({ nextSendAt: sql`now() + ${SEND_LEASE}`, sendAttempts: sql`${payouts.sendAttempts} + 1` })
    .where(
      and(
        eq(payouts.status, 'INITIATED'),
        isNull(payouts.providerReference),
        lte(payouts.nextSendAt, sql`now()`),
        onlyPayoutId === undefined ? undefined : eq(payouts.id, onlyPayoutId),
      ),
    )
    .returning();
  for (const payout of claimed) {
    const [shop] = await ctx.db
      .select({ accountId: webshops.paymentAccountId })
      .from(webshops)
      .where(eq(webshops.id, payout.webshopId));
    try {
      if (!shop?.accountId) throw new PayoutRefusedError('the group has no payment account');
      const reference = await ctx.payouts.sendPayout({
        payoutId: payout.id,
        webshopId: payout.webshopId,
        accountId: shop.accountId,
        amountMinor: payout.amountMinor,
        currencyCode: payout.currencyCode,
      });
      const [stored] = await ctx.db
        .update(payouts)
        .set({ providerReference: reference, updatedAt: sql`now()` })
        .where(and(eq(payouts.id, payout.id), isNull(payouts.providerReference)))
        .returning({ status: payouts.status });
      log.info({ payoutId: payout.id, reference }, 'payout transfer sent');
      // Failed (operator or provider) while the transfer was on the wire: the money goes back at once.
      if (stored?.status === 'FAILED') {
        await ctx.payouts.reclaimPayout(payout.id, reference);
        log.warn({ payoutId: payout.id, reference }, 'payout failed during its transfer; transfer reclaimed');
      }
    } catch (error) {
      if (error instanceof PayoutRefusedError) {
        await ctx.db.transaction((tx) =>
          moveOneStep(
            tx,
            ctx.config,
            payout.id,
            'FAILED',
            `the payment provider refused the transfer: ${error.message}`,
          ),
        );
        log.warn({ payoutId: payout.id, reason: error.message }, 'payout transfer refused; payout FAILED');
        continue;
      }
      const retryInSeconds = Math.min(30 * 2 ** (payout.sendAttempts - 1), SEND_RETRY_MAX_SECONDS);
      await ctx.db
        .update(payouts)
        .set({ nextSendAt: sql`now() + ${retryInSeconds} * interval '1 second'` })
        .where(and(eq(payouts.id, payout.id), isNull(payouts.providerReference)));
      log.error({ payoutId: payout.id, err: error, retryInSeconds }, 'payout transfer not confirmed; will retry');
    }
  }
  return claimed.length;
}

/** POST /api/stripe/update-payout-schedule: stored, and applied to the group's account when it has one. */
export async function updatePayoutSchedule(
  ctx: AppContext,
  caller: Caller,
  input: z.output<typeof updatePayoutScheduleRequest>,
): Promise<UpdatePayoutScheduleResponse> {
  assertOrganiserOf(caller, input.webShopId);
  const payoutSchedule = input.setAsWeekly ? 'weekly' : 'monthly';
  const [shop] = await ctx.db
    .select({ accountId: webshops.paymentAccountId })
    .from(webshops)
    .where(eq(webshops.id, input.webShopId));
  if (!shop) throw new AppError('not-found');
  // The account first: if the provider can not be reached, nothing claims a schedule the account does not have.
  if (shop.accountId) {
    await ctx.payouts.setPayoutSchedule(shop.accountId, payoutSchedule).catch((error: unknown) => {
      throw new AppError('payment-provider-unavailable', {
        message: `${PAYOUT_MSG.payoutProviderFailed} ${String(error)}`,
      });
    });
  }
  await ctx.db.update(webshops).set({ payoutSchedule }).where(eq(webshops.id, input.webShopId));
  return { responseMessage: 'ok', payoutSchedule };
}

// ---------------------------------------------------------------------------------------------
// Operators (`npm run payouts`)

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
 * An operator moves a payout from the state it saw (`from`) to the next one, or to FAILED (money sent is reclaimed
 * first). The step is taken only if the payout is still in `from` when its row is locked, so twenty copies of one
 * call move it once: the others find it moved on and get 409.
 */
export async function advancePayout(
  ctx: AppContext,
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
  const moved = await ctx.db.transaction((tx) => moveOneStep(tx, ctx.config, payoutId, to, cause, options.from));
  if (moved === null) {
    const [now] = await ctx.db.select({ status: payouts.status }).from(payouts).where(eq(payouts.id, payoutId));
    throw now && now.status !== options.from ? notInState(now.status) : new AppError('payout-transition-invalid');
  }
  return { payout: (await operatorRows(ctx.db, payoutId))[0]!, from: moved };
}

/** Retries transfers the provider did not confirm (every instance may run it; the claim keeps sends apart). */
export function startPayoutSender(ctx: AppContext, log: WorkerLogger, intervalMs = 15_000): Poller {
  return startPoller({
    name: 'payout sender',
    intervalMs,
    log,
    pass: async () => (await sendDuePayouts(ctx, log)) > 0,
  });
}
