import { and, eq, lt, sql } from 'drizzle-orm';
import { deleteExpiredSessions } from '../../auth/session.ts';
import type { Executor } from '../../db/client.ts';
import { orders, rateLimits } from '../../db/schema.ts';
import { deleteExpiredCaptchas } from '../../integrations/captcha/altcha-captcha.ts';
import { deleteUnusedPictures } from '../../integrations/images/database-picture-store.ts';
import { startPoller, type Poller, type WorkerLogger } from '../../lib/poller.ts';

const HOUR_MS = 60 * 60 * 1000;

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
      buyerFirstName: '',
      buyerLastName: '',
      buyerEmail: '',
      buyerPhoneNumber: '',
      streetAddress: '',
      apartment: '',
      city: '',
      postalCode: '',
      state: '',
      personalMessage: '',
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

/**
 * Deletes or closes rows whose time is over, so tables that grow with every login, registration or checkout stay
 * small: sessions past their 30 days, used captcha solutions past their challenge's expiry (ALTCHA refuses those
 * anyway), rate-limit windows long closed, abandoned checkouts, and pictures no seller uses any more.
 */
export async function sweepExpired(
  db: Executor,
): Promise<{ sessions: number; captchas: number; rateLimits: number; pendingOrders: number; pictures: number }> {
  const windows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - ${RATE_LIMIT_KEEP_HOURS} * interval '1 hour'`))
    .returning({ key: rateLimits.key });
  return {
    sessions: await deleteExpiredSessions(db),
    captchas: await deleteExpiredCaptchas(db),
    rateLimits: windows.length,
    pendingOrders: await expirePendingOrders(db),
    pictures: await deleteUnusedPictures(db),
  };
}

/** Sweeps every hour; each instance may run it, since deleting what is already gone does nothing. */
export function startHousekeeping(db: Executor, log: WorkerLogger, intervalMs = HOUR_MS): Poller {
  return startPoller({
    name: 'housekeeping',
    intervalMs,
    log,
    pass: async () => {
      const swept = await sweepExpired(db);
      if (Object.values(swept).some((n) => n > 0)) log.info(swept, 'expired rows swept');
      return false;
    },
  });
}
