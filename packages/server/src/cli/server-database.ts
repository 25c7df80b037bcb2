import path from 'node:path';
import { loadConfig, type Config } from '../config.ts';
import { migrate, openDatabase, type Database } from '../db/client.ts';
import { lockDataFolder } from '../db/data-folder-lock.ts';

/**
 * For the commands that work on the server's database itself (`npm run ebooks`, `npm run operator`): the database the
 * server uses (DATABASE_URL, or the embedded one under DATA_DIR, which needs the server stopped: one process per
 * folder), migrated, closed afterwards.
 */
export async function withServerDatabase<T>(work: (db: Database, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const release = config.databaseUrl ? undefined : lockDataFolder(config.dataDir);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  try {
    await migrate(database.db);
    return await work(database.db, config);
  } finally {
    await database.close();
    release?.();
  }
}
