/**
 * A season day (issue 30): many fundraisers open at once, measured on the product as served on PostgreSQL, on one
 * instance and on two behind PgBouncer. The mix is what one fundraiser's peak evening hour looks like, scaled up; the
 * run finds the highest rate an instance sustains with p99 under 250 ms and no errors, and reports it as open
 * fundraisers (docs/decisions/0046 argues the proportions).
 *
 * One peak evening hour of one fundraiser (18 participants sharing their links), 48 requests: 19 store reads through
 * the API and 6 server-drawn store pages (supporters opening links), 4 card orders (session and payment: 8 requests),
 * 3 e-book pages opened from the receipt, 6 organiser and 4 participant dashboard reads, 1 organiser login (scrypt at
 * the production cost) and 1 read of the public settings. The load repeats that hour 50 times over different
 * fundraisers and participants, so most store reads find no cached answer, as on a real evening.
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createSession } from '../packages/server/src/auth/session.ts';
import { migrate, openDatabase } from '../packages/server/src/db/client.ts';
import { orders } from '../packages/server/src/db/schema.ts';
import { seed } from '../packages/server/src/db/seed.ts';
import { hashPassword, Secrets } from '../packages/server/src/lib/crypto.ts';
import { createBookLink } from '../packages/server/src/modules/delivery/book-links.ts';
import { createBenchShop } from './bench-shop.ts';
import { checkoutBody, checkoutRequests, payOnce } from './scenarios.ts';

/** Requests a fundraiser makes in its peak hour (the header's count). */
export const REQUESTS_PER_FUNDRAISER_HOUR = 48;
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

/** The header's hour 50 times over, spread over the fundraisers and their participants. */
function sequence(season: Season): autocannon.Request[] {
  const json = { 'content-type': 'application/json' };
  const requests: autocannon.Request[] = [];
  for (let i = 0; i < 50 * 50; i++) {
    const group = pick(season.groups, i);
    const seller = pick(group.sellerIds, i);
    const slot = i % 50;
    if (slot < 19) requests.push({ method: 'GET', path: `/api/seller/retrieve-seller-shop?sellerId=${seller}` });
    else if (slot < 25) requests.push({ method: 'GET', path: `/shop/${seller}` });
    else if (slot < 29) {
      requests.push(...checkoutRequests(checkoutBody(group.webshopId, seller, group.productIds)));
    } else if (slot < 32 && season.bookTokens.length > 0)
      requests.push({ method: 'GET', path: `/api/my-books/${pick(season.bookTokens, i)}` });
    else if (slot < 38)
      requests.push({
        method: 'GET',
        path: `/api/order/contact-person-start-page?webShopId=${group.webshopId}`,
        headers: { authorization: `Bearer ${group.organiserToken}` },
      });
    else if (slot < 42)
      requests.push({
        method: 'GET',
        path: '/api/order/seller-start-page',
        headers: { authorization: `Bearer ${group.sellerToken}` },
      });
    else if (slot === 42)
      requests.push({
        method: 'POST',
        path: '/api/account/login-contact-person',
        headers: json,
        body: JSON.stringify({ webShopId: String(group.webshopId), password: PASSWORD }),
      });
    else if (slot === 43) requests.push({ method: 'GET', path: '/api/public-config' });
  }
  return requests;
}

export interface SeasonStep {
  rate: number;
  achieved: number;
  p99: number;
  errors: number;
  non2xx: number;
  ok: boolean;
}

/** One step at a fixed total rate, split evenly over the instances (a load balancer's round robin). */
async function step(urls: string[], season: Season, rate: number, seconds: number): Promise<SeasonStep> {
  const requests = sequence(season);
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url,
        connections: 40,
        overallRate: Math.max(1, Math.round(rate / urls.length)),
        duration: seconds,
        requests,
      }),
    ),
  );
  const achieved = results.reduce((sum, r) => sum + r.requests.average, 0);
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  const errors = results.reduce((sum, r) => sum + r.errors + r.timeouts, 0);
  const non2xx = results.reduce((sum, r) => sum + r.non2xx, 0);
  // Sustained: the rate was reached (within 5%), p99 under the limit, nothing failed.
  const ok = achieved >= rate * 0.95 && p99 < P99_LIMIT_MS && errors === 0 && non2xx === 0;
  const line = { rate, achieved: Math.round(achieved), p99, errors, non2xx, ok };
  console.log(`season day, ${urls.length} instance(s): ${JSON.stringify(line)}`);
  return line;
}

/** The highest sustained rate: doubling from 25 req/s until a step fails, then halving the gap three times. */
export async function highestSustainedRate(
  urls: string[],
  season: Season,
  seconds: number,
): Promise<{ best: SeasonStep | null; steps: SeasonStep[] }> {
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
