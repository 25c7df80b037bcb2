import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-database.ts';
import { startTracing, type Tracing } from './tracing.ts';

/**
 * Tracing is started once for the file, as once per process in main.ts: the instrumentation's require hook patches a
 * module only the first time it sees it, so a second start in one process would leave pg unpatched.
 */
const exporter = new InMemorySpanExporter();
let tracing: Tracing;
beforeAll(() => {
  // Before any app, as main.ts does: @fastify/otel joins each Fastify instance as it is created.
  tracing = startTracing({ exporter });
});
afterAll(() => tracing.shutdown());

describe.each(databaseKinds)('traces on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    exporter.reset();
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  it('makes a server span per request with its route pattern, and a child span per PostgreSQL query', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health?probe=1' });
    expect(response.statusCode).toBe(200);
    const spans = exporter.getFinishedSpans();
    const server = spans.find((s) => s.kind === SpanKind.SERVER);
    expect(server?.attributes['http.route']).toBe('/api/health');
    const inRequest = spans.filter((s) => s.spanContext().traceId === server!.spanContext().traceId);
    const queries = inRequest.filter((s) => s.name.startsWith('pg.query'));
    if (kind === 'pglite') {
      // PGlite has no instrumentation: the request is traced, its queries are not.
      expect(queries).toEqual([]);
    } else {
      expect(queries.length).toBeGreaterThan(0);
      expect(queries[0]!.attributes['db.system.name']).toBe('postgresql');
      // Each query's parent is a span of this request (the handler's, under the server span).
      const ids = new Set(inRequest.map((s) => s.spanContext().spanId));
      expect(ids.has(queries[0]!.parentSpanContext!.spanId)).toBe(true);
    }
  });
});
