import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { EDITION_FORMATS, type EditionFormat } from '@fundshop/core';
import { unzipSync } from 'fflate';
import type { Executor } from '../db/client.ts';
import { ebookFiles, productEditions, products } from '../db/schema.ts';
import { createDatabaseEbookStore, sha256Hex, type EbookStore } from '../integrations/ebooks/ebook-store.ts';
import { planEdition } from '../integrations/ebooks/personalised-copies.ts';
import { EBOOKS_DIR, editionFileName } from './editions.ts';

/** The bytes are not an edition we accept (not an EPUB or a PDF, or not the format the file name says). */
export class UnsupportedEditionError extends Error {}

/**
 * The format of an e-book file by its content, never by its name: a PDF starts with `%PDF-` and ends with `%%EOF`;
 * an EPUB is a zip whose first entry is the stored `mimetype` `application/epub+zip` and which holds
 * META-INF/container.xml. Throws UnsupportedEditionError otherwise.
 */
export function detectEditionFormat(bytes: Uint8Array): EditionFormat {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.subarray(0, 5).toString('latin1') === '%PDF-') {
    if (!buffer.subarray(-1024).toString('latin1').includes('%%EOF')) {
      throw new UnsupportedEditionError('the PDF is cut short: it has no %%EOF at its end');
    }
    return 'pdf';
  }
  if (buffer.subarray(0, 4).toString('latin1') === 'PK\x03\x04') {
    if (buffer.subarray(30, 58).toString('latin1') !== 'mimetypeapplication/epub+zip' || buffer.readUInt16LE(8) !== 0) {
      throw new UnsupportedEditionError('a zip, but not an EPUB: its first entry is not the stored mimetype');
    }
    let entries: Record<string, Uint8Array>;
    try {
      entries = unzipSync(buffer, { filter: (file) => file.name === 'META-INF/container.xml' });
    } catch (error) {
      throw new UnsupportedEditionError(`the EPUB cannot be unzipped: ${(error as Error).message}`);
    }
    if (!entries['META-INF/container.xml']) throw new UnsupportedEditionError('the EPUB has no META-INF/container.xml');
    return 'epub';
  }
  throw new UnsupportedEditionError('neither an EPUB nor a PDF');
}

export interface EditionUpdate {
  productId: number;
  format: EditionFormat;
  bytes: Buffer;
  fileName: string;
  /** The repository's sample edition (the seed): never replaces an edition that is not a sample. */
  sample: boolean;
}

/**
 * Every download sends a personalised copy (docs/decisions/0026): an edition that cannot be personalised (an
 * encrypted PDF, a damaged file) is refused when it is imported, not when a buyer first downloads it.
 */
async function assertPersonalisable(bytes: Buffer, format: EditionFormat): Promise<void> {
  try {
    await planEdition(bytes, format);
  } catch (error) {
    throw new UnsupportedEditionError(`its copies cannot be personalised: ${(error as Error).message}`);
  }
}

/**
 * Stores the file by its hash and points the product's edition at it. Returns whether the edition changed. A file no
 * edition uses any more is deleted (editions are only changed by the seed and the operator's command).
 */
export async function setEdition(db: Executor, store: EbookStore, update: EditionUpdate): Promise<boolean> {
  const detected = detectEditionFormat(update.bytes);
  if (detected !== update.format) {
    throw new UnsupportedEditionError(`the file is a ${detected.toUpperCase()}, not a ${update.format.toUpperCase()}`);
  }
  // The repository's sample editions are checked by their own tests (personalised-copies.test.ts), not at every seed.
  if (!update.sample) await assertPersonalisable(update.bytes, detected);
  const [current] = await db
    .select({ fileKey: productEditions.fileKey, sample: productEditions.sample })
    .from(productEditions)
    .where(and(eq(productEditions.productId, update.productId), eq(productEditions.format, update.format)))
    .for('update');
  if (current && update.sample && !current.sample) return false;
  if (current?.fileKey === sha256Hex(update.bytes)) return false;
  const key = await store.save(update.bytes, update.format);
  const edition = {
    fileKey: key,
    fileName: update.fileName,
    size: update.bytes.length,
    sha256: key,
    sample: update.sample,
    updatedAt: sql`now()`,
  };
  await db
    .insert(productEditions)
    .values({ productId: update.productId, format: update.format, ...edition })
    .onConflictDoUpdate({ target: [productEditions.productId, productEditions.format], set: edition });
  if (current) {
    await db
      .delete(ebookFiles)
      .where(
        and(
          eq(ebookFiles.key, current.fileKey),
          sql`not exists (select 1 from ${productEditions} where ${productEditions.fileKey} = ${current.fileKey})`,
        ),
      );
  }
  return true;
}

/** The products among `productIds` that lack an EPUB or a PDF edition, and so cannot be put on sale. */
export async function productsWithoutEditions(db: Executor, productIds: number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ productId: productEditions.productId, count: sql<number>`count(*)::int` })
    .from(productEditions)
    .where(inArray(productEditions.productId, productIds))
    .groupBy(productEditions.productId);
  const complete = new Set(rows.filter((r) => r.count === EDITION_FORMATS.length).map((r) => r.productId));
  return productIds.filter((id) => !complete.has(id));
}

/** The products among `productIds` with a sample edition, which production never puts on sale (docs/decisions/0058). */
export async function productsWithSampleEditions(db: Executor, productIds: number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ productId: productEditions.productId })
    .from(productEditions)
    .where(and(inArray(productEditions.productId, productIds), eq(productEditions.sample, true)));
  return rows.map((r) => r.productId);
}

/**
 * Production's start: every product on sale with a sample edition goes off sale, so it leaves every store and cannot
 * be ordered (a database that once ran in development keeps its samples until the full editions are uploaded).
 * Returns their slugs.
 */
export async function takeSamplesOffSale(db: Executor): Promise<string[]> {
  const rows = await db
    .update(products)
    .set({ onSale: false })
    .where(
      and(
        eq(products.onSale, true),
        sql`exists (select 1 from ${productEditions} where ${productEditions.productId} = ${products.id} and ${productEditions.sample})`,
      ),
    )
    .returning({ slug: products.slug });
  return rows.map((r) => r.slug).sort();
}

const sampleFiles = new Map<string, Buffer>();

/** The committed sample edition of a catalogue book (assets/ebooks), read once per process. */
export function sampleEdition(slug: string, format: EditionFormat): Buffer {
  const name = editionFileName(slug, format);
  let bytes = sampleFiles.get(name);
  if (!bytes) {
    bytes = readFileSync(`${EBOOKS_DIR}${name}`);
    sampleFiles.set(name, bytes);
  }
  return bytes;
}

/** The seed: every catalogue product gets its sample editions, replaced when the committed file changed. */
export async function loadSampleEditions(db: Executor, products: { id: number; slug: string }[]): Promise<void> {
  const store = createDatabaseEbookStore(db);
  for (const product of products) {
    for (const format of EDITION_FORMATS) {
      await setEdition(db, store, {
        productId: product.id,
        format,
        bytes: sampleEdition(product.slug, format),
        fileName: editionFileName(product.slug, format),
        sample: true,
      });
    }
  }
}
