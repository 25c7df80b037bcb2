import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { contactPersons } from './db/schema.ts';
import { hashPassword } from './lib/crypto.ts';
import { bearer, validRegistration } from './testing/fixtures.ts';
import { httpRequest, startServerProcess, type ServerProcess } from './testing/server-process.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * Development without APP_SECRET: two real server processes (main.ts) on one PostgreSQL schema, each with a DATA_DIR
 * of its own, starting together, use one secret (stored in the database, docs/decisions/0021). Before, each made
 * its own: a login code made through one was refused by the other, and the participants table there failed.
 */
describe.skipIf(!databaseUrl)('two instances on one PostgreSQL without APP_SECRET', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await admin(`drop schema if exists ${schema} cascade`);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('share the secret: a seller registered through one logs in through the other', { timeout: 120_000 }, async () => {
    await admin(`create schema ${schema}`);
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = (name: string) => {
      const dir = mkdtempSync(path.join(tmpdir(), `fundshop-secret-${name}-`));
      dirs.push(dir);
      return { DATABASE_URL: url.toString(), DATA_DIR: dir };
    };
    const [a, b] = await Promise.all([startServerProcess(env('a')), startServerProcess(env('b'))]);
    servers.push(a!, b!);
    const call = (server: ServerProcess, route: string, body?: unknown, token?: string) =>
      httpRequest(`${server.url}${route}`, { body, headers: token ? bearer(token) : {} });

    const registered = await call(a!, '/api/register-webshop', validRegistration({ email: `o-${schema}@example.com` }));
    expect(registered.status).toBe(200);
    const { webShopId } = registered.json<{ webShopId: number }>();
    // The password is set here: the login mail goes to the local outbox of whichever instance's worker sends it.
    const handle = await openDatabase({ url: databaseUrl, searchPath: schema, poolSize: 1 });
    try {
      await handle.db
        .update(contactPersons)
        .set({ passwordHash: await hashPassword('shared-secret-password') })
        .where(eq(contactPersons.webshopId, webShopId));
    } finally {
      await handle.close();
    }
    const login = await call(a!, '/api/account/login-contact-person', {
      webShopId,
      password: 'shared-secret-password',
    });
    expect(login.status).toBe(200);
    const token = login.json<{ accessToken: string }>().accessToken;
    const added = await call(
      a!,
      '/api/seller/register-new-seller',
      { addedByRole: 'contactperson', webShopId, name: 'Robin Park', email: '' },
      token,
    );
    expect(added.status, added.body.toString()).toBe(200);
    const { sellerId } = added.json<{ sellerId: number }>();

    // The participants table on the other instance unseals the code A sealed, and the seller logs in there with it.
    const list = await httpRequest(`${b!.url}/api/seller/seller-list?webShopId=${webShopId}`, {
      headers: bearer(token),
    });
    expect(list.status, list.body.toString()).toBe(200);
    const code = list
      .json<{ sellerAllSalesDetailsList: { sellerId: number; password: string }[] }>()
      .sellerAllSalesDetailsList.find((s) => s.sellerId === sellerId)?.password;
    expect(code).toMatch(/^[A-Z2-9]{8,}$/);
    expect((await call(b!, '/api/account/login-seller', { loginPassword: code })).status).toBe(200);
  });
});
