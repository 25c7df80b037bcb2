import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** 127.0.0.0/8, ::1, and IPv4 loopback as a dual-stack socket reports it (::ffff:127.x.x.x). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4) || address === '::1';
}

/**
 * Headers by which a proxy says it passes a request on for someone else (RFC 7239's Forwarded, Via, the X-Forwarded-*
 * family, nginx's X-Real-IP and the CDNs' own). Node gives header names in lower case.
 */
const FORWARDING_HEADERS = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
]);

const isForwardingHeader = (name: string) => FORWARDING_HEADERS.has(name) || name.startsWith('x-forwarded-');

/**
 * Whether a request comes from this machine itself: the one rule of the development routes (/dev/*, the outbox API,
 * the simulated provider's pages) and of a token-less /metrics scrape. The TCP peer must be the loopback, and the
 * request must carry no forwarding header: a reverse proxy on this machine makes every visitor's peer the loopback,
 * and says so only in such a header (whatever TRUST_PROXY_HOPS says, and though a client can write one too: a
 * header can only refuse). request.ip differs from the peer only by X-Forwarded-For, which already refuses.
 */
export function isLocalRequest(request: Pick<FastifyRequest, 'headers' | 'socket'>): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && !Object.keys(request.headers).some(isForwardingHeader);
}

/**
 * onRequest hook of the development routes: they hand out every password and login code, so they answer only this
 * machine (isLocalRequest) and are a plain 404 to anyone else.
 */
export async function loopbackOnly(request: FastifyRequest): Promise<void> {
  if (!isLocalRequest(request)) throw new AppError('not-found');
}
