/** The main section of bench/RESULTS.md: each figure of the served product beside its ceiling from the same run. */
import type { PgbenchResult } from './ceilings.ts';
import { connections, duration, type Row } from './load.ts';

export interface TargetResult {
  label: string;
  database: string;
  /** The store's JSON as served, which the bare Fastify ceiling sends. */
  body: string;
  cached: Row;
  cold: Row;
  checkout: Row;
}

interface Input {
  machine: { nproc: number; memory: string; node: string; loadBefore: string; loadAfter: string };
  ceiling: Row;
  loggingOff: Row;
  results: TargetResult[];
  pgbenchRows: { path: string; select: PgbenchResult; write: PgbenchResult }[];
  poolSize: number;
}

const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;
const paidPerSecond = (checkout: Row) => Math.round(checkout.requestsPerSecond / 2);

export function resultsSection({ machine, ceiling, loggingOff, results, pgbenchRows, poolSize }: Input): string {
  const ratios: string[] = [];
  for (const r of results) {
    const pgbench = pgbenchRows.find((p) => p.path === r.label);
    ratios.push(
      `| store read as served, cached | ${r.label} | ${r.cached.requestsPerSecond} req/s | ${r.cached.p99} | bare Fastify, same body | ${ceiling.requestsPerSecond} req/s | **${percent(r.cached.requestsPerSecond, ceiling.requestsPerSecond)}** | ≥ 50% |`,
      pgbench
        ? `| store read as served, cold | ${r.label} | ${r.cold.requestsPerSecond} req/s | ${r.cold.p99} | \`pgbench -S\`, ${poolSize} clients | ${pgbench.select.tps} tps (p99 ${pgbench.select.p99} ms) | **${percent(r.cold.requestsPerSecond, pgbench.select.tps)}** | ≥ 25% |`
        : `| store read as served, cold | ${r.label} | ${r.cold.requestsPerSecond} req/s | ${r.cold.p99} | bare Fastify, same body | ${ceiling.requestsPerSecond} req/s | ${percent(r.cold.requestsPerSecond, ceiling.requestsPerSecond)} | (no pgbench for the embedded database) |`,
      pgbench
        ? `| paid orders (session + payment) | ${r.label} | ${paidPerSecond(r.checkout)} /s | ${r.checkout.p99} | \`pgbench -N\`, ${poolSize} clients | ${pgbench.write.tps} tps (p99 ${pgbench.write.p99} ms) | **${percent(paidPerSecond(r.checkout), pgbench.write.tps)}** | ≥ 15% |`
        : `| paid orders (session + payment) | ${r.label} | ${paidPerSecond(r.checkout)} /s | ${r.checkout.p99} | | | | (no pgbench for the embedded database) |`,
    );
  }
  const embedded = results.find((r) => r.label === 'PGlite');
  const rows = [ceiling, loggingOff, ...results.flatMap((r) => [r.cached, r.cold, r.checkout])];
  const rawRow = (r: Row) =>
    `| ${r.scenario} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${r.cpuUsPerRequest ?? ''} | ${r.logBytesPerRequest ?? ''} | ${r.note ?? ''} |`;
  const pgbenchTable = pgbenchRows
    .flatMap((p) => [
      `| \`pgbench -S\` (select only) | ${p.path} | ${poolSize} | ${p.select.tps} | ${p.select.p50} | ${p.select.p99} |`,
      `| \`pgbench -N\` (simple update, no branch/teller updates) | ${p.path} | ${poolSize} | ${p.write.tps} | ${p.write.p50} | ${p.write.p99} |`,
    ])
    .join('\n');
  const logging = embedded
    ? `**Request logging costs ${percent(loggingOff.requestsPerSecond - embedded.cached.requestsPerSecond, loggingOff.requestsPerSecond)} of a cached read** (goal: less than a third): ${embedded.cached.requestsPerSecond} req/s with the default log against ${loggingOff.requestsPerSecond} with \`LOG_LEVEL=silent\`, ${embedded.cached.logBytesPerRequest} log bytes a request; the product's CPU ${embedded.cached.cpuUsPerRequest} µs a request against ${loggingOff.cpuUsPerRequest}.`
    : '';
  return `<!-- served:start -->
Written by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString()}: the product as \`npm start\` serves it
(\`packages/server/src/main.ts\` in its own process, default configuration: request logging at info to a pipe, the
built web app, security headers; bench/product.ts lists the three settings the bench changes and why), on the
embedded PGlite and on PostgreSQL, each beside a ceiling measured in the same run. ${duration} s per scenario after a
short warm-up, ${connections} connections (checkout ${Math.min(connections, 20)}); pgbench with as many clients as one
instance's pool holds connections (${poolSize}). Cold store reads ask for the stores of thousands of participants round-robin, so the micro-cache
cannot answer (the share the product itself counted is in the note).

Machine: ${machine.nproc} cores, ${machine.memory}, Node.js ${machine.node}; ${results.map((r) => `${r.label}: ${r.database}`).join('; ')}.
Load average ${machine.loadBefore} before and ${machine.loadAfter} after: the machine may be shared, so compare rows of one
run with each other, and read the CPU column (the product's own CPU time per request), which moves less.

## Figures and their ceilings

| what | database | served | p99 ms | ceiling | ceiling's figure | ratio | goal |
|---|---|---|---|---|---|---|---|
${ratios.join('\n')}

${logging}

## Every run

| scenario | requests/s | p50 ms | p99 ms | non-2xx | errors | product CPU µs/request | log bytes/request | note |
|---|---|---|---|---|---|---|---|---|
${rows.map(rawRow).join('\n')}

| pgbench | path | clients | tps | p50 ms | p99 ms |
|---|---|---|---|---|---|
${pgbenchTable}
<!-- served:end -->`;
}
