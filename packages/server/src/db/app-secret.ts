import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { instanceSecrets } from './schema.ts';

const APP_SECRET_ROW = 'app-secret';

export interface StoredAppSecret {
  value: string;
  /** DATA_DIR/app-secret holds another value than the database's, which won (the file is not used). */
  fileIgnored: boolean;
}

/**
 * The APP_SECRET of a setup that sets none (outside production): one per database, so a second instance on the
 * same PostgreSQL with a DATA_DIR of its own uses the first one's (docs/decisions/0021). The first start stores
 * the secret an older version generated into DATA_DIR/app-secret, so codes sealed with it stay readable, or a new
 * random one; insert-if-absent then read back, so instances starting together agree on whichever landed first.
 */
export async function storedAppSecret(db: Database, dataDir: string): Promise<StoredAppSecret> {
  const file = path.join(dataDir, 'app-secret');
  const fromFile = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  await db
    .insert(instanceSecrets)
    .values({ name: APP_SECRET_ROW, value: fromFile || randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: instanceSecrets.value })
    .from(instanceSecrets)
    .where(eq(instanceSecrets.name, APP_SECRET_ROW));
  if (!row) throw new Error('instance_secrets: the app secret was neither stored nor found');
  return { value: row.value, fileIgnored: fromFile !== '' && fromFile !== row.value };
}
