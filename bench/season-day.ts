/**
 * A season day (issue 30): many fundraisers open at once, measured on the product as served on PostgreSQL, on one
 * instance and on two behind PgBouncer. The mix is what one fundraiser's peak evening hour looks like, scaled up; the
 * run finds the highest rate an instance sustains with p99 under 250 ms and no errors, and reports it as open
 * fundraisers (docs/decisions/0046 argues the proportions).
 *
 * One peak evening hour of one fundraiser (18 participants sharing their links), 48 requests: 19 store reads through
 * the API and 6 server-drawn store pages (supporters opening links), 4 card orders (session and payment: 8 requests),
 * 3 e-book pages opened from the receipt, 6 organiser and 4 participant dashboard reads, 1 organiser login (scrypt at
 * the production cost) and 1 read of the public settings. The load repeats that hour, each visitor picking its
 * fundraiser and participant by a stride over all of them, so most store reads find no cached answer, as on a real
 * evening.
 */
import { sql } from 'drizzle-orm';
import { createSession } from '../packages/server/src/auth/session.ts';
import { migrate, openDatabase } from '../packages/server/src/db/client.ts';
import { orders } from '../packages/server/src/db/schema.ts';
import { seed } from '../packages/server/src/db/seed.ts';
import { hashPassword, Secrets } from '../packages/server/src/lib/crypto.ts';
import { createBookLink } from '../packages/server/src/modules/delivery/book-links.ts';
import { createBenchShop } from './bench-shop.ts';
import { openLoad, type Arrival } from './open-load.ts';
import { CHECKOUT_PATH, checkoutBody, payOnce, paymentBody, PAYMENT_PATH } from './scenarios.ts';

/** Requests a fundraiser makes in its peak hour (the header's count). */
export const REQUESTS_PER_FUNDRAISER_HOUR = 48;
/** Its visitors: a card order is one visitor making two requests. */
const ARRIVALS_PER_FUNDRAISER_HOUR = 44;
const P99_LIMIT_MS = 250;
const PASSWORD = 'season-day-password';

export interface Season {
  groups: {
    webshopId: number;
    sellerIds: number[];
    productIds: number[];
    organiserToken: string;
    sellerToken: string;
  }[];
  bookTokens: string[];
}

/** Fundraisers of 18 participants each, with an organiser whose password is hashed at the production cost. */
export async function prepareSeason(url: string, appSecret: string, fundraisers: number): Promise<Season> {
  const handle = await openDatabase({ url });
  try {
    await migrate(handle.db);
    const secrets = new Secrets(appSecret);
    await seed(handle.db, secrets, { demo: true, simulatedPayments: true });
    const passwordHash = await hashPassword(PASSWORD);
    const groups: Season['groups'] = [];
    for (let i = 0; i < fundraisers; i++) {
      const shop = await createBenchShop(handle.db, secrets, 18, { passwordHash, name: `Season School ${i + 1}` });
      groups.push({
        ...shop,
        organiserToken: await createSession(handle.db, {
          role: 'contactperson',
          webshopId: shop.webshopId,
          sellerId: null,
        }),
        sellerToken: await createSession(handle.db, {
          role: 'seller',
          webshopId: shop.webshopId,
          sellerId: shop.sellerIds[0]!,
        }),
      });
    }
    return { groups, bookTokens: [] };
  } finally {
    await handle.close();
  }
}

/** Paid orders made through the product, and a book link for each, as the receipt mail would carry. */
export async function paidOrdersWithBooks(
  url: string,
  databaseUrl: string,
  season: Season,
  count: number,
): Promise<void> {
  for (let i = 0; i < count; i++) {
    const group = season.groups[i % season.groups.length]!;
    await payOnce(url, checkoutBody(group.webshopId, group.sellerIds[1]!, group.productIds));
  }
  const handle = await openDatabase({ url: databaseUrl });
  try {
    const paid = await handle.db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.status} = 'paid'`)
      .limit(count);
    for (const order of paid) season.bookTokens.push(await createBookLink(handle.db, order.id));
  } finally {
    await handle.close();
  }
}

const pick = <T>(items: T[], i: number): T => items[(i * 7919) % items.length]!;

/** The i-th visitor of the header's hour, repeated over the fundraisers and their participants. */
function seasonArrival(season: Season, i: number): Arrival {
  const json = { 'content-type': 'application/json' };
  const group = pick(season.groups, i);
  const seller = pick(group.sellerIds, i);
  const slot = i % ARRIVALS_PER_FUNDRAISER_HOUR;
  const get = (kind: string, path: string, headers?: Record<string, string>): Arrival => ({
    kind,
    calls: [{ method: 'GET', path, headers }],
  });
  if (slot < 19) return get('store read', `/api/seller/retrieve-seller-shop?sellerId=${seller}`);
  if (slot < 25) return get('store page', `/shop/${seller}`);
  if (slot < 29) {
    return {
      kind: 'card order',
      calls: [
        {
          method: 'POST',
          path: CHECKOUT_PATH,
          headers: json,
          body: checkoutBody(group.webshopId, seller, group.productIds),
        },
        {
          method: 'POST',
          path: PAYMENT_PATH,
          headers: json,
          body: (session) => paymentBody((session as { clientSecret?: string }).clientSecret),
        },
      ],
    };
  }
  if (slot < 32) return get('e-book page', `/api/my-books/${pick(season.bookTokens, i)}`);
  if (slot < 38) {
    return get('organiser dashboard', `/api/order/contact-person-start-page?webShopId=${group.webshopId}`, {
      authorization: `Bearer ${group.organiserToken}`,
    });
  }
  if (slot < 42) {
    return get('participant dashboard', `/api/order/seller-start-page?sellerId=${group.sellerIds[0]}`, {
      authorization: `Bearer ${group.sellerToken}`,
    });
  }
  if (slot === 42) {
    return {
      kind: 'organiser login',
      calls: [
        {
          method: 'POST',
          path: '/api/account/login-contact-person',
          headers: json,
          body: JSON.stringify({ webShopId: String(group.webshopId), password: PASSWORD }),
        },
      ],
    };
  }
  return get('settings', '/api/public-config');
}

export interface SeasonStep {
  rate: number;
  achieved: number;
  p99: number;
  errors: number;
  non2xx: number;
  ok: boolean;
  /** The kind of request with the highest p99, and that p99. */
  slowest: string;
}

/** One step at a fixed total rate, sent round-robin over the instances (a load balancer). */
async function step(urls: string[], season: Season, rate: number, seconds: number): Promise<SeasonStep> {
  const arrivalsPerSecond = (rate * ARRIVALS_PER_FUNDRAISER_HOUR) / REQUESTS_PER_FUNDRAISER_HOUR;
  const result = await openLoad(urls, arrivalsPerSecond, seconds, (i) => seasonArrival(season, i));
  // Sustained: the rate was reached (within 5%), p99 under the limit, nothing failed.
  const ok = result.achieved >= rate * 0.95 && result.p99 < P99_LIMIT_MS && result.errors === 0 && result.non2xx === 0;
  const [kind, p99] = Object.entries(result.p99ByKind).sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  const line = {
    rate,
    achieved: Math.round(result.achieved),
    p99: result.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    ok,
    slowest: `${kind} ${p99} ms`,
  };
  console.log(`season day, ${urls.length} instance(s): ${JSON.stringify({ ...line, failures: result.firstFailures })}`);
  return line;
}

/** The highest sustained rate: doubling from 25 req/s until a step fails, then halving the gap three times. */
export async function highestSustainedRate(
  urls: string[],
  season: Season,
  seconds: number,
): Promise<{ best: SeasonStep | null; steps: SeasonStep[] }> {
  // A warm-up, not judged: the first requests of a fresh process pay for compiling its code and opening its pool.
  await openLoad(urls, 25, 5, (i) => seasonArrival(season, i));
  const steps: SeasonStep[] = [];
  let good = 0;
  let bad = 25;
  for (;;) {
    const s = await step(urls, season, bad, seconds);
    steps.push(s);
    if (!s.ok) break;
    good = bad;
    bad *= 2;
    if (bad > 20_000) break;
  }
  for (let i = 0; i < 3 && bad - good > 10; i++) {
    const middle = Math.round((good + bad) / 2);
    const s = await step(urls, season, middle, seconds);
    steps.push(s);
    if (s.ok) good = middle;
    else bad = middle;
  }
  const best = steps.filter((s) => s.ok).sort((a, b) => b.rate - a.rate)[0] ?? null;
  return { best, steps };
}

export function fundraisersCarried(rate: number): number {
  return Math.floor((rate * 3600) / REQUESTS_PER_FUNDRAISER_HOUR);
}
