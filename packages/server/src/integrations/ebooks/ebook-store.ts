import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { EDITION_CONTENT_TYPES, type EditionFormat } from '@fundshop/core';
import type { Executor } from '../../db/client.ts';
import { ebookFiles } from '../../db/schema.ts';

export interface StoredEbookFile {
  bytes: Buffer;
  contentType: string;
  size: number;
}

/**
 * Where e-book files live, like PictureStore (docs/decisions/0012, 0025): keyed by the SHA-256 of the bytes, so a file
 * is kept once however often it is saved, and its key is its checksum. The database implementation below can become
 * a bucket behind the same interface.
 */
export interface EbookStore {
  /** Keeps the file (once) and returns its key, the lowercase hex SHA-256 of the bytes. */
  save(bytes: Buffer, format: EditionFormat): Promise<string>;
  read(key: string): Promise<StoredEbookFile | null>;
}

const KEY = /^[0-9a-f]{64}$/;

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Files in the `ebook_files` table, so every instance on the database serves every file. */
export function createDatabaseEbookStore(db: Executor): EbookStore {
  return {
    async save(bytes, format) {
      const key = sha256Hex(bytes);
      await db
        .insert(ebookFiles)
        .values({ key, contentType: EDITION_CONTENT_TYPES[format], bytes, size: bytes.length })
        .onConflictDoNothing({ target: ebookFiles.key });
      return key;
    },
    async read(key) {
      if (!KEY.test(key)) return null;
      const [row] = await db
        .select({ bytes: ebookFiles.bytes, contentType: ebookFiles.contentType, size: ebookFiles.size })
        .from(ebookFiles)
        .where(eq(ebookFiles.key, key));
      return row ? { ...row, bytes: Buffer.from(row.bytes) } : null;
    },
  };
}
