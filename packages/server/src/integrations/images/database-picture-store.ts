import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { PICTURE_KEY } from '@fundshop/core';
import type { Database, Executor } from '../../db/client.ts';
import { pictures, products, sellers } from '../../db/schema.ts';
import { UPLOADS_URL_PREFIX, type PictureStore } from './images.ts';

/** Served by modules/pictures/routes.ts, immutable: the address is the content. */
export const PICTURES_URL_PREFIX = '/api/pictures/';

/**
 * How long a saved picture is kept even when no seller uses it: longer than any gap between saving a picture and
 * committing the seller row that uses it. Without it, a seller letting go of a picture could delete it just as
 * another seller saves the same bytes and before that seller's row is committed (docs/decisions/0012).
 */
export const PICTURE_REUSE_GRACE_MINUTES = 10;

const JPEG = 'image/jpeg';

/** Not used by any seller or as a product's cover, and not saved within the grace period. */
const unused = (key?: string) =>
  and(
    key === undefined ? undefined : eq(pictures.key, key),
    lt(pictures.savedAt, sql`now() - ${PICTURE_REUSE_GRACE_MINUTES} * interval '1 minute'`),
    sql`not exists (select 1 from ${sellers} where ${sellers.pictureFile} = ${pictures.key})`,
    sql`not exists (select 1 from ${products} where ${products.coverPictureKey} = ${pictures.key})`,
  );

/** Housekeeping: deletes every picture nothing uses any more (what remove() had to leave inside the grace period). */
export async function deleteUnusedPictures(db: Executor): Promise<number> {
  const deleted = await db.delete(pictures).where(unused()).returning({ key: pictures.key });
  return deleted.length;
}

/** Pictures in the `pictures` table, so every instance on the database serves every picture. */
export function createDatabasePictureStore(db: Database): PictureStore {
  return {
    async save(jpeg) {
      const key = createHash('sha256').update(jpeg).digest('hex');
      await db
        .insert(pictures)
        .values({ key, contentType: JPEG, bytes: jpeg })
        .onConflictDoUpdate({ target: pictures.key, set: { savedAt: sql`now()` } });
      return key;
    },
    async remove(key) {
      if (PICTURE_KEY.test(key)) await db.delete(pictures).where(unused(key));
    },
    async read(key) {
      if (!PICTURE_KEY.test(key)) return null;
      const [row] = await db
        .select({ bytes: pictures.bytes, contentType: pictures.contentType })
        .from(pictures)
        .where(eq(pictures.key, key));
      return row ?? null;
    },
    // A key that is not a hash is a file from before pictures moved into the database that start-up could not
    // find (it may be on another instance's disk); it keeps its old address.
    url: (key) => (PICTURE_KEY.test(key) ? `${PICTURES_URL_PREFIX}${key}.jpg` : `${UPLOADS_URL_PREFIX}${key}`),
  };
}
