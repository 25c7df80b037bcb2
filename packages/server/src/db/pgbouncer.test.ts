import { describe, expect, it } from 'vitest';
import { pgbouncerUrl } from '../testing/test-database.ts';
import { DatabaseStartError, openDatabase, waitForDatabase } from './client.ts';

const log = { warn: () => undefined };

/** PgBouncer in transaction mode in front of PostgreSQL (.ci/pgbouncer.sh; docs/decisions/0022). */
describe.skipIf(!process.env.TEST_PGBOUNCER_URL)('a pool talking to PgBouncer', () => {
  it('without DATABASE_POOLER is refused at start, and the message says what to set', async () => {
    const handle = await openDatabase({ url: pgbouncerUrl('test'), poolSize: 1 });
    try {
      const started = waitForDatabase(handle.db, { target: 'pgbouncer', timeoutMs: 5000, log });
      await expect(started).rejects.toThrow(DatabaseStartError);
      await expect(started).rejects.toThrow(
        /unsupported startup parameter: statement_timeout \(a PgBouncer\? set DATABASE_POOLER=pgbouncer/,
      );
    } finally {
      await handle.close();
    }
  });
});
