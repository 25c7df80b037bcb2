/** One measured load on one address with autocannon, after a short warm-up, and what the product spent on it. */
import autocannon from 'autocannon';
import type { Product } from './product.ts';

export interface Row {
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The product's own CPU time per request (µs), when a product served it: steadier than req/s on a busy machine. */
  cpuUsPerRequest?: number;
  /** Log bytes the product wrote per request. */
  logBytesPerRequest?: number;
  note?: string;
}

export const duration = Number(process.env.BENCH_DURATION ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

export async function measure(
  scenario: string,
  options: autocannon.Options,
  product?: Product,
  toRow: (r: autocannon.Result) => Partial<Row> = () => ({}),
): Promise<Row> {
  // Warm-up (JIT, connection pools, caches), then the measured run.
  await autocannon({ ...options, duration: Math.min(2, duration) });
  const cpuBefore = product?.cpuMs() ?? 0;
  const logBefore = product?.logged().bytes ?? 0;
  const result = await autocannon({ ...options, duration });
  const requests = result.requests.total;
  const row: Row = {
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    ...(product && requests > 0
      ? {
          cpuUsPerRequest: Math.round(((product.cpuMs() - cpuBefore) * 1000) / requests),
          logBytesPerRequest: Math.round((product.logged().bytes - logBefore) / requests),
        }
      : {}),
    ...toRow(result),
  };
  console.log(
    `${scenario.padEnd(60)} ${String(row.requestsPerSecond).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  non2xx ${row.non2xx}  errors ${row.errors}` +
      (row.cpuUsPerRequest !== undefined
        ? `  cpu ${row.cpuUsPerRequest} µs/req  log ${row.logBytesPerRequest} B/req`
        : '') +
      (row.note ? `  (${row.note})` : ''),
  );
  return row;
}
