import { sql } from 'drizzle-orm';
import type { HealthResponse } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { migrationTags } from '../../db/client.ts';
import { isStalled, type WorkerLogger } from '../../lib/poller.ts';

/** A database that does not answer within this counts as unreachable: a health check must answer quickly. */
export const HEALTH_DATABASE_TIMEOUT_MS = 2000;

let latestTag: Promise<string | undefined> | undefined;
/** The journal is part of the deployed code, so it is read once. */
const latestMigration = () => (latestTag ??= migrationTags().then((tags) => tags.at(-1)));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/health: one indexed read answers both whether the database is reachable and whether the newest
 * committed migration is applied; the workers are judged by their last tick (lib/poller.ts). Public, so the
 * answer names which check failed but not the database's error, which goes to the log.
 */
export async function checkHealth(
  { db, workers, databaseAvailability }: Pick<AppContext, 'db' | 'workers' | 'databaseAvailability'>,
  log: Pick<WorkerLogger, 'warn'>,
): Promise<HealthResponse> {
  const latest = await latestMigration();
  let checks: Pick<HealthResponse['checks'], 'database' | 'migrations'>;
  try {
    const result = (await withTimeout(
      db.execute(sql`select exists (select 1 from schema_migrations where tag = ${latest ?? ''}) as applied`),
      HEALTH_DATABASE_TIMEOUT_MS,
    )) as unknown as { rows: { applied: boolean }[] };
    const applied = result.rows[0]?.applied === true;
    checks = {
      database: databaseAvailability.recentlyUnavailable()
        ? { ok: false, detail: 'requests are failing: database unavailable' }
        : { ok: true },
      migrations: applied ? { ok: true } : { ok: false, detail: `migration ${latest ?? '(none)'} is not applied` },
    };
  } catch (error) {
    log.warn({ err: error }, 'health check: database unreachable');
    databaseAvailability.markUnavailable();
    checks = {
      database: { ok: false, detail: 'unreachable' },
      migrations: { ok: false, detail: 'not checked: database unreachable' },
    };
  }
  const stalled = workers.statuses().filter((s) => isStalled(s));
  const workersCheck =
    stalled.length === 0 ? { ok: true } : { ok: false, detail: `stalled: ${stalled.map((s) => s.name).join(', ')}` };
  const all = { ...checks, workers: workersCheck };
  return { status: Object.values(all).every((c) => c.ok) ? 'ok' : 'unavailable', checks: all };
}
