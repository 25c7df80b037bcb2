import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productWithoutEditions, type EditionFormat } from '@fundshop/core';
import { seed } from '../db/seed.ts';
import { ebookFiles, productEditions, productPrices, products, webshopProducts } from '../db/schema.ts';
import { createDatabaseEbookStore, sha256Hex } from '../integrations/ebooks/ebook-store.ts';
import { databaseError } from '../lib/db-errors.ts';
import { Secrets } from '../lib/crypto.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { validRegistration } from '../testing/fixtures.ts';
import { databaseKinds, TEST_APP_SECRET } from '../testing/test-database.ts';
import { EBOOKS_DIR } from './editions.ts';
import { detectEditionFormat, setEdition, UnsupportedEditionError } from './product-editions.ts';

const committed = (name: string) => readFileSync(`${EBOOKS_DIR}${name}`);

describe('detectEditionFormat', () => {
  it('knows an EPUB and a PDF by their bytes and refuses anything else', () => {
    expect(detectEditionFormat(committed('campfire-stories.epub'))).toBe('epub');
    expect(detectEditionFormat(committed('campfire-stories.pdf'))).toBe('pdf');
    const refused = (bytes: Uint8Array) => expect(() => detectEditionFormat(bytes)).toThrow(UnsupportedEditionError);
    refused(Buffer.from('just some text'));
    refused(zipSync({ 'a.txt': new Uint8Array([1]) })); // a zip, not an EPUB
    refused(committed('campfire-stories.pdf').subarray(0, 2000)); // a PDF cut short
    refused(committed('campfire-stories.epub').subarray(0, 200)); // an EPUB cut short
  });
});

describe.each(databaseKinds)('e-book editions on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  const editions = () =>
    t.db
      .select({
        slug: products.slug,
        format: productEditions.format,
        fileName: productEditions.fileName,
        size: productEditions.size,
        sha256: productEditions.sha256,
        sample: productEditions.sample,
        updatedAt: productEditions.updatedAt,
        fileSize: ebookFiles.size,
        bytes: ebookFiles.bytes,
      })
      .from(productEditions)
      .innerJoin(products, eq(products.id, productEditions.productId))
      .innerJoin(ebookFiles, eq(ebookFiles.key, productEditions.fileKey))
      .orderBy(products.slug, productEditions.format);
  const reseed = () => seed(t.db, new Secrets(TEST_APP_SECRET), { demo: true, simulatedPayments: true });
  /** An edition as the operator's command imports it (npm run ebooks -- import): not a sample. */
  const importEdition = (productId: number, format: EditionFormat, fileName: string, bytes: Buffer) =>
    setEdition(t.db, createDatabaseEbookStore(t.db), { productId, format, bytes, fileName, sample: false });

  it('the seed stores the twelve sample editions by content hash, and a second run changes nothing', async () => {
    const before = await editions();
    expect(before).toHaveLength(12);
    for (const edition of before) {
      const file = committed(edition.fileName);
      expect(edition.fileName).toBe(`${edition.slug}.${edition.format}`);
      expect(edition).toMatchObject({
        size: file.length,
        fileSize: file.length,
        sha256: sha256Hex(file),
        sample: true,
      });
      expect(Buffer.from(edition.bytes).equals(file)).toBe(true);
    }
    await reseed();
    expect(await editions()).toEqual(before);
  });

  it('the seed replaces a sample edition whose file changed, never an edition an operator imported', async () => {
    const [campfire] = await t.db.select().from(products).where(eq(products.slug, 'campfire-stories'));
    const [money] = await t.db.select().from(products).where(eq(products.slug, 'money-smart-kids'));
    const store = createDatabaseEbookStore(t.db);
    // An older sample build of campfire-stories (here: another book's file), and an imported money-smart-kids.
    const other = committed('the-curious-coder.epub');
    const otherKey = await store.save(other, 'epub');
    const older = { fileKey: otherKey, sha256: otherKey, size: other.length };
    const edition = (id: number) => and(eq(productEditions.productId, id), eq(productEditions.format, 'epub'));
    await t.db.update(productEditions).set(older).where(edition(campfire!.id));
    const imported = committed('five-minute-fitness.epub');
    await importEdition(money!.id, 'epub', 'money-smart-kids.epub', imported);

    await reseed();
    const after = await editions();
    const campfireEpub = after.find((e) => e.slug === 'campfire-stories' && e.format === 'epub')!;
    expect(campfireEpub.sha256).toBe(sha256Hex(committed('campfire-stories.epub')));
    const moneyEpub = after.find((e) => e.slug === 'money-smart-kids' && e.format === 'epub')!;
    expect(moneyEpub).toMatchObject({ sha256: sha256Hex(imported), sample: false });
    // The sample file money-smart-kids no longer uses is let go; files in use stay.
    const keys = (await t.db.select({ key: ebookFiles.key }).from(ebookFiles)).map((r) => r.key);
    expect(keys).not.toContain(sha256Hex(committed('money-smart-kids.epub')));
    expect(keys).toContain(otherKey);
  });

  it('a product without both editions is not put on sale: registration refuses it with a clear 400', async () => {
    const [draft] = await t.db
      .insert(products)
      .values({
        slug: 'draft-book',
        name: 'Draft Book',
        coverImageUrl: '/covers/draft-book.svg',
        shortDescription: 'Not written yet.',
        descriptionHtml: '<p>Not written yet.</p>',
      })
      .returning({ id: products.id });
    await t.db.insert(productPrices).values({ productId: draft!.id, currencyCode: 'USD', priceMinor: 2200 });
    await importEdition(draft!.id, 'pdf', 'x.pdf', committed('campfire-stories.pdf'));

    const register = (productIdentifiers: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register-webshop',
        payload: validRegistration({ countryCode: 'US', productIdentifiers }),
      });
    const refused = await register(['campfire-stories', 'draft-book']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.productIdentifiers).toBe(productWithoutEditions(['draft-book']));
    expect(productWithoutEditions(['draft-book'])).toBe(
      'Not for sale yet, its e-book files (EPUB and PDF) are missing: draft-book',
    );

    // The whole catalogue means every product that can be sold.
    const whole = await register([]);
    expect(whole.statusCode).toBe(200);
    const sold = await t.db
      .select({ productId: webshopProducts.productId })
      .from(webshopProducts)
      .where(eq(webshopProducts.webshopId, whole.json().webShopId));
    expect(sold).toHaveLength(6);
    expect(sold.map((s) => s.productId)).not.toContain(draft!.id);

    // The database refuses any other way onto a webshop, and taking an edition from a product on sale.
    const direct = await t.db
      .insert(webshopProducts)
      .values({ webshopId: whole.json().webShopId, productId: draft!.id, priceMinor: 2200 })
      .catch((error: unknown) => error);
    expect(databaseError(direct)).toMatchObject({ code: '23514', constraint: 'webshop_products_need_editions' });
    const removed = await t.db
      .delete(productEditions)
      .where(eq(productEditions.productId, sold[0]!.productId))
      .catch((error: unknown) => error);
    expect(databaseError(removed)).toMatchObject({ code: '23514', constraint: 'product_editions_keep_sold' });

    // With its EPUB too, it can be sold.
    await importEdition(draft!.id, 'epub', 'x.epub', committed('campfire-stories.epub'));
    expect((await register(['draft-book'])).statusCode).toBe(200);
  });

  it('the database keeps editions and files consistent with their constraints', async () => {
    const refusal = (query: Promise<unknown>) => query.then(() => undefined).catch((e: unknown) => databaseError(e));
    const key = 'a'.repeat(64);
    expect(
      await refusal(
        t.db.insert(ebookFiles).values({ key, contentType: 'text/plain', bytes: Buffer.from('x'), size: 1 }),
      ),
    ).toMatchObject({ constraint: 'ebook_files_content_type_check' });
    expect(
      await refusal(
        t.db.insert(ebookFiles).values({ key, contentType: 'application/pdf', bytes: Buffer.from('x'), size: 2 }),
      ),
    ).toMatchObject({ constraint: 'ebook_files_size_check' });
    expect(
      await refusal(
        t.db.execute(sql`update ${productEditions} set format = 'mobi', file_name = 'x.mobi' where format = 'epub'`),
      ),
    ).toMatchObject({ constraint: 'product_editions_format_check' });
  });
});
