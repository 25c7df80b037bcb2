import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellers } from '../../db/schema.ts';
import { appWithOpenShop, insertSeller, sellerToken, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { bearer, registerOrganiser } from '../../testing/fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { eq } from 'drizzle-orm';

const run = promisify(execFile);

/** The poster as a reader and a phone see it: qpdf's check, its page size, its words, and its QR code decoded. */
async function readPoster(bytes: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), 'fundshop-poster-'));
  try {
    const file = path.join(dir, 'poster.pdf');
    writeFileSync(file, bytes);
    const checked = await run('qpdf', ['--check', file]);
    const { stdout: text } = await run('pdftotext', [file, '-']);
    await run('pdftoppm', ['-r', '72', '-png', '-singlefile', file, path.join(dir, 'page')]);
    const png = PNG.sync.read(readFileSync(path.join(dir, 'page.png')));
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    const page = (await PDFDocument.load(bytes)).getPage(0).getSize();
    return { checked: checked.stdout, text: text.replace(/\s+/g, ' '), qr: code?.data ?? null, page };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// One kind of database: the poster reads the store as the store does, which both kinds' store tests cover.
describe('the poster (docs/decisions/0049)', () => {
  let t: TestApp;
  let shop: OpenShop;
  let seller: Record<string, string>;
  beforeAll(async () => {
    ({ t, shop } = await appWithOpenShop('pglite', { commentToBuyers: 'New kits for the under-12s' }));
    await t.db.update(sellers).set({ name: 'Zoë Quinn' }).where(eq(sellers.id, shop.sellerId));
    seller = bearer(await sellerToken(t.db, shop.webShopId, shop.sellerId));
  });
  afterAll(() => t.close());

  const poster = (query: string, headers: Record<string, string> = seller) =>
    t.app.inject({ method: 'GET', url: `/api/seller/poster?${query}`, headers });

  it('is a valid A4 PDF naming the participant, the group and the cause, whose QR code opens the store', async () => {
    const response = await poster(`sellerId=${shop.sellerId}&paper=a4`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="poster-${shop.sellerId}-a4.pdf"`);
    const read = await readPoster(response.rawPayload);
    expect(read.checked).toContain('No syntax or stream encoding errors found');
    expect([Math.round(read.page.width), Math.round(read.page.height)]).toEqual([595, 842]);
    expect(read.text).toContain('Support Zoë Quinn!');
    expect(read.text).toContain('New kits for the under-12s');
    const link = `${t.config.publicUrl}/shop/${shop.sellerId}`;
    expect(read.text).toContain(link);
    expect(read.qr).toBe(`${link}?via=poster`);
  });

  it('comes on US Letter, in the language asked for', async () => {
    const response = await poster(`sellerId=${shop.sellerId}&paper=letter&language=sv`);
    expect(response.statusCode).toBe(200);
    const read = await readPoster(response.rawPayload);
    expect([Math.round(read.page.width), Math.round(read.page.height)]).toEqual([612, 792]);
    expect(read.text).toContain('Stöd Zoë Quinn!');
    expect(read.qr).toBe(`${t.config.publicUrl}/shop/${shop.sellerId}?via=poster`);
  });

  it("is the seller's own and its organiser's: anyone else is refused, and bad input is a 400", async () => {
    expect((await poster(`sellerId=${shop.sellerId}&paper=a4`, bearer(shop.organiser.token))).statusCode).toBe(200);
    expect((await poster(`sellerId=${shop.sellerId}&paper=a4`, {})).statusCode).toBe(401);
    const other = await insertSeller(t.db, shop.webShopId);
    expect((await poster(`sellerId=${other}&paper=a4`)).statusCode).toBe(403);
    const stranger = await registerOrganiser(t.app, t.db);
    expect((await poster(`sellerId=${shop.sellerId}&paper=a4`, bearer(stranger.token))).statusCode).toBe(403);
    expect((await poster(`sellerId=${shop.sellerId}&paper=a3`)).statusCode).toBe(400);
    expect((await poster(`sellerId=2147483000&paper=a4`, bearer(shop.organiser.token))).statusCode).toBe(404);
  });
});
