import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { sha256 } from '../lib/crypto.ts';
import { bearerToken } from './guard.ts';

/**
 * The operators' API guard (payouts, refunds): the bearer token must be OPERATOR_TOKEN, compared in constant time
 * over its SHA-256 so neither its length nor its content leaks through timing.
 */
export function operatorGuard(operatorToken: string) {
  const expected = Buffer.from(sha256(operatorToken));
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token || !timingSafeEqual(Buffer.from(sha256(token)), expected)) throw new AppError('unauthorized');
  };
}
