import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { paymentEvents } from '../db/schema.ts';

/**
 * How long an applied event is remembered. Stripe retries a webhook for up to 3 days, and an event can be sent
 * again by hand from its 30 days of event history; past that no replay can come, so the row can go. Either way a
 * replay finds its order or payout already moved (the conditional updates), so this is a second guard, not the only one.
 */
export const PROVIDER_EVENT_KEEP_DAYS = 30;

/**
 * Records a provider event in the transaction that applies it; false when it was recorded before (a replay), so
 * a redelivered webhook changes nothing.
 */
export async function recordProviderEvent(db: Executor, eventId: string, type: string): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values({ providerEventId: eventId, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.providerEventId });
  return inserted.length > 0;
}

/** Forgets events past PROVIDER_EVENT_KEEP_DAYS (housekeeping); answers how many. */
export async function deleteOldProviderEvents(db: Executor): Promise<number> {
  const deleted = await db
    .delete(paymentEvents)
    .where(lt(paymentEvents.receivedAt, sql`now() - ${PROVIDER_EVENT_KEEP_DAYS} * interval '1 day'`))
    .returning({ id: paymentEvents.providerEventId });
  return deleted.length;
}
