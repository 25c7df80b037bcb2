import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../db/client.ts';
import { prepareTestDatabase } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated and seeded PGlite data directory, which every test's fresh PGlite starts from. */
    pgliteTemplateFile: string;
  }
}

/**
 * Migrating and seeding PGlite takes seconds; doing it once for the whole run, rather than once per test
 * file, is most of the server suite's set-up time. Each test still gets its own database, cloned from this.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const client = new PGlite();
  await prepareTestDatabase((await wrapPglite(client)).db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'fundshop-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
