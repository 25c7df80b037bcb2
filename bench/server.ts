/**
 * The system under test, run as its own process by bench/run.ts so the load generator does not share its
 * event loop: the Fastify API on a fresh PostgreSQL schema, plus a bare Fastify "ceiling" server that
 * answers the same store JSON from memory. Prints one line `READY {json}` with the ports and fixture ids.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { migrate, openDatabase } from '../packages/server/src/db/client.ts';
import { seed } from '../packages/server/src/db/seed.ts';
import { createImages } from '../packages/server/src/integrations/images/create-images.ts';
import { Secrets } from '../packages/server/src/lib/crypto.ts';
import { loadSellerShop } from '../packages/server/src/modules/shop/service.ts';
import { createBenchShop } from './bench-shop.ts';
import { seedDashboardGroup } from './dashboard-data.ts';

const url = process.env.BENCH_DATABASE_URL;
// A schema on direct PostgreSQL; through PgBouncer (BENCH_POOLER=pgbouncer) the whole database named by the URL.
const schema = process.env.BENCH_SCHEMA;
const pooler = process.env.BENCH_POOLER === 'pgbouncer' ? 'pgbouncer' : undefined;
if (!url || (!schema && !pooler))
  throw new Error('BENCH_DATABASE_URL and BENCH_SCHEMA or BENCH_POOLER are set by bench/run.ts');

const appSecret = randomBytes(32).toString('hex');
const secrets = new Secrets(appSecret);
const handle = await openDatabase({ url, searchPath: schema, pooler, poolSize: 20 });
await migrate(handle.db);
await seed(handle.db, secrets, { demo: true, simulatedPayments: true });

const { webshopId, sellerIds } = await createBenchShop(handle.db, secrets, 25);

// The organiser dashboard at two sizes, 100x apart (bench/run.ts compares them); BENCH_DASHBOARD=0 skips it.
const dashboard =
  process.env.BENCH_DASHBOARD === '0'
    ? null
    : {
        small: await seedDashboardGroup(handle.db, secrets, { sellers: 5, orders: 500 }),
        large: await seedDashboardGroup(handle.db, secrets, { sellers: 500, orders: 50_000 }),
      };

// NODE_ENV=test: request logging off, simulated payments (the comparison is about our code, not pino or Stripe).
const config = loadConfig(
  { NODE_ENV: 'test', CAPTCHA_PROVIDER: 'none', LOG_LEVEL: 'silent' },
  // One client address drives the whole load: the per-network abuse limits would measure themselves.
  { appSecret, webDistDir: undefined, limits: { checkoutPerHour: 1_000_000_000, registrationPerHour: 1_000_000_000 } },
);
const app = await buildApp({ config, db: handle.db });
await app.listen({ port: 0, host: '127.0.0.1' });

const sellerId = sellerIds[0]!;
const shopJson = (await app.inject({ method: 'GET', url: `/api/seller/retrieve-seller-shop?sellerId=${sellerId}` }))
  .body;
const productIds = (JSON.parse(shopJson) as { webShopProducts: { productId: number }[] }).webShopProducts.map(
  (p) => p.productId,
);

// The ceiling: bare Fastify answering the same body from memory; and the store read without the micro-cache.
const uncached = { db: handle.db, images: createImages(handle.db) };
const ceiling = Fastify({ logger: false });
ceiling.get('/ceiling', (_request, reply) => reply.type('application/json; charset=utf-8').send(shopJson));
ceiling.get<{ Querystring: { sellerId: string } }>('/uncached-shop', async (request, reply) => {
  const body = await loadSellerShop(uncached, Number(request.query.sellerId));
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
});
await ceiling.listen({ port: 0, host: '127.0.0.1' });

const portOf = (server: typeof ceiling) => {
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
};
const pg = (await handle.db.execute(sql`select version() as version`)) as unknown as { rows: { version: string }[] };
console.log(
  `READY ${JSON.stringify({
    appPort: portOf(app as unknown as typeof ceiling),
    ceilingPort: portOf(ceiling),
    webshopId,
    sellerId,
    sellerIds,
    productIds,
    shopBytes: Buffer.byteLength(shopJson),
    postgres: pg.rows[0]?.version ?? 'unknown',
    dashboard,
  })}`,
);

const stop = async () => {
  await app.close();
  await ceiling.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
