import type { Database } from '../../db/client.ts';
import { createDatabasePictureStore } from './database-picture-store.ts';
import type { Images } from './images.ts';
import { createSharpImages } from './sharp-images.ts';

/** Not in images.ts: both implementations import images.ts, and it importing them back made a cycle (import-x/no-cycle). */
export function createImages(db: Database): Images {
  return { processor: createSharpImages(), store: createDatabasePictureStore(db) };
}
