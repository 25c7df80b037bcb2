/**
 * The system under test of `npm run bench:downloads` (bench/downloads.ts), in its own process so the load generator
 * does not share its event loop and its peak memory is the server's alone: the Fastify API on the embedded PGlite
 * (what `npm start` runs) or on PostgreSQL (BENCH_DATABASE_URL + BENCH_SCHEMA), with the runner's 5 MB PDF (BENCH_PDF_FILE) as the
 * edition of the first catalogue book and paid orders of it; and a bare Fastify "ceiling" that sends the same PDF from memory.
 * Prints one line `READY {json}` with the ports and the signed download paths.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { migrate, openDatabase } from '../packages/server/src/db/client.ts';
import { orders, productEditions } from '../packages/server/src/db/schema.ts';
import { seed } from '../packages/server/src/db/seed.ts';
import { setEdition } from '../packages/server/src/ebooks/product-editions.ts';
import { createDatabaseEbookStore } from '../packages/server/src/integrations/ebooks/ebook-store.ts';
import { Secrets } from '../packages/server/src/lib/crypto.ts';
import { createBookLink } from '../packages/server/src/modules/delivery/book-links.ts';
import { createBenchShop } from './bench-shop.ts';

/** Paid orders of the book; the load goes round their signed addresses, each allowed DOWNLOAD_LIMIT (1000) times. */
const ORDERS = 20;
const pdfFile = process.env.BENCH_PDF_FILE;
if (!pdfFile) throw new Error('BENCH_PDF_FILE is set by bench/downloads.ts');

const appSecret = randomBytes(32).toString('hex');
const dataDir = process.env.BENCH_DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), 'fundshop-bench-'));
const handle = await openDatabase(
  process.env.BENCH_DATABASE_URL
    ? { url: process.env.BENCH_DATABASE_URL, searchPath: process.env.BENCH_SCHEMA, poolSize: 20 }
    : { dataDir },
);
await migrate(handle.db);
await seed(handle.db, new Secrets(appSecret), { demo: true, simulatedPayments: true });

// As `npm start` serves (request logging on, into the pipe the runner discards), with one address allowed every
// checkout the set-up makes.
const config = loadConfig(
  { NODE_ENV: 'development', CAPTCHA_PROVIDER: 'none', DOWNLOAD_LIMIT: '1000' },
  { appSecret, webDistDir: undefined, limits: { checkoutPerHour: 1_000_000_000, registrationPerHour: 1_000_000_000 } },
);
const app = await buildApp({ config, db: handle.db });
await app.ready();

const secrets = new Secrets(appSecret);
const shop = await createBenchShop(handle.db, secrets, 1);
const productId = shop.productIds[0]!;

/** A card order of the book, paid with the simulated provider's test card, as a buyer's browser does it. */
async function buyOne(buyerFirstName: string): Promise<string> {
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/stripe/create-checkout-session',
    payload: {
      createdByContactPersonOrSeller: false,
      buyerFirstName,
      buyerLastName: 'Bench',
      buyerEmail: 'reader@example.com',
      buyerPhoneNumber: '+1 555 0123',
      countryCode: 'US',
      streetAddress: '1 Main Street',
      apartment: '',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      personalMessage: '',
      note: '',
      webShopId: shop.webshopId,
      sellerId: shop.sellerIds[0],
      webShopCartProducts: [{ productId, amountOrdered: 1 }],
    },
  });
  const { clientSecret, checkoutSession } = checkout.json<{ clientSecret: string; checkoutSession: string }>();
  const paid = await app.inject({
    method: 'POST',
    url: '/api/payments/simulated/pay',
    payload: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
  });
  if (paid.statusCode !== 200) throw new Error(`bench order not paid: ${checkout.body} ${paid.body}`);
  return checkoutSession;
}
const pdf = readFileSync(pdfFile);
await setEdition(handle.db, createDatabaseEbookStore(handle.db), {
  productId,
  format: 'pdf',
  bytes: pdf,
  fileName: 'bench-edition.pdf',
  sample: false,
});
const [edition] = await handle.db
  .select({ size: productEditions.size })
  .from(productEditions)
  .where(and(eq(productEditions.productId, productId), eq(productEditions.format, 'pdf')));

const paths: string[] = [];
for (let i = 0; i < ORDERS; i++) {
  const session = await buyOne(`Reader ${i + 1}`);
  const [order] = await handle.db.select({ id: orders.id }).from(orders).where(eq(orders.checkoutSession, session));
  const token = await createBookLink(handle.db, order!.id);
  const redirect = await app.inject({ url: `/api/my-books/${token}/download?productId=${productId}&format=pdf` });
  const location = redirect.headers.location;
  if (redirect.statusCode !== 303 || typeof location !== 'string') {
    throw new Error(`no signed address: ${redirect.statusCode} ${redirect.body}`);
  }
  paths.push(location);
}
await app.listen({ port: 0, host: '127.0.0.1' });

const ceiling = Fastify({ logger: false });
ceiling.get('/ceiling', (_request, reply) =>
  reply.type('application/pdf').header('content-disposition', 'attachment; filename="bench-edition.pdf"').send(pdf),
);
await ceiling.listen({ port: 0, host: '127.0.0.1' });

const portOf = (server: { server: { address(): unknown } }) => (server.server.address() as { port: number }).port;
console.log(
  `READY ${JSON.stringify({
    appPort: portOf(app),
    ceilingPort: portOf(ceiling),
    paths,
    fileBytes: edition?.size ?? pdf.length,
    database: dataDir ? 'PGlite (embedded)' : 'PostgreSQL',
  })}`,
);

const stop = async () => {
  await app.close();
  await ceiling.close();
  await handle.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
