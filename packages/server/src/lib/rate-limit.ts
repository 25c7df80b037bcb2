import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { AppError } from '../errors.ts';

export interface RateLimit {
  limit: number;
  windowSeconds: number;
  /** The 429's text, when the generic 'Too many attempts' would not say what happened. */
  message?: string;
}

/**
 * Counts one attempt against a fixed window kept in the database, so every API instance shares it,
 * and refuses with 429 past the limit.
 */
export async function consumeRateLimit(
  db: Executor,
  key: string,
  { limit, windowSeconds, message }: RateLimit,
): Promise<void> {
  const expired = sql`${rateLimits.windowStart} < now() - ${windowSeconds} * interval '1 second'`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (row && row.count > limit) {
    const retryAfter = Math.max(1, Math.ceil((row.windowStart.getTime() + windowSeconds * 1000 - Date.now()) / 1000));
    throw new AppError('too-many-requests', { retryAfterSeconds: retryAfter, message });
  }
}

export async function resetRateLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Gives back one attempt (a successful login is not a guess), never below zero. */
export async function refundRateLimit(db: Executor, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}
