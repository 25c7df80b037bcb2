import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createdMeanwhile } from '../lib/db-errors.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Services take either, so a caller can make them part of its own transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; without it PGlite runs in memory. */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests get a fresh one each). */
  searchPath?: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  // PGlite creates only the last directory of its path; DATA_DIR itself may not exist yet (a fresh volume with
  // APP_SECRET set, so nothing else has written there).
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return wrapPglite(new PGlite(options.dataDir));
}

export async function wrapPglite(client: PGlite): Promise<DatabaseHandle> {
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** An applied migration whose file has changed since: the database no longer matches what the files say. */
export class MigrationChecksumError extends Error {}

/** sha256 of a migration file, line endings normalised so a checkout with CRLF hashes the same. */
export function migrationChecksum(text: string): string {
  return createHash('sha256').update(text.replaceAll('\r\n', '\n')).digest('hex');
}

/** The committed migrations, in order, as drizzle-kit's journal lists them. */
export async function migrationTags(): Promise<string[]> {
  const journal = JSON.parse(await readFile(`${migrationsDir}meta/_journal.json`, 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((e) => e.tag);
}

/** The committed migrations in order, with their SQL. */
export async function readMigrations(): Promise<{ tag: string; text: string }[]> {
  return Promise.all(
    (await migrationTags()).map(async (tag) => ({ tag, text: await readFile(`${migrationsDir}${tag}.sql`, 'utf8') })),
  );
}

/**
 * Applies the committed drizzle-kit migrations in order. Our own runner rather than drizzle's so the
 * SQL runs in whatever schema the connection's search_path names (drizzle-kit writes "public".).
 * Each migration commits with its row in schema_migrations; a second instance starting at the same
 * time blocks on that row's primary key and then skips it. The row keeps the file's checksum: a migration
 * edited after it was applied stops the start (MigrationChecksumError) instead of leaving the database
 * different from what the files say (docs/decisions/0011). `stopBefore` (tests) leaves that migration and
 * every later one out.
 */
export async function migrate(db: Database, options: { stopBefore?: string } = {}): Promise<void> {
  // Instances starting together on a new database race to create it; the one that loses finds it made.
  try {
    await db.execute(
      sql`create table if not exists schema_migrations (tag text primary key, applied_at timestamptz not null default now())`,
    );
  } catch (error) {
    if (!createdMeanwhile(error)) throw error;
  }
  // Rows applied before checksums were kept have none; the first start that knows them records the file's.
  await db.execute(sql`alter table schema_migrations add column if not exists checksum text`);
  for (const { tag, text } of await readMigrations()) {
    if (tag === options.stopBefore) return;
    const checksum = migrationChecksum(text);
    const statements = text
      .replaceAll('"public".', '')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
    await db.transaction(async (tx) => {
      const inserted = (await tx.execute(
        sql`insert into schema_migrations (tag, checksum) values (${tag}, ${checksum}) on conflict (tag) do nothing returning tag`,
      )) as { rows: unknown[] };
      if (inserted.rows.length === 0) {
        const recorded = (await tx.execute(
          sql`update schema_migrations set checksum = coalesce(checksum, ${checksum}) where tag = ${tag} returning checksum`,
        )) as { rows: { checksum: string }[] };
        const was = recorded.rows[0]?.checksum;
        if (was !== checksum) {
          throw new MigrationChecksumError(
            `Migration ${tag} was changed after it was applied to this database (applied sha256 ${was?.slice(0, 12)}, ` +
              `file now ${checksum.slice(0, 12)}). An applied migration is never edited: restore the file and put ` +
              'the change in a new migration (npm run db:generate -w @fundshop/server).',
          );
        }
        return;
      }
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });
  }
}
