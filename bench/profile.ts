/**
 * `npm run bench:profile -- <scenario>`: where the product's CPU goes in one scenario of `npm run bench`, as served
 * (bench/product.ts) on PostgreSQL with Node's own sampling profiler (`--cpu-prof`). Prints the top frames by self
 * time and the same time by package (the product's own code, each node_modules package, Node's internals), and keeps
 * the .cpuprofile (open it in Chrome's DevTools, Performance tab) in bench/profiles/ (not committed).
 *
 *   scenarios: cached-read (one store, answered from the micro-cache), cold-read (the store of thousands of
 *   participants round-robin), checkout (session + card payment),
 *   dashboard (200 reads of the 500-participant, 50,000-order organiser dashboard, each right after a write)
 *   DATABASE_URL (or TEST_DATABASE_URL) = postgres://...  the PostgreSQL to use (a scratch database is made and dropped)
 *   BENCH_DURATION = seconds of load (default 10), BENCH_COLD_SELLERS (default 10000)
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { dashboardMisses } from './dashboard.ts';
import type { DashboardGroup } from './dashboard-data.ts';
import { connections, measure } from './load.ts';
import { prepare, startProduct } from './product.ts';
import { checkoutOptions, coldReadOptions, PAID_ORDERS_NOTE } from './scenarios.ts';
import { scratchDatabase } from './scratch-database.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

const scenario = process.argv[2];
const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const scenarios = ['cached-read', 'cold-read', 'checkout', 'dashboard'];
if (!scenarios.includes(scenario ?? '') || !databaseUrl) {
  console.error(`usage: DATABASE_URL=postgres://... npm run bench:profile -- ${scenarios.join('|')}`);
  process.exit(1);
}

/** Reads right after a write, one at a time: each a whole read of the dashboard from the database. */
async function profileDashboard(app: string, databaseUrl: string, group: DashboardGroup): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const url = `${app}/api/order/contact-person-start-page?webShopId=${group.webShopId}`;
    const times = await dashboardMisses(admin, url, { authorization: `Bearer ${group.token}` }, group.webShopId, 200);
    console.log(`dashboard after a write: median ${times[times.length >> 1]!.toFixed(1)} ms`);
  } finally {
    await admin.end();
  }
}

const root = path.resolve(import.meta.dirname, '..');
const profileDir = path.join(import.meta.dirname, 'profiles', `${scenario}-${new Date().toISOString()}`);
mkdirSync(profileDir, { recursive: true });
const appSecret = randomBytes(32).toString('hex');
const database = await scratchDatabase(databaseUrl, 'bench_profile');
try {
  const target = { kind: 'postgres', url: database.url, label: 'PostgreSQL' } as const;
  const fixtures = await prepare(target, appSecret, {
    coldSellers: Number(process.env.BENCH_COLD_SELLERS ?? 10_000),
    dashboard: scenario === 'dashboard',
  });
  const product = await startProduct(target, appSecret, {
    NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}`,
  });
  try {
    if (scenario === 'cached-read') {
      const url = `${product.url}/api/seller/retrieve-seller-shop?sellerId=${fixtures.sellerId}`;
      await measure('store read, cached, PostgreSQL', { url, connections }, product);
    } else if (scenario === 'cold-read')
      await measure('store read, cold, PostgreSQL', coldReadOptions(product.url, fixtures), product);
    else if (scenario === 'dashboard') await profileDashboard(product.url, database.url, fixtures.dashboard!.large);
    else await measure('checkout, PostgreSQL', checkoutOptions(product.url, fixtures), product, PAID_ORDERS_NOTE);
  } finally {
    await product.stop();
  }
} finally {
  await database.drop();
}

const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile in ${profileDir}: did the product exit cleanly on SIGTERM?`);
const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
const sampleMs = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length);

/** Who a frame belongs to: a node_modules package, the product's own file, Node itself, or the engine. */
function ownerOf(url: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1]!;
  if (url.startsWith('node:')) return 'node internals';
  if (url.startsWith(`file://${root}`)) return path.relative(root, url.slice('file://'.length));
  return url === '' ? '(engine: GC, idle, native)' : url;
}

const byFrame = new Map<string, number>();
const byOwner = new Map<string, number>();
let busy = 0;
for (const node of profile.nodes) {
  const ms = (node.hitCount ?? 0) * sampleMs;
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)' || functionName === '(program)') continue;
  busy += ms;
  const frame = `${functionName || '(anonymous)'} ${ownerOf(url)}:${lineNumber + 1}`;
  byFrame.set(frame, (byFrame.get(frame) ?? 0) + ms);
  const owner = functionName === '(garbage collector)' ? '(garbage collector)' : ownerOf(url);
  byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
}

const top = (map: Map<string, number>, count: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${((ms / busy) * 100).toFixed(1).padStart(5)}%  ${name}`)
    .join('\n');
console.log(`\nbusy ${Math.round(busy)} ms of ${Math.round((profile.endTime - profile.startTime) / 1000)} ms`);
console.log(`\nTop frames by self time:\n${top(byFrame, 25)}`);
console.log(`\nBy owner:\n${top(byOwner, 20)}`);
console.log(`\nProfile: ${path.relative(root, path.join(profileDir, file))}`);
if (process.env.BENCH_KEEP_PROFILE === '0') rmSync(profileDir, { recursive: true, force: true });
