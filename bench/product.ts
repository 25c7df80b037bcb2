/**
 * The product as `npm start` serves it, for `npm run bench`: its database (a data folder with the embedded PGlite, the
 * default, or a PostgreSQL database, directly or through PgBouncer) is first prepared with the bench's fixtures, then
 * `packages/server/src/main.ts` starts on it in a process of its own with the default configuration: request logging
 * at info to stdout, the built web app served, security headers, the demo group, simulated payments.
 *
 * Three settings differ from a bare `npm start`, each because the bench would otherwise measure itself: APP_SECRET is
 * given (the fixtures' login codes are sealed with it), and the per-network checkout and registration limits are
 * raised (one client address drives the whole load). The log goes to a pipe this process counts, as a log collector
 * would read it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase } from '../packages/server/src/db/client.ts';
import { seed } from '../packages/server/src/db/seed.ts';
import { Secrets } from '../packages/server/src/lib/crypto.ts';
import { createBenchShop } from './bench-shop.ts';
import { seedDashboardGroup, type DashboardGroup } from './dashboard-data.ts';

const root = path.resolve(import.meta.dirname, '..');

export type Target =
  { kind: 'embedded'; dataDir: string } | { kind: 'postgres'; url: string; pooler?: 'pgbouncer'; label: string };

export interface Fixtures {
  webshopId: number;
  /** The seller whose store the cached read asks for. */
  sellerId: number;
  /** Sellers of the same group read round-robin: so many that none is read twice within the micro-cache's 2 s. */
  coldSellerIds: number[];
  productIds: number[];
  dashboard: { small: DashboardGroup; large: DashboardGroup } | null;
  databaseVersion: string;
}

function open(target: Target) {
  return target.kind === 'embedded'
    ? openDatabase({ dataDir: path.join(target.dataDir, 'db') })
    : openDatabase({ url: target.url, pooler: target.pooler });
}

/** The database as main.ts would leave it (migrated, seeded), plus the bench's group; closed again before the start. */
export async function prepare(
  target: Target,
  appSecret: string,
  options: { coldSellers: number; dashboard: boolean },
): Promise<Fixtures> {
  const handle = await open(target);
  try {
    await migrate(handle.db);
    const secrets = new Secrets(appSecret);
    await seed(handle.db, secrets, { demo: true, simulatedPayments: true });
    const shop = await createBenchShop(handle.db, secrets, options.coldSellers);
    const dashboard = options.dashboard
      ? {
          small: await seedDashboardGroup(handle.db, secrets, { sellers: 5, orders: 500 }),
          large: await seedDashboardGroup(handle.db, secrets, { sellers: 500, orders: 50_000 }),
        }
      : null;
    const version = (await handle.db.execute(sql`select version() as version`)) as unknown as {
      rows: { version: string }[];
    };
    return {
      webshopId: shop.webshopId,
      sellerId: shop.sellerIds[0]!,
      coldSellerIds: shop.sellerIds,
      productIds: shop.productIds,
      dashboard,
      databaseVersion:
        target.kind === 'embedded' ? 'PGlite (embedded)' : (version.rows[0]?.version.split(' on ')[0] ?? ''),
    };
  } finally {
    await handle.close();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Product {
  url: string;
  /** Bytes and lines the product has written to stdout (its log) so far. */
  logged(): { bytes: number; lines: number };
  /** Its own CPU time so far (user + system, ms), read from /proc: what each request costs the product alone. */
  cpuMs(): number;
  stop(): Promise<void>;
}

function cpuMsOf(child: ChildProcess): number {
  try {
    // /proc/<pid>/stat fields 14 and 15: utime and stime in clock ticks (100 a second on Linux).
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Starts main.ts on a prepared target and waits until it answers. `env` adds settings (e.g. LOG_LEVEL) to the defaults. */
export async function startProduct(
  target: Target,
  appSecret: string,
  env: Record<string, string> = {},
  logFile?: string,
): Promise<Product> {
  const port = await freePort();
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(DATABASE_|TEST_|BENCH_|NODE_ENV$|LOG_LEVEL$|DEMO$)/.test(key)),
  );
  const child = spawn(process.execPath, [path.join(root, 'packages/server/src/main.ts')], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      APP_SECRET: appSecret,
      CHECKOUT_LIMIT_PER_HOUR: '1000000000',
      REGISTRATION_LIMIT_PER_HOUR: '1000000000',
      ...(target.kind === 'embedded'
        ? { DATA_DIR: target.dataDir }
        : { DATABASE_URL: target.url, ...(target.pooler ? { DATABASE_POOLER: target.pooler } : {}) }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let bytes = 0;
  let lines = 0;
  const copy = logFile ? createWriteStream(logFile) : undefined;
  child.stdout!.on('data', (chunk: Buffer) => {
    copy?.write(chunk);
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  });
  const exited = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`the product exited with ${code} before it answered`))),
  );
  const url = `http://127.0.0.1:${port}`;
  const answering = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${url}/api/public-config`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  await Promise.race([answering, exited]);
  exited.catch(() => undefined);
  return {
    url,
    logged: () => ({ bytes, lines }),
    cpuMs: () => cpuMsOf(child),
    stop: async () => {
      if (child.exitCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}
