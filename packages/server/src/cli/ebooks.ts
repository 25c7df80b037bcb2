import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { EDITION_FORMATS, type EditionFormat } from '@fundshop/core';
import type { Database } from '../db/client.ts';
import { productEditions, products } from '../db/schema.ts';
import { editionFileName } from '../ebooks/editions.ts';
import { detectEditionFormat, setEdition, UnsupportedEditionError } from '../ebooks/product-editions.ts';
import { createDatabaseEbookStore, sha256Hex } from '../integrations/ebooks/ebook-store.ts';
import { withServerDatabase } from './server-database.ts';

/**
 * `npm run ebooks -- list | import <slug> <file.epub|file.pdf>`: replaces a sample edition with the full one from the
 * shell (docs/decisions/0025-e-book-files.md), as the operator console's catalogue does in the browser (decision 0033).
 * It opens the database the server uses (DATABASE_URL, or the embedded one under DATA_DIR, which needs the server
 * stopped).
 */
const USAGE = `Usage:
  npm run ebooks -- list                          every product's editions: format, size, SHA-256, sample or imported
  npm run ebooks -- import <slug> <file>          store an EPUB or PDF (format read from its bytes) as that product's
                                                  edition, replacing the one it has; the seed never replaces it again
Environment: as the server's (DATABASE_URL, or DATA_DIR with the server stopped for the embedded database)`;

class UsageError extends Error {}

export async function runEbooks(args: string[], db: Database): Promise<string> {
  const [command, ...rest] = args;
  if (command === 'list') {
    const rows = await db
      .select({
        slug: products.slug,
        format: productEditions.format,
        size: productEditions.size,
        sha256: productEditions.sha256,
        sample: productEditions.sample,
      })
      .from(products)
      .leftJoin(productEditions, eq(productEditions.productId, products.id))
      .orderBy(products.sortOrder, products.slug, productEditions.format);
    if (rows.length === 0) return 'No products yet: the server adds the catalogue at its first start.';
    return rows
      .map((r) =>
        r.format
          ? `${r.slug}  ${r.format.padEnd(4)}  ${String(r.size).padStart(9)} bytes  ${r.sha256}  ${r.sample ? 'sample' : 'imported'}`
          : `${r.slug}  no editions: not for sale`,
      )
      .join('\n');
  }
  if (command === 'import') {
    const [slug, file] = rest;
    if (!slug || !file) throw new UsageError('import needs a product slug and a file.');
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch (error) {
      throw new Error(`${file} cannot be read: ${(error as Error).message}`);
    }
    if (bytes.length === 0) throw new Error(`${file} is empty.`);
    let format: EditionFormat;
    try {
      format = detectEditionFormat(bytes);
    } catch (error) {
      if (error instanceof UnsupportedEditionError)
        throw new Error(`${file} is not an e-book we accept: ${error.message}.`);
      throw error;
    }
    const extension = path.extname(file).slice(1).toLowerCase();
    if ((EDITION_FORMATS as readonly string[]).includes(extension) && extension !== format) {
      throw new Error(`${file} is named .${extension} but its content is a ${format.toUpperCase()}.`);
    }
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
    if (!product) throw new Error(`No product '${slug}' (see npm run ebooks -- list).`);
    const changed = await db.transaction((tx) =>
      setEdition(tx, createDatabaseEbookStore(tx), {
        productId: product.id,
        format,
        bytes,
        fileName: editionFileName(slug, format),
        sample: false,
      }),
    );
    const state = changed ? 'imported' : 'unchanged, already this file';
    return `${slug} ${format.toUpperCase()} ${state}: ${bytes.length} bytes, SHA-256 ${sha256Hex(bytes)}`;
  }
  throw new UsageError(command ? `Unknown command '${command}'.` : 'No command given.');
}

if (import.meta.filename === process.argv[1]) {
  withServerDatabase((db) => runEbooks(process.argv.slice(2), db))
    .then((output) => console.log(output))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      if (error instanceof UsageError) console.error(`\n${USAGE}`);
      process.exit(1);
    });
}
