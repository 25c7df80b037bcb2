import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * Several reads at once: side by side on the pool (each on a connection of its own), one after another in a
 * transaction, whose one connection takes one statement at a time (node-postgres would queue them itself, which it
 * deprecates and pg 9 drops).
 */
export async function readTogether<T extends unknown[]>(
  db: Executor,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}
