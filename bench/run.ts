/**
 * `npm run bench`: the product as `npm start` serves it (bench/product.ts), on the embedded PGlite (the default) and on
 * PostgreSQL (directly and through PgBouncer), each figure beside its ceiling measured in the same run
 * (bench/ceilings.ts: bare Fastify with the same body; pgbench -S and -N on the same PostgreSQL with as many clients
 * as the product's pool). Writes bench/RESULTS.md, keeping the section of `npm run bench:web`.
 *
 *   DATABASE_URL (or TEST_DATABASE_URL) = postgres://...  the PostgreSQL to use (a fresh database is made and dropped);
 *     unset, only the embedded database is measured
 *   PGBOUNCER_URL (or TEST_PGBOUNCER_URL) = postgres://... a PgBouncer in transaction mode in front of it (optional)
 *   BENCH_DURATION = seconds per scenario (default 10), BENCH_CONNECTIONS (default 50; checkout 20)
 *   BENCH_COLD_SELLERS = participants read round-robin for the cold store read (default 10000)
 *   BENCH_DASHBOARD = 0: skip the dashboard and its 50,000-order seeding
 *   BENCH_FUNDRAISERS = fundraisers open on the season day (default 200); BENCH_SEASON = 0 skips the season day
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../packages/server/src/config.ts';
import { pgbenchDatabase, runPgbench, startBareFastify, type PgbenchResult } from './ceilings.ts';
import { dashboardSection } from './dashboard.ts';
import { seasonDay } from './season-day-run.ts';
import { checkoutOptions, coldReadOptions, PAID_ORDERS_NOTE, storeReadMisses } from './scenarios.ts';
import { connections, duration, measure, type Row } from './load.ts';
import { prepare, startProduct, type Fixtures, type Target } from './product.ts';
import { readMarkdown, sectionOf, withSection, writeMarkdown } from './results-file.ts';
import { resultsSection, type TargetResult } from './results-table.ts';
import { scratchDatabase } from './scratch-database.ts';

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'packages/web/dist/index.html'))) {
  console.error('npm run bench serves the built web app as npm start does: run `npm run build` first.');
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const pgbouncerUrl = process.env.PGBOUNCER_URL ?? process.env.TEST_PGBOUNCER_URL;
const coldSellers = Number(process.env.BENCH_COLD_SELLERS ?? 10_000);
const withDashboard = process.env.BENCH_DASHBOARD !== '0';
// pgbench runs with as many clients as one instance's pool holds connections (DATABASE_POOL_MAX's default).
const poolSize = loadConfig({}).database.poolMax;
const resultsFile = path.join(import.meta.dirname, 'RESULTS.md');
const appSecret = randomBytes(32).toString('hex');
const loadBefore = loadavg().map((n) => n.toFixed(2));

/** The store read (cached and cold) and card checkout on one served product. */
async function storeAndCheckout(label: string, target: Target, fixtures: Fixtures): Promise<TargetResult> {
  const product = await startProduct(target, appSecret);
  try {
    const shopUrl = `${product.url}/api/seller/retrieve-seller-shop?sellerId=${fixtures.sellerId}`;
    const body = await (await fetch(shopUrl)).text();
    const cached = await measure(`store read, cached, ${label}`, { url: shopUrl, connections }, product);
    const before = await storeReadMisses(product.url);
    const cold = await measure(`store read, cold, ${label}`, coldReadOptions(product.url, fixtures), product);
    const after = await storeReadMisses(product.url);
    const missed = (after.miss - before.miss) / Math.max(1, after.miss + after.hit - before.miss - before.hit);
    cold.note = `${Math.round(missed * 100)}% of reads from the database`;
    const checkout = await measure(
      `checkout session + card payment, ${label}`,
      checkoutOptions(product.url, fixtures),
      product,
      PAID_ORDERS_NOTE,
    );
    return { label, database: fixtures.databaseVersion, body, cached, cold, checkout };
  } finally {
    await product.stop();
  }
}

const results: TargetResult[] = [];
let ceiling: Row | undefined;
let loggingOff: Row | undefined;
const pgbenchRows: { path: string; select: PgbenchResult; write: PgbenchResult }[] = [];
let dashboard = '';
let season = '';

// 1. The default: the embedded database in a data folder.
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
try {
  const target: Target = { kind: 'embedded', dataDir };
  const fixtures = await prepare(target, appSecret, { coldSellers, dashboard: false });
  const embedded = await storeAndCheckout('PGlite', target, fixtures);
  results.push(embedded);
  const bare = await startBareFastify(embedded.body);
  try {
    ceiling = await measure('ceiling: bare Fastify, same JSON from memory', { url: bare.url, connections });
  } finally {
    bare.stop();
  }
  // What request logging costs: the same cached read with the log silenced.
  const silent = await startProduct(target, appSecret, { LOG_LEVEL: 'silent' });
  try {
    loggingOff = await measure(
      'store read, cached, PGlite, LOG_LEVEL=silent',
      { url: `${silent.url}/api/seller/retrieve-seller-shop?sellerId=${fixtures.sellerId}`, connections },
      silent,
    );
  } finally {
    await silent.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

// 2. PostgreSQL: a database of its own, directly and through PgBouncer, and pgbench beside it.
if (databaseUrl) {
  const direct = await scratchDatabase(databaseUrl, 'bench');
  const pgbenchDb = await pgbenchDatabase(databaseUrl);
  try {
    const target: Target = { kind: 'postgres', url: direct.url, label: 'PostgreSQL' };
    const fixtures = await prepare(target, appSecret, { coldSellers, dashboard: withDashboard });
    results.push(await storeAndCheckout('PostgreSQL', target, fixtures));
    pgbenchRows.push({
      path: 'PostgreSQL',
      select: runPgbench(pgbenchDb.url, '-S', poolSize, duration),
      write: runPgbench(pgbenchDb.url, '-N', poolSize, duration),
    });
    if (fixtures.dashboard) {
      const product = await startProduct(target, appSecret);
      try {
        dashboard = await dashboardSection(product.url, direct.url, fixtures.dashboard);
      } finally {
        await product.stop();
      }
    }
    if (pgbouncerUrl) {
      const throughBouncer: Target = {
        kind: 'postgres',
        url: direct.through(pgbouncerUrl),
        pooler: 'pgbouncer',
        label: 'PgBouncer',
      };
      results.push(await storeAndCheckout('PgBouncer', throughBouncer, fixtures));
      pgbenchRows.push({
        path: 'PgBouncer',
        select: runPgbench(pgbenchDb.through(pgbouncerUrl), '-S', poolSize, duration),
        write: runPgbench(pgbenchDb.through(pgbouncerUrl), '-N', poolSize, duration),
      });
    }
    season = await seasonDay(databaseUrl, pgbouncerUrl, appSecret);
  } finally {
    await pgbenchDb.drop();
    await direct.drop();
  }
} else {
  console.warn('DATABASE_URL and TEST_DATABASE_URL are unset: PostgreSQL and pgbench are left out of this run.');
}

const machine = {
  nproc: cpus().length,
  memory: `${Math.round(totalmem() / 2 ** 30)} GiB`,
  node: process.version,
  loadBefore: loadBefore.join(' '),
  loadAfter: loadavg()
    .map((n) => n.toFixed(2))
    .join(' '),
};
const section = resultsSection({ machine, ceiling: ceiling!, loggingOff: loggingOff!, results, pgbenchRows, poolSize });
const old = readMarkdown(resultsFile);
let markdown = `# Benchmark results\n\n${section}\n`;
const dashboardMarkdown = dashboard || sectionOf(old, 'dashboard');
if (dashboardMarkdown) markdown = withSection(markdown, 'dashboard', dashboardMarkdown);
const seasonMarkdown = season || sectionOf(old, 'season-day');
if (seasonMarkdown) markdown = withSection(markdown, 'season-day', seasonMarkdown);
// Kept by hand: the figures before and after a change, with the profiles that led to it.
const history = sectionOf(old, 'history');
if (history) markdown = withSection(markdown, 'history', history);
const web = sectionOf(old, 'web');
if (web) markdown = withSection(markdown, 'web', web);
await writeMarkdown(resultsFile, markdown);
console.log('written to bench/RESULTS.md');
