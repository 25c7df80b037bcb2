import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate, openDatabase, wrapPglite, type Database, type DatabaseHandle } from '../db/client.ts';
import { seed } from '../db/seed.ts';
import { Secrets } from '../lib/crypto.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Fixed in tests so the seeded demo seller's login code can be read back. */
export const TEST_APP_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** Migrates and seeds an empty database: what every test database starts as. */
export async function prepareTestDatabase(db: Database): Promise<void> {
  await migrate(db);
  await seed(db, new Secrets(TEST_APP_SECRET), { demo: true, simulatedPayments: true });
}

let template: Promise<Blob> | undefined;

/** The template the global set-up built once for the whole run (global-setup.ts), read once per worker. */
export function migratedPgliteDump(): Promise<Blob> {
  template ??= readFile(inject('pgliteTemplateFile')).then((bytes) => new Blob([bytes]));
  return template;
}

/** A fresh database, migrated and seeded with the catalog and demo shop: an in-memory PGlite, or a new schema on PostgreSQL dropped on close. */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return wrapPglite(new PGlite({ loadDataDir: await migratedPgliteDump() }));
  const handle = await createEmptyTestDatabase(kind);
  await prepareTestDatabase(handle.db);
  return handle;
}

/** A fresh database with nothing in it, not even migrations (tests of the migrations themselves). */
export async function createEmptyTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return wrapPglite(new PGlite());
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await openDatabase({ url, searchPath: schema, poolSize: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}
