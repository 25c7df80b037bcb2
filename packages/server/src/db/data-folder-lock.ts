import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** The embedded database is in use by another live process; the message says which and what to do. */
export class DataFolderLockedError extends Error {}

interface Holder {
  pid: number;
  hostname: string;
  startedAt: string;
}

/** The lock file, beside the database folder (DATA_DIR/db): DATA_DIR/db.lock. */
export function dataFolderLockFile(dataDir: string): string {
  return path.join(dataDir, 'db.lock');
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** How long ago the file was last written; a file gone meanwhile is as good as stale. */
function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.hostname === 'string' ? (holder as Holder) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the embedded database's folder for this process before anything opens it (docs/decisions/0020). PGlite is
 * one process's database: a second process opening the same files damages them for both. As PostgreSQL does with
 * postmaster.pid, the lock is a file created exclusively and naming its process; a file whose process is gone (a
 * crash, kill -9) is stale and taken over, so the lock never outlives its process. A file from another machine (a
 * shared volume) is never taken over: the message says to remove it once that machine's server is stopped.
 * Returns the release, which a clean stop calls; an exit of any kind removes the file too.
 */
export function lockDataFolder(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = dataFolderLockFile(dataDir);
  const me: Holder = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && holder.hostname !== me.hostname) {
        throw new DataFolderLockedError(
          `The embedded database in ${dataDir} is in use by process ${holder.pid} on ${holder.hostname} (started ` +
            `${holder.startedAt}). Stop that server first, or remove ${file} if it is no longer running there.`,
        );
      }
      // The same pid as ours is a previous run of a container whose processes are numbered afresh: stale.
      if (holder && holder.pid !== me.pid && alive(holder.pid)) {
        throw new DataFolderLockedError(
          `The embedded database in ${dataDir} is in use by process ${holder.pid} (started ${holder.startedAt}). ` +
            'Stop that server first, or start this one with another DATA_DIR. Nothing was changed.',
        );
      }
      // Empty and new: another process has just created it and is writing its name.
      if (!holder && ageMs(file) < 5000) {
        throw new DataFolderLockedError(
          `Another server is starting on ${dataDir} (${file} was just created). Nothing was changed.`,
        );
      }
      // Stale (its process is gone) or unreadable for a while (a crash while it was written): take it over.
      try {
        unlinkSync(file);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      // Only our own file: never one a later process took over after this one was presumed gone.
      if (readHolder(file)?.pid === me.pid) unlinkSync(file);
    };
    process.on('exit', release);
    return release;
  }
  throw new DataFolderLockedError(
    `Could not take the lock ${file}: other processes keep taking it. Is another server starting on ${dataDir}?`,
  );
}
