import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { PAYOUT_STATUSES } from '@fundshop/core';
import { postgresPoolOf, type Database } from '../../db/client.ts';
import type { WorkerLogger } from '../../lib/poller.ts';

/**
 * This instance's Prometheus metrics (docs/decisions/0023 lists every one): built once per app and kept in AppContext,
 * so services count what happens and GET /metrics writes them out. Labels are fixed vocabularies (route patterns,
 * status codes, outcomes, states), never ids, addresses or anything a user typed.
 */

/** What a card checkout came to, as the checkout service tells them apart. */
export type CheckoutOutcome = 'created' | 'refused' | 'provider_error' | 'paid' | 'cancelled' | 'declined';

/** How one housekeeping pass went: swept, not due (or another instance sweeping), or failed. */
export type HousekeepingOutcome = 'ran' | 'skipped' | 'failed';

export interface Metrics {
  countCheckout(outcome: CheckoutOutcome): void;
  countHousekeepingRun(outcome: HousekeepingOutcome): void;
  /** A public store read, answered from this instance's micro-cache (hit) or from the database (miss). */
  countStoreRead(cache: 'hit' | 'miss'): void;
  /** A webhook event applied now, which the provider created at `createdAt`; `event` is its kind (PaymentEvent). */
  observeWebhookLag(event: string, createdAt: Date): void;
  /** Counts and times every request by its route pattern (an onResponse hook). */
  instrument(app: FastifyInstance): void;
  /** The Prometheus text exposition: this process's metrics and this app's, the database's read now. */
  scrape(log: Pick<WorkerLogger, 'warn'>): Promise<string>;
  readonly contentType: string;
}

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, event-loop lag, GC): one registry per process, made at the first scrape.
 * collectDefaultMetrics starts observers it never stops, so tests that build hundreds of apps in one worker get one
 * set, and only if they scrape; prom-client's global registry is not used at all.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(db: Database): Metrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'fundshop_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const requestDuration = new Histogram({
    name: 'fundshop_http_request_duration_seconds',
    help: 'Time from receiving a request to its response, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const checkouts = new Counter({
    name: 'fundshop_checkouts_total',
    help: 'Card checkouts by outcome: created, refused (shop closed), provider_error, paid, cancelled, declined',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const storeReads = new Counter({
    name: 'fundshop_store_reads_total',
    help: "Public store reads by where the answer came from: this instance's micro-cache (hit) or the database (miss)",
    labelNames: ['cache'],
    registers: [registry],
  });
  const housekeepingRuns = new Counter({
    name: 'fundshop_housekeeping_runs_total',
    help: "This instance's housekeeping passes by outcome: ran, skipped (not due, or another instance's), failed",
    labelNames: ['outcome'],
    registers: [registry],
  });
  const webhookLag = new Histogram({
    name: 'fundshop_webhook_lag_seconds',
    help: 'Seconds from the payment provider creating a webhook event to its being applied here, by event kind',
    labelNames: ['event'],
    // Stripe retries a webhook for up to 3 days.
    buckets: [1, 5, 15, 60, 300, 900, 3600, 6 * 3600, 24 * 3600, 3 * 24 * 3600],
    registers: [registry],
  });
  const mailOutbox = new Gauge({
    name: 'fundshop_mail_outbox_mails',
    help: 'Mails in the outbox not sent: pending (waiting or retrying) and failed (given up)',
    labelNames: ['status'],
    registers: [registry],
  });
  const mailOldest = new Gauge({
    name: 'fundshop_mail_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest pending mail in the outbox (0 when none is pending)',
    registers: [registry],
  });
  const payouts = new Gauge({
    name: 'fundshop_payouts',
    help: 'Payouts by state',
    labelNames: ['status'],
    registers: [registry],
  });

  const postgres = postgresPoolOf(db);
  if (postgres) {
    const { pool, queryTimer } = postgres;
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    poolGauge('fundshop_db_pool_connections', 'Connections the PostgreSQL pool has open', () => pool.totalCount);
    poolGauge('fundshop_db_pool_idle_connections', 'Open pool connections not in use', () => pool.idleCount);
    poolGauge('fundshop_db_pool_waiting_requests', 'Queries waiting for a pool connection', () => pool.waitingCount);
    const queryDuration = new Histogram({
      name: 'fundshop_db_query_duration_seconds',
      help: 'Time of each PostgreSQL query, from being issued to its answer (including waiting behind one on its connection)',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15],
      registers: [registry],
    });
    queryTimer.observe = (seconds) => queryDuration.observe(seconds);
  }

  /** The outbox and payout gauges, from two cheap queries (the outbox's status index; payouts are few). */
  async function readDatabase(): Promise<void> {
    const outbox = (await db.execute(
      sql`select status, count(*)::int as mails, coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
          from mail_outbox where status in ('pending', 'failed') group by status`,
    )) as unknown as { rows: { status: string; mails: number; oldest: number }[] };
    const byState = (await db.execute(
      sql`select status, count(*)::int as payouts from payouts group by status`,
    )) as unknown as { rows: { status: string; payouts: number }[] };
    const pending = outbox.rows.find((r) => r.status === 'pending');
    for (const status of ['pending', 'failed']) {
      mailOutbox.set({ status }, outbox.rows.find((r) => r.status === status)?.mails ?? 0);
    }
    mailOldest.set(pending?.oldest ?? 0);
    for (const status of PAYOUT_STATUSES) {
      payouts.set({ status }, byState.rows.find((r) => r.status === status)?.payouts ?? 0);
    }
  }

  return {
    countCheckout: (outcome) => checkouts.inc({ outcome }),
    countHousekeepingRun: (outcome) => housekeepingRuns.inc({ outcome }),
    countStoreRead: (cache) => storeReads.inc({ cache }),
    // A clock running behind the provider's would make a negative lag: counted as none.
    observeWebhookLag: (event, createdAt) =>
      webhookLag.observe({ event }, Math.max(0, (Date.now() - createdAt.getTime()) / 1000)),
    contentType: registry.contentType,
    instrument(app) {
      app.addHook('onResponse', async (request, reply) => {
        // The route's pattern, never the address: a request no route matched counts as one label, whatever its path.
        const labels = {
          method: request.method,
          route: request.routeOptions.url ?? '(unmatched)',
          status_code: String(reply.statusCode),
        };
        requests.inc(labels);
        requestDuration.observe(labels, reply.elapsedTime / 1000);
      });
    },
    async scrape(log) {
      try {
        await readDatabase();
      } catch (error) {
        // The process's and the request metrics matter most while the database is away: they are written anyway,
        // the database's gauges left out.
        log.warn({ err: error }, 'metrics: database gauges not read');
        mailOutbox.reset();
        mailOldest.reset();
        payouts.reset();
      }
      return (await processMetrics().metrics()) + (await registry.metrics());
    },
  };
}
