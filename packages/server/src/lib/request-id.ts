import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * An incoming x-request-id worth keeping: what a load balancer or proxy sets (a UUID, a trace id, Heroku's or
 * nginx's hex), bounded and of characters that cannot forge a log line or a header.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Fastify's genReqId: the request id every log line of the request carries and the response returns as
 * x-request-id. A well-formed incoming one is kept, so a request can be followed from the proxy through this
 * instance; anything else is replaced by a random UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}
