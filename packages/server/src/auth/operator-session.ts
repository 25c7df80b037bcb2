import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { OPERATOR_SESSION_HOURS, type OperatorRole } from '@fundshop/core';
import type { Executor } from '../db/client.ts';
import { operators, sessions } from '../db/schema.ts';
import { randomToken, sha256 } from '../lib/crypto.ts';
import { operatorSessionIdle } from './session.ts';

/** The operator a session or an API key acts for (docs/decisions/0031). */
export interface OperatorAccount {
  operatorId: number;
  email: string;
  role: OperatorRole;
}

/** Opens an operator's session (12 hours at most, 30 minutes without a call end it); only the token's hash is kept. */
export async function createOperatorSession(db: Executor, operatorId: number): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    role: 'operator',
    operatorId,
    expiresAt: sql`now() + ${OPERATOR_SESSION_HOURS} * interval '1 hour'`,
  });
  return token;
}

/**
 * The operator of a live session, whose last call is moved to now in the same statement: a session idle for
 * OPERATOR_IDLE_MINUTES, past its 12 hours or of an operator not enrolled (any more) finds nothing.
 */
export async function findOperatorSession(db: Executor, token: string): Promise<OperatorAccount | null> {
  const [touched] = await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        eq(sessions.role, 'operator'),
        gt(sessions.expiresAt, sql`now()`),
        sql`not (${operatorSessionIdle})`,
      ),
    )
    .returning({ operatorId: sessions.operatorId });
  if (!touched?.operatorId) return null;
  const [operator] = await db
    .select({ operatorId: operators.id, email: operators.email, role: operators.role })
    .from(operators)
    .where(and(eq(operators.id, touched.operatorId), isNotNull(operators.enrolledAt)));
  return operator ?? null;
}
