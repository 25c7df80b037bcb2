import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG, type ApiError, type ErrorCode } from '@fundshop/core';

/** `http://authority/path?query` or `https://...`: a request target in absolute form (RFC 9112 §3.2.2). */
const ABSOLUTE_FORM = /^(https?):\/\/([^/?#]*)([/?][^#]*)?$/i;

/** host[:port] as URL writes it (lower case, no default port), or undefined for one with user info or none at all. */
function hostOf(scheme: string, authority: string): string | undefined {
  if (authority === '' || authority.includes('@')) return undefined;
  try {
    return new URL(`${scheme.toLowerCase()}://${authority}`).host;
  } catch {
    return undefined;
  }
}

/**
 * Fastify's rewriteUrl. A server must accept a request target in absolute form (`GET http://host/path HTTP/1.1`,
 * RFC 9112 §3.2.2); the router finds its route, but every hook and page reads request.url as a path ('/api/...',
 * the page's address). So a target naming PUBLIC_URL's host becomes its origin form, path and query as they came.
 * Any other target (another host, user info, `*`) is left as it is, for refuseMalformedRequest.
 */
export function originFormOf(publicUrl: string): (request: IncomingMessage) => string {
  const ourHost = new URL(publicUrl).host;
  return (request) => {
    const target = request.url ?? '/';
    if (target.startsWith('/')) return target;
    const [, scheme = '', authority = '', rest = ''] = ABSOLUTE_FORM.exec(target) ?? [];
    if (hostOf(scheme, authority) !== ourHost) return target;
    return rest.startsWith('/') ? rest : `/${rest}`;
  };
}

/**
 * onRequest hook, before any other: a request this server cannot answer as asked is a 400 that closes the connection,
 * never a 5xx: a target still not a path after originFormOf (absolute form naming another host, the asterisk form),
 * and an HTTP/0.9 request (a request line without a version, or naming 0.9), which Node parses and would answer as
 * HTTP/1.1.
 */
export async function refuseMalformedRequest(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (request.raw.httpVersionMajor >= 1 && request.url.startsWith('/')) return undefined;
  const body: ApiError = { responseMessage: 'bad-request' satisfies ErrorCode, message: MSG.badRequest };
  return reply.status(400).header('connection', 'close').send(body);
}
