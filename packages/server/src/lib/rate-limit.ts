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

/** A key's window after one more attempt: how many it holds, this one included, and when it ends. */
export interface Attempts {
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt against a fixed window kept in the database, so every API instance shares it; one atomic
 * upsert, so parallel requests each see their own count.
 */
export async function countAttempt(db: Executor, key: string, windowSeconds: number): Promise<Attempts> {
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
  const ends = (row?.windowStart.getTime() ?? Date.now()) + windowSeconds * 1000;
  return { count: row?.count ?? 1, retryAfterSeconds: Math.max(1, Math.ceil((ends - Date.now()) / 1000)) };
}

/** Refuses with 429 (and Retry-After) once the window holds more attempts than the limit. */
export function refuseOverLimit(attempts: Attempts, { limit, message }: RateLimit): void {
  if (attempts.count > limit) {
    throw new AppError('too-many-requests', { retryAfterSeconds: attempts.retryAfterSeconds, message });
  }
}

/** Counts one attempt and refuses with 429 past the limit. */
export async function consumeRateLimit(db: Executor, key: string, limit: RateLimit): Promise<Attempts> {
  const attempts = await countAttempt(db, key, limit.windowSeconds);
  refuseOverLimit(attempts, limit);
  return attempts;
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
