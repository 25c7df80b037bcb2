import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate, openDatabase, wrapPglite, type Database, type DatabaseHandle } from '../db/client.ts';
import { seed } from '../db/seed.ts';
import { Secrets } from '../lib/crypto.ts';
import { takeSeededSnapshot, type SeededSnapshot } from './seeded-snapshot.ts';

/** 'pgbouncer': PostgreSQL through PgBouncer in transaction mode (TEST_PGBOUNCER_URL, docs/decisions/0022). */
export type DatabaseKind = 'pglite' | 'postgres' | 'pgbouncer';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The suites that neither move money nor test the database itself run on one database: PostgreSQL, production's,
 * when TEST_DATABASE_URL is set (CI), else the embedded PGlite. The money suites, the database's own tests and every
 * journey (on the embedded PGlite) cover what differs between the two (docs/decisions/0027, amended 2026-12-02).
 */
export const singleDatabaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['postgres'] : ['pglite'];

/** The suites that move money run through PgBouncer too when TEST_PGBOUNCER_URL is set (CI sets it). */
export const moneyDatabaseKinds: DatabaseKind[] = process.env.TEST_PGBOUNCER_URL
  ? [...databaseKinds, 'pgbouncer']
  : databaseKinds;

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

/**
 * A database migrated and seeded with the catalog and demo shop, as a new one would be: an in-memory PGlite, a schema
 * on PostgreSQL, or a database of its own through PgBouncer. Closing it puts it back for the next test in this worker,
 * restored to its seeded rows (seeded-snapshot.ts); making a new one costs 0.5 to 2 s, restoring one a few
 * milliseconds. A database whose structure a test changed is dropped instead.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  const pooled = idle[kind].pop() ?? (await seededDatabase(kind));
  let closed = false;
  return {
    db: pooled.handle.db,
    kind: pooled.handle.kind,
    async close() {
      if (closed) return;
      closed = true;
      const restored = await pooled.snapshot.restore().catch(() => false);
      if (restored) idle[kind].push(pooled);
      else await pooled.handle.close();
    },
  };
}

interface PooledDatabase {
  handle: DatabaseHandle;
  snapshot: SeededSnapshot;
}

/** Seeded databases this worker's tests have closed, ready for the next (Vitest runs a worker's tests one by one). */
const idle: Record<DatabaseKind, PooledDatabase[]> = { pglite: [], postgres: [], pgbouncer: [] };

async function seededDatabase(kind: DatabaseKind): Promise<PooledDatabase> {
  let handle: DatabaseHandle;
  if (kind === 'pglite') handle = await wrapPglite(new PGlite({ loadDataDir: await migratedPgliteDump() }));
  else if (kind === 'pgbouncer') {
    const template = inject('pgbouncerTemplateDatabase');
    if (!template) throw new Error('TEST_PGBOUNCER_URL is not set');
    handle = await createPgbouncerDatabase(template);
  } else {
    handle = await createEmptyTestDatabase(kind);
    await prepareTestDatabase(handle.db);
  }
  return { handle, snapshot: await takeSeededSnapshot(handle.db) };
}

/** A fresh database with nothing in it, not even migrations (tests of the migrations themselves). */
export async function createEmptyTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return wrapPglite(new PGlite());
  if (kind === 'pgbouncer') return createPgbouncerDatabase(undefined);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = testDatabaseName();
  await adminQuery(`create schema ${schema}`);
  const handle = await openDatabase({ url, searchPath: schema, poolSize: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      // With the copy of its seeded rows, if it has one (seeded-snapshot.ts).
      await adminQuery(`drop schema if exists ${schema}, ${schema}_seeded cascade`);
    },
  };
}

/**
 * Names of this run's schemas and databases on PostgreSQL start with its id, so the global teardown can drop the ones
 * still pooled when the workers end (global-setup.ts).
 */
function testDatabaseName(): string {
  return `${inject('testRunPrefix')}${randomBytes(5).toString('hex')}`;
}

/** One statement on TEST_DATABASE_URL's PostgreSQL itself, not through PgBouncer. */
export async function adminQuery(statement: string): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** TEST_PGBOUNCER_URL with its database name replaced. */
export function pgbouncerUrl(database: string): string {
  const url = process.env.TEST_PGBOUNCER_URL;
  if (!url) throw new Error('TEST_PGBOUNCER_URL is not set');
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A database of its own, a copy of `template` (or empty), reached through PgBouncer and dropped on close. A database
 * rather than a schema: PgBouncer refuses the `options` that would set search_path, and cannot keep a SET per client.
 */
async function createPgbouncerDatabase(template: string | undefined): Promise<DatabaseHandle> {
  const name = testDatabaseName();
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
  const handle = await openDatabase({ url: pgbouncerUrl(name), pooler: 'pgbouncer', poolSize: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      // PgBouncer keeps its server connections to the database open; force ends them.
      await adminQuery(`drop database ${name} with (force)`);
    },
  };
}
