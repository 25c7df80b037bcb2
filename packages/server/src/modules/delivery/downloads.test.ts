import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_MSG, type MyBooksResponse } from '@fundshop/core';
import { disputes, downloads, orders, refunds } from '../../db/schema.ts';
import { Secrets } from '../../lib/crypto.ts';
import { openShop, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { bookLinkMailedTo, orderOfSession } from '../../testing/delivery-fixtures.ts';
import { cardOrder } from '../../testing/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds, TEST_APP_SECRET } from '../../testing/test-database.ts';
import { signDownload } from './downloads.ts';

const run = promisify(execFile);
const hasPdftotext = existsSync('/usr/bin/pdftotext');
const hasQpdf = existsSync('/usr/bin/qpdf');
if (!hasPdftotext) console.warn('SKIPPED pdftotext checks: poppler-utils is missing (apt-get install poppler-utils)');
const BUYER = 'sam.rivera@example.com';
const LIMIT = 3;

describe.each(databaseKinds)('e-book downloads on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  let token: string;
  let orderId: number;
  let productId: number;
  let logLines: string[];
  beforeEach(async () => {
    logLines = [];
    t = await createTestApp(kind, {
      config: { downloadLimit: LIMIT, logLevel: 'info' },
      logStream: { write: (line: string) => void logLines.push(line) },
    });
    shop = await openShop(t.app, t.db);
    productId = shop.productIds[0]!;
    // A name with everything a file format could choke on.
    const session = await cardOrder(
      t.app,
      shop,
      [{ productId, amountOrdered: 1 }],
      'paid',
      "Zoë <O'Brien> & (Sons) \\",
    );
    orderId = (await orderOfSession(t, session)).id;
    ({ token } = await bookLinkMailedTo(t, BUYER));
  });
  afterEach(() => t.close());

  const start = (format: 'pdf' | 'epub', product = productId) =>
    t.app.inject({ method: 'GET', url: `/api/my-books/${token}/download?productId=${product}&format=${format}` });
  const signedAddress = async (format: 'pdf' | 'epub') => {
    const response = await start(format);
    expect(response.statusCode, response.body).toBe(303);
    return response.headers.location as string;
  };
  const fetch = (url: string, remoteAddress = '203.0.113.9') => t.app.inject({ method: 'GET', url, remoteAddress });
  const books = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/my-books/${token}` })).json() as MyBooksResponse;

  it("stamps the copies in the buyer's language, the one its order recorded at checkout", async () => {
    await t.db.update(orders).set({ language: 'fr' }).where(eq(orders.id, orderId));
    const dir = mkdtempSync(path.join(tmpdir(), 'fundshop-download-'));
    try {
      const pdfFile = path.join(dir, 'copie.pdf');
      writeFileSync(pdfFile, (await fetch(await signedAddress('pdf'))).rawPayload);
      if (hasPdftotext) {
        const { stdout } = await run('pdftotext', [pdfFile, '-']);
        expect(stdout).toContain(`Exemplaire personnel de Zoë <O'Brien> & (Sons) \\ Rivera, commande ${orderId}`);
        expect(stdout).not.toContain('Personal copy');
      }
      if (hasQpdf) expect((await run('qpdf', ['--check', pdfFile])).stdout).toContain('No syntax or stream encoding');
      const entries = unzipSync((await fetch(await signedAddress('epub'))).rawPayload);
      const colophon = strFromU8(entries['OEBPS/fundshop-personal-copy.xhtml']!);
      expect(colophon).toContain('xml:lang="fr"');
      expect(colophon).toContain('<h1>Exemplaire personnel</h1>');
      expect(colophon).toContain(`acheté sur Fundshop avec la commande ${orderId}.`);
      expect(strFromU8(entries['OEBPS/package.opf']!)).toContain(
        `Exemplaire personnel de Zoë &lt;O&#39;Brien&gt; &amp; (Sons) \\ Rivera, commande ${orderId}</dc:rights>`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('redirects to a signed address that sends the personalised file, counted and logged without the buyer', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fundshop-download-'));
    try {
      const pdfUrl = await signedAddress('pdf');
      expect(pdfUrl).toMatch(new RegExp(`^/api/downloads/${orderId}\\.${productId}\\.pdf\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
      const pdf = await fetch(pdfUrl);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.pdf"$/);
      expect(pdf.headers['cache-control']).toBe('private, no-store');
      expect(Number(pdf.headers['content-length'])).toBe(pdf.rawPayload.length);
      const pdfFile = path.join(dir, 'copy.pdf');
      writeFileSync(pdfFile, pdf.rawPayload);
      if (hasPdftotext) {
        const { stdout } = await run('pdftotext', [pdfFile, '-']);
        expect(stdout).toContain(`Personal copy of Zoë <O'Brien> & (Sons) \\ Rivera, order ${orderId}`);
      }

      const epub = await fetch(await signedAddress('epub'));
      expect(epub.statusCode).toBe(200);
      expect(epub.headers['content-type']).toBe('application/epub+zip');
      const entries = unzipSync(epub.rawPayload);
      const colophon = strFromU8(entries['OEBPS/fundshop-personal-copy.xhtml']!);
      expect(colophon).toContain(
        `Zoë &lt;O&#39;Brien&gt; &amp; (Sons) \\ Rivera, bought on Fundshop with order ${orderId}`,
      );

      const rows = await t.db.select().from(downloads).where(eq(downloads.orderId, orderId));
      expect(rows.map((r) => [r.productId, r.format, r.network])).toEqual([
        [productId, 'pdf', '203.0.113.9'],
        [productId, 'epub', '203.0.113.9'],
      ]);
      const files = (await books()).books[0]!.files;
      expect(files.map((f) => [f.format, f.downloadsLeft])).toEqual([
        ['epub', LIMIT - 1],
        ['pdf', LIMIT - 1],
      ]);
      expect((await books()).canSelfRefund).toBe(false);
      const logged = logLines.filter((line) => line.includes('e-book downloaded'));
      expect(logged).toHaveLength(2);
      expect(JSON.parse(logged[0]!)).toMatchObject({ orderId, productId, format: 'pdf', network: '203.0.113.9' });
      for (const line of logLines) {
        expect(line).not.toContain('Brien');
        expect(line).not.toContain(BUYER);
        expect(line).not.toContain(token);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('counts each file up to the limit: the page refuses to sign, and a signed address taken earlier is refused too', async () => {
    const early = await signedAddress('pdf');
    for (let i = 0; i < LIMIT; i++) expect((await fetch(await signedAddress('pdf'))).statusCode).toBe(200);
    const refused = await start('pdf');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ responseMessage: 'download-limit', message: DELIVERY_MSG.downloadLimit });
    expect((await fetch(early)).statusCode).toBe(409);
    // The other format has its own count.
    expect((await fetch(await signedAddress('epub'))).statusCode).toBe(200);
    expect((await books()).books[0]!.files.map((f) => f.downloadsLeft)).toEqual([LIMIT - 1, 0]);
  });

  it('lets concurrent downloads take exactly the downloads that are left, never more', async () => {
    const addresses = await Promise.all(Array.from({ length: LIMIT + 5 }, () => signedAddress('pdf')));
    const answers = await Promise.all(addresses.map((url) => fetch(url)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array(LIMIT).fill(200), ...Array(5).fill(409)]);
    expect(await t.db.select().from(downloads).where(eq(downloads.orderId, orderId))).toHaveLength(LIMIT);
  });

  it('refuses a signed address past its minutes, or one not signed by this server', async () => {
    const secrets = new Secrets(TEST_APP_SECRET);
    const now = Math.floor(Date.now() / 1000);
    const file = { orderId, productId, format: 'pdf' as const };
    const expired = await fetch(`/api/downloads/${signDownload(secrets, { ...file, expires: now - 1 })}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      responseMessage: 'download-expired',
      message: DELIVERY_MSG.downloadExpired,
    });
    const forged = signDownload(new Secrets('another-secret-another-secret-0123456789'), {
      ...file,
      expires: now + 60,
    });
    expect((await fetch(`/api/downloads/${forged}`)).statusCode).toBe(410);
    const valid = signDownload(secrets, { ...file, expires: now + 60 });
    const otherProduct = valid.replace(`.${productId}.`, `.${shop.productIds[1]}.`);
    expect((await fetch(`/api/downloads/${otherProduct}`)).statusCode).toBe(410);
    expect((await fetch(`/api/downloads/${valid}`)).statusCode).toBe(200);
    // A HEAD (a link checker) counts nothing.
    expect((await t.app.inject({ method: 'HEAD', url: `/api/downloads/${valid}` })).statusCode).toBe(404);
    expect(await t.db.select().from(downloads)).toHaveLength(1);
  });

  it('withdraws the files of an order refunded in full', async () => {
    const early = await signedAddress('epub');
    await t.db.insert(refunds).values({
      orderId,
      amountMinor: 2200,
      status: 'succeeded',
      requestedBy: 'operator',
      idempotencyKey: `test-refund-${orderId}`,
    });
    expect(await books()).toMatchObject({ status: 'refunded', refundedAmount: 22, canSelfRefund: false });
    const refused = await start('pdf');
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ responseMessage: 'order-refunded', message: DELIVERY_MSG.refunded });
    expect((await fetch(early)).statusCode).toBe(410);
    expect(await t.db.select().from(downloads)).toHaveLength(0);
  });

  it('suspends downloads while a dispute is open, and hands them out again once it is closed', async () => {
    const early = await signedAddress('pdf');
    await t.db.insert(disputes).values({ orderId, providerDisputeId: 'dp_test', amountMinor: 2200, status: 'open' });
    expect((await books()).downloadsSuspended).toBe(true);
    const refused = await start('pdf');
    expect(refused.statusCode).toBe(423);
    expect(refused.json().message).toBe(DELIVERY_MSG.downloadsSuspended);
    expect((await fetch(early)).statusCode).toBe(423);
    await t.db.update(disputes).set({ status: 'won', closedAt: new Date() }).where(eq(disputes.orderId, orderId));
    expect((await books()).downloadsSuspended).toBe(false);
    expect((await fetch(early)).statusCode).toBe(200);
  });
});
