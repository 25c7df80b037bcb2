import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { sellers } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { clientNetwork } from '../lib/client-network.ts';
import { findSession, type Caller, type Role } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/** onRequest hook (before body validation): 401 without a valid session, 403 when the session's role may not call the route. */
export function requireRole(db: Database, ...roles: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request);
    const subject = token ? await findSession(db, token) : null;
    if (!subject) throw new AppError('unauthorized');
    if (!roles.includes(subject.role)) throw new AppError('forbidden');
    request.caller = { ...subject, network: clientNetwork(request.ip) };
  };
}

/**
 * The options every route for signed-in callers declares, made in one place so that the check and the OpenAPI
 * document cannot disagree: the requireRole hook for `roles`, and the module's tag and the bearer scheme. The
 * route adds what only it knows (description, schemas).
 */
export function signedInRoute(db: Database, tag: string, ...roles: Role[]) {
  const onRequest = requireRole(db, ...roles);
  return <S extends FastifySchema>(schema: S) => ({
    onRequest,
    schema: { tags: [tag], security: [{ bearer: [] }], ...schema },
  });
}

/**
 * signedInRoute for the organiser in person (docs/decisions/0035): payouts, the payment account, the payout schedule
 * and the organiser's own account (its password and details) and co-organisers. A co-organiser's session gets 403
 * here, and the service checks again (assertOrganiserInPerson) whatever reaches it.
 */
export function organiserInPersonRoute(db: Database, tag: string) {
  const signedIn = requireRole(db, 'contactperson');
  const onRequest = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await signedIn(request, reply);
    assertOrganiserInPerson(callerOf(request));
  };
  return <S extends FastifySchema>(schema: S) => ({
    onRequest,
    schema: { tags: [tag], security: [{ bearer: [] }], ...schema },
  });
}

/**
 * onRequest hook for calls that are public in one form and need a session in another (register-new-seller):
 * notes a valid session's caller and lets everyone through; the handler decides.
 */
export function identifyCaller(db: Database) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request);
    const subject = token ? await findSession(db, token) : null;
    request.caller = subject && { ...subject, network: clientNetwork(request.ip) };
  };
}

/** The caller a requireRole preHandler has established. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('unauthorized');
  return request.caller;
}

/** The bearer token of a call a requireRole hook has let through: the session the caller is using. */
export function sessionTokenOf(request: FastifyRequest): string {
  const token = bearerToken(request);
  if (!token) throw new AppError('unauthorized');
  return token;
}

/*
 * Ownership rules (ARCHITECTURE §3). Services call these, so each module checks ownership in one place
 * whatever route or job reaches it; the requireRole hook in front only answers 401/403 early.
 */

/** A contact person acts only on its own webshop. */
export function assertContactPersonOf(caller: Caller, webshopId: number): void {
  if (caller.role !== 'contactperson' || caller.webshopId !== webshopId) throw new AppError('forbidden');
}

/** The organiser itself, not a co-organiser: payouts and the organiser's own account (docs/decisions/0035). */
export function assertOrganiserInPerson(caller: Caller): void {
  if (caller.role !== 'contactperson' || caller.coOrganiserId !== undefined) throw new AppError('forbidden');
}

/** The webshop an organiser's call acts on when the call names none: the caller's own. */
export function organisersWebshop(caller: Caller): number {
  if (caller.role !== 'contactperson') throw new AppError('forbidden');
  return caller.webshopId;
}

/** A seller's own data: the seller itself, or the organiser of the seller's webshop. */
export function assertSellerAccess(caller: Caller, seller: { id: number; webshopId: number }): void {
  const own = caller.role === 'seller' && caller.sellerId === seller.id;
  const organiser = caller.role === 'contactperson' && caller.webshopId === seller.webshopId;
  if (!own && !organiser) throw new AppError('forbidden');
}

/**
 * The webshop of an organiser's call that SPEC sends with a seller id (lock, payout): the caller's own, and a
 * named seller must be a participant of it.
 */
export async function organisersWebshopNamingSeller(
  db: Executor,
  caller: Caller,
  sellerId: number | null | undefined,
): Promise<number> {
  const webshopId = organisersWebshop(caller);
  if (sellerId === undefined || sellerId === null) return webshopId;
  const [seller] = await db
    .select({ webshopId: sellers.webshopId })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .limit(1);
  if (!seller) throw new AppError('forbidden');
  assertContactPersonOf(caller, seller.webshopId);
  return webshopId;
}
