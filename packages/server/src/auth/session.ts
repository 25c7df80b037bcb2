import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { OPERATOR_IDLE_MINUTES, type AccountRole } from '@fundshop/core';
import type { Executor } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { randomToken, sha256 } from '../lib/crypto.ts';

export type Role = AccountRole;

/**
 * Whom a group's session belongs to: the organiser of a webshop (or one of its co-organisers, who acts as the
 * organiser except on payouts and the organiser's own account: docs/decisions/0035), or one of its sellers.
 */
export type SessionSubject =
  | { role: 'contactperson'; webshopId: number; sellerId: null; coOrganiserId?: number }
  | { role: 'seller'; webshopId: number; sellerId: number };

/**
 * A signed-in caller of a group's route: its session's subject and the network the call came from
 * (lib/client-network.ts), which the audit trail records for the acts that move money or people.
 */
export type Caller = SessionSubject & { network: string };

const SESSION_DAYS = 30;

/** An operator's session without a call for OPERATOR_IDLE_MINUTES has ended (docs/decisions/0031). */
export const operatorSessionIdle = sql`${sessions.lastSeenAt} < now() - ${OPERATOR_IDLE_MINUTES} * interval '1 minute'`;

/** Opens a session and returns its bearer token; only the token's hash is stored. */
export async function createSession(db: Executor, caller: SessionSubject): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    role: caller.role,
    webshopId: caller.webshopId,
    sellerId: caller.sellerId,
    coOrganiserId: caller.role === 'contactperson' ? (caller.coOrganiserId ?? null) : null,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000),
  });
  return token;
}

/** A group's session (an operator's token is no key to a group's routes: auth/operator-session.ts). */
export async function findSession(db: Executor, token: string): Promise<SessionSubject | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, new Date()), ne(sessions.role, 'operator')),
    )
    .limit(1);
  if (!row?.webshopId) return null;
  if (row.role === 'seller') {
    if (row.sellerId === null) return null;
    return { role: 'seller', webshopId: row.webshopId, sellerId: row.sellerId };
  }
  if (row.coOrganiserId !== null) {
    return { role: 'contactperson', webshopId: row.webshopId, sellerId: null, coOrganiserId: row.coOrganiserId };
  }
  return { role: 'contactperson', webshopId: row.webshopId, sellerId: null };
}

export async function revokeSession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

/** Ends every session of a seller, so removal takes effect at once (ARCHITECTURE §3). */
export async function revokeSellerSessions(db: Executor, sellerId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sellerId, sellerId));
}

/**
 * Ends every session of a webshop's organiser but the one in `keepToken` (none: all of them): after a password change
 * or reset nobody who knew the old password stays logged in, while the organiser who changed it carries on.
 * Co-organisers log in with passwords of their own and keep their sessions.
 */
export async function revokeOtherOrganiserSessions(
  db: Executor,
  webshopId: number,
  keepToken: string | null,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.role, 'contactperson'),
        eq(sessions.webshopId, webshopId),
        isNull(sessions.coOrganiserId),
        keepToken === null ? undefined : ne(sessions.tokenHash, sha256(keepToken)),
      ),
    );
}

/** Ends every session of a webshop's organiser: an email change was undone, so whoever made it is out (decision 0019). */
export async function revokeOrganiserSessions(db: Executor, webshopId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.role, 'contactperson'), eq(sessions.webshopId, webshopId)));
}

/** Removes sessions past their end, and operators' sessions left idle (both are ignored already); answers how many. */
export async function deleteExpiredSessions(db: Executor): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date()), and(eq(sessions.role, 'operator'), operatorSessionIdle)))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}
