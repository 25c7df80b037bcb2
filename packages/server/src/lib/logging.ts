import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { Config } from '../config.ts';
import { databaseError } from './db-errors.ts';

/**
 * The server's log (docs/decisions/0009-input-sessions-logs.md): it never carries query strings, tokens,
 * passwords, login codes, registration keys or query parameters, since logs are kept longer and seen by more
 * people than the data they describe.
 */

/** Fields of a logged error that hold values: PGlite and Drizzle attach the query's parameters, PostgreSQL's detail quotes the row. */
const ERROR_VALUE_FIELDS = ['params', 'queryOptions', 'detail'] as const;

/** Fields a future log call might pass whole; written as '[redacted]' wherever they appear (top level or one down). */
const SECRET_KEYS = new Set(['password', 'loginPassword', 'token', 'accessToken', 'authorization', 'cookie', 'params']);
const CENSOR = '[redacted]';

/** A copy of `object` with its secret fields censored, or `object` itself when it has none. */
function withoutSecretFields(object: Record<string, unknown>): Record<string, unknown> {
  let out = object;
  for (const key of Object.keys(object)) if (SECRET_KEYS.has(key)) out = { ...out, [key]: CENSOR };
  return out;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * pino's `formatters.log`: the logged object with SECRET_KEYS censored at the top level and one level down. pino's own
 * `redact` did the same with wildcard paths ('*.password') at a cost of 10 µs a line, a quarter of a cached store read
 * (bench/RESULTS.md, 2026-11-28); this looks at the few keys a line has. Only plain objects are looked into: a request
 * or an error goes whole to its serializer, which keeps only fields without values (a copy would lose its getters).
 */
export function censorSecrets(object: Record<string, unknown>): Record<string, unknown> {
  let out = withoutSecretFields(object);
  for (const [key, value] of Object.entries(out)) {
    if (!isPlainObject(value)) continue;
    const inner = withoutSecretFields(value);
    if (inner !== value) out = { ...out, [key]: inner };
  }
  return out;
}

type ErrorLike = Error & { code?: unknown; cause?: unknown };

/**
 * An error's message without the values it may quote: Drizzle's 'Failed query' ends with the parameters, and
 * PostgreSQL's data exceptions (SQLSTATE class 22, such as invalid input syntax) quote the value they refused.
 */
function messageWithoutValues(error: ErrorLike): string {
  if (error.message.startsWith('Failed query: ') && 'params' in error) {
    return `Failed query: ${(error as { query?: unknown }).query as string}`;
  }
  if (typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code)) return `data exception ${error.code}`;
  return error.message;
}

/** The error and its causes, outermost first (Drizzle wraps the database's error as its cause). */
function errorChain(error: ErrorLike): ErrorLike[] {
  const chain = [error];
  for (let e = error.cause; e instanceof Error && chain.length < 5 && !chain.includes(e); e = (e as ErrorLike).cause) {
    chain.push(e as ErrorLike);
  }
  return chain;
}

/** pino's error serializer, with message and stack rebuilt from values-free messages and the value fields dropped. */
export function serializeError(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  const out = pino.stdSerializers.err(error) as {
    type: string;
    message: string;
    stack: string;
    [key: string]: unknown;
  };
  if (!(error instanceof Error)) return out;
  const chain = errorChain(error);
  out.message = chain.map(messageWithoutValues).join(': ');
  // The stack's first line repeats the message, so only its frames are kept under a rebuilt first line.
  out.stack = chain
    .map((e) => {
      const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
      return [`${e.name}: ${messageWithoutValues(e)}`, ...frames].join('\n');
    })
    .join('\ncaused by: ');
  for (const field of ERROR_VALUE_FIELDS) delete out[field];
  // The database's SQLSTATE and constraint name say what failed without quoting a value; Drizzle keeps them in its cause.
  const database = databaseError(error);
  if (database) {
    out.code ??= database.code;
    if (typeof database.constraint === 'string') out.constraint ??= database.constraint;
  }
  return out;
}

/**
 * Where a request went: the route's pattern ('/api/order/my-order', '/dev/payment-account/:token'), never the
 * address as sent, whose query and path carry checkout sessions, login codes and registration keys
 * ('/seller/register/{key}'). A request no route matched shows its first path segment only.
 */
export function routeOf(request: FastifyRequest): string {
  if (request.routeOptions.url) return request.routeOptions.url;
  const [first = '', ...rest] = request.url.split('?')[0]!.split('/').slice(1);
  return `/${first}${rest.length > 0 ? '/…' : ''}`;
}

function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: routeOf(request), remoteAddress: request.ip };
}

/**
 * The request log: one line a request when it has been answered, with what a reader at night needs (method, route,
 * network, status, time, the request id), and the request coming in at debug only. Fastify's own pair of lines, each
 * through the serializers, cost a quarter of a cached store read (bench/RESULTS.md, docs/decisions/0046).
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    // Flat fields, not req and res through the serializers: the line is written for every request.
    const line = {
      method: request.method,
      url: routeOf(request),
      remoteAddress: request.ip,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Fastify's logger options: off in tests unless a test passes `stream` to read what would be logged. */
export function loggerOptions(config: Config, stream?: DestinationStream) {
  if (config.env === 'test' && !stream) return false;
  return {
    level: config.logLevel,
    stream,
    serializers: { req: serializeRequest, err: serializeError },
    formatters: { log: censorSecrets },
  };
}

/**
 * The process's logger (main.ts), with the app's options, made before the app so that the start-up, the database
 * pool and the data folder lock log through it too; the app logs through the same one (AppDeps.logger).
 */
export function createLogger(config: Config): pino.Logger {
  const options = loggerOptions(config);
  if (!options) return pino({ enabled: false });
  const { stream: _stream, ...pinoOptions } = options;
  return pino(pinoOptions);
}
