import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutBody, TEST_CARD } from './testing/checkout-fixtures.ts';
import { httpRequest, openShopInDataDir, startServerProcess, type ServerProcess } from './testing/server-process.ts';
import { TEST_APP_SECRET } from './testing/test-database.ts';

/** The shutdown's log lines, in the order main.ts and app.ts write them. */
const SHUTDOWN_STEPS = [
  'shutdown: started',
  'shutdown: no new connections; waiting for the requests in flight',
  'shutdown: requests in flight finished; stopping the background workers',
  'mail worker stopped',
  'shutdown: background workers stopped',
  'shutdown: mail transport closed',
  'shutdown: database closed',
  'shutdown: done',
];

function expectShutdownSteps(server: ServerProcess): void {
  const messages = server.log.map((l) => l.msg);
  const positions = SHUTDOWN_STEPS.map((step) => messages.indexOf(step));
  expect(
    positions.every((p) => p >= 0),
    `log: ${messages.slice(-20).join(' | ')}`,
  ).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
}

describe('the server process (main.ts)', () => {
  let dir: string | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('starts on a DATA_DIR that does not exist yet with APP_SECRET set, is healthy, and stops in steps on SIGTERM', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'fundshop-main-'));
    // Two levels that do not exist: nothing (not even the generated secret) creates DATA_DIR first.
    const dataDir = path.join(dir, 'volume', 'data');
    server = await startServerProcess({ DATA_DIR: dataDir, APP_SECRET: 'x'.repeat(8) + TEST_APP_SECRET });
    expect(existsSync(path.join(dataDir, 'db'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'app-secret'))).toBe(false);

    const health = await httpRequest(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(health.json()).toEqual({
      status: 'ok',
      checks: { database: { ok: true }, migrations: { ok: true }, workers: { ok: true } },
    });

    expect(await server.stop()).toEqual({ code: 0, signal: null });
    expectShutdownSteps(server);
    expect(server.output.filter((line) => /error|ENOENT/i.test(line))).toEqual([]);
  });

  it('on SIGTERM during a burst answers every request it accepted in full, then exits within SHUTDOWN_TIMEOUT_MS', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'fundshop-shutdown-'));
    const shop = await openShopInDataDir(dir);
    const timeoutMs = 10_000;
    server = await startServerProcess({
      DATA_DIR: dir,
      APP_SECRET: TEST_APP_SECRET,
      CHECKOUT_LIMIT_PER_HOUR: '100000',
      SHUTDOWN_TIMEOUT_MS: String(timeoutMs),
    });
    const { url } = server;

    // Buyers check out and pay, each request on a connection of its own, until the server refuses connections.
    const answered: { status: number; afterSignal: boolean }[] = [];
    const failures: string[] = [];
    let signalled = false;
    let refused = false;
    const send = async (path: string, body: unknown) => {
      try {
        const response = await httpRequest(`${url}${path}`, { body });
        answered.push({ status: response.status, afterSignal: signalled });
        return response;
      } catch (error) {
        const code = (error as { code?: string }).code ?? String(error);
        failures.push(code);
        if (code === 'ECONNREFUSED') refused = true;
        return null;
      }
    };
    const buyer = async () => {
      while (!refused) {
        const checkout = await send('/api/stripe/create-checkout-session', checkoutBody(shop));
        const clientSecret = checkout?.status === 200 ? checkout.json<{ clientSecret: string }>().clientSecret : '';
        if (clientSecret) await send('/api/payments/simulated/pay', { clientSecret, ...TEST_CARD });
      }
    };
    const buyers = Array.from({ length: 12 }, buyer);
    while (answered.length < 40) await new Promise((r) => setTimeout(r, 20));
    const signalledAt = Date.now();
    signalled = true;
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    const exitMs = Date.now() - signalledAt;
    await Promise.all(buyers);

    expect(exit).toEqual({ code: 0, signal: null });
    // A liveness bound: the stop finished on its own, well before the timer that forces the exit.
    expect(exitMs).toBeLessThan(timeoutMs);
    expectShutdownSteps(server);
    // Requests were in flight when the signal came, and they were answered.
    expect(answered.filter((a) => a.afterSignal).length).toBeGreaterThan(0);
    expect(answered.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    // Every request the server accepted (logged as incoming, or refused as closing) got its whole response: no
    // connection it had read a request from was reset. Failures are connections it never read from.
    const accepted = new Set(
      server.log
        .filter((l) => l.msg === 'incoming request' || l.msg.startsWith('request aborted - refusing'))
        .map((l) => l.reqId),
    );
    expect(answered.length).toBe(accepted.size);
    expect(failures.filter((code) => code !== 'ECONNREFUSED' && code !== 'ECONNRESET')).toEqual([]);
  });
});
