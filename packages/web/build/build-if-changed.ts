import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start`'s build step (docs/decisions/0054): builds the web app (`npm run build`) only when its inputs changed
 * since the build in packages/web/dist, which a restart otherwise spent a minute on. The inputs are hashed by content:
 * the web app's and core's sources and configurations, the lockfile (the dependencies' versions) and this file.
 * `npm run build` itself always builds. Run it as `node packages/web/build/build-if-changed.ts`.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/core/package.json',
  'packages/core/tsconfig.json',
  'packages/core/src',
  'packages/web/package.json',
  'packages/web/tsconfig.json',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/vite.console.config.ts',
  'packages/web/build',
  'packages/web/console',
  'packages/web/public',
  'packages/web/src',
];
/**
 * Beside the server-side renderer, which the server never sends (modules/web-pages/routes.ts), so no visitor reads it;
 * inside dist, so a build that empties dist also drops the hash of the build before it.
 */
const HASH_FILE = path.join(root, 'packages/web/dist/server/source-hash');

/** Every file under `entry` (or the file itself), sorted, as paths relative to the repository. */
function filesOf(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

/** One SHA-256 over every input's path and content. */
function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of [...INPUTS.flatMap(filesOf), path.relative(root, import.meta.filename)]) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

function builtHash(): string | undefined {
  try {
    return readFileSync(HASH_FILE, 'utf8').trim();
  } catch {
    return undefined;
  }
}

if (import.meta.filename === process.argv[1]) {
  // Hashed before building: a source changed during the build leaves a hash that no longer matches, so the next start
  // builds again.
  const hash = sourceHash();
  if (hash === builtHash() && existsSync(path.join(root, 'packages/web/dist/index.html'))) {
    console.log('web app: built already from these sources (packages/web/dist); npm run build rebuilds it');
  } else {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    writeFileSync(HASH_FILE, `${hash}\n`);
  }
}
