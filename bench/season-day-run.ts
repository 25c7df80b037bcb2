/**
 * The season day on one instance and on two behind PgBouncer, as the season-day section of bench/RESULTS.md: part of
 * `npm run bench`, or alone with `npm run bench:season` (same DATABASE_URL and PGBOUNCER_URL as bench/run.ts).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { duration } from './load.ts';
import { startProduct, type Product } from './product.ts';
import { readMarkdown, withSection, writeMarkdown } from './results-file.ts';
import { scratchDatabase } from './scratch-database.ts';
import {
  fundraisersCarried,
  highestSustainedRate,
  paidOrdersWithBooks,
  prepareSeason,
  REQUESTS_PER_FUNDRAISER_HOUR,
  type SeasonStep,
} from './season-day.ts';

const fundraisers = Number(process.env.BENCH_FUNDRAISERS ?? 200);

interface Outcome {
  instances: number;
  best: SeasonStep | null;
  steps: SeasonStep[];
}

function section(outcomes: Outcome[]): string {
  const rows = outcomes
    .map((o) =>
      o.best
        ? `| ${o.instances} | ${o.best.rate} | ${o.best.achieved} | ${o.best.p99} | **${fundraisersCarried(o.best.rate).toLocaleString('en-US')}** |`
        : `| ${o.instances} | none sustained from 25 req/s | | | 0 |`,
    )
    .join('\n');
  const steps = outcomes
    .flatMap((o) =>
      o.steps.map(
        (s) =>
          `| ${o.instances} | ${s.rate} | ${Math.round(s.achieved)} | ${s.p99} | ${s.slowest} | ${s.errors} | ${s.non2xx} | ${s.ok ? 'yes' : 'no'} |`,
      ),
    )
    .join('\n');
  return `<!-- season-day:start -->
## A season day

Written by \`npm run bench\` on ${new Date().toISOString()} (bench/season-day.ts, docs/decisions/0046). ${fundraisers}
fundraisers of 18 participants open at once on PostgreSQL, the product as served. One fundraiser's peak evening hour
is ${REQUESTS_PER_FUNDRAISER_HOUR} requests: 19 store reads through the API and 6 store pages, 4 card orders (8
requests), 3 e-book pages, 6 organiser and 4 participant dashboard reads, 1 organiser login at the production scrypt
cost, 1 settings read. The load repeats that hour over the fundraisers at a fixed rate, ${duration} s a step, doubling
from 25 req/s until a step fails, then halving the gap three times. Visitors arrive evenly spaced whatever the server
answers (an open model, bench/open-load.ts), and a request's time counts from when it was due, so a server that falls
behind shows its queue in p99. A step holds when it reaches its rate (within 5%) with p99 under 250 ms and no error. Two instances share the rate evenly (a round-robin balancer) and reach
PostgreSQL through PgBouncer; on this 2-core machine they also share the cores with PostgreSQL and the load
generator, so the second instance shows the cost of the hop more than the gain of a second machine.

| instances | highest sustained rate (req/s) | achieved | p99 ms | open fundraisers carried at their peak hour |
|---|---|---|---|---|
${rows}

| instances | rate asked | achieved | p99 ms | slowest kind's p99 | errors | non-2xx | held |
|---|---|---|---|---|---|---|---|
${steps}
<!-- season-day:end -->`;
}

/** A database of its own for the season, dropped afterwards; '' when BENCH_SEASON=0. */
export async function seasonDay(
  databaseUrl: string,
  pgbouncerUrl: string | undefined,
  appSecret: string,
): Promise<string> {
  if (process.env.BENCH_SEASON === '0') return '';
  const direct = await scratchDatabase(databaseUrl, 'bench_season');
  const outcomes: Outcome[] = [];
  const products: Product[] = [];
  try {
    const season = await prepareSeason(direct.url, appSecret, fundraisers);
    const one = await startProduct({ kind: 'postgres', url: direct.url, label: 'PostgreSQL' }, appSecret);
    products.push(one);
    await paidOrdersWithBooks(one.url, direct.url, season, 20);
    outcomes.push({ instances: 1, ...(await highestSustainedRate([one.url], season, duration)) });
    await one.stop();
    if (pgbouncerUrl) {
      const target = {
        kind: 'postgres',
        url: direct.through(pgbouncerUrl),
        pooler: 'pgbouncer',
        label: 'PgBouncer',
      } as const;
      const pair = [await startProduct(target, appSecret), await startProduct(target, appSecret)];
      products.push(...pair);
      outcomes.push({
        instances: 2,
        ...(await highestSustainedRate(
          pair.map((p) => p.url),
          season,
          duration,
        )),
      });
    }
  } finally {
    await Promise.all(products.map((p) => p.stop()));
    await direct.drop();
  }
  return section(outcomes);
}

if (import.meta.main) {
  const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    console.error('npm run bench:season needs DATABASE_URL: a PostgreSQL where it may make a database of its own.');
    process.exit(1);
  }
  const section = await seasonDay(
    databaseUrl,
    process.env.PGBOUNCER_URL ?? process.env.TEST_PGBOUNCER_URL,
    randomBytes(32).toString('hex'),
  );
  const file = path.join(import.meta.dirname, 'RESULTS.md');
  await writeMarkdown(file, withSection(readMarkdown(file), 'season-day', section));
}
