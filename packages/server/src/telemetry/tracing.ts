import { createRequire } from 'node:module';
import FastifyOtelInstrumentation from '@fastify/otel';
import { context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  SimpleSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

/**
 * OpenTelemetry traces (docs/decisions/0023), on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: main.ts imports this
 * file then and only then, so an instance without it loads none of the SDK.
 *
 * Spans: the HTTP server span (instrumentation-http), Fastify's request span with the route pattern as http.route
 * (@fastify/otel, which hooks Fastify through its diagnostics channel as each app is created, so it needs no loader
 * hook), and a child span per PostgreSQL query (instrumentation-pg). The embedded PGlite has no instrumentation.
 */
export interface Tracing {
  /** Flushes the spans not yet exported and stops instrumenting. */
  shutdown(): Promise<void>;
}

const require = createRequire(import.meta.url);

export function startTracing(options: { exporter?: SpanExporter } = {}): Tracing {
  // Tests pass an in-memory exporter and want each span at once; the OTLP exporter reads the standard
  // OTEL_EXPORTER_OTLP_* variables itself and gets spans in batches.
  const processor = options.exporter
    ? new SimpleSpanProcessor(options.exporter)
    : new BatchSpanProcessor(new OTLPTraceExporter());
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME ?? 'fundshop' }),
    spanProcessors: [processor],
  });
  provider.register();
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation(),
      new PgInstrumentation({ requireParentSpan: true }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  // The ESM caveat: instrumentation patches a module when it is require()d after this point, but the server's own
  // modules import pg and node:http as ES modules, mostly before tracing starts (and an import of CommonJS does not
  // pass through the require hook). Both patch prototypes of the very exports objects those imports hold, so one
  // require here patches them in place, whatever loaded them first: no --import loader hook is needed.
  require('node:http');
  require('pg');
  return {
    async shutdown() {
      unregister();
      await provider.shutdown();
      // The API's globals refuse a second provider until cleared (a test starting tracing again in one process).
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
