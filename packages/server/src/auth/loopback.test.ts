import { createHash } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, registerOrganiser } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { isLoopbackAddress } from './loopback.ts';

/** Every development route, as a request that reaches it (a 200, or the route's own refusal). */
const DEV_ROUTES = [
  { method: 'GET', url: '/api/dev/mail' },
  { method: 'GET', url: '/dev/mail' },
  { method: 'GET', url: '/dev/payment-account/1.2.x' },
  { method: 'POST', url: '/api/payments/simulated/pay', payload: {} },
  { method: 'POST', url: '/api/payments/simulated/onboarding/1.2.x/complete', payload: {} },
] as const;

/** What a reverse proxy on this machine may add, one header at a time, each with a visitor's address or host. */
const FORWARDING_HEADERS = [
  ['x-real-ip', '192.0.2.10'],
  ['x-forwarded-for', '192.0.2.10'],
  ['x-forwarded-host', 'shop.example'],
  ['x-forwarded-proto', 'https'],
  ['x-forwarded-port', '443'],
  ['forwarded', 'for=192.0.2.10;proto=https'],
  ['via', '1.1 proxy.example'],
  ['true-client-ip', '192.0.2.10'],
  ['cf-connecting-ip', '192.0.2.10'],
  ['x-client-ip', '192.0.2.10'],
] as const;

/** A non-loopback IPv4 address of this machine, when it has one. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((info) => info?.family === 'IPv4' && !info.internal)?.address;

describe('isLoopbackAddress', () => {
  it('knows the loopback interface in IPv4, IPv6 and IPv4-mapped form', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of [undefined, '', '192.0.2.1', '::ffff:192.0.2.1', '10.127.0.1', '::2', '1127.0.0.1']) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});

describe('development routes', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  it('are a 404 to a client that is not on this machine, and answer this machine over IPv4 and IPv6', async () => {
    t = await createTestApp('pglite');
    for (const route of DEV_ROUTES) {
      const response = await t.app.inject({ ...route, remoteAddress: '192.0.2.10' });
      expect(response.statusCode, route.url).toBe(404);
      expect(response.json(), route.url).toMatchObject({ responseMessage: 'not-found' });
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/dev/mail', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
    }
    // Reaching the route: the simulated provider's own answers to made-up tokens, not the not-found refusal.
    for (const route of DEV_ROUTES.slice(2)) {
      const response = await t.app.inject({ ...route, remoteAddress: '::1' });
      expect(response.body, route.url).not.toContain('"responseMessage":"not-found"');
    }
  });

  it('refuse this machine when the request carries any forwarding header: a reverse proxy here makes every peer local', async () => {
    t = await createTestApp('pglite', { config: { metricsToken: undefined } });
    const organiser = await registerOrganiser(t.app, t.db);
    const links = await t.app.inject({
      method: 'GET',
      url: '/api/stripe/organization-details-link',
      headers: bearer(organiser.token),
    });
    // The simulated provider's setup page for a real account: 200 to this machine, so a refusal is the rule's.
    const setupPage = (links.json() as { organizationDetailsLink: string }).organizationDetailsLink.slice(
      t.config.publicUrl.length,
    );
    const local = [
      { method: 'GET', url: '/api/dev/mail', status: 200 },
      { method: 'GET', url: '/dev/mail', status: 200 },
      { method: 'GET', url: setupPage, status: 200 },
      { method: 'GET', url: '/metrics', status: 200 },
    ] as const;
    for (const route of local) {
      const response = await t.app.inject({ method: route.method, url: route.url, remoteAddress: '127.0.0.1' });
      expect(response.statusCode, route.url).toBe(route.status);
    }
    for (const [name, value] of FORWARDING_HEADERS) {
      for (const route of [...DEV_ROUTES, { method: 'GET', url: setupPage }] as const) {
        const response = await t.app.inject({ ...route, remoteAddress: '127.0.0.1', headers: { [name]: value } });
        expect(response.statusCode, `${route.url} with ${name}`).toBe(404);
        expect(response.json(), `${route.url} with ${name}`).toMatchObject({ responseMessage: 'not-found' });
      }
      const metrics = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '::1',
        headers: { [name]: value },
      });
      expect(metrics.statusCode, `/metrics with ${name}`).toBe(401);
      expect(metrics.body, `/metrics with ${name}`).not.toContain('fundshop_');
    }
  });

  it('go by the socket address: X-Forwarded-For can only refuse, even from a trusted proxy', async () => {
    t = await createTestApp('pglite', { config: { trustProxyHops: 1 } });
    const devMail = (remoteAddress: string, forwardedFor: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/dev/mail',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    const forged = await devMail('192.0.2.10', '127.0.0.1');
    expect(forged.statusCode).toBe(404);
    const viaLocalProxy = await devMail('127.0.0.1', '192.0.2.10');
    expect(viaLocalProxy.statusCode).toBe(404);
  });

  it.skipIf(!lanAddress)('over a real socket: 404 on the network address, 200 on the loopback', async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ host: '0.0.0.0', port: 0 });
    const address = t.app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('not listening');
    const fromNetwork = await fetch(`http://${lanAddress}:${address.port}/api/dev/mail`);
    expect(fromNetwork.status).toBe(404);
    const fromLoopback = await fetch(`http://127.0.0.1:${address.port}/api/dev/mail`);
    expect(fromLoopback.status).toBe(200);
  });

  it('are absent in production, even for this machine', async () => {
    t = await createTestApp('pglite', { config: { env: 'production', logLevel: 'silent' } });
    for (const route of DEV_ROUTES) {
      expect((await t.app.inject(route)).statusCode, route.url).toBe(404);
    }
  });

  it("the simulated setup page's inline script is allowed by its hash, and nothing else inline", async () => {
    t = await createTestApp('pglite');
    const organiser = await registerOrganiser(t.app, t.db);
    const links = await t.app.inject({
      method: 'GET',
      url: '/api/stripe/organization-details-link',
      headers: bearer(organiser.token),
    });
    const setupUrl = (links.json() as { organizationDetailsLink: string }).organizationDetailsLink;
    const page = await t.app.inject({ method: 'GET', url: setupUrl.slice(t.config.publicUrl.length) });
    expect(page.statusCode).toBe(200);
    const scripts = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]!).digest('base64');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'sha256-${hash}'`);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
