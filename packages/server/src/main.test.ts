import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { DEMO_SELLER_ID } from '@fundshop/core';
import { describe, expect, it } from 'vitest';
import { CATALOG } from './db/seed.ts';
import { checkoutBody, TEST_CARD } from './testing/checkout-fixtures.ts';
import { bearer } from './testing/fixtures.ts';
import {
  httpRequest,
  openShopInDataDir,
  serverProcessesPerTest,
  type ServerProcess,
} from './testing/server-process.ts';
import { TEST_APP_SECRET } from './testing/test-database.ts';

/** The merchant a production start needs (docs/decisions/0061): legal name, address, a registration per market. */
const PRODUCTION_MERCHANT = {
  MERCHANT_LEGAL_NAME: 'Fundshop Ltd',
  MERCHANT_ADDRESS: '1 Market Street, London EC1A 1AA, United Kingdom',
  TAX_REGISTRATION_GB: 'GB123456789',
  TAX_REGISTRATION_CA: '123456789RT0001',
  TAX_REGISTRATION_AU: '51824753556',
  TAX_REGISTRATION_NZ: '123-456-789',
};

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
  const processes = serverProcessesPerTest();

  it('starts on a DATA_DIR that does not exist yet with APP_SECRET set, is healthy, and stops in steps on SIGTERM', async () => {
    const dir = processes.tempDir('fundshop-main-');
    // Two levels that do not exist: nothing (not even the generated secret) creates DATA_DIR first.
    const dataDir = path.join(dir, 'volume', 'data');
    const server = await processes.start({ DATA_DIR: dataDir, APP_SECRET: 'x'.repeat(8) + TEST_APP_SECRET });
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

  it('without APP_SECRET takes over the secret an older version generated into DATA_DIR/app-secret', async () => {
    const dir = processes.tempDir('fundshop-legacy-secret-');
    // A development folder from before the secret moved into the database: codes sealed with the file's secret.
    const shop = await openShopInDataDir(dir);
    writeFileSync(path.join(dir, 'app-secret'), TEST_APP_SECRET);
    const server = await processes.start({ DATA_DIR: dir });
    const list = await httpRequest(`${server.url}/api/seller/seller-list?webShopId=${shop.webShopId}`, {
      headers: bearer(shop.organiser.token),
    });
    expect(list.status, list.body.toString()).toBe(200);
    expect(server.log.filter((l) => l.level >= 40)).toEqual([]);
  });

  it('in production, refuses to start with a market enabled and no tax registration for it, saying which', async () => {
    const { TAX_REGISTRATION_AU: _au, ...withoutAustralia } = PRODUCTION_MERCHANT;
    const started = await promisify(execFile)(process.execPath, [path.join(import.meta.dirname, 'main.ts')], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        DATA_DIR: processes.tempDir('fundshop-refused-'),
        APP_SECRET: randomBytes(32).toString('hex'),
        PUBLIC_URL: 'https://shop.example.com',
        SMTP_URL: 'smtp://127.0.0.1:9',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        ...withoutAustralia,
      },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(started?.code).toBe(1);
    expect(started?.stderr).toContain(
      'TAX_REGISTRATION_AU is required in production with MARKETS=US,GB,CA,AU,NZ (receipts are tax documents',
    );
  });

  it('in production, a database first started in development no longer takes the published demo password nor sells its sample editions', async () => {
    const dir = processes.tempDir('fundshop-production-');
    // Migrated and seeded as `npm start` in development leaves it: the demo organiser's password is demo-organiser,
    // and every catalogue product sells its sample edition in the group's store.
    const shop = await openShopInDataDir(dir);
    expect(shop.productIds.length).toBe(CATALOG.length);
    const server = await processes.start({
      NODE_ENV: 'production',
      DATA_DIR: dir,
      APP_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'https://shop.example.com',
      SMTP_URL: 'smtp://127.0.0.1:9',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      CAPTCHA_PROVIDER: 'altcha',
      ...PRODUCTION_MERCHANT,
    });
    const login = await httpRequest(`${server.url}/api/account/login-contact-person`, {
      body: { webShopId: '1', password: 'demo-organiser' },
    });
    expect(login.status).toBe(401);
    expect(login.json().responseMessage).toBe('error-password');
    // The demo store still shows (it blocks buying anyway).
    expect((await httpRequest(`${server.url}/api/seller/retrieve-seller-shop?sellerId=${DEMO_SELLER_ID}`)).status).toBe(
      200,
    );
    expect(server.log.filter((l) => l.msg.includes('demo-organiser'))).toEqual([]);
    // No store sells a sample as the book (docs/decisions/0058), and the start says which products and why.
    for (const sellerId of [shop.sellerId, DEMO_SELLER_ID]) {
      const store = await httpRequest(`${server.url}/api/seller/retrieve-seller-shop?sellerId=${sellerId}`);
      expect(store.json<{ webShopProducts: unknown[] }>().webShopProducts).toEqual([]);
    }
    const warning = server.log.find((l) => l.msg.startsWith('production sells no sample edition'));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toContain(
      CATALOG.map((book) => book.slug)
        .sort()
        .join(', '),
    );
  });

  // About 25 s on an idle two-core machine; the limit is a liveness bound for busy ones.
  it(
    'on SIGTERM during a burst answers every request it accepted in full, then exits within SHUTDOWN_TIMEOUT_MS',
    { timeout: 120_000 },
    async () => {
      const dir = processes.tempDir('fundshop-shutdown-');
      const shop = await openShopInDataDir(dir);
      const timeoutMs = 10_000;
      const server = await processes.start({
        DATA_DIR: dir,
        APP_SECRET: TEST_APP_SECRET,
        CHECKOUT_LIMIT_PER_HOUR: '100000',
        SHUTDOWN_TIMEOUT_MS: String(timeoutMs),
        // Requests coming in are logged at debug (one info line a request, when it is answered).
        LOG_LEVEL: 'debug',
      });
      const { url } = server;

      // Buyers check out and pay while the organiser changes the seller's picture (decoded and encoded off the main
      // thread, so those requests are still in flight when the signal is handled); each request on a connection of
      // its own, until the server refuses connections.
      const answered: { status: number }[] = [];
      const failures: string[] = [];
      let refused = false;
      const send = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
        try {
          const response = await httpRequest(`${url}${path}`, { body, headers });
          answered.push({ status: response.status });
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
      const picture = (
        await sharp({
          create: {
            width: 1000,
            height: 1000,
            channels: 3,
            background: '#369',
            noise: { type: 'gaussian', mean: 128, sigma: 60 },
          },
        })
          .png()
          .toBuffer()
      ).toString('base64');
      const organiser = async () => {
        while (!refused) {
          await send(
            '/api/seller/update-seller-details',
            {
              sellerId: shop.sellerId,
              name: 'Robin Park',
              salesGoal: 0,
              commentToBuyers: '',
              hasChangedSellerPicture: true,
              sellerPictureUrlAsByteArray: picture,
            },
            bearer(shop.organiser.token),
          );
        }
      };
      const clients = [...Array.from({ length: 6 }, buyer), ...Array.from({ length: 6 }, organiser)];
      while (answered.length < 40) await new Promise((r) => setTimeout(r, 20));
      // Signal while a picture is being handled: just after the server has logged one coming in.
      const from = server.log.length;
      await server.waitForLog(
        (l) =>
          server.log.indexOf(l) >= from &&
          l.msg === 'incoming request' &&
          (l.req as { url?: string } | undefined)?.url === '/api/seller/update-seller-details',
      );
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      const exit = await server.exited;
      const exitMs = Date.now() - signalledAt;
      await Promise.all(clients);

      expect(exit).toEqual({ code: 0, signal: null });
      // A liveness bound: the stop finished on its own, well before the timer that forces the exit.
      expect(exitMs).toBeLessThan(timeoutMs);
      expectShutdownSteps(server);
      // The server's log is in order: some requests had come in before it began to stop and finished after.
      const log = server.log;
      const stopAt = log.findIndex((l) => l.msg === 'shutdown: started');
      const inFlight = new Set(
        log
          .slice(0, stopAt)
          .filter((l) => l.msg === 'incoming request')
          .map((l) => l.reqId),
      );
      const finishedLater = log.slice(stopAt).filter((l) => l.msg === 'request completed' && inFlight.has(l.reqId));
      expect(finishedLater.length).toBeGreaterThan(0);
      expect(answered.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
      // Every request the server accepted (logged as incoming, or refused as closing) got its whole response: no
      // connection it had read a request from was reset. Failures are connections it never read from.
      const accepted = new Set(
        log
          .filter((l) => l.msg === 'incoming request' || l.msg.startsWith('request aborted - refusing'))
          .map((l) => l.reqId),
      );
      expect(answered.length).toBe(accepted.size);
      expect(failures.filter((code) => code !== 'ECONNREFUSED' && code !== 'ECONNRESET')).toEqual([]);
    },
  );
});
