/**
 * An open-model load at a fixed rate for the season day: arrivals evenly spaced at `rate` a second whatever the server
 * answers, each request's latency counted from when it was due (so a server that falls behind shows its queue).
 *
 * Why not autocannon's `overallRate`: it gives each connection a budget per whole second, so every connection fires
 * at the same instant (a burst of `rate` requests once a second), and it corrects for coordinated omission with an
 * expected interval of 1 ms where the real one is 1,000 ms, adding a run of made-up samples for every millisecond of a
 * slow answer. Together they put the 2026-11-28 season day's p99 at 625 ms for 25 requests a second.
 */

/** One request of an arrival; a later one may build its body from the answer to the one before. */
export interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string | ((previous: unknown) => string);
}

/** What one visitor does at once: usually one request, a card order two (the session, then its payment). */
export interface Arrival {
  kind: string;
  calls: Call[];
}

export interface OpenLoadResult {
  /** Requests answered a second over the step. */
  achieved: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Each kind's p99, to say what holds the step back. */
  p99ByKind: Record<string, number>;
  /** The first refusal or failure of each kind that had one (status and the answer's start), to say why. */
  firstFailures: Record<string, string>;
}

const TIMEOUT_MS = 10_000;

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs `seconds` of arrivals at `rate`, the i-th from `arrival(i)`, sent round-robin to `urls`; waits for all. */
export async function openLoad(
  urls: string[],
  rate: number,
  seconds: number,
  arrival: (i: number) => Arrival,
): Promise<OpenLoadResult> {
  const latencies: { kind: string; ms: number }[] = [];
  let errors = 0;
  let non2xx = 0;
  const firstFailures: Record<string, string> = {};

  async function visit(i: number, due: number): Promise<void> {
    const { kind, calls } = arrival(i);
    const url = urls[i % urls.length]!;
    let previous: unknown = null;
    let start = due;
    for (const call of calls) {
      try {
        const response = await fetch(`${url}${call.path}`, {
          method: call.method,
          headers: call.headers,
          body: typeof call.body === 'function' ? call.body(previous) : call.body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const text = await response.text();
        latencies.push({ kind, ms: performance.now() - start });
        if (response.status >= 300) {
          non2xx++;
          firstFailures[kind] ??= `${response.status} ${text.slice(0, 120)}`;
          return;
        }
        previous = text.startsWith('{') ? JSON.parse(text) : text;
      } catch (error) {
        errors++;
        firstFailures[kind] ??= String(error);
        return;
      }
      start = performance.now();
    }
  }

  const began = performance.now();
  const total = Math.round(rate * seconds);
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = began + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(visit(i, due));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - began) / 1000;

  const all = latencies.map((l) => l.ms).sort((a, b) => a - b);
  const kinds = [...new Set(latencies.map((l) => l.kind))];
  const p99ByKind = Object.fromEntries(
    kinds.map((kind) => [
      kind,
      Math.round(
        percentile(
          latencies
            .filter((l) => l.kind === kind)
            .map((l) => l.ms)
            .sort((a, b) => a - b),
          99,
        ),
      ),
    ]),
  );
  return {
    achieved: latencies.length / elapsed,
    p99: Math.round(percentile(all, 99)),
    errors,
    non2xx,
    p99ByKind,
    firstFailures,
  };
}
