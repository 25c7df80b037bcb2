import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { startPoller, type Poller, type WorkerLogger } from '../../lib/poller.ts';

/** How often an instance writes the opens it counted: the organiser's figure is this late at most. */
const STORE_OPENS_FLUSH_MS = 10_000;

/** At most this many participant-days wait in memory (a database away for long drops the oldest counts). */
const MAX_PENDING = 50_000;

/**
 * Link previews (chat apps, social networks) and crawlers fetch a store to draw its card: not a person opening it.
 * Matched on the user agent, the only thing read of the request.
 */
const NOT_A_PERSON =
  /bot|crawl|spider|preview|facebookexternalhit|whatsapp|slack|telegram|discord|skype|embedly|headless/i;

/**
 * How many times each participant's store was opened per day (issue 29, docs/decisions/0049): a count, nothing about
 * who opened it. The store's page adds one in memory, and the writer adds every count in one statement, so a busy
 * store costs the database one row update every few seconds, not one per visit.
 */
export class StoreOpens {
  /** `${day} ${sellerId}` -> opens not yet written. */
  private pending = new Map<string, number>();

  record(sellerId: number, userAgent: string | undefined, now = new Date()): void {
    if (!userAgent || NOT_A_PERSON.test(userAgent)) return;
    const key = `${now.toISOString().slice(0, 10)} ${sellerId}`;
    if (!this.pending.has(key) && this.pending.size >= MAX_PENDING) return;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
  }

  /** Writes the counted opens; what fails to be written is counted again for the next time. */
  async flush(db: Executor): Promise<number> {
    if (this.pending.size === 0) return 0;
    const batch = this.pending;
    this.pending = new Map();
    const rows = [...batch].map(([key, opens]) => {
      const [day, sellerId] = key.split(' ');
      return { seller_id: Number(sellerId), day, opens };
    });
    try {
      // A participant deleted since is skipped (its opens go with it); the rest add to their day's row.
      await db.execute(sql`
        insert into store_opens (seller_id, day, opens)
        select o.seller_id, o.day, o.opens
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as o(seller_id int, day date, opens int)
        where exists (select 1 from sellers s where s.id = o.seller_id)
        on conflict (seller_id, day) do update set opens = store_opens.opens + excluded.opens`);
      return batch.size;
    } catch (error) {
      for (const [key, count] of batch) this.pending.set(key, (this.pending.get(key) ?? 0) + count);
      throw error;
    }
  }
}

/** Every instance writes its own counts; stopping writes what is left. */
export function startStoreOpensWriter(
  ctx: { db: Executor; storeOpens: StoreOpens },
  log: WorkerLogger,
  intervalMs = STORE_OPENS_FLUSH_MS,
): Poller {
  const poller = startPoller({
    name: 'store-opens',
    intervalMs,
    log,
    pass: async () => {
      await ctx.storeOpens.flush(ctx.db);
      return false;
    },
  });
  return {
    status: poller.status,
    async stop() {
      await poller.stop();
      await ctx.storeOpens.flush(ctx.db).catch((error: unknown) => {
        log.warn({ err: error }, 'store-opens: the last counts could not be written');
      });
    },
  };
}
