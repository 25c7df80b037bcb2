/**
 * Builds the sample editions from their sources: `npm run ebooks:build` writes assets/ebooks/<slug>.epub and .pdf for
 * every catalogue book (docs/decisions/0025-e-book-files.md). The output depends on the sources alone, so running it
 * again without changes leaves the committed files as they are.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { CATALOG } from '../db/seed.ts';
import { EDITION_FORMATS } from '@fundshop/core';
import { buildEditions, EBOOKS_DIR, editionFileName } from './editions.ts';

for (const { slug } of CATALOG) {
  const built = await buildEditions(slug);
  for (const format of EDITION_FORMATS) {
    const file = `${EBOOKS_DIR}${editionFileName(slug, format)}`;
    const bytes = Buffer.from(built[format]);
    let unchanged = false;
    try {
      unchanged = readFileSync(file).equals(bytes);
    } catch {
      // not built yet
    }
    if (!unchanged) writeFileSync(file, bytes);
    console.log(`${unchanged ? 'unchanged' : 'wrote    '} ${editionFileName(slug, format)} (${bytes.length} bytes)`);
  }
}
