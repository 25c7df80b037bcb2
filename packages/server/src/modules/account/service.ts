import { timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  MSG,
  type loginContactPersonRequest,
  type LoginContactPersonResponse,
  type loginSellerRequest,
  type LoginSellerResponse,
} from '@fundshop/core';
import type { z } from 'zod';
import { createSession, revokeSession } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import { contactPersons, sellers, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { verifyPassword } from '../../lib/crypto.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { consumeRateLimit, refundRateLimit, resetRateLimit, type RateLimit } from '../../lib/rate-limit.ts';

/** Per client address: enough for a school sharing one network, not for guessing. */
export const LOGIN_LIMIT_PER_CLIENT: RateLimit = { limit: 30, windowSeconds: 15 * 60 };
/** Per webshop id: a password is 12 random characters, so 10 tries per 15 minutes guess nothing. */
export const LOGIN_LIMIT_PER_ACCOUNT: RateLimit = { limit: 10, windowSeconds: 15 * 60 };

export async function loginContactPerson(
  ctx: AppContext,
  input: z.output<typeof loginContactPersonRequest>,
  clientIp: string,
): Promise<LoginContactPersonResponse> {
  await consumeRateLimit(ctx.db, `login-contactperson-client:${clientIp}`, LOGIN_LIMIT_PER_CLIENT);
  if (!/^\d{1,9}$/.test(input.webShopId)) throw new AppError('error-username');
  const webshopId = Number(input.webShopId);
  const accountKey = `login-contactperson-account:${webshopId}`;
  await consumeRateLimit(ctx.db, accountKey, LOGIN_LIMIT_PER_ACCOUNT);

  const [row] = await ctx.db
    .select({ person: contactPersons, registrationKey: webshops.sellerRegistrationKey })
    .from(contactPersons)
    .innerJoin(webshops, eq(webshops.id, contactPersons.webshopId))
    .where(eq(contactPersons.webshopId, webshopId))
    .limit(1);
  if (!row) throw new AppError('error-username');
  if (!(await verifyPassword(input.password, row.person.passwordHash))) throw new AppError('error-password');

  // A password change holds this row's lock while it ends the other sessions: FOR SHARE waits for it, and a hash
  // that changed since the check means the password given is no longer valid (no session outlives the change).
  const accessToken = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ passwordHash: contactPersons.passwordHash })
      .from(contactPersons)
      .where(eq(contactPersons.webshopId, webshopId))
      .for('share');
    if (current?.passwordHash !== row.person.passwordHash) throw new AppError('error-password');
    return createSession(tx, { role: 'contactperson', webshopId, sellerId: null });
  });
  await resetRateLimit(ctx.db, accountKey);
  return {
    responseMessage: 'ok',
    customerFullName: `${row.person.firstName} ${row.person.lastName}`,
    accessToken,
    sellerRegistrationKey: row.registrationKey,
    webShopId: webshopId,
  };
}

/**
 * Seller login limits (docs/decisions/0002-seller-login-codes.md). Every attempt is counted before the code
 * is checked, so parallel requests cannot overshoot; an attempt with the right code is given back, so only
 * wrong guesses use the budget.
 */
/** Wrong seller logins per client network (IPv4 address or IPv6 /64): 80 guesses an hour. */
export const SELLER_LOGIN_LIMIT_PER_NETWORK: RateLimit = { limit: 20, windowSeconds: 15 * 60 };
/** Wrong codes per seller email, from any network; reset by a successful login. */
export const SELLER_LOGIN_LIMIT_PER_EMAIL: RateLimit = { limit: 10, windowSeconds: 15 * 60 };
/**
 * Wrong link logins (code alone) across the whole platform: 4,000 guesses an hour however many networks an
 * attacker has. Beyond it code-alone login pauses until the window ends; email + code login and existing
 * sessions keep working.
 */
export const LINK_LOGIN_LIMIT_GLOBAL: RateLimit = { limit: 1000, windowSeconds: 15 * 60 };
export const LINK_LOGIN_GLOBAL_KEY = 'login-seller-link:global';

/** Codes are upper case from an unambiguous alphabet; accept them typed in lower case or with spaces. */
export function normalizeLoginCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * POST /api/account/login-seller: email + login code, or the code alone (the ?inloggningskod= link).
 * Unknown email: error-email; wrong code: error-password ('Login link invalid' on link login); a removed
 * seller: seller-inactive (only after the right code, so removal is not revealed to guessers).
 */
export async function loginSeller(
  ctx: AppContext,
  input: z.output<typeof loginSellerRequest>,
  clientIp: string,
): Promise<LoginSellerResponse> {
  const networkKey = `login-seller-network:${clientNetwork(clientIp)}`;
  await consumeRateLimit(ctx.db, networkKey, SELLER_LOGIN_LIMIT_PER_NETWORK);
  const email = input.loginEmail;
  const accountKey = email ? `login-seller-email:${email.toLowerCase()}` : LINK_LOGIN_GLOBAL_KEY;
  await consumeRateLimit(ctx.db, accountKey, email ? SELLER_LOGIN_LIMIT_PER_EMAIL : LINK_LOGIN_LIMIT_GLOBAL);

  const codeHmac = ctx.secrets.hmac(normalizeLoginCode(input.loginPassword));
  const [found] = await ctx.db
    .select({ id: sellers.id, codeHmac: sellers.loginCodeHmac })
    .from(sellers)
    .where(email ? eq(sql`lower(${sellers.email})`, email.toLowerCase()) : eq(sellers.loginCodeHmac, codeHmac))
    .limit(1);
  if (!found) {
    throw email ? new AppError('error-email') : new AppError('error-password', { message: MSG.loginLinkInvalid });
  }
  if (!sameText(found.codeHmac, codeHmac)) throw new AppError('error-password');

  // The right code is not a guess: give the attempt back.
  await refundRateLimit(ctx.db, networkKey);
  if (email) await resetRateLimit(ctx.db, accountKey);
  else await refundRateLimit(ctx.db, accountKey);

  // FOR SHARE waits for a removal in progress (which holds the row lock and revokes sessions).
  return ctx.db.transaction(async (tx) => {
    const [seller] = await tx
      .select({ id: sellers.id, webshopId: sellers.webshopId, name: sellers.name, isActive: sellers.isActive })
      .from(sellers)
      .where(eq(sellers.id, found.id))
      .for('share');
    if (!seller) throw new AppError('error-password');
    if (!seller.isActive) throw new AppError('seller-inactive');
    const accessToken = await createSession(tx, { role: 'seller', webshopId: seller.webshopId, sellerId: seller.id });
    return { responseMessage: 'ok' as const, sellerId: seller.id, sellerName: seller.name, accessToken };
  });
}

/** Ends the caller's session; without a token there is nothing to end, and that is not an error. */
export async function logout(ctx: AppContext, token: string | null): Promise<void> {
  if (token) await revokeSession(ctx.db, token);
}
