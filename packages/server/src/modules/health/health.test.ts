import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { migrationTags } from '../../db/client.ts';
import { POLLER_STALL_GRACE_MS, Workers, type PollerStatus } from '../../lib/poller.ts';
import { DATABASE_UNAVAILABLE_REPORT_MS, DatabaseAvailability } from './database-availability.ts';
import { checkHealth } from './service.ts';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app.ts';
import { createEmptyTestDatabase, createTestDatabase, singleDatabaseKinds } from '../../testing/test-database.ts';

/** A poller as the health check sees it, last ticking `agoMs` ago. */
function fakePoller(name: string, agoMs: number, stopped = false) {
  const status: PollerStatus = { name, intervalMs: 1000, lastTickAt: Date.now() - agoMs, stopped };
  return { stop: async () => undefined, status: () => status };
}

describe.each(singleDatabaseKinds)('GET /api/health (%s)', (kind) => {
  let t: TestApp;
  let workers: Workers;
  beforeEach(async () => {
    workers = new Workers();
    t = await createTestApp(kind, { workers });
  });
  afterEach(() => t.close());

  const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

  it('is 200 when the database answers, the newest migration is applied and the workers tick', async () => {
    workers.add(fakePoller('mail worker', 500));
    const ok = await health();
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.json()).toEqual({
      status: 'ok',
      checks: { database: { ok: true }, migrations: { ok: true }, workers: { ok: true } },
    });
  });

  it('is 503 naming a stalled or stopped worker', async () => {
    workers.add(fakePoller('mail worker', 500));
    workers.add(fakePoller('payout sender', 2 * 1000 + POLLER_STALL_GRACE_MS + 1000));
    workers.add(fakePoller('housekeeping', 0, true));
    const failing = await health();
    expect(failing.statusCode).toBe(503);
    expect(failing.json()).toEqual({
      status: 'unavailable',
      checks: {
        database: { ok: true },
        migrations: { ok: true },
        workers: { ok: false, detail: 'stalled: payout sender, housekeeping' },
      },
    });
  });

  it('is 503 when the newest committed migration is not recorded in the database', async () => {
    const latest = (await migrationTags()).at(-1)!;
    await t.db.execute(sql`delete from schema_migrations where tag = ${latest}`);
    const failing = await health();
    expect(failing.statusCode).toBe(503);
    expect(failing.json().checks).toEqual({
      database: { ok: true },
      migrations: { ok: false, detail: `migration ${latest} is not applied` },
      workers: { ok: true },
    });
  });
});

describe('checkHealth after requests found the database away', () => {
  it('reports the database unavailable for a few seconds even when its own query succeeds', async () => {
    const handle = await createTestDatabase('pglite');
    try {
      const availability = new DatabaseAvailability();
      const check = () =>
        checkHealth({ db: handle.db, workers: new Workers(), databaseAvailability: availability }, console);
      expect((await check()).checks.database).toEqual({ ok: true });
      availability.markUnavailable();
      expect(await check()).toMatchObject({
        status: 'unavailable',
        checks: { database: { ok: false, detail: 'requests are failing: database unavailable' } },
      });
      availability.markUnavailable(Date.now() - DATABASE_UNAVAILABLE_REPORT_MS);
      expect((await check()).checks.database).toEqual({ ok: true });
    } finally {
      await handle.close();
    }
  });
});

describe('GET /api/health without a database', () => {
  it('is 503 naming the database, not its error', async () => {
    // An empty database, as a pooled test database is not really closed (test-database.ts).
    const handle = await createEmptyTestDatabase('pglite');
    const app = await buildApp({ config: testConfig(), db: handle.db });
    await app.ready();
    await handle.close();
    const failing = await app.inject({ method: 'GET', url: '/api/health' });
    expect(failing.statusCode).toBe(503);
    expect(failing.json()).toEqual({
      status: 'unavailable',
      checks: {
        database: { ok: false, detail: 'unreachable' },
        migrations: { ok: false, detail: 'not checked: database unreachable' },
        workers: { ok: true },
      },
    });
    await app.close();
  });
});
