import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** 127.0.0.0/8, ::1, and IPv4 loopback as a dual-stack socket reports it (::ffff:127.x.x.x). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4) || address === '::1';
}

/**
 * onRequest hook of the development routes (/dev/*, the outbox API, the simulated provider): they hand out every
 * password and login code, so they answer only this machine and are a plain 404 to anyone else. The TCP peer
 * (request.socket.remoteAddress) decides, not X-Forwarded-For: that header is whatever the client wrote unless a
 * trusted proxy set it, and TRUST_PROXY_HOPS can be set where no proxy is. A trusted proxy's forwarded address
 * (request.ip) can only refuse as well: a proxy on this machine makes every peer look local.
 */
export async function loopbackOnly(request: FastifyRequest): Promise<void> {
  if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackAddress(request.ip)) {
    throw new AppError('not-found');
  }
}
