import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, isNotNull, and, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sellers } from '../../db/schema.ts';
import type { WorkerLogger } from '../../lib/poller.ts';
import type { PictureStore } from './images.ts';

/**
 * Moves pictures kept as files under DATA_DIR/uploads (before they moved into the database) into the store, and
 * points their sellers at the new keys. Runs at every start and does nothing once every seller has a hash key.
 * A file this instance does not have (it may be on another instance's disk) is left for that instance, with a
 * warning; the files themselves are left in place (docs/decisions/0012).
 */
export async function migrateLocalPictures(options: {
  db: Database;
  store: PictureStore;
  dir: string;
  log: Pick<WorkerLogger, 'info' | 'warn'>;
}): Promise<{ moved: number; missing: number }> {
  const { db, store, dir, log } = options;
  const legacy = await db
    .selectDistinct({ key: sellers.pictureFile })
    .from(sellers)
    .where(and(isNotNull(sellers.pictureFile), sql`${sellers.pictureFile} !~ '^[0-9a-f]{64}$'`));
  let moved = 0;
  let missing = 0;
  const root = path.resolve(dir);
  for (const { key } of legacy) {
    if (!key) continue;
    const file = path.resolve(root, key);
    let bytes: Buffer;
    try {
      if (!file.startsWith(root + path.sep)) throw new Error('outside the uploads directory');
      bytes = await readFile(file);
    } catch {
      missing++;
      continue;
    }
    const hash = await store.save(bytes);
    await db.update(sellers).set({ pictureFile: hash }).where(eq(sellers.pictureFile, key));
    moved++;
  }
  if (moved > 0) log.info({ moved, dir }, 'pictures moved from the uploads directory into the database');
  if (missing > 0) {
    log.warn(
      { missing, dir },
      'pictures of some sellers are not in this uploads directory; they keep their old address',
    );
  }
  return { moved, missing };
}
