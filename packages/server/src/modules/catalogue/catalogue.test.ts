import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MSG, type CatalogueProduct } from '@fundshop/core';
import { auditEvents } from '../../db/schema.ts';
import { sampleEdition } from '../../ebooks/product-editions.ts';
import { checkoutBody, openShop, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { bearer } from '../../testing/fixtures.ts';
import { addOperator, type TestOperator } from '../../testing/operator-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';

/**
 * The catalogue in the console (docs/decisions/0033): an admin makes an e-book, uploads its EPUB and PDF (a damaged
 * file refused with the reason) and its cover, puts it on sale: it is in the stores of the groups of its currencies at
 * once, and leaves them when it goes off sale.
 */
describe.each(singleDatabaseKinds)('the catalogue on %s', (kind) => {
  let t: TestApp;
  let us: OpenShop;
  let gb: OpenShop;
  let admin: TestOperator;
  let support: TestOperator;
  beforeAll(async () => {
    t = await createTestApp(kind);
    us = await openShop(t.app, t.db);
    gb = await openShop(t.app, t.db, { countryCode: 'GB' });
    [admin, support] = await Promise.all([addOperator(t, 'admin'), addOperator(t, 'support')]);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object | Buffer, who = admin, type?: string) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(who.token), ...(type ? { 'content-type': type } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
  const upload = (id: number, format: string, bytes: Buffer, who = admin) =>
    call('POST', `/api/operator/products/${id}/editions/${format}`, bytes, who, 'application/octet-stream');
  const store = async (sellerId: number) =>
    (
      (await t.app.inject({ method: 'GET', url: `/api/seller/retrieve-seller-shop?sellerId=${sellerId}` })).json() as {
        webShopProducts: {
          productId: number;
          productName: string;
          productPrice: number;
          productDescription: string;
          sampleEdition: boolean;
        }[];
      }
    ).webShopProducts;
  const texts = {
    name: 'Rainy Day Crafts',
    shortDescription: 'Twenty things to make indoors.',
    descriptionHtml: '<p>Paper, glue and <strong>patience</strong>.</p><script>alert(1)</script>',
    prices: [{ currencyCode: 'USD', price: 12.5 }],
  };

  it('makes an e-book, takes its EPUB and PDF, puts it on sale in the stores of its currency, and takes it off', async () => {
    expect(
      (await call('POST', '/api/operator/products', { slug: 'rainy-day-crafts', ...texts }, support)).statusCode,
    ).toBe(403);
    const created = await call('POST', '/api/operator/products', { slug: 'rainy-day-crafts', ...texts });
    expect(created.statusCode).toBe(200);
    const product = created.json() as CatalogueProduct;
    expect(product).toMatchObject({
      slug: 'rainy-day-crafts',
      onSale: false,
      coverImageUrl: '/covers/no-cover.svg',
      prices: [{ currencyCode: 'USD', price: 12.5 }],
      editions: [],
    });
    expect(product.descriptionHtml).toBe('<p>Paper, glue and <strong>patience</strong>.</p>');
    expect((await call('POST', '/api/operator/products', { slug: 'rainy-day-crafts', ...texts })).json()).toMatchObject(
      {
        responseMessage: 'product-exists',
      },
    );

    const update = (onSale: boolean) =>
      call('POST', `/api/operator/products/${product.productId}`, { ...texts, onSale });
    expect((await update(true)).json()).toMatchObject({ responseMessage: 'product-without-editions' });

    const epub = sampleEdition('campfire-stories', 'epub');
    const pdf = sampleEdition('campfire-stories', 'pdf');
    expect((await upload(product.productId, 'epub', pdf)).json()).toMatchObject({
      responseMessage: 'ebook-invalid',
      message: 'The file is not an e-book we accept: the file is a PDF, not a EPUB.',
    });
    expect((await upload(product.productId, 'pdf', pdf.subarray(0, pdf.length - 2048))).json()).toMatchObject({
      responseMessage: 'ebook-invalid',
      message: 'The file is not an e-book we accept: the PDF is cut short: it has no %%EOF at its end.',
    });
    const notEpub = Buffer.from(epub);
    notEpub.write('mimetypetext/plain+zip', 30, 'latin1');
    expect((await upload(product.productId, 'epub', notEpub)).statusCode).toBe(400);
    expect((await upload(product.productId, 'epub', epub, support)).statusCode).toBe(403);
    expect((await upload(product.productId, 'epub', epub)).statusCode).toBe(200);
    const withBoth = (await upload(product.productId, 'pdf', pdf)).json() as CatalogueProduct;
    expect(withBoth.editions.map((e) => [e.format, e.sample, e.fileName])).toEqual([
      ['epub', false, 'rainy-day-crafts.epub'],
      ['pdf', false, 'rainy-day-crafts.pdf'],
    ]);

    const onSale = (await update(true)).json() as CatalogueProduct;
    expect(onSale.onSale).toBe(true);
    expect(onSale.groupsSelling).toBeGreaterThanOrEqual(1);
    const inUsStore = (await store(us.sellerId)).find((p) => p.productId === product.productId);
    expect(inUsStore).toMatchObject({ productName: 'Rainy Day Crafts', productPrice: 12.5 });
    expect(inUsStore!.productDescription).not.toContain('<script>');
    // No GBP price: the British group's store does not have it.
    expect((await store(gb.sellerId)).some((p) => p.productId === product.productId)).toBe(false);
    const buy = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/create-checkout-session',
        payload: checkoutBody(us, { webShopCartProducts: [{ productId: product.productId, amountOrdered: 1 }] }),
      });
    expect((await buy()).json()).toMatchObject({ responseMessage: 'ok' });

    expect((await update(false)).json()).toMatchObject({ onSale: false, groupsSelling: 0 });
    expect((await store(us.sellerId)).some((p) => p.productId === product.productId)).toBe(false);
    expect((await buy()).statusCode).toBe(400);

    // In the order they were written (a select without ORDER BY has none to keep).
    const actions = (
      await t.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.targetId, product.productId))
        .orderBy(asc(auditEvents.id))
    ).filter((r) => r.targetType === 'product');
    expect(actions.map((r) => r.action)).toEqual([
      'product.create',
      'product.edition',
      'product.edition',
      'product.update',
      'product.update',
    ]);
    expect(actions[3]).toMatchObject({
      before: { onSale: false },
      after: { onSale: true, pricesMinor: { USD: 1250 } },
    });
  });

  it("puts a sample edition on sale outside production only, where production's console says why not", async () => {
    const [campfire] = (
      (await call('GET', '/api/operator/products')).json() as { products: CatalogueProduct[] }
    ).products.filter((p) => p.slug === 'campfire-stories');
    expect(campfire!.editions.map((e) => e.sample)).toEqual([true, true]);
    const { productId, name, shortDescription, descriptionHtml, prices } = campfire!;
    const body = (onSale: boolean) => ({ name, shortDescription, descriptionHtml, prices, onSale });
    const update = (app: TestApp, who: TestOperator, onSale: boolean) =>
      app.app.inject({
        method: 'POST',
        url: `/api/operator/products/${productId}`,
        headers: bearer(who.token),
        payload: body(onSale),
      });
    // Development, tests and the demo sell the sample, labelled as one in the store.
    expect((await update(t, admin, false)).json()).toMatchObject({ onSale: false });
    expect((await update(t, admin, true)).json()).toMatchObject({ onSale: true });
    const inStore = (await store(us.sellerId)).find((p) => p.productId === productId);
    expect(inStore).toMatchObject({ sampleEdition: true });

    const production = await createTestApp(kind, { config: { env: 'production' } });
    try {
      const productionAdmin = await addOperator(production, 'admin');
      expect((await update(production, productionAdmin, false)).json()).toMatchObject({ onSale: false });
      const refused = await update(production, productionAdmin, true);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        responseMessage: 'product-without-editions',
        message: CATALOGUE_MSG.sampleEditions,
      });
      const [after] = (
        (
          await production.app.inject({
            method: 'GET',
            url: '/api/operator/products',
            headers: bearer(productionAdmin.token),
          })
        ).json() as { products: CatalogueProduct[] }
      ).products.filter((p) => p.productId === productId);
      expect(after!.onSale).toBe(false);
    } finally {
      await production.close();
    }
  });

  it('takes a cover as a JPG or PNG, re-encoded within 600 x 900; refuses anything else', async () => {
    const created = (
      await call('POST', '/api/operator/products', { slug: 'cover-test', ...texts, name: 'Cover Test' })
    ).json() as CatalogueProduct;
    const png = await sharp({ create: { width: 1200, height: 1800, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const cover = (type: string, bytes: Buffer) =>
      call('POST', `/api/operator/products/${created.productId}/cover`, bytes, admin, type);
    expect((await cover('image/png', Buffer.from('not a picture'))).json()).toMatchObject({
      responseMessage: 'error-picture',
    });
    // Sent as text, it is no file: refused with the reason, like a missing one.
    expect((await cover('text/plain', png)).json()).toMatchObject({ fieldErrors: { _: 'Choose a file to upload.' } });
    const done = (await cover('image/png', png)).json() as CatalogueProduct;
    expect(done.coverImageUrl).toMatch(/^\/api\/pictures\/[0-9a-f]{64}\.jpg$/);
    const picture = await t.app.inject({ method: 'GET', url: done.coverImageUrl });
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 900 });
  });
});
