import { and, asc, count, eq, notInArray, sql } from 'drizzle-orm';
import {
  CATALOGUE_MSG,
  toMajor,
  toMinor,
  type CatalogueProduct,
  type createProductRequest,
  type EditionFormat,
} from '@fundshop/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { productEditions, productPrices, products, webshopProducts, webshops } from '../../db/schema.ts';
import { editionFileName } from '../../ebooks/editions.ts';
import {
  productsWithoutEditions,
  productsWithSampleEditions,
  setEdition,
  UnsupportedEditionError,
} from '../../ebooks/product-editions.ts';
import { AppError } from '../../errors.ts';
import { createDatabaseEbookStore } from '../../integrations/ebooks/ebook-store.ts';
import { UnsupportedImageError } from '../../integrations/images/images.ts';
import { databaseError } from '../../lib/db-errors.ts';
import { recordAudit, type AuditActor } from '../audit/trail.ts';
import { sanitizeProductHtml } from '../shop/sanitize.ts';

/**
 * The e-book catalogue (docs/decisions/0033): an admin's acts, each audited. A product goes on sale only with its
 * EPUB and PDF (the database's trigger too, decision 0025); on sale, it is added to the store of every group whose
 * currency it has a price in, at that price (a store keeps the price it was added at); off sale, it leaves every
 * store and cannot be ordered. Every change drops the stores' micro-cache, which holds the catalogue's texts.
 * One file past 300 lines: the admin's acts share the product's lock, its audit shapes and its prices.
 */

type Ctx = Pick<AppContext, 'db' | 'shopCache'>;
type Texts = Omit<z.output<typeof createProductRequest>, 'slug'>;

/** The cover a new product shows until one is uploaded (packages/server/assets/covers). */
const NO_COVER = '/covers/no-cover.svg';
/** An uploaded cover is re-encoded to fit this box: the 2:3 of a book's cover. */
const COVER_SIZE = { width: 600, height: 900, quality: 90 };

async function catalogueRows(db: Executor, productId?: number): Promise<CatalogueProduct[]> {
  const where = productId === undefined ? undefined : eq(products.id, productId);
  const [rows, priceRows, editionRows, selling] = await Promise.all([
    db.select().from(products).where(where).orderBy(asc(products.sortOrder), asc(products.id)),
    db.select().from(productPrices).orderBy(asc(productPrices.currencyCode)),
    db.select().from(productEditions).orderBy(asc(productEditions.format)),
    db
      .select({ productId: webshopProducts.productId, groups: count() })
      .from(webshopProducts)
      .groupBy(webshopProducts.productId),
  ]);
  return rows.map((p) => ({
    productId: p.id,
    slug: p.slug,
    name: p.name,
    shortDescription: p.shortDescription,
    descriptionHtml: p.descriptionHtml,
    coverImageUrl: p.coverImageUrl,
    onSale: p.onSale,
    prices: priceRows
      .filter((r) => r.productId === p.id)
      .map((r) => ({ currencyCode: r.currencyCode, price: toMajor(r.priceMinor) })),
    editions: editionRows
      .filter((e) => e.productId === p.id)
      .map((e) => ({
        format: e.format as EditionFormat,
        fileName: e.fileName,
        size: e.size,
        sha256: e.sha256,
        sample: e.sample,
        updatedAt: e.updatedAt.toISOString(),
      })),
    groupsSelling: p.onSale ? (selling.find((s) => s.productId === p.id)?.groups ?? 0) : 0,
  }));
}

/** GET /api/operator/products: every product, in store order. */
export const listProducts = (ctx: Pick<AppContext, 'db'>) => catalogueRows(ctx.db);

async function product(db: Executor, productId: number): Promise<CatalogueProduct> {
  const [found] = await catalogueRows(db, productId);
  if (!found) throw new AppError('not-found');
  return found;
}

/** The product's row locked for the change, and its state before it, for the audit row. */
async function lockProduct(tx: Transaction, productId: number) {
  const [row] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
  if (!row) throw new AppError('not-found');
  return row;
}

/** Its prices as given: a currency left out no longer has one (groups of it are not offered the product any more). */
async function setPrices(tx: Transaction, productId: number, prices: Texts['prices']): Promise<void> {
  await tx.delete(productPrices).where(
    and(
      eq(productPrices.productId, productId),
      notInArray(
        productPrices.currencyCode,
        prices.map((p) => p.currencyCode),
      ),
    ),
  );
  for (const { currencyCode, price } of prices) {
    await tx
      .insert(productPrices)
      .values({ productId, currencyCode, priceMinor: toMinor(price) })
      .onConflictDoUpdate({
        target: [productPrices.productId, productPrices.currencyCode],
        set: { priceMinor: toMinor(price) },
      });
  }
}

const auditedTexts = (t: { name: string; shortDescription: string; descriptionHtml: string }) => ({
  name: t.name,
  shortDescription: t.shortDescription,
  descriptionHtml: t.descriptionHtml,
});

async function auditedPrices(tx: Transaction, productId: number) {
  const rows = await tx.select().from(productPrices).where(eq(productPrices.productId, productId));
  return Object.fromEntries(rows.map((r) => [r.currencyCode, r.priceMinor]));
}

/** POST /api/operator/products: a new e-book, off sale, last in store order. */
export async function createProduct(
  ctx: Ctx,
  actor: AuditActor,
  input: z.output<typeof createProductRequest>,
): Promise<CatalogueProduct> {
  let productId: number;
  try {
    productId = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(products)
        .values({
          slug: input.slug,
          name: input.name,
          shortDescription: input.shortDescription,
          descriptionHtml: sanitizeProductHtml(input.descriptionHtml),
          coverImageUrl: NO_COVER,
          onSale: false,
          sortOrder: sql`(select coalesce(max(${products.sortOrder}), -1) + 1 from ${products})`,
        })
        .returning();
      await setPrices(tx, created!.id, input.prices);
      await recordAudit(tx, actor, {
        action: 'product.create',
        target: { type: 'product', id: created!.id },
        webshopId: null,
        before: null,
        after: {
          slug: input.slug,
          ...auditedTexts(created!),
          pricesMinor: await auditedPrices(tx, created!.id),
          onSale: false,
        },
      });
      return created!.id;
    });
  } catch (error) {
    if (databaseError(error)?.constraint === 'products_slug_unique') throw new AppError('product-exists');
    throw error;
  }
  return product(ctx.db, productId);
}

/**
 * Adds the product to every group's webshop whose currency it has a price in and that does not have it yet, at that
 * price. The trigger webshop_products_need_editions refuses it without both editions.
 */
async function putInStores(tx: Transaction, productId: number): Promise<void> {
  await tx.execute(sql`
    insert into ${webshopProducts} (webshop_id, product_id, price_minor)
    select ${webshops.id}, ${productPrices.productId}, ${productPrices.priceMinor}
    from ${webshops} join ${productPrices}
      on ${productPrices.currencyCode} = ${webshops.currencyCode} and ${productPrices.productId} = ${productId}
    on conflict (webshop_id, product_id) do nothing`);
}

/**
 * POST /api/operator/products/{id}: texts (HTML sanitised), prices, on sale or off. Production puts no product with a
 * sample edition on sale (docs/decisions/0058).
 */
export async function updateProduct(
  ctx: Ctx & Pick<AppContext, 'config'>,
  actor: AuditActor,
  productId: number,
  input: Texts & { onSale: boolean },
): Promise<CatalogueProduct> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockProduct(tx, productId);
    const pricesBefore = await auditedPrices(tx, productId);
    if (input.onSale && (await productsWithoutEditions(tx, [productId])).length > 0) {
      throw new AppError('product-without-editions');
    }
    if (input.onSale && ctx.config.env === 'production' && (await productsWithSampleEditions(tx, [productId])).length) {
      throw new AppError('product-without-editions', { message: CATALOGUE_MSG.sampleEditions });
    }
    const [after] = await tx
      .update(products)
      .set({
        name: input.name,
        shortDescription: input.shortDescription,
        descriptionHtml: sanitizeProductHtml(input.descriptionHtml),
        onSale: input.onSale,
      })
      .where(eq(products.id, productId))
      .returning();
    await setPrices(tx, productId, input.prices);
    if (input.onSale) await putInStores(tx, productId);
    await recordAudit(tx, actor, {
      action: 'product.update',
      target: { type: 'product', id: productId },
      webshopId: null,
      before: { ...auditedTexts(before), pricesMinor: pricesBefore, onSale: before.onSale },
      after: { ...auditedTexts(after!), pricesMinor: await auditedPrices(tx, productId), onSale: after!.onSale },
    });
  });
  ctx.shopCache.invalidateAll();
  return product(ctx.db, productId);
}

/**
 * POST /api/operator/products/{id}/editions/{format}: the EPUB or PDF, replacing the one it has. The file is read as
 * `npm run ebooks -- import` reads it (ebooks/product-editions.ts): its format from its bytes, and refused with the
 * reason when it is not the format asked for, damaged, or cannot be personalised.
 */
export async function uploadEdition(
  ctx: Ctx,
  actor: AuditActor,
  productId: number,
  format: EditionFormat,
  bytes: Buffer,
): Promise<CatalogueProduct> {
  try {
    await ctx.db.transaction(async (tx) => {
      const { slug } = await lockProduct(tx, productId);
      const [before] = await tx
        .select({ sha256: productEditions.sha256, size: productEditions.size, sample: productEditions.sample })
        .from(productEditions)
        .where(and(eq(productEditions.productId, productId), eq(productEditions.format, format)));
      const fileName = editionFileName(slug, format);
      const changed = await setEdition(tx, createDatabaseEbookStore(tx), {
        productId,
        format,
        bytes,
        fileName,
        sample: false,
      });
      if (!changed) return;
      const [after] = await tx
        .select({ sha256: productEditions.sha256, size: productEditions.size, sample: productEditions.sample })
        .from(productEditions)
        .where(and(eq(productEditions.productId, productId), eq(productEditions.format, format)));
      await recordAudit(tx, actor, {
        action: 'product.edition',
        target: { type: 'product', id: productId },
        webshopId: null,
        before: before ? { format, ...before } : null,
        after: { format, fileName, ...after },
      });
    });
  } catch (error) {
    if (error instanceof UnsupportedEditionError) {
      throw new AppError('ebook-invalid', { message: `The file is not an e-book we accept: ${error.message}.` });
    }
    throw error;
  }
  // A full edition in place of a sample changes the store's 'Sample edition' label.
  ctx.shopCache.invalidateAll();
  return product(ctx.db, productId);
}

/**
 * POST /api/operator/products/{id}/cover: a JPG or PNG, re-encoded as a JPEG within 600 x 900 (never the bytes as they
 * came) and kept with the pictures (every instance serves it); the product's cover address becomes its.
 */
export async function uploadCover(
  ctx: Ctx & Pick<AppContext, 'images'>,
  actor: AuditActor,
  productId: number,
  bytes: Buffer,
): Promise<CatalogueProduct> {
  let jpeg: Buffer;
  try {
    jpeg = await ctx.images.processor.toJpegWithin(bytes, COVER_SIZE.width, COVER_SIZE.height, COVER_SIZE.quality);
  } catch (error) {
    if (error instanceof UnsupportedImageError) throw new AppError('error-picture');
    throw error;
  }
  const key = await ctx.images.store.save(jpeg);
  await ctx.db.transaction(async (tx) => {
    const before = await lockProduct(tx, productId);
    const coverImageUrl = ctx.images.store.url(key);
    await tx.update(products).set({ coverImageUrl, coverPictureKey: key }).where(eq(products.id, productId));
    await recordAudit(tx, actor, {
      action: 'product.cover',
      target: { type: 'product', id: productId },
      webshopId: null,
      before: { coverImageUrl: before.coverImageUrl },
      after: { coverImageUrl },
    });
  });
  ctx.shopCache.invalidateAll();
  return product(ctx.db, productId);
}
