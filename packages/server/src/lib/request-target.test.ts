import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { standInWebBuild, type StandInWebBuild } from '../testing/web-build.ts';

/** What the server answered `text` with over a raw TCP connection: status, headers and body, read until it closed. */
function rawRequest(port: number, text: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    // Every request here ends its connection (Connection: close, or the server closes it); a hang fails the test.
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(text)}`)));
    socket.on('close', () => {
      const [head = '', ...body] = received.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), head: head.toLowerCase(), body: body.join('') });
    });
  });
}

describe('request targets over a real socket (RFC 9112 §3.2)', () => {
  let t: TestApp;
  let web: StandInWebBuild;
  let port: number;
  let ourHost: string;
  beforeAll(async () => {
    // The pages read request.url as the page's address: with the target in absolute form they answered 404.
    web = await standInWebBuild(
      '<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title>Fundshop</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp('pglite', { config: { webDistDir: web.dir }, renderPage: web.renderPage });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
    ourHost = new URL(t.config.publicUrl).host;
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  const get = (target: string, host: string) =>
    rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

  it('serves the absolute form naming our host as its path, with its query, as the origin form', async () => {
    const origin = await get('/api/health', ourHost);
    expect(origin.status).toBe(200);
    for (const target of [`http://${ourHost}/api/health`, `HTTP://${ourHost.toUpperCase()}/api/health`]) {
      const absolute = await get(target, ourHost);
      expect(absolute.status, target).toBe(200);
      expect(JSON.parse(absolute.body), target).toMatchObject({ status: 'ok' });
    }
    const seller = await get(`http://${ourHost}/api/seller/retrieve-seller-shop?sellerId=1`, ourHost);
    expect(seller.status).toBe(200);
    expect(JSON.parse(seller.body)).toMatchObject({ isActive: true });
    const page = await get(`http://${ourHost}/terms`, ourHost);
    expect(page.status).toBe(200);
    expect(page.head).toContain('content-type: text/html');
    // A route that reads request.url: the API's not-found answer, not the pages' (which would mean '/api/' was missed).
    const missing = await get(`http://${ourHost}/api/no-such-route`, ourHost);
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({ responseMessage: 'not-found' });
  });

  it('refuses with 400, closing the connection, the absolute form naming another host, and the asterisk form', async () => {
    for (const [target, host] of [
      ['http://other.example/api/health', 'other.example'],
      // The Host header cannot make a foreign target ours: the target's authority is what counts (§3.2.2).
      ['http://other.example/api/health', ourHost],
      [`http://someone@${ourHost}/api/health`, ourHost],
      ['*', ourHost],
    ] as const) {
      const response = await get(target, host);
      expect(response.status, target).toBe(400);
      expect(response.head, target).toContain('connection: close');
      expect(JSON.parse(response.body), target).toMatchObject({ responseMessage: 'bad-request' });
    }
  });

  it('refuses an HTTP/0.9 request with 400 and closes the connection', async () => {
    for (const text of ['GET /api/health\r\n\r\n', 'GET /api/health HTTP/0.9\r\n\r\n']) {
      const response = await rawRequest(port, text);
      expect(response.status, JSON.stringify(text)).toBe(400);
      expect(response.head).toContain('connection: close');
    }
  });
});
