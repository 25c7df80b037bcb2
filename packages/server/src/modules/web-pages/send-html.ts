import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Every page may change with a deploy or a sale: the browser asks each time, and the ETag makes that a 304. */
export const HTML_CACHE_CONTROL = 'no-cache';

export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match holds this tag (a list, weak tags and `*` included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

type Encoding = 'br' | 'gzip';

function compress(body: string, encoding: Encoding): Buffer {
  // A moderate brotli level: a page is compressed per request, in well under a millisecond at this size.
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });
}

/**
 * Sends a page with its ETag (304 when the browser has it), compressed as the browser accepts. `vary` names the
 * request headers the page depends on.
 */
export function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  status = 200,
  vary = 'Accept-Encoding',
): FastifyReply {
  const etag = etagOf(html);
  void reply
    .header('cache-control', HTML_CACHE_CONTROL)
    .header('vary', vary)
    .header('etag', etag)
    .type('text/html; charset=utf-8');
  if (status === 200 && matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate<Encoding>(accepted, ['br', 'gzip']) : null;
  if (!encoding) return reply.status(status).send(html);
  return reply.status(status).header('content-encoding', encoding).send(compress(html, encoding));
}
