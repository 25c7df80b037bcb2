import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buyByCard, httpRequest, openShopInDataDir, serverProcessesPerTest } from '../testing/server-process.ts';
import { TEST_APP_SECRET } from '../testing/test-database.ts';
import { dataFolderLockFile, DataFolderLockedError, lockDataFolder } from './data-folder-lock.ts';

/** The pid of a process that has ended. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '0']);
  return pid!;
}

describe('lockDataFolder', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fundshop-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const holder = (pid: number, host = hostname()) =>
    JSON.stringify({ pid, hostname: host, startedAt: '2026-11-25T08:00:00.000Z' });
  const makeOld = (file: string) => utimesSync(file, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));

  it('names this process in the lock file and removes it on release', () => {
    const dir = tempDir();
    const release = lockDataFolder(dir);
    expect(JSON.parse(readFileSync(dataFolderLockFile(dir), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
    expect(existsSync(dataFolderLockFile(dir))).toBe(false);
  });

  it('refuses a folder a live process holds, naming it, and leaves its lock alone', () => {
    const dir = tempDir();
    const pid = process.ppid; // alive: it started this test's process
    writeFileSync(dataFolderLockFile(dir), holder(pid));
    expect(() => lockDataFolder(dir)).toThrow(DataFolderLockedError);
    expect(() => lockDataFolder(dir)).toThrow(`in use by process ${pid}`);
    expect(readFileSync(dataFolderLockFile(dir), 'utf8')).toBe(holder(pid));
  });

  it('takes over the lock of a process that is gone (a crash, kill -9)', () => {
    const dir = tempDir();
    writeFileSync(dataFolderLockFile(dir), holder(deadPid()));
    const release = lockDataFolder(dir);
    expect(JSON.parse(readFileSync(dataFolderLockFile(dir), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  it('never takes over a lock from another machine (a shared volume)', () => {
    const dir = tempDir();
    writeFileSync(dataFolderLockFile(dir), holder(deadPid(), 'another-host'));
    expect(() => lockDataFolder(dir)).toThrow('in use by process');
    expect(() => lockDataFolder(dir)).toThrow('on another-host');
  });

  it('refuses an empty lock just created (another start writing it) and takes over an old empty one', () => {
    const dir = tempDir();
    const file = dataFolderLockFile(dir);
    writeFileSync(file, '');
    expect(() => lockDataFolder(dir)).toThrow('Another server is starting');
    makeOld(file);
    lockDataFolder(dir)();
  });
});

describe('a second server on a running server’s data folder (PGlite)', () => {
  const processes = serverProcessesPerTest();

  it(
    'exits with a message naming the first, changes nothing, and the first keeps serving and reopens with every order',
    { timeout: 120_000 },
    async () => {
      const dir = processes.tempDir('fundshop-lock-');
      const shop = await openShopInDataDir(dir);
      const env = { DATA_DIR: dir, APP_SECRET: TEST_APP_SECRET, CHECKOUT_LIMIT_PER_HOUR: '100000' };
      const first = await processes.start(env);
      const paid: string[] = [];
      const buy = async () => {
        const bought = await buyByCard(first.url, shop);
        expect(bought.paid).toBeDefined();
        paid.push(bought.paid!);
      };
      for (let i = 0; i < 3; i++) await buy();

      const lockBefore = readFileSync(dataFolderLockFile(dir), 'utf8');
      const second = await processes.start(env).then(
        () => 'listening',
        (error: unknown) => String(error),
      );
      expect(second).toContain('server exited with 1');
      expect(second).toContain(`is in use by process ${first.child.pid}`);
      expect(readFileSync(dataFolderLockFile(dir), 'utf8')).toBe(lockBefore);

      // The first is unharmed: it serves, sells and stops cleanly, releasing the folder.
      expect((await httpRequest(`${first.url}/api/health`)).status).toBe(200);
      await buy();
      expect(await first.stop()).toEqual({ code: 0, signal: null });
      expect(existsSync(dataFolderLockFile(dir))).toBe(false);

      const again = await processes.start(env);
      for (const session of paid) {
        const order = await httpRequest(`${again.url}/api/order/my-order?checkoutSession=${session}`);
        expect(order.json()).toMatchObject({ error: false });
      }
    },
  );
});
