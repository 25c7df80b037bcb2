import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { bearer, registerOrganiser } from '../testing/fixtures.ts';
import { testConfig } from '../testing/test-app.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { censorSecrets, loggerOptions, serializeError } from './logging.ts';

/** Values that must never reach the log, whatever the request or failure carried. */
const SECRET_PARAM = 'secret-query-param-7f3a';
const MISSING_WEBSHOP = 987_654_321;
const SECRET_SESSION = 'cs_secret_session_9c1e';
const SECRET_PASSWORD = 'Wrong-Horse-Battery-42';
const SECRET_KEY = 'REGKEY7Q4M2X9P';

describe.each(databaseKinds)('the log on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let dataDir: string;
  let lines: string[];
  beforeEach(async () => {
    handle = await createTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), 'fundshop-test-'));
    lines = [];
    app = await buildApp({
      config: testConfig({ dataDir, logLevel: 'info' }),
      db: handle.db,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    // A query that fails in the database with a secret among its parameters (a foreign key violation, whose
    // detail quotes the missing webshop id), as any unforeseen failure would.
    app.get('/test/failing-query', async () =>
      handle.db.insert(sessions).values({
        tokenHash: SECRET_PARAM,
        role: 'contactperson',
        webshopId: MISSING_WEBSHOP,
        expiresAt: new Date(),
      }),
    );
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('carries no query parameters, tokens, passwords, query strings or keys', async () => {
    const failed = await app.inject({ method: 'GET', url: '/test/failing-query' });
    expect(failed.statusCode).toBe(500);
    const organiser = await registerOrganiser(app, handle.db);
    await app.inject({
      method: 'GET',
      url: `/api/contact-person/retrieve-webshop-details?webShopId=${organiser.webShopId}`,
      headers: { ...bearer(organiser.token), cookie: `session=${organiser.token}` },
    });
    await app.inject({
      method: 'POST',
      url: '/api/account/login-contact-person',
      payload: { webShopId: organiser.webShopId, password: SECRET_PASSWORD },
    });
    await app.inject({ method: 'GET', url: `/api/order/my-order?checkoutSession=${SECRET_SESSION}` });
    await app.inject({ method: 'GET', url: `/seller/register/${SECRET_KEY}?inloggningskod=${SECRET_KEY}` });

    const log = lines.join('');
    // The log is written: the failure with its SQL and database code, and each request by its route.
    expect(log).toContain('Failed query: insert into \\"sessions\\"');
    expect(log).toContain('"code":"23503"');
    expect(log).toContain('"url":"/api/order/my-order"');
    expect(log).toContain('"url":"/api/account/login-contact-person"');
    expect(log).toContain('"url":"/seller/…"');
    for (const secret of [
      SECRET_PARAM,
      String(MISSING_WEBSHOP),
      organiser.token,
      organiser.password,
      SECRET_PASSWORD,
      SECRET_SESSION,
      SECRET_KEY,
      'checkoutSession=',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it('carries the request id, which the response returns: the incoming one when well formed, else a new one', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const given = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a9c21' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a9c21');
    const made = await app.inject({ method: 'GET', url: '/api/health' });
    const madeId = String(made.headers['x-request-id']);
    expect(madeId).toMatch(uuid);
    // Too long, or characters that could forge a log line: replaced, not echoed.
    for (const bad of ['r'.repeat(65), 'id "with" spaces', 'short']) {
      const replaced = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } });
      expect(replaced.headers['x-request-id'], bad).toMatch(uuid);
    }
    const failed = await app.inject({ method: 'GET', url: '/test/failing-query' });
    expect(failed.headers['x-request-id']).toMatch(uuid);

    const log = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
    const linesOf = (id: string) => log.filter((entry) => entry.reqId === id).map((entry) => entry.msg);
    // One line a request, written when it is answered, with the route, status and time.
    expect(linesOf('lb-7f3a9c21')).toEqual(['request completed']);
    expect(linesOf(madeId)).toEqual(['request completed']);
    expect(log.find((entry) => entry.reqId === madeId)).toMatchObject({
      method: 'GET',
      url: '/api/health',
      statusCode: 200,
      responseTime: expect.any(Number),
    });
    // The error logged for a request carries its id too.
    expect(linesOf(String(failed.headers['x-request-id']))).toHaveLength(2);
  });
});

describe('serializeError', () => {
  it('drops the value a data exception quotes and the detail that quotes a row', () => {
    const database = Object.assign(new Error('invalid input syntax for type integer: "4242-secret"'), {
      code: '22P02',
      detail: 'Key (email)=(jamie@example.com) already exists.',
      params: ['4242-secret'],
    });
    const serialized = JSON.stringify(serializeError(database));
    expect(serialized).toContain('data exception 22P02');
    expect(serialized).not.toContain('4242-secret');
    expect(serialized).not.toContain('jamie@example.com');
  });
});

describe('censorSecrets', () => {
  it('writes secret fields as [redacted] at the top level and one level down, through the logger', () => {
    const lines: string[] = [];
    const options = loggerOptions(testConfig({ logLevel: 'info' }), { write: (line: string) => void lines.push(line) });
    if (!options) throw new Error('a logger with a stream is on');
    const { stream, ...pinoOptions } = options;
    pino(pinoOptions, stream).info(
      { password: SECRET_PASSWORD, input: { token: SECRET_SESSION, webShopId: 7 }, authorization: 'Bearer x' },
      'a careless line',
    );
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      password: '[redacted]',
      input: { token: '[redacted]', webShopId: 7 },
      authorization: '[redacted]',
    });
    expect(lines[0]).not.toContain(SECRET_PASSWORD);
    expect(lines[0]).not.toContain(SECRET_SESSION);
  });

  it('gives back the same object when nothing is secret, and leaves requests, errors and lists to their serializers', () => {
    const line = { method: 'GET', url: '/api/x', statusCode: 200 };
    expect(censorSecrets(line)).toBe(line);
    // A Fastify request has `params`; copied, it would lose the getters its serializer reads (url, routeOptions).
    class Request {
      params = { sellerId: '7' };
      get url() {
        return '/api/x';
      }
    }
    const request = new Request();
    const error = Object.assign(new Error('boom'), { params: ['kept for serializeError to drop'] });
    const list = [{ password: 'in a list' }];
    const censored = censorSecrets({ req: request, err: error, list });
    expect(censored.req).toBe(request);
    expect(censored.err).toBe(error);
    expect(censored.list).toBe(list);
  });
});
