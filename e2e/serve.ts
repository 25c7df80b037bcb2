import { rmSync } from 'node:fs';

// Each run starts from an empty embedded database, migrated and seeded by main.
rmSync(process.env.DATA_DIR ?? 'data/e2e', { recursive: true, force: true });
await import('../packages/server/src/main.ts');
