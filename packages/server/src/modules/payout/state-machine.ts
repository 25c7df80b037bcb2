import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  NEXT_PAYOUT_STATUS,
  PAYOUT_MSG,
  UNHANDLED_PAYOUT_STATUSES,
  isUnhandledPayout,
  type PayoutStatus,
} from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { payoutTransitions, payouts, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { PayoutEvent } from '../../integrations/payments/payment-provider.ts';
import { recordProviderEvent } from '../../lib/provider-events.ts';
import { organiserLanguage } from '../account/recipient-language.ts';
import { webshopWithContactPerson } from '../contact-person/service.ts';
import { enqueuePayoutMail } from './mails.ts';

// A payout's path INITIATED -> PENDING -> PAID (or FAILED), one recorded step at a time, each with its mail.

/** Who hears of a payout, in which language, and the words the mails need. */
export async function mailFacts(
  db: Executor,
  config: Pick<AppContext['config'], 'publicUrl'>,
  payout: typeof payouts.$inferSelect,
) {
  const row = await webshopWithContactPerson(db, payout.webshopId);
  if (!row) throw new Error(`webshop ${payout.webshopId} has no contact person`);
  return {
    ...payout,
    to: row.person.email,
    language: await organiserLanguage(db, payout.webshopId),
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
export async function moveOneStep(
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
export async function reclaimBeforeFailing(ctx: AppContext, payoutId: number): Promise<void> {
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

/** The group's payout being handled (INITIATED or PENDING), if any: at most one, by the database's index. */
export async function unhandledPayout(db: Executor, webshopId: number) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.webshopId, webshopId), inArray(payouts.status, UNHANDLED_PAYOUT_STATUSES)))
    .limit(1);
  return row;
}
