import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Most server tests wait on PostgreSQL, PgBouncer or a server process rather than compute: four workers on the two
    // cores of CI take the unit run from about 460 s to 280 s (Vitest's default here ran one file at a time).
    maxWorkers: 4,
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          // Migrates and seeds the PGlite template once per run; every test database is a copy of it.
          globalSetup: ['./packages/server/src/testing/global-setup.ts'],
          // Every test builds its own app and database and no test mocks modules, so files can share a
          // worker's module cache (PGlite's WebAssembly is compiled once per worker, not once per file).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Test logins hash at scrypt's cost 2^10, not 2^14: the suite logs in thousands of times (lib/crypto.ts).
          env: { PASSWORD_HASH_COST: '1024' },
        },
      },
      {
        extends: './packages/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Form tests type into many inputs; on a loaded 2-core machine 5 s is too tight.
          testTimeout: 20_000,
          setupFiles: ['./packages/web/src/test-setup.ts'],
        },
      },
    ],
  },
});
