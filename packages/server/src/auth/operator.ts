import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { OPERATOR_MSG, type OperatorRole } from '@fundshop/core';
import type { Database } from '../db/client.ts';
import { operatorApiKeys, operators } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { clientNetwork } from '../lib/client-network.ts';
import { sha256 } from '../lib/crypto.ts';
import { bearerToken } from './guard.ts';
import { findOperatorSession, type OperatorAccount } from './operator-session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorCaller | null;
  }
}

/** Every operator API key starts so: a bearer token is told from a session's at a glance (and in a leak scanner). */
export const API_KEY_PREFIX = 'fsk_';

/** An operator calling the operator API: through a signed-in session, or an API key an admin made for it. */
export interface OperatorCaller extends OperatorAccount {
  /** The API key used, or null for a session. */
  apiKeyId: number | null;
  network: string;
}

/** The operator of a live (not revoked) API key; its last use is recorded. */
async function findApiKey(db: Database, key: string): Promise<(OperatorAccount & { apiKeyId: number }) | null> {
  const [row] = await db
    .update(operatorApiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(operatorApiKeys.keyHash, sha256(key)), isNull(operatorApiKeys.revokedAt)))
    .returning({ apiKeyId: operatorApiKeys.id, operatorId: operatorApiKeys.operatorId });
  if (!row) return null;
  const [operator] = await db
    .select({ email: operators.email, role: operators.role })
    .from(operators)
    .where(and(eq(operators.id, row.operatorId), isNotNull(operators.enrolledAt)));
  return operator ? { ...row, ...operator } : null;
}

export interface OperatorAccess {
  /** The roles that may call; by default both. */
  roles?: readonly OperatorRole[];
  /** Only a signed-in operator, not an API key (making and revoking keys, the operators' list). */
  sessionOnly?: boolean;
}

/**
 * onRequest hook of the operator API: 401 without a live session or key (an organiser's or seller's session is none),
 * 403 for a role the route does not allow or for an API key on a session-only route.
 */
export function requireOperator(db: Database, access: OperatorAccess = {}) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw new AppError('unauthorized');
    const viaKey = token.startsWith(API_KEY_PREFIX);
    const account = viaKey
      ? await findApiKey(db, token)
      : await findOperatorSession(db, token).then((found) => found && { ...found, apiKeyId: null });
    if (!account)
      throw new AppError('unauthorized', { message: viaKey ? OPERATOR_MSG.apiKeyUnknown : OPERATOR_MSG.sessionEnded });
    if (access.roles && !access.roles.includes(account.role)) {
      throw new AppError('forbidden', { message: OPERATOR_MSG.adminOnly });
    }
    if (access.sessionOnly && viaKey) throw new AppError('forbidden', { message: OPERATOR_MSG.sessionOnly });
    request.operator = { ...account, network: clientNetwork(request.ip) };
  };
}

/** The hook and the OpenAPI facts of an operator route, made in one place so the two cannot disagree. */
export function operatorRoute(db: Database, access: OperatorAccess = {}) {
  const onRequest = requireOperator(db, access);
  return <S extends FastifySchema>(schema: S) => ({
    onRequest,
    schema: { tags: ['operator'], security: [{ operator: [] }], ...schema },
  });
}

/** The operator a requireOperator hook has let through. */
export function operatorOf(request: FastifyRequest): OperatorCaller {
  if (!request.operator) throw new AppError('unauthorized');
  return request.operator;
}

/** Admin only. */
export const ADMIN: readonly OperatorRole[] = ['admin'];

/** Operator answers are about people and money: no cache keeps them (added to each operator plugin). */
export async function answerNoStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  void reply.header('cache-control', 'no-store');
}
