import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seed } from '../db/seed.ts';
import { ebookFiles, productEditions, products } from '../db/schema.ts';
import { EBOOKS_DIR } from '../ebooks/editions.ts';
import { sha256Hex } from '../integrations/ebooks/ebook-store.ts';
import { Secrets } from '../lib/crypto.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestDatabase, databaseKinds, TEST_APP_SECRET } from '../testing/test-database.ts';
import { runEbooks } from './ebooks.ts';

describe.each(databaseKinds)('npm run ebooks on %s', (kind) => {
  let handle: DatabaseHandle;
  let dir: string;
  beforeEach(async () => {
    handle = await createTestDatabase(kind);
    dir = mkdtempSync(path.join(tmpdir(), 'fundshop-ebooks-'));
  });
  afterEach(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A "full edition": another book's file, copied under a name of the operator's choosing. */
  const fullEdition = (from: string, name: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, readFileSync(`${EBOOKS_DIR}${from}`));
    return file;
  };
  const edition = async (slug: string, format: 'epub' | 'pdf') => {
    const [row] = await handle.db
      .select({ sha256: productEditions.sha256, size: productEditions.size, sample: productEditions.sample })
      .from(productEditions)
      .innerJoin(products, eq(products.id, productEditions.productId))
      .where(and(eq(products.slug, slug), eq(productEditions.format, format)));
    return row;
  };

  it('imports an EPUB and a PDF by content, and the seed keeps them at the next start', async () => {
    const epub = fullEdition('money-smart-kids.epub', 'Campfire Stories (full).EPUB');
    const pdf = fullEdition('money-smart-kids.pdf', 'full.pdf');
    const bytes = readFileSync(epub);
    expect(await runEbooks(['import', 'campfire-stories', epub], handle.db)).toBe(
      `campfire-stories EPUB imported: ${bytes.length} bytes, SHA-256 ${sha256Hex(bytes)}`,
    );
    expect(await runEbooks(['import', 'campfire-stories', epub], handle.db)).toContain('unchanged, already this file');
    await runEbooks(['import', 'campfire-stories', pdf], handle.db);
    await seed(handle.db, new Secrets(TEST_APP_SECRET), { demo: true, simulatedPayments: true });
    expect(await edition('campfire-stories', 'epub')).toEqual({
      sha256: sha256Hex(bytes),
      size: bytes.length,
      sample: false,
    });
    expect((await edition('campfire-stories', 'pdf'))?.sha256).toBe(sha256Hex(readFileSync(pdf)));
    // The sample files nothing uses any more are gone; the imported ones are stored once.
    const [stored] = await handle.db
      .select({ size: ebookFiles.size })
      .from(ebookFiles)
      .where(eq(ebookFiles.key, sha256Hex(bytes)));
    expect(stored?.size).toBe(bytes.length);
    const list = await runEbooks(['list'], handle.db);
    expect(list).toContain(
      `campfire-stories  epub  ${String(bytes.length).padStart(9)} bytes  ${sha256Hex(bytes)}  imported`,
    );
    expect(list).toContain('money-smart-kids  pdf');
    expect(list.split('\n')).toHaveLength(12);
  });

  it('refuses a file that is not an EPUB or a PDF, a name that lies about its format, and an unknown product', async () => {
    const before = await edition('campfire-stories', 'epub');
    const text = path.join(dir, 'book.epub');
    writeFileSync(text, 'Once upon a time');
    await expect(runEbooks(['import', 'campfire-stories', text], handle.db)).rejects.toThrow(
      'is not an e-book we accept: neither an EPUB nor a PDF',
    );
    const lying = fullEdition('campfire-stories.pdf', 'book.epub');
    await expect(runEbooks(['import', 'campfire-stories', lying], handle.db)).rejects.toThrow(
      'is named .epub but its content is a PDF',
    );
    const epub = fullEdition('campfire-stories.epub', 'book.epub');
    await expect(runEbooks(['import', 'no-such-book', epub], handle.db)).rejects.toThrow("No product 'no-such-book'");
    await expect(runEbooks(['import', 'campfire-stories'], handle.db)).rejects.toThrow(
      'needs a product slug and a file',
    );
    await expect(runEbooks(['frob'], handle.db)).rejects.toThrow("Unknown command 'frob'");
    expect(await edition('campfire-stories', 'epub')).toEqual(before);
  });

  it.skipIf(!existsSync('/usr/bin/qpdf'))(
    'refuses an encrypted PDF: its copies could not be personalised',
    async () => {
      const before = await edition('campfire-stories', 'pdf');
      const encrypted = path.join(dir, 'encrypted.pdf');
      execFileSync('qpdf', [
        '--encrypt',
        'reader',
        'owner',
        '256',
        '--',
        fullEdition('campfire-stories.pdf', 'plain.pdf'),
        encrypted,
      ]);
      await expect(runEbooks(['import', 'campfire-stories', encrypted], handle.db)).rejects.toThrow(
        'its copies cannot be personalised',
      );
      expect(await edition('campfire-stories', 'pdf')).toEqual(before);
    },
  );
});
