import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { deleteExpiredSessions } from '../../auth/session.ts';
import type { Database, Executor } from '../../db/client.ts';
import { coOrganisers, emailChangeUndos, orders, passwordResets, rateLimits } from '../../db/schema.ts';
import { deleteExpiredCaptchas } from '../../integrations/captcha/altcha-captcha.ts';
import { deleteUnusedPictures } from '../../integrations/images/database-picture-store.ts';
import { runJobIfDue, type JobRun } from '../../lib/jobs.ts';
import { startPoller, type Poller, type WorkerLogger } from '../../lib/poller.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { deleteOldProviderEvents } from '../../lib/provider-events.ts';
import { applyRetention, type Retained, type RetentionPolicy } from '../personal-data/retention.ts';
import { ERASED_BUYER } from '../personal-data/erasure.ts';
import { releaseDueReserves } from '../payout/reserve.ts';

/** The jobs row of the sweep. */
export const HOUSEKEEPING_JOB = 'housekeeping';
/** The sweep runs once an hour across all instances. */
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** How often each instance asks whether it is due: if the last runner is gone, another takes over within this. */
const HOUSEKEEPING_POLL_MS = 60 * 1000;

/** A card checkout not paid within this is over (Stripe's Checkout Sessions expire after 24 hours too). */
export const PENDING_ORDER_TTL_HOURS = 24;
/** Rate-limit windows are at most an hour long: a day-old window counts nothing any more. */
const RATE_LIMIT_KEEP_HOURS = 24;

/**
 * Cancels card orders left pending past their time and clears the buyer's details from them: an abandoned checkout
 * keeps no one's name or address. A cancelled order can still become paid if the provider says so (completeCheckout).
 */
async function expirePendingOrders(db: Executor): Promise<number> {
  const expired = await db
    .update(orders)
    .set({
      status: 'cancelled',
      ...ERASED_BUYER,
    })
    .where(
      and(
        eq(orders.status, 'pending'),
        lt(orders.createdAt, sql`now() - ${PENDING_ORDER_TTL_HOURS} * interval '1 hour'`),
      ),
    )
    .returning({ id: orders.id });
  return expired.length;
}

/** What the sweep needs besides the database: retention's terms, and the address payout mails link to. */
export interface HousekeepingPolicy extends RetentionPolicy {
  publicUrl: string;
}

export interface Swept extends Retained {
  sessions: number;
  captchas: number;
  rateLimits: number;
  pendingOrders: number;
  paymentEvents: number;
  pictures: number;
  emailChangeUndos: number;
  /** Password-reset links and co-organiser invitations past their expiry (docs/decisions/0034, 0035). */
  accountLinks: number;
  /** Payout reserves whose refund windows had all closed, released (docs/decisions/0051). */
  payoutReserves: number;
}

/**
 * Deletes or closes rows whose time is over, so tables that grow with every login, registration or checkout stay
 * small: sessions past their 30 days, used captcha solutions past their challenge's expiry (ALTCHA refuses those
 * anyway), rate-limit windows long closed, abandoned checkouts, provider events past any redelivery,
 * pictures no seller uses any more, and email-change undo links past their 7 days (each keeps two addresses; an
 * expired link is refused the same whether its row is there or not, decision 0019); retention's erasures as of
 * `at` (modules/personal-data/retention.ts, docs/decisions/0040); and the release of payout reserves due by `at`
 * (modules/payout/reserve.ts, docs/decisions/0051).
 */
export async function sweepExpired(db: Executor, policy: HousekeepingPolicy, at = new Date()): Promise<Swept> {
  const windows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - ${RATE_LIMIT_KEEP_HOURS} * interval '1 hour'`))
    .returning({ key: rateLimits.key });
  return {
    sessions: await deleteExpiredSessions(db),
    captchas: await deleteExpiredCaptchas(db),
    rateLimits: windows.length,
    pendingOrders: await expirePendingOrders(db),
    paymentEvents: await deleteOldProviderEvents(db),
    pictures: await deleteUnusedPictures(db),
    emailChangeUndos: (
      await db
        .delete(emailChangeUndos)
        .where(lt(emailChangeUndos.expiresAt, sql`now()`))
        .returning({ id: emailChangeUndos.id })
    ).length,
    accountLinks: await deleteExpiredAccountLinks(db),
    payoutReserves: await releaseDueReserves(db, policy, at),
    ...(await applyRetention(db, policy, at)),
  };
}

/** Reset links and unanswered invitations whose time is over: each keeps an address and is refused once expired anyway. */
async function deleteExpiredAccountLinks(db: Executor): Promise<number> {
  const resets = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, sql`now()`))
    .returning({ id: passwordResets.id });
  const invitations = await db
    .delete(coOrganisers)
    .where(and(isNull(coOrganisers.acceptedAt), lt(coOrganisers.inviteExpiresAt, sql`now()`)))
    .returning({ id: coOrganisers.id });
  return resets.length + invitations.length;
}

/** One sweep if it is due and no other instance is sweeping (the jobs row, docs/decisions/0011). */
export function runHousekeeping(db: Database, policy: HousekeepingPolicy, runner?: string): Promise<JobRun<Swept>> {
  return runJobIfDue(db, { name: HOUSEKEEPING_JOB, intervalMs: HOUSEKEEPING_INTERVAL_MS, runner }, (tx) =>
    sweepExpired(tx, policy),
  );
}

/**
 * Asks every minute whether the hourly sweep is due; the instance that takes the jobs row runs it. Each pass is
 * counted by outcome (a failure is also logged by the poller).
 */
export function startHousekeeping(
  db: Database,
  policy: HousekeepingPolicy,
  log: WorkerLogger,
  metrics: Pick<Metrics, 'countHousekeepingRun'>,
  pollMs = HOUSEKEEPING_POLL_MS,
): Poller {
  return startPoller({
    name: 'housekeeping',
    intervalMs: pollMs,
    log,
    pass: async () => {
      let run;
      try {
        run = await runHousekeeping(db, policy);
      } catch (error) {
        metrics.countHousekeepingRun('failed');
        throw error;
      }
      metrics.countHousekeepingRun(run.ran ? 'ran' : 'skipped');
      if (run.ran && Object.values(run.result).some((n) => n > 0)) log.info(run.result, 'expired rows swept');
      return false;
    },
  });
}
