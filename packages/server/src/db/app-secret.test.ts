import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { storedAppSecret } from './app-secret.ts';
import type { DatabaseHandle } from './client.ts';
import { instanceSecrets } from './schema.ts';

describe.each(databaseKinds)('the stored APP_SECRET on %s', (kind) => {
  let handle: DatabaseHandle;
  const dirs: string[] = [];
  const dataDir = (secretFile?: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fundshop-secret-'));
    dirs.push(dir);
    if (secretFile !== undefined) writeFileSync(path.join(dir, 'app-secret'), `${secretFile}\n`);
    return dir;
  };
  beforeEach(async () => {
    handle = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await handle.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is generated once: instances starting together with DATA_DIRs of their own all get the same', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => storedAppSecret(handle.db, dataDir())));
    const [first] = answers;
    expect(first!.value).toMatch(/^[0-9a-f]{64}$/);
    expect(answers).toEqual(Array(5).fill({ value: first!.value, fileIgnored: false }));
    expect(await handle.db.select().from(instanceSecrets)).toHaveLength(1);
    expect(await storedAppSecret(handle.db, dataDir())).toEqual({ value: first!.value, fileIgnored: false });
  });

  it("takes over the secret an older version generated into DATA_DIR/app-secret; another instance's file is ignored", async () => {
    const legacy = 'a1b2'.repeat(16);
    expect(await storedAppSecret(handle.db, dataDir(legacy))).toEqual({ value: legacy, fileIgnored: false });
    expect(await storedAppSecret(handle.db, dataDir())).toEqual({ value: legacy, fileIgnored: false });
    expect(await storedAppSecret(handle.db, dataDir('f00d'.repeat(16)))).toEqual({ value: legacy, fileIgnored: true });
  });
});
