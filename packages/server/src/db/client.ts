import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
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

/** The committed migrations, in order, as drizzle-kit's journal lists them. */
export async function migrationTags(): Promise<string[]> {
  const journal = JSON.parse(await readFile(`${migrationsDir}meta/_journal.json`, 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((e) => e.tag);
}

/**
 * Applies the committed drizzle-kit migrations in order. Our own runner rather than drizzle's so the
 * SQL runs in whatever schema the connection's search_path names (drizzle-kit writes "public".).
 * Each migration commits with its row in schema_migrations; a second instance starting at the same
 * time blocks on that row's primary key and then skips it.
 */
export async function migrate(db: Database): Promise<void> {
  await db.execute(
    sql`create table if not exists schema_migrations (tag text primary key, applied_at timestamptz not null default now())`,
  );
  for (const tag of await migrationTags()) {
    const file = await readFile(`${migrationsDir}${tag}.sql`, 'utf8');
    const statements = file
      .replaceAll('"public".', '')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
    await db.transaction(async (tx) => {
      const inserted = (await tx.execute(
        sql`insert into schema_migrations (tag) values (${tag}) on conflict (tag) do nothing returning tag`,
      )) as { rows: unknown[] };
      if (inserted.rows.length === 0) return;
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });
  }
}
