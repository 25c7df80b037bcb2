import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The web build does not depend on the shell: built with NODE_ENV=development (the README's default for the
 * server), it is still the production build the server expects. Before, Vite followed NODE_ENV into React's
 * development code, which the Preact aliases cannot run, and every page was blank (issue 23).
 */
const root = path.resolve(import.meta.dirname, '..');
const port = 3395;
let built: string | undefined;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.skip(test.info().project.name !== 'desktop', 'one build is enough');
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'fundshop-build-mode-'));
  built = dir;
  // Both halves of the web build, as `npm run build` makes them: the browser's files and the page renderer.
  for (const args of [
    ['--outDir', path.join(dir, 'dist')],
    ['--ssr', 'src/app/render-page.tsx', '--outDir', path.join(dir, 'dist/server')],
  ]) {
    const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', ...args], {
      cwd: path.join(root, 'packages/web'),
      env: { ...process.env, NODE_ENV: 'development' },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
  }
  server = spawn(process.execPath, [path.join(root, 'packages/server/src/main.ts')], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: path.join(dir, 'data'),
      WEB_DIST_DIR: path.join(dir, 'dist'),
      CAPTCHA_PROVIDER: 'none',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (let tries = 0; ; tries++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 120) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (built) rmSync(built, { recursive: true, force: true });
});

test('a build made with NODE_ENV=development runs the demo store and the organiser app', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`http://127.0.0.1:${port}/store-demo`);
  await page.getByRole('button', { name: "Let's go" }).click();
  await expect(page.getByRole('dialog', { name: 'Every Participant Creates Their Own Online Store' })).toBeVisible();

  await page.goto(`http://127.0.0.1:${port}/contactperson/login`);
  await page.getByLabel('ID').fill('1');
  await page.getByLabel('Password').fill('demo-organiser');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/contactperson\/start$/);
  expect(errors).toEqual([]);
});
