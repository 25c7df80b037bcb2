import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { AppDeps } from '../context.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase, TEST_APP_SECRET, type DatabaseKind } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    { NODE_ENV: 'test', CAPTCHA_PROVIDER: 'none', SUPPORT_EMAIL: 'support@fundshop.test' },
    {
      appSecret: TEST_APP_SECRET,
      webDistDir: undefined,
      // Every test request comes from one address; the abuse limits have their own tests with low values.
      limits: { checkoutPerHour: 100_000, registrationPerHour: 100_000 },
      ...overrides,
    },
  );
}

/** A whole app on its own fresh database, for app.inject tests. */
export async function createTestApp(
  kind: DatabaseKind,
  options: { config?: Partial<Config> } & Partial<Omit<AppDeps, 'config' | 'db'>> = {},
): Promise<TestApp> {
  const handle = await createTestDatabase(kind);
  // Each app writes its uploads to a directory of its own, removed on close.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fundshop-test-'));
  const config = testConfig({ dataDir, ...options.config });
  const app = await buildApp({ ...options, config, db: handle.db });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    async close() {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
