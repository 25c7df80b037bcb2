/**
 * The organiser dashboard of a group with 500 sellers and 50,000 orders against one with 5 and 500, on the product
 * as served (PostgreSQL): repeated reads (the serialized answer kept per instance) and reads right after a write.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import type { DashboardGroup } from './dashboard-data.ts';
import { duration } from './load.ts';

const MISSES = 20;
const connections = Number(process.env.BENCH_DASHBOARD_CONNECTIONS ?? 4);
const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)] ?? 0;

interface DashboardRun {
  group: DashboardGroup;
  result: autocannon.Result;
  bytes: number;
  /** Sequential requests right after a write to the group (the whole dashboard read), ms sorted. */
  misses: number[];
}

/** Cold reads: a no-op UPDATE of the group's row changes the dashboard's fingerprint, so each read is a miss. */
export async function dashboardMisses(
  admin: pg.Client,
  url: string,
  headers: Record<string, string>,
  webShopId: number,
  count = MISSES,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    await admin.query('update webshops set display_locked_dialog = display_locked_dialog where id = $1', [webShopId]);
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/** The dashboard section of RESULTS.md (its marks included). `databaseUrl` is the product's own database. */
export async function dashboardSection(
  app: string,
  databaseUrl: string,
  groups: { small: DashboardGroup; large: DashboardGroup },
): Promise<string> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const runs: DashboardRun[] = [];
  try {
    for (const group of [groups.small, groups.large]) {
      const url = `${app}/api/order/contact-person-start-page?webShopId=${group.webShopId}`;
      const headers = { authorization: `Bearer ${group.token}` };
      const body = await fetch(url, { headers });
      if (body.status !== 200) throw new Error(`dashboard answered ${body.status}`);
      const bytes = (await body.arrayBuffer()).byteLength;
      const options = { url, headers, connections };
      await autocannon({ ...options, duration: Math.min(2, duration) });
      const result = await autocannon({ ...options, duration });
      const misses = await dashboardMisses(admin, url, headers, group.webShopId);
      console.log(
        `dashboard ${group.sellers} sellers / ${group.orders} orders`.padEnd(60) +
          ` ${String(Math.round(result.requests.average)).padStart(7)} req/s  mean ${result.latency.average} ms  p99 ${result.latency.p99} ms  ${bytes} bytes; after a write: median ${median(misses).toFixed(1)} ms`,
      );
      runs.push({ group, result, bytes, misses });
    }
  } finally {
    await admin.end();
  }
  const [small, large] = runs as [DashboardRun, DashboardRun];
  const ratio = large.result.latency.average / small.result.latency.average;
  const missRatio = median(large.misses) / median(small.misses);
  const rows = runs
    .map(
      (r) =>
        `| ${r.group.sellers} sellers, ${r.group.orders} orders | ${Math.round(r.result.requests.average)} | ${r.result.latency.average} | ${r.result.latency.p50} | ${r.result.latency.p99} | ${r.result.non2xx} | ${r.bytes} | ${median(r.misses).toFixed(1)} | ${r.misses[r.misses.length - 1]!.toFixed(1)} |`,
    )
    .join('\n');
  return `<!-- dashboard:start -->
## Organiser dashboard: 100x the data

\`GET /api/order/contact-person-start-page\` as served on PostgreSQL (logging on), of a group with 500 sellers and
50,000 orders against a group with 5 sellers and 500 orders (${new Date().toISOString()}). Orders seeded with SQL
(\`generate_series\`, bench/dashboard-data.ts): one or two lines each, every 10th manual (every 40th of those
deleted), some card orders pending or cancelled; roll-ups filled by the same triggers as in production, then
\`vacuum analyze\`. ${connections} connections, ${duration} s each after a warm-up.

| group | requests/s | mean ms | p50 ms | p99 ms | non-2xx | body bytes | after a write: median ms | after a write: max ms |
|---|---|---|---|---|---|---|---|---|
${rows}

**Repeated reads: ${ratio.toFixed(2)}x the mean time for 100x the data. Full read right after a change: ${missRatio.toFixed(2)}x**
(median ${median(large.misses).toFixed(1)} ms against ${median(small.misses).toFixed(1)} ms; goal: at most 2x; ${MISSES}
sequential requests, each after a no-op UPDATE of the group's row, so the whole dashboard is read from the database).

The repeated reads are served from the serialized answer kept per instance while a fingerprint of its rows is
unchanged (docs/decisions/0004). The dashboard reads roll-ups the database keeps by trigger (per seller, per seller
and product, per day), so its cost follows the number of sellers, not of orders; what still grows is the answer
(${large.bytes} bytes against ${small.bytes}).
<!-- dashboard:end -->
`;
}
