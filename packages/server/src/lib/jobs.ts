import { hostname } from 'node:os';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

/** This process, as jobs.last_runner names it. */
export const THIS_RUNNER = `${hostname()}:${process.pid}`;

export interface Job {
  /** The jobs row's key. */
  name: string;
  /** Time from the start of one run to the next being due. */
  intervalMs: number;
  /** Who runs it (default: this host and process). */
  runner?: string;
}

export type JobRun<T> = { ran: true; result: T } | { ran: false };

/**
 * Runs `work` when the job is due, on one instance at a time (ARCHITECTURE §5, docs/decisions/0011): the job's row
 * is taken FOR UPDATE SKIP LOCKED in a transaction that also does the work and moves next_run_at on. Another
 * instance asking meanwhile skips the locked row at once (no waiting, no advisory lock), and one asking after the
 * commit finds the job not due. A run that fails rolls back whole, so the job stays due for the next instance.
 */
export async function runJobIfDue<T>(
  db: Database,
  job: Job,
  work: (tx: Transaction) => Promise<T>,
): Promise<JobRun<T>> {
  // The row exists from the first time any instance asks, so a new job needs no migration of its own.
  await db.insert(jobs).values({ name: job.name }).onConflictDoNothing();
  return db.transaction(async (tx): Promise<JobRun<T>> => {
    const [due] = await tx
      .select({ name: jobs.name })
      .from(jobs)
      .where(and(eq(jobs.name, job.name), lte(jobs.nextRunAt, sql`now()`)))
      .for('update', { skipLocked: true });
    if (!due) return { ran: false };
    const result = await work(tx);
    await tx
      .update(jobs)
      .set({
        lastRunAt: sql`now()`,
        nextRunAt: sql`now() + ${job.intervalMs} * interval '1 millisecond'`,
        lastRunner: job.runner ?? THIS_RUNNER,
        lastResult: result,
      })
      .where(eq(jobs.name, job.name));
    return { ran: true, result };
  });
}
