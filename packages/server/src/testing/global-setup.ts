import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, wrapPglite } from '../db/client.ts';
import { adminQuery, prepareTestDatabase } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated and seeded PGlite data directory, which every test's fresh PGlite starts from. */
    pgliteTemplateFile: string;
    /** With TEST_PGBOUNCER_URL: a migrated and seeded PostgreSQL database that every 'pgbouncer' test database copies. */
    pgbouncerTemplateDatabase: string | undefined;
    /** How this run's test schemas and databases on PostgreSQL are named, so its teardown finds them all. */
    testRunPrefix: string;
  }
}

/**
 * Migrating and seeding PGlite takes seconds; doing it once for the whole run, rather than once per test
 * file, is most of the server suite's set-up time. Each test still gets its own database, cloned from this.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const client = new PGlite();
  await prepareTestDatabase((await wrapPglite(client)).db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'fundshop-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  const pgbouncerTemplate = process.env.TEST_PGBOUNCER_URL ? await createPostgresTemplate() : undefined;
  project.provide('pgbouncerTemplateDatabase', pgbouncerTemplate);
  const runPrefix = `test_${randomBytes(3).toString('hex')}_`;
  project.provide('testRunPrefix', runPrefix);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (pgbouncerTemplate) await adminQuery(`drop database ${pgbouncerTemplate} with (force)`);
    if (process.env.TEST_DATABASE_URL) await dropLeftovers(runPrefix);
  };
}

/**
 * The same for PostgreSQL through PgBouncer, where a test gets a database rather than a schema: `create database ...
 * template` copies this one in a fraction of what migrating takes. Prepared directly on PostgreSQL, so PgBouncer holds
 * no connection to it (a template must have none while it is copied).
 */
async function createPostgresTemplate(): Promise<string> {
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  try {
    await prepareTestDatabase(handle.db);
  } finally {
    await handle.close();
  }
  return name;
}

/** The test databases and schemas the workers still held, kept for reuse, when the run ended (test-database.ts). */
async function dropLeftovers(prefix: string): Promise<void> {
  const pattern = `${prefix.replaceAll('_', '\\_')}%`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const schemas = await admin.query<{ name: string }>(
      'select nspname as name from pg_namespace where nspname like $1',
      [pattern],
    );
    for (const { name } of schemas.rows) await admin.query(`drop schema if exists ${name} cascade`);
    const databases = await admin.query<{ name: string }>(
      'select datname as name from pg_database where datname like $1',
      [pattern],
    );
    for (const { name } of databases.rows) await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
