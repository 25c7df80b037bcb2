import type { Executor } from '../db/client.ts';
import { paymentEvents } from '../db/schema.ts';

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
