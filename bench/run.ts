/**
 * `npm run bench`: loopback load test of the store read, its ceiling and card checkout, on PostgreSQL.
 *
 *   DATABASE_URL (or TEST_DATABASE_URL) = postgres://...   required; a fresh schema is created and dropped
 *   BENCH_DURATION = seconds per scenario (default 10), BENCH_CONNECTIONS (default 50)
 *   BENCH_ONLY = dashboard: only the organiser-dashboard scaling run (its section of RESULTS.md is replaced)
 *   PGBOUNCER_URL (or TEST_PGBOUNCER_URL) = postgres://... of a PgBouncer in transaction mode in front of the same
 *     PostgreSQL (.ci/pgbouncer.sh): store read and checkout are run through it too, against direct, in the same run
 *   BENCH_ONLY = pgbouncer: only that comparison (the ceiling, direct and through PgBouncer; its section is replaced)
 *   BENCH_DASHBOARD = 0: skip the dashboard (and its 50,000-order seeding); BENCH_DASHBOARD_CONNECTIONS (default 4)
 *
 * The server runs in a child process (bench/server.ts) so autocannon does not share its event loop.
 * Results are printed and written to bench/RESULTS.md.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import * as prettier from 'prettier';
import { sectionOf, withSection } from './results-file.ts';

const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.error('npm run bench needs PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL (a fresh schema is used).');
  process.exit(1);
}
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const benchDir = import.meta.dirname;
const only = process.env.BENCH_ONLY;
if (only !== undefined && only !== 'dashboard' && only !== 'pgbouncer') {
  console.error(`BENCH_ONLY=${only} is not a scenario; those selectable alone are 'dashboard' and 'pgbouncer'.`);
  process.exit(1);
}
const pgbouncerUrl = process.env.PGBOUNCER_URL ?? process.env.TEST_PGBOUNCER_URL;
if (only === 'pgbouncer' && !pgbouncerUrl) {
  console.error('BENCH_ONLY=pgbouncer needs PGBOUNCER_URL or TEST_PGBOUNCER_URL (.ci/pgbouncer.sh starts one).');
  process.exit(1);
}
const dashboardConnections = Number(process.env.BENCH_DASHBOARD_CONNECTIONS ?? 4);
const resultsFile = path.join(benchDir, 'RESULTS.md');

interface DashboardGroup {
  webShopId: number;
  sellers: number;
  orders: number;
  token: string;
}

interface Ready {
  appPort: number;
  ceilingPort: number;
  webshopId: number;
  sellerId: number;
  sellerIds: number[];
  productIds: number[];
  shopBytes: number;
  postgres: string;
  dashboard: { small: DashboardGroup; large: DashboardGroup } | null;
}

/** Where a bench server works: a schema of the direct database, or a database of its own through PgBouncer. */
type Target = { url: string; schema: string } | { url: string; pooler: 'pgbouncer' };

async function startServer(target: Target): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, [path.join(benchDir, 'server.ts')], {
    env: {
      ...process.env,
      BENCH_DATABASE_URL: target.url,
      ...('schema' in target ? { BENCH_SCHEMA: target.schema } : { BENCH_POOLER: target.pooler }),
      ...(only === 'dashboard' ? { BENCH_DASHBOARD: '1' } : {}),
      // The dashboard's 50,000 orders are seeded only where the dashboard is measured.
      ...(only === 'pgbouncer' || !('schema' in target) ? { BENCH_DASHBOARD: '0' } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve(JSON.parse(line.slice('READY '.length)) as Ready);
    });
  });
  return { child, ready };
}

interface Row {
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  note?: string;
}

async function run(
  scenario: string,
  options: autocannon.Options,
  toRow: (r: autocannon.Result) => Partial<Row> = () => ({}),
): Promise<Row> {
  // Warm-up (JIT, connection pools, caches), then the measured run.
  await autocannon({ ...options, duration: Math.min(2, duration) });
  const result = await autocannon({ ...options, duration });
  const row: Row = {
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    ...toRow(result),
  };
  console.log(
    `${scenario.padEnd(48)} ${String(row.requestsPerSecond).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  non2xx ${row.non2xx}  errors ${row.errors}${row.note ? `  (${row.note})` : ''}`,
  );
  return row;
}

function cpuModel(): string {
  try {
    const model = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1];
    if (model) return model.trim();
  } catch {
    // not Linux
  }
  return cpus()[0]?.model ?? 'unknown';
}

interface DashboardRun {
  group: DashboardGroup;
  result: autocannon.Result;
  bytes: number;
  /** Sequential requests right after a write to the group (cache miss: the whole dashboard is read), ms sorted. */
  misses: number[];
}

const MISSES = 20;
const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)] ?? 0;

/** The organiser dashboard of the small and the large group, measured the same way one after the other. */
/** Cold reads: a no-op UPDATE of the group's row changes the dashboard's fingerprint, so each read is a miss. */
async function dashboardMisses(url: string, headers: Record<string, string>, webShopId: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < MISSES; i++) {
    await admin.query(`update ${schema}.webshops set display_locked_dialog = display_locked_dialog where id = $1`, [
      webShopId,
    ]);
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

async function runDashboard(app: string, groups: { small: DashboardGroup; large: DashboardGroup }) {
  const runs: DashboardRun[] = [];
  for (const group of [groups.small, groups.large]) {
    const url = `${app}/api/order/contact-person-start-page?webShopId=${group.webShopId}`;
    const headers = { authorization: `Bearer ${group.token}` };
    const body = await fetch(url, { headers });
    if (body.status !== 200) throw new Error(`dashboard answered ${body.status}`);
    const bytes = (await body.arrayBuffer()).byteLength;
    const options = { url, headers, connections: dashboardConnections };
    await autocannon({ ...options, duration: Math.min(2, duration) });
    const result = await autocannon({ ...options, duration });
    const misses = await dashboardMisses(url, headers, group.webShopId);
    console.log(
      `dashboard ${group.sellers} sellers / ${group.orders} orders`.padEnd(48) +
        ` ${String(Math.round(result.requests.average)).padStart(7)} req/s  mean ${result.latency.average} ms  p99 ${result.latency.p99} ms  non2xx ${result.non2xx}  ${bytes} bytes; after a write: median ${median(misses).toFixed(1)} ms, max ${misses[misses.length - 1]!.toFixed(1)} ms`,
    );
    runs.push({ group, result, bytes, misses });
  }
  const [small, large] = runs as [DashboardRun, DashboardRun];
  const ratio = large.result.latency.average / small.result.latency.average;
  const p99Ratio = large.result.latency.p99 / Math.max(small.result.latency.p99, 1);
  const missRatio = median(large.misses) / median(small.misses);
  console.log(
    `dashboard: ${ratio.toFixed(2)}x the mean time for 100x the data (goal: under 3x); p99 ${p99Ratio.toFixed(2)}x`,
  );
  const rows = runs
    .map(
      (r) =>
        `| ${r.group.sellers} sellers, ${r.group.orders} orders | ${Math.round(r.result.requests.average)} | ${r.result.latency.average} | ${r.result.latency.p50} | ${r.result.latency.p99} | ${r.result.non2xx} | ${r.bytes} | ${median(r.misses).toFixed(1)} | ${r.misses[r.misses.length - 1]!.toFixed(1)} |`,
    )
    .join('\n');
  return `${DASHBOARD_START}
## Organiser dashboard: 100x the data

\`GET /api/order/contact-person-start-page\` of a group with 500 sellers and 50,000 orders against a group with 5
sellers and 500 orders, in one run on one PostgreSQL schema (${new Date().toISOString()}). Orders seeded with SQL
(\`generate_series\`, bench/dashboard-data.ts): one or two lines each, every 10th manual (every 40th of those
deleted), some card orders pending or cancelled; roll-ups filled by the same triggers as in production, then
\`vacuum analyze\`. ${dashboardConnections} connections, ${duration} s each after a warm-up.

| group | requests/s | mean ms | p50 ms | p99 ms | non-2xx | body bytes | after a write: median ms | after a write: max ms |
|---|---|---|---|---|---|---|---|---|
${rows}

**${ratio.toFixed(2)}x the mean time for 100x the data** (goal: under 3x); p99 ${large.result.latency.p99} ms against
${small.result.latency.p99} ms (${p99Ratio.toFixed(2)}x). Read right after a change (the whole dashboard read
from the database: ${MISSES} sequential requests, each after a no-op UPDATE of the group's row):
**${missRatio.toFixed(2)}x** (median ${median(large.misses).toFixed(1)} ms against ${median(small.misses).toFixed(1)} ms).

The load rows are what an organiser's repeated reads cost: the answer is kept serialized per instance and served
while a fingerprint of the rows it is made of is unchanged (one small query; never stale, docs/decisions/0004).
The after-a-write columns are the full read.

The dashboard reads roll-ups the database keeps by trigger (one row per seller, per seller and product, per day;
docs/decisions/0004), so its cost follows the number of sellers, not orders. What still grows is the answer
itself: the organiser's participants table lists every seller with login code and products sold (${large.bytes}
bytes against ${small.bytes}).
${DASHBOARD_END}
`;
}

/** Card checkout as a buyer does it: create-checkout-session, then the simulated card payment (2 requests an order). */
function checkoutOptions(ready: Ready): autocannon.Options {
  const checkoutBody = JSON.stringify({
    buyerFirstName: 'Sam',
    buyerLastName: 'Rivera',
    buyerEmail: 'sam@example.com',
    buyerPhoneNumber: '+1 555 0123',
    countryCode: 'US',
    streetAddress: '1 Main Street',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
    webShopId: ready.webshopId,
    sellerId: ready.sellerId,
    webShopCartProducts: [
      { productId: ready.productIds[0], amountOrdered: 2 },
      { productId: ready.productIds[1], amountOrdered: 1 },
    ],
  });
  const json = { 'content-type': 'application/json' };
  return {
    url: `http://127.0.0.1:${ready.appPort}`,
    connections: Math.min(connections, 20),
    requests: [
      {
        method: 'POST',
        path: '/api/stripe/create-checkout-session',
        headers: json,
        body: checkoutBody,
        onResponse: (_status, body, context) => {
          (context as { clientSecret?: string }).clientSecret = (
            JSON.parse(body) as { clientSecret: string }
          ).clientSecret;
        },
      },
      {
        method: 'POST',
        path: '/api/payments/simulated/pay',
        headers: json,
        setupRequest: (request, context) => ({
          ...request,
          body: JSON.stringify({
            clientSecret: (context as { clientSecret?: string }).clientSecret,
            cardNumber: '4242 4242 4242 4242',
            expiry: '12/40',
            cvc: '123',
          }),
        }),
      },
    ],
  };
}

const CEILING_SCENARIO = 'ceiling: bare Fastify, same JSON from memory';
const SHOP_SCENARIO = 'retrieve-seller-shop (API, micro-cache)';
const UNCACHED_SCENARIO = 'store read from PostgreSQL, no cache (reference)';
const CHECKOUT_SCENARIO = 'checkout session + simulated card payment';

const shopOptions = (ready: Ready) => ({
  url: `http://127.0.0.1:${ready.appPort}/api/seller/retrieve-seller-shop?sellerId=${ready.sellerId}`,
  connections,
});
const uncachedOptions = (ready: Ready) => ({
  url: `http://127.0.0.1:${ready.ceilingPort}/uncached-shop?sellerId=${ready.sellerId}`,
  connections,
});

/** What the comparison through PgBouncer runs on each path: the store read with and without its cache, and checkout. */
interface PathRows {
  shop: Row;
  uncached: Row;
  checkout: Row;
}

async function storeAndCheckout(ready: Ready, path: string): Promise<PathRows> {
  return {
    shop: await run(`${SHOP_SCENARIO}, ${path}`, shopOptions(ready)),
    uncached: await run(`${UNCACHED_SCENARIO}, ${path}`, uncachedOptions(ready)),
    checkout: await run(`${CHECKOUT_SCENARIO}, ${path}`, checkoutOptions(ready), checkoutNote),
  };
}

function pgbouncerVersion(): string {
  try {
    return /PgBouncer [\d.]+/.exec(execFileSync('pgbouncer', ['--version'], { encoding: 'utf8' }))?.[0] ?? 'PgBouncer';
  } catch {
    return 'PgBouncer (version unknown: not on this PATH)';
  }
}

/**
 * The same scenarios through PgBouncer: a second bench server whose DATABASE_URL names PgBouncer, in a database of
 * its own (PgBouncer refuses search_path in the startup packet), dropped afterwards.
 */
async function throughPgbouncer(bouncer: string): Promise<PathRows> {
  const database = `bench_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${database}`);
  let child: ChildProcess | undefined;
  try {
    const url = new URL(bouncer);
    url.pathname = `/${database}`;
    const started = await startServer({ url: url.toString(), pooler: 'pgbouncer' });
    child = started.child;
    return await storeAndCheckout(started.ready, 'through PgBouncer');
  } finally {
    child?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await admin.query(`drop database if exists ${database} with (force)`);
  }
}

function pgbouncerSection(ceiling: Row, direct: PathRows, bouncer: PathRows, load: string): string {
  const percent = (r: Row) => `${Math.round((r.requestsPerSecond / ceiling.requestsPerSecond) * 100)}%`;
  const line = (path: string, r: Row) =>
    `| ${r.scenario.replace(/, (directly|through PgBouncer)$/, '')} | ${path} | ${r.requestsPerSecond} | ${percent(r)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${r.note ?? ''} |`;
  const rows = [
    line('none', ceiling),
    ...(['shop', 'uncached', 'checkout'] as const).flatMap((k) => [
      line('direct', direct[k]),
      line('PgBouncer', bouncer[k]),
    ]),
  ].join('\n');
  const ratio = (k: keyof PathRows) => (bouncer[k].requestsPerSecond / direct[k].requestsPerSecond).toFixed(2);
  return `${PGBOUNCER_START}
## Through PgBouncer (transaction mode)

Written by \`npm run bench\` on ${new Date().toISOString()} (load average ${load} before, ${loadavg()
    .map((n) => n.toFixed(2))
    .join(
      ' ',
    )} after: the machine is shared, so rows of this run compare with each other only). The same bench server twice
in one run: directly on PostgreSQL (a fresh schema) and with \`DATABASE_URL\` naming ${pgbouncerVersion()} in front of
the same PostgreSQL (\`pool_mode = transaction\`, \`default_pool_size = 20\`: .ci/pgbouncer.sh) and
\`DATABASE_POOLER=pgbouncer\` (a fresh database: PgBouncer refuses search_path in the startup packet). Each server's
pool holds 20 connections. ${duration} s per scenario after a warm-up, direct first; % is of the ceiling (a bare
Fastify route sending the store JSON from memory) measured in the same run.

| scenario | path | requests/s | % of ceiling | p50 ms | p99 ms | non-2xx | errors | note |
|---|---|---|---|---|---|---|---|---|
${rows}

**Through PgBouncer / direct: store read ${ratio('shop')}x, store read without cache ${ratio('uncached')}x, checkout
${ratio('checkout')}x.** PgBouncer adds a hop to every statement and transaction: the uncached read and checkout
show its cost. The micro-cached store read seldom asks the database, so its difference is the machine's noise. What
PgBouncer buys is not on this machine: many instances sharing a few PostgreSQL connections (README,
docs/decisions/0022).
${PGBOUNCER_END}
`;
}

const PGBOUNCER_START = '<!-- pgbouncer:start -->';
const PGBOUNCER_END = '<!-- pgbouncer:end -->';

const checkoutNote = (r: autocannon.Result) => ({
  note: `${Math.round(r.requests.average / 2)} paid orders/s (2 requests each)`,
});

const DASHBOARD_START = '<!-- dashboard:start -->';
const DASHBOARD_END = '<!-- dashboard:end -->';

/** RESULTS.md with the dashboard section put in (replacing an earlier one). */
function withDashboardSection(markdown: string, section: string): string {
  const start = markdown.indexOf(DASHBOARD_START);
  const end = markdown.indexOf(DASHBOARD_END);
  if (start === -1 || end === -1) return `${markdown.trimEnd()}\n\n${section}`;
  return `${markdown.slice(0, start)}${section.trimEnd()}${markdown.slice(end + DASHBOARD_END.length)}`;
}

async function writeResults(markdown: string): Promise<void> {
  // Formatted like every other file, so `prettier --check .` stays green.
  const options = (await prettier.resolveConfig(resultsFile)) ?? {};
  writeFileSync(resultsFile, await prettier.format(markdown, { ...options, filepath: resultsFile }));
  console.log('written to bench/RESULTS.md');
}

const schema = `bench_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();
await admin.query(`create schema ${schema}`);
const loadBefore = loadavg().map((n) => n.toFixed(2));
let server: ChildProcess | undefined;
try {
  const started = await startServer({ url: databaseUrl, schema });
  server = started.child;
  const { ready } = started;
  const app = `http://127.0.0.1:${ready.appPort}`;
  const ceilingUrl = `http://127.0.0.1:${ready.ceilingPort}`;
  if (only === 'dashboard') {
    if (!ready.dashboard) throw new Error('the bench server did not seed the dashboard groups');
    const section = await runDashboard(app, ready.dashboard);
    await writeResults(withDashboardSection(readFileSync(resultsFile, 'utf8'), section));
  } else if (only === 'pgbouncer') {
    const ceiling = await run(CEILING_SCENARIO, { url: `${ceilingUrl}/ceiling`, connections });
    const direct = await storeAndCheckout(ready, 'directly');
    const section = pgbouncerSection(ceiling, direct, await throughPgbouncer(pgbouncerUrl!), loadBefore.join(' '));
    await writeResults(withSection(readFileSync(resultsFile, 'utf8'), 'pgbouncer', section));
  } else {
    console.log(`store body ${ready.shopBytes} bytes; ${duration} s per scenario, ${connections} connections\n`);

    // First, before the checkout load leaves dead rows and autovacuum work behind.
    const dashboardSection = ready.dashboard ? await runDashboard(app, ready.dashboard) : '';
    const ceiling = await run(CEILING_SCENARIO, { url: `${ceilingUrl}/ceiling`, connections });
    const shop = await run(SHOP_SCENARIO, shopOptions(ready));
    const spread = await run('retrieve-seller-shop, 25 sellers round-robin', {
      url: app,
      connections,
      requests: ready.sellerIds.map((id) => ({
        method: 'GET',
        path: `/api/seller/retrieve-seller-shop?sellerId=${id}`,
      })),
    });
    const uncached = await run(UNCACHED_SCENARIO, uncachedOptions(ready));

    const checkout = await run(CHECKOUT_SCENARIO, checkoutOptions(ready), checkoutNote);
    const pgbouncer = pgbouncerUrl
      ? pgbouncerSection(
          ceiling,
          { shop, uncached, checkout },
          await throughPgbouncer(pgbouncerUrl),
          loadBefore.join(' '),
        )
      : sectionOf(readFileSync(resultsFile, 'utf8'), 'pgbouncer');
    const paid = await admin.query(
      `select count(*)::int as n from ${schema}.orders where status = 'paid' and webshop_id = $1`,
      [ready.webshopId],
    );

    const share = shop.requestsPerSecond / ceiling.requestsPerSecond;
    const rows = [ceiling, shop, spread, uncached, checkout];
    const machine = {
      nproc: cpus().length,
      cpu: cpuModel(),
      memory: `${Math.round(totalmem() / 2 ** 30)} GiB`,
      node: process.version,
      postgres: ready.postgres.split(' on ')[0] ?? ready.postgres,
      loadBefore: loadBefore.join(' '),
    };
    console.log(
      `\nstore read = ${(share * 100).toFixed(0)}% of the ceiling (goal: at least 50%); ${paid.rows[0].n} paid orders`,
    );

    const table = rows
      .map(
        (r) =>
          `| ${r.scenario} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${r.note ?? ''} |`,
      )
      .join('\n');
    const markdown = `# Benchmark results

Written by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString()}. One run, same machine, loopback only;
the server (bench/server.ts) runs in its own process, autocannon in this one. ${duration} s per scenario after a
short warm-up, ${connections} connections (checkout: ${Math.min(connections, 20)}). Request logging off in both servers.
The machine may be shared with other work (see the load average below): compare rows of one run with each
other rather than with another run's.

## Machine

| | |
|---|---|
| nproc | ${machine.nproc} |
| CPU | ${machine.cpu} |
| memory | ${machine.memory} |
| Node.js | ${machine.node} |
| database | ${machine.postgres} (local, fresh schema) |
| load average before the run | ${machine.loadBefore} |

## Results

| scenario | requests/s | p50 ms | p99 ms | non-2xx | errors | note |
|---|---|---|---|---|---|---|
${table}

**Store read: ${(share * 100).toFixed(0)}% of the ceiling** (goal: at least 50%). ${paid.rows[0].n} orders were paid during the run.
With the micro-cache the route ends the way the ceiling does (sending a prepared string), so it should land
close to 100%; a value above 100% only means the two runs differ by less than the machine's noise.

- *ceiling*: a bare Fastify route sending the identical store JSON (${ready.shopBytes} bytes) from memory.
- *retrieve-seller-shop*: the real route (zod query validation, error handler, swagger-registered app)
  with its per-instance micro-cache (2 s TTL, serialized body and ETag kept; docs/decisions/0003).
- *no cache (reference)*: the same two PostgreSQL queries on every request, to show what the cache saves.
- *checkout*: create-checkout-session (validation, FOR SHARE on the webshop row, pricing, order and lines)
  followed by the simulated card payment (order completion, payment event, receipt in the outbox).
`;
    // A run without PgBouncer keeps the earlier comparison as it was.
    const withPgbouncer = pgbouncer ? withSection(markdown, 'pgbouncer', pgbouncer) : markdown;
    const full = dashboardSection ? withDashboardSection(withPgbouncer, dashboardSection) : withPgbouncer;
    // The web section is bench/web.ts's (npm run bench:web): kept as it was.
    const web = sectionOf(readFileSync(resultsFile, 'utf8'), 'web');
    await writeResults(web ? withSection(full, 'web', web) : full);
  }
} finally {
  server?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
}
