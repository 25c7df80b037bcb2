import { rmSync } from 'node:fs';
import { runOperator } from '../packages/server/src/cli/operator.ts';
import { withServerDatabase } from '../packages/server/src/cli/server-database.ts';
import { E2E_OPERATORS } from './operators.ts';

// Each run starts from an empty embedded database, migrated and seeded by main.
rmSync(process.env.DATA_DIR ?? 'data/e2e', { recursive: true, force: true });
// The journeys' operators, as `npm run operator -- add` makes them before anyone can sign in: their set-up links wait
// in the outbox (the embedded database is the server's once it runs, so this comes first).
await withServerDatabase(async (db, config) => {
  for (const email of E2E_OPERATORS) await runOperator(['add', email, '--role', 'admin'], db, config);
});
await import('../packages/server/src/main.ts');
