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
import { createdMeanwhile, databaseUnavailable, failedWhileConnecting } from '../lib/db-errors.ts';
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

/** Where the pool says a connection failed outside any request (an idle connection ended by the server). */
export interface DatabaseLog {
  warn(obj: object, msg?: string): void;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; without it PGlite runs in memory. */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests get a fresh one each); not through PgBouncer, which refuses `options`. */
  searchPath?: string;
  poolSize?: number;
  /**
   * 'pgbouncer': the URL names a PgBouncer in transaction mode, which refuses the timeouts as startup parameters; the
   * server-side ones then come from the role (ALTER ROLE ... SET), the client-side wait still from here
   * (docs/decisions/0022).
   */
  pooler?: 'pgbouncer';
  /** How long opening a connection may take before the request fails (503); PostgreSQL only. */
  connectTimeoutMs?: number;
  /** How long one statement may run, on the server and as the client waits for its answer; PostgreSQL only. */
  statementTimeoutMs?: number;
  log?: DatabaseLog;
}

/** Defaults in seconds, not minutes: a request waiting longer than this on the database is better answered 503. */
export const DATABASE_CONNECT_TIMEOUT_MS = 5000;
export const DATABASE_STATEMENT_TIMEOUT_MS = 15_000;
/** The client waits this much longer than the server's own statement timeout, so the server's cancel comes first. */
const CLIENT_GRACE_MS = 2000;

/**
 * A connection that gave up waiting for an answer (query_timeout) is closed, not reused: the statement may still be
 * running there, and in a transaction the next borrower would find it open. node-postgres keeps such a connection
 * otherwise (docs/decisions/0020).
 */
class ClosingOnTimeoutClient extends pg.Client {
  readonly #queryTimer: QueryTimer | undefined;
  // The pool hands every client its own options, where openDatabase put the pool's query timer.
  constructor(config: pg.ClientConfig & { queryTimer?: QueryTimer } = {}) {
    super(config);
    this.#queryTimer = config.queryTimer;
  }
  // Both forms (callback, promise) as pg has them; an error is marked as the opening's, which decides whether SQLSTATE
  // 55000 is an outage (lib/db-errors.ts).
  override connect(...args: unknown[]): never {
    type Callback = (error: Error | null, client?: pg.Client) => void;
    const open = (super.connect as (callback: Callback) => void).bind(this);
    const callback = args[0] as Callback | undefined;
    if (callback) {
      open((error, client) => callback(error && failedWhileConnecting(error), client));
      return undefined as never;
    }
    return new Promise<pg.Client>((resolve, reject) =>
      open((error) => (error ? reject(failedWhileConnecting(error)) : resolve(this))),
    ) as never;
  }
  // Every overload of query passes through unchanged ('never' stands for "whatever the overload returns").
  override query(...args: unknown[]): never {
    const started = performance.now();
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) {
      return result
        .catch((error: unknown) => {
          if (error instanceof Error && error.message === 'Query read timeout') {
            (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
          }
          throw error;
        })
        .finally(() => this.#queryTimer?.observe?.((performance.now() - started) / 1000)) as never;
    }
    return result as never;
  }
}

/** Told how long each PostgreSQL query took, in seconds (modules/metrics sets observe once its app is built). */
export interface QueryTimer {
  observe?: (seconds: number) => void;
}

const postgresPools = new WeakMap<Database, { pool: pg.Pool; queryTimer: QueryTimer }>();

/** The pool behind a PostgreSQL database and its query timer, for the metrics; undefined for PGlite. */
export function postgresPoolOf(db: Database): { pool: pg.Pool; queryTimer: QueryTimer } | undefined {
  return postgresPools.get(db);
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const statementTimeout = options.statementTimeoutMs ?? DATABASE_STATEMENT_TIMEOUT_MS;
    const queryTimer: QueryTimer = {};
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      Client: ClosingOnTimeoutClient,
      ...({ queryTimer } as pg.PoolConfig),
      connectionTimeoutMillis: options.connectTimeoutMs ?? DATABASE_CONNECT_TIMEOUT_MS,
      query_timeout: statementTimeout + CLIENT_GRACE_MS,
      ...(options.pooler === 'pgbouncer'
        ? {}
        : {
            statement_timeout: statementTimeout,
            // A transaction left open by a client that vanished (a network cut) holds its row locks until this ends it.
            idle_in_transaction_session_timeout: 4 * statementTimeout,
          }),
      keepAlive: true,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // Without these listeners a connection the server ends (a restart, pg_terminate_backend, an idle timeout, a TCP
    // reset) is an unhandled 'error' event that stops the process. The pool drops such a connection and opens a new
    // one when it is next needed; a request using it at that moment fails and answers 503 (errors.ts).
    const warn = (where: string) => (error: Error) =>
      options.log?.warn({ err: error, where }, 'database connection lost; the pool will open a new one');
    pool.on('error', warn('idle'));
    pool.on('connect', (client) => client.on('error', warn('in use')));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    postgresPools.set(db, { pool, queryTimer });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  // PGlite creates only the last directory of its path; DATA_DIR itself may not exist yet (a fresh volume with
  // APP_SECRET set, so nothing else has written there).
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return wrapPglite(new PGlite(options.dataDir));
}

/** A database the start waited for in vain, or one that refuses this server outright (a wrong password, no such database). */
export class DatabaseStartError extends Error {}

/** host:port/database of a connection string, without the user and password, for log lines and messages. */
export function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the database named by DATABASE_URL';
  }
}

/** The innermost error's message: Drizzle's own ('Failed query: ...') wraps the one that says what happened. */
function rootMessage(error: unknown): string {
  let e = error;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return e instanceof Error ? e.message || String((e as { code?: unknown }).code) : String(e);
}

/**
 * Waits at start for a database that does not answer yet (a container started before its database), asking again
 * with growing pauses and saying so in the log, and gives up after `timeoutMs` with the reason. A refusal that
 * waiting cannot mend (authentication, a missing database) stops at once (docs/decisions/0020).
 */
export async function waitForDatabase(
  db: Database,
  options: { target: string; timeoutMs: number; log: { warn(obj: object, msg?: string): void } },
): Promise<void> {
  const giveUpAt = Date.now() + options.timeoutMs;
  for (let attempt = 1; ; attempt++) {
    try {
      await db.execute(sql`select 1`);
      return;
    } catch (error) {
      const reason = rootMessage(error);
      // PgBouncer's answer to the timeouts a pool sends when not told it talks to one: waiting cannot mend it, though
      // its SQLSTATE (08P01) reads as a connection failure.
      if (reason.startsWith('unsupported startup parameter')) {
        throw new DatabaseStartError(
          `The database at ${options.target} refused this server: ${reason} (a PgBouncer? set DATABASE_POOLER=pgbouncer, docs/decisions/0022)`,
        );
      }
      if (!databaseUnavailable(error)) {
        throw new DatabaseStartError(`The database at ${options.target} refused this server: ${reason}`);
      }
      const pauseMs = Math.min(5000, 500 * 2 ** (attempt - 1));
      if (Date.now() + pauseMs > giveUpAt) {
        throw new DatabaseStartError(
          `The database at ${options.target} did not answer within ${Math.round(options.timeoutMs / 1000)} s ` +
            `(DATABASE_START_TIMEOUT_MS): ${reason}. Is PostgreSQL running, and is DATABASE_URL right?`,
        );
      }
      options.log.warn(
        { attempt, retryInMs: pauseMs, reason },
        `database at ${options.target} not reachable yet (${reason}); trying again in ${pauseMs} ms`,
      );
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}

/**
 * The server-side timeouts this connection runs without (set to 0). Behind PgBouncer they come from the role or the
 * database (ALTER ROLE ... SET), not from the pool, so a start names those missing (docs/decisions/0022).
 */
export async function missingServerTimeouts(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`select name from pg_settings where name in ('statement_timeout', 'idle_in_transaction_session_timeout') and setting = '0' order by name`,
  )) as unknown as { rows: { name: string }[] };
  return result.rows.map((r) => r.name);
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
