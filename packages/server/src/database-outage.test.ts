// One file: one real server process and one TCP proxy in front of its PostgreSQL, shared by every outage case.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@fundshop/core';
import { buildApp } from './app.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { orders } from './db/schema.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from './errors.ts';
import { checkoutBody, openShop, type OpenShop } from './testing/checkout-fixtures.ts';
import { bearer } from './testing/fixtures.ts';
import {
  buyByCard,
  httpRequest,
  serverProcessesPerTest,
  startServerProcess,
  type ServerProcess,
} from './testing/server-process.ts';
import { startTcpProxy, type TcpProxy } from './testing/tcp-proxy.ts';
import { testConfig } from './testing/test-app.ts';
import { prepareTestDatabase, TEST_APP_SECRET } from './testing/test-database.ts';

/**
 * A database that goes away (docs/decisions/0020): the server answers 503 with Retry-After instead of 500 or a hang,
 * stays up, loses no acknowledged payment and serves again by itself once the database is back.
 */

/** A port nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('a database that refuses every connection', () => {
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    handle = await openDatabase({
      url: `postgres://postgres@127.0.0.1:${await closedPort()}/none`,
      connectTimeoutMs: 500,
    });
    app = await buildApp({ config: testConfig(), db: handle.db });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('answers 503 with Retry-After and the message on the calls that need it, and the health check agrees', async () => {
    const token = bearer(randomBytes(32).toString('base64url'));
    const calls = [
      { method: 'GET' as const, url: '/api/seller/retrieve-seller-shop?sellerId=1' },
      { method: 'POST' as const, url: '/api/account/login-contact-person', payload: { webShopId: '1', password: 'x' } },
      { method: 'GET' as const, url: '/api/contact-person/retrieve-webshop-details?webShopId=1', headers: token },
      { method: 'GET' as const, url: '/api/health' },
    ];
    for (const call of calls) {
      const response = await app.inject(call);
      expect(response.statusCode, call.url).toBe(503);
      expect(response.headers['retry-after'], call.url).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      if (call.url !== '/api/health') {
        expect(response.json()).toEqual({ responseMessage: 'service-unavailable', message: MSG.serviceUnavailable });
      }
    }
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
      status: 'unavailable',
      checks: { database: { ok: false } },
    });
  });

  it('answers no route of the API with a 500, a bearer token or not', async () => {
    const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const token = bearer(randomBytes(32).toString('base64url'));
    const statuses: Record<string, number> = {};
    for (const [pattern, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) {
        const url = pattern.replace(/\{[^}]+\}/g, '1');
        for (const headers of [{}, token]) {
          const response = await app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers,
            ...(method === 'get' ? {} : { payload: {} }),
          });
          statuses[`${method.toUpperCase()} ${pattern}`] = response.statusCode;
          expect(response.statusCode === 503 || response.statusCode < 500, `${method} ${pattern}`).toBe(true);
        }
      }
    }
    // Most of the API cannot answer without its database: far more than a handful must have said so.
    expect(Object.values(statuses).filter((s) => s === 503).length).toBeGreaterThan(10);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('a server process whose PostgreSQL misbehaves', () => {
  const processes = serverProcessesPerTest();
  const database = `fundshop_outage_${randomBytes(5).toString('hex')}`;
  let url: URL;
  let shop: OpenShop;
  const proxies: TcpProxy[] = [];

  const admin = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  const terminateBackends = () =>
    admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [
      database,
    ]);
  const env = (overrides: Record<string, string> = {}) => ({
    DATABASE_URL: url.toString(),
    DATA_DIR: processes.tempDir('fundshop-outage-'),
    APP_SECRET: TEST_APP_SECRET,
    CHECKOUT_LIMIT_PER_HOUR: '100000',
    ...overrides,
  });
  const buy = (server: ServerProcess) => buyByCard(server.url, shop);
  const waitForHealth = async (server: ServerProcess, withinMs: number) => {
    const until = Date.now() + withinMs;
    for (;;) {
      const health = await httpRequest(`${server.url}/api/health`);
      if (health.status === 200) return Date.now();
      if (Date.now() > until) throw new Error(`not healthy within ${withinMs} ms: ${health.body.toString()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  beforeAll(async () => {
    await admin(`create database ${database}`);
    url = new URL(databaseUrl!);
    url.pathname = `/${database}`;
    const handle = await openDatabase({ url: url.toString() });
    try {
      await prepareTestDatabase(handle.db);
      const app = await buildApp({ config: testConfig(), db: handle.db });
      await app.ready();
      shop = await openShop(app, handle.db);
      await app.close();
    } finally {
      await handle.close();
    }
  }, 60_000);
  afterEach(async () => {
    for (const proxy of proxies.splice(0)) await proxy.close();
  });
  afterAll(async () => {
    await admin(`drop database if exists ${database} with (force)`);
  });

  it(
    'survives every backend being terminated during a burst of checkouts: stays up, answers 2xx or 503, loses no acknowledged payment, serves again',
    { timeout: 120_000 },
    async () => {
      const server = await processes.start(env());
      const confirmed: string[] = [];
      const statuses: number[] = [];
      const failures: string[] = [];
      let running = true;
      const buyer = async () => {
        while (running) {
          try {
            const { statuses: s, paid } = await buy(server);
            statuses.push(...s);
            if (paid) confirmed.push(paid);
          } catch (error) {
            failures.push(String(error));
          }
        }
      };
      const buyers = Array.from({ length: 6 }, buyer);
      while (confirmed.length < 10) await new Promise((r) => setTimeout(r, 20));
      // Every backend of the server's database, ten times over three seconds, while the buyers keep buying.
      let terminated = 0;
      for (let round = 0; round < 10; round++) {
        terminated += (await terminateBackends()).length;
        await new Promise((r) => setTimeout(r, 300));
      }
      running = false;
      await Promise.all(buyers);

      expect(terminated).toBeGreaterThan(0);
      expect(server.child.exitCode).toBeNull();
      expect(failures).toEqual([]);
      expect(statuses.filter((s) => !(s < 300 || s === 503))).toEqual([]);
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
      expect(server.log.some((l) => l.msg.startsWith('database connection lost'))).toBe(true);

      // It serves again by itself, within seconds.
      const stoppedAt = Date.now();
      expect((await waitForHealth(server, 10_000)) - stoppedAt).toBeLessThan(10_000);
      const after = await buy(server);
      expect(after.paid).toBeDefined();

      const handle = await openDatabase({ url: url.toString() });
      try {
        const rows = await handle.db
          .select({ session: orders.checkoutSession, status: orders.status })
          .from(orders)
          .where(inArray(orders.checkoutSession, confirmed));
        expect(rows).toHaveLength(confirmed.length);
        expect(rows.filter((r) => r.status !== 'paid')).toEqual([]);
      } finally {
        await handle.close();
      }
    },
  );

  it('answers 503 with Retry-After while the database accepts no new connections, and serves again after', async () => {
    const handle = await openDatabase({ url: url.toString() });
    const app = await buildApp({ config: testConfig(), db: handle.db });
    await app.ready();
    const calls = [
      { method: 'POST' as const, url: '/api/stripe/create-checkout-session', payload: checkoutBody(shop) },
      { method: 'GET' as const, url: `/api/seller/retrieve-seller-shop?sellerId=${shop.sellerId + 1000}` },
      {
        method: 'POST' as const,
        url: '/api/account/login-contact-person',
        payload: { webShopId: String(shop.webShopId), password: 'not-the-password' },
      },
    ];
    try {
      expect((await app.inject(calls[0]!)).statusCode).toBe(200);
      // A maintenance window: PostgreSQL answers every new connection with SQLSTATE 55000. The pool's open
      // connections are ended too, so every request needs a new one.
      await admin(`alter database ${database} allow_connections false`);
      try {
        expect((await terminateBackends()).length).toBeGreaterThan(0);
        for (const call of [...calls, ...calls, ...calls]) {
          const response = await app.inject(call);
          expect(response.statusCode, call.url).toBe(503);
          expect(response.headers['retry-after'], call.url).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
          expect(response.json()).toEqual({ responseMessage: 'service-unavailable', message: MSG.serviceUnavailable });
        }
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(503);
        expect(health.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      } finally {
        await admin(`alter database ${database} allow_connections true`);
      }
      expect((await app.inject(calls[0]!)).statusCode).toBe(200);
    } finally {
      await app.close();
      await handle.close();
    }
  });

  it(
    'answers 503 within the statement timeout while the network to the database is cut, and recovers when it heals',
    {
      timeout: 90_000,
    },
    async () => {
      const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      proxies.push(proxy);
      const viaProxy = new URL(url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      const statementTimeoutMs = 1500;
      const server = await processes.start(
        env({
          DATABASE_URL: viaProxy.toString(),
          DATABASE_STATEMENT_TIMEOUT_MS: String(statementTimeoutMs),
          DATABASE_CONNECT_TIMEOUT_MS: '1000',
        }),
      );
      expect((await buy(server)).paid).toBeDefined();

      proxy.cut();
      // The client waits the statement timeout and 2 s of grace for an answer, a connection 1 s to open, and 3 s more
      // for a loaded machine. Before the timeouts, a 15 s cut held every request 15 s.
      const bound = statementTimeoutMs + 2000 + 1000 + 3000;
      const calls = [
        () => httpRequest(`${server.url}/api/stripe/create-checkout-session`, { body: checkoutBody(shop) }),
        () => httpRequest(`${server.url}/api/seller/retrieve-seller-shop?sellerId=${shop.sellerId + 1000}`),
        () =>
          httpRequest(`${server.url}/api/account/login-contact-person`, {
            body: { webShopId: String(shop.webShopId), password: 'not-the-password' },
          }),
      ];
      const timed = await Promise.all(
        [...calls, ...calls].map(async (call) => {
          const startedAt = Date.now();
          const response = await call();
          return { status: response.status, ms: Date.now() - startedAt };
        }),
      );
      expect(timed.map((t) => t.status)).toEqual(timed.map(() => 503));
      expect(Math.max(...timed.map((t) => t.ms))).toBeLessThan(bound);
      const health = await httpRequest(`${server.url}/api/health`);
      expect(health.status).toBe(503);

      proxy.heal();
      await waitForHealth(server, 15_000);
      expect((await buy(server)).paid).toBeDefined();
      expect(server.child.exitCode).toBeNull();
    },
  );

  it(
    'waits for a database that is not there yet at start, saying so, and starts once it answers',
    {
      timeout: 60_000,
    },
    async () => {
      const port = await closedPort();
      const viaProxy = new URL(url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(port);
      let saidWaiting = () => {};
      const waiting = new Promise<void>((resolve) => (saidWaiting = resolve));
      const starting = startServerProcess(
        env({ DATABASE_URL: viaProxy.toString(), DATABASE_START_TIMEOUT_MS: '30000' }),
        45_000,
        (line) => {
          if (line.msg.includes('not reachable yet') && line.attempt === 2) saidWaiting();
        },
      );
      // The database appears once the start has waited for it twice (on a loaded machine a fixed delay can pass
      // before the start first asks).
      await waiting;
      proxies.push(await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) }, port));
      const server = await starting;
      try {
        const tries = server.log.filter((l) => l.msg.includes('not reachable yet'));
        expect(tries.length).toBeGreaterThanOrEqual(2);
        expect(tries[0]!.msg).toContain(`127.0.0.1:${port}/${database}`);
        expect(tries[0]!.msg).not.toContain('postgres@');
        expect((await httpRequest(`${server.url}/api/health`)).status).toBe(200);
      } finally {
        await server.stop();
      }
    },
  );

  it('gives up on a database that never answers after DATABASE_START_TIMEOUT_MS, naming it', async () => {
    const viaNothing = new URL(url);
    viaNothing.hostname = '127.0.0.1';
    viaNothing.port = String(await closedPort());
    const error = await startServerProcess(
      env({ DATABASE_URL: viaNothing.toString(), DATABASE_START_TIMEOUT_MS: '2000' }),
    ).then(
      () => undefined,
      (e: unknown) => String(e),
    );
    expect(error).toContain('server exited with 1');
    expect(error).toContain(`The database at 127.0.0.1:${viaNothing.port}/${database} did not answer within 2 s`);
    expect(error).not.toContain('at async');
  });
});
