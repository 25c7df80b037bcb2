import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { contactPersons, mailOutbox, sellers } from './db/schema.ts';
import { hashPassword } from './lib/crypto.ts';
import { LOGIN_LIMIT_PER_ACCOUNT_AND_NETWORK } from './lib/login-limits.ts';
import { SHOP_CACHE_TTL_MS } from './modules/shop/shop-cache.ts';
import { checkoutBody, insertSeller, setOnboarded, TEST_CARD } from './testing/checkout-fixtures.ts';
import { bearer, validRegistration } from './testing/fixtures.ts';
import { httpRequest, startServerProcess, type HttpResult, type ServerProcess } from './testing/server-process.ts';
import { startSmtpServer } from './testing/smtp-server.ts';
import { testConfig } from './testing/test-app.ts';
import { adminQuery, pgbouncerUrl, TEST_APP_SECRET } from './testing/test-database.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'instances-test-password';

/**
 * How the instances reach PostgreSQL: directly, in a fresh schema named by search_path; and, when TEST_PGBOUNCER_URL
 * is set, through PgBouncer in transaction mode as production does (docs/decisions/0022), in a fresh database since
 * PgBouncer refuses search_path in the startup packet.
 */
const routes: ('directly' | 'through PgBouncer')[] = process.env.TEST_PGBOUNCER_URL
  ? ['directly', 'through PgBouncer']
  : ['directly'];

/**
 * ARCHITECTURE §5: API instances keep nothing that matters across requests, so two of them on one PostgreSQL
 * behave as one. Two real server processes (main.ts), each with a data directory of its own, start at the same
 * time on one fresh, empty schema or database (both migrate and seed it) and mail through one SMTP server.
 */
describe.skipIf(!databaseUrl)('two API instances on one PostgreSQL', () => {
  describe.each(routes)('%s', (route) => {
    const pgbouncer = route === 'through PgBouncer';
    /** The schema (directly) or the database (through PgBouncer) the instances share. */
    const name = `test_${randomBytes(6).toString('hex')}`;
    const dirs: string[] = [];
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let a: ServerProcess;
    let b: ServerProcess;
    let handle: DatabaseHandle;
    let webShopId: number;
    let sellerId: number;
    const sellerEmail = `seller-${name}@example.com`;

    const call = (server: ServerProcess, url: string, options: Parameters<typeof httpRequest>[1] = {}) =>
      httpRequest(`${server.url}${url}`, options);

    // Two servers starting together on a loaded machine: the limit is a liveness bound.
    beforeAll(async () => {
      smtp = await startSmtpServer();
      let url: string;
      if (pgbouncer) {
        await adminQuery(`create database ${name}`);
        // What the README tells operators behind PgBouncer, for the database rather than the role; the idle-transaction
        // timeout is left out so the start has one to name.
        await adminQuery(`alter database ${name} set statement_timeout = '15s'`);
        url = pgbouncerUrl(name);
      } else {
        await adminQuery(`create schema ${name}`);
        const direct = new URL(databaseUrl!);
        direct.searchParams.set('options', `-c search_path=${name}`);
        url = direct.toString();
      }
      const env = (name: string) => {
        const dir = mkdtempSync(path.join(tmpdir(), `fundshop-instance-${name}-`));
        dirs.push(dir);
        return {
          DATABASE_URL: url,
          ...(pgbouncer ? { DATABASE_POOLER: 'pgbouncer' } : {}),
          DATA_DIR: dir,
          APP_SECRET: TEST_APP_SECRET,
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          CHECKOUT_LIMIT_PER_HOUR: '100000',
        };
      };
      [a, b] = await Promise.all([startServerProcess(env('a')), startServerProcess(env('b'))]);

      // A group with a finished payment setup, a known password and one seller with an email. Registered through an
      // in-process app without workers; the password is set here because the instances' mail workers send (and then
      // erase) the login mail.
      handle = await openDatabase(
        pgbouncer ? { url, pooler: 'pgbouncer', poolSize: 4 } : { url: databaseUrl, searchPath: name, poolSize: 4 },
      );
      const setup = await buildApp({ config: testConfig(), db: handle.db });
      const registration = validRegistration({ email: `organiser-${name}@example.com` });
      const registered = await setup.inject({ method: 'POST', url: '/api/register-webshop', payload: registration });
      await setup.close();
      expect(registered.statusCode).toBe(200);
      webShopId = registered.json<{ webShopId: number }>().webShopId;
      await handle.db
        .update(contactPersons)
        .set({ passwordHash: await hashPassword(PASSWORD) })
        .where(eq(contactPersons.webshopId, webShopId));
      await setOnboarded(handle.db, webShopId);
      sellerId = await insertSeller(handle.db, webShopId, { name: 'Robin Park' });
      await handle.db.update(sellers).set({ email: sellerEmail }).where(eq(sellers.id, sellerId));
    }, 120_000);

    afterAll(async () => {
      const stopped = await Promise.all([a?.stop(), b?.stop()]);
      await handle?.close();
      await smtp?.close();
      await adminQuery(
        pgbouncer ? `drop database if exists ${name} with (force)` : `drop schema if exists ${name} cascade`,
      );
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      expect(stopped).toEqual([
        { code: 0, signal: null },
        { code: 0, signal: null },
      ]);
    });

    it.runIf(pgbouncer)(
      'behind PgBouncer takes the server-side timeouts from the database, and the start names the one it lacks',
      async () => {
        const shown = (await handle.db.execute(sql`show statement_timeout`)) as unknown as {
          rows: { statement_timeout: string }[];
        };
        expect(shown.rows[0]?.statement_timeout).toBe('15s');
        for (const server of [a, b]) {
          const warnings = server.log.filter((l) => Array.isArray(l.missing));
          expect(warnings.map((l) => l.missing)).toEqual([['idle_in_transaction_session_timeout']]);
        }
      },
    );

    const login = (server: ServerProcess, password: string) =>
      call(server, '/api/account/login-contact-person', { body: { webShopId, password } });

    it('a session made on one instance works on the other, and a logout on the other ends it on both', async () => {
      const loggedIn = await login(a, PASSWORD);
      expect(loggedIn.status).toBe(200);
      const token = loggedIn.json<{ accessToken: string }>().accessToken;
      const details = `/api/contact-person/retrieve-webshop-details?webShopId=${webShopId}`;
      expect((await call(b, details, { headers: bearer(token) })).status).toBe(200);
      expect((await call(b, '/api/account/logout', { body: {}, headers: bearer(token) })).status).toBe(200);
      expect((await call(a, details, { headers: bearer(token) })).status).toBe(401);
    });

    it('a picture uploaded through one instance is served by the other', async () => {
      const token = (await login(b, PASSWORD)).json<{ accessToken: string }>().accessToken;
      const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#0a0' } })
        .png()
        .toBuffer();
      const updated = await call(a, '/api/seller/update-seller-details', {
        headers: bearer(token),
        body: {
          sellerId,
          name: 'Robin Park',
          salesGoal: 0,
          commentToBuyers: '',
          hasChangedSellerPicture: true,
          sellerPictureUrlAsByteArray: png.toString('base64'),
        },
      });
      expect(updated.status).toBe(200);
      const shop = await call(b, `/api/seller/retrieve-seller-shop?sellerId=${sellerId}`);
      const pictureUrl = shop.json<{ sellerPictureUrl: string }>().sellerPictureUrl;
      expect(pictureUrl).toMatch(/^\/api\/pictures\/[0-9a-f]{64}\.jpg$/);
      const picture = await call(b, pictureUrl);
      expect(picture.status).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
      expect(`/api/pictures/${createHash('sha256').update(picture.body).digest('hex')}.jpg`).toBe(pictureUrl);
    });

    /** Waits until `to` has no mail left in the outbox, then two of both workers' poll intervals more. */
    async function deliveredTo(to: string): Promise<string[]> {
      for (let i = 0; i < 300; i++) {
        const waiting = await handle.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, to), eq(mailOutbox.status, 'pending')));
        if (waiting.length === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await new Promise((r) => setTimeout(r, 2500));
      return smtp.received.filter((m) => m.to.includes(to)).map((m) => m.raw);
    }

    it('a message and a receipt are mailed once, though both instances run a mail worker', async () => {
      const token = (await login(a, PASSWORD)).json<{ accessToken: string }>().accessToken;
      const message = `Hello from ${name}`;
      const sent = await call(a, '/api/contact-person/send-message-to-sellers', {
        headers: bearer(token),
        body: { webShopId, message },
      });
      expect(sent.status).toBe(200);

      const buyerEmail = `buyer-${name}@example.com`;
      const checkout = await call(b, '/api/stripe/create-checkout-session', {
        body: checkoutBody({ webShopId, sellerId, productIds: await productIds() }, { buyerEmail }),
      });
      const { clientSecret } = checkout.json<{ clientSecret: string }>();
      const paid = await call(a, '/api/payments/simulated/pay', { body: { clientSecret, ...TEST_CARD } });
      expect(paid.json()).toMatchObject({ status: 'paid' });

      const toSeller = await deliveredTo(sellerEmail);
      expect(toSeller.filter((raw) => raw.includes(message))).toHaveLength(1);
      expect(await deliveredTo(buyerEmail)).toHaveLength(1);
      // Both instances ran a mail worker all along (started, never stalled).
      for (const server of [a, b]) {
        expect(server.log.some((l) => l.msg === 'mail worker started')).toBe(true);
        expect((await call(server, '/api/health')).status).toBe(200);
      }
    });

    it('a lock made on one instance refuses checkout on the other at once; its store shows it within the micro-cache time', async () => {
      const token = (await login(a, PASSWORD)).json<{ accessToken: string }>().accessToken;
      const shopUrl = `/api/seller/retrieve-seller-shop?sellerId=${sellerId}`;
      // B has the open store in its micro-cache.
      expect((await call(b, shopUrl)).json()).toMatchObject({ isWebShopLocked: false });

      const locked = await call(a, '/api/contact-person/update-web-shop-lock-status', {
        headers: bearer(token),
        body: { isLocked: true },
      });
      expect(locked.status).toBe(200);
      const lockedAt = Date.now();
      const refused = await call(b, '/api/stripe/create-checkout-session', {
        body: checkoutBody({ webShopId, sellerId, productIds: await productIds() }),
      });
      expect(refused.json()).toMatchObject({ responseMessage: 'locked-webshop', checkoutSession: '' });

      let shown: HttpResult | undefined;
      while (Date.now() - lockedAt <= SHOP_CACHE_TTL_MS + 1000) {
        shown = await call(b, shopUrl);
        if (shown.json<{ isWebShopLocked: boolean }>().isWebShopLocked) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(shown?.json()).toMatchObject({ isWebShopLocked: true });
    });

    it('login limits are shared: wrong passwords on either instance count towards one limit', async () => {
      const attempts: number[] = [];
      for (let i = 0; i <= LOGIN_LIMIT_PER_ACCOUNT_AND_NETWORK.limit; i++) {
        attempts.push((await login(i % 2 === 0 ? a : b, 'wrong-password-0000')).status);
      }
      expect(attempts).toEqual([...Array<number>(LOGIN_LIMIT_PER_ACCOUNT_AND_NETWORK.limit).fill(401), 429]);
      // The limit holds on both, for the right password too.
      expect((await login(a, PASSWORD)).status).toBe(429);
      expect((await login(b, PASSWORD)).status).toBe(429);
    });

    async function productIds(): Promise<number[]> {
      const shop = await call(a, `/api/seller/retrieve-seller-shop?sellerId=${sellerId}`);
      return shop.json<{ webShopProducts: { productId: number }[] }>().webShopProducts.map((p) => p.productId);
    }
  });
});
