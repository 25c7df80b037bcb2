import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
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

/**
 * Organiser login limits (docs/decisions/0010-login-limits.md). Wrong passwords are counted per (account, network),
 * per network and per account; the right password is given its attempts back. A stranger on another network can
 * therefore not lock the owner out: only an attack from very many networks reaches the per-account ceiling.
 */
/** Wrong attempts from one network against one webshop id. */
export const LOGIN_LIMIT_PER_ACCOUNT_AND_NETWORK: RateLimit = { limit: 10, windowSeconds: 15 * 60 };
/** Wrong attempts from one network across webshop ids: enough for a school sharing one network, not for guessing. */
export const LOGIN_LIMIT_PER_NETWORK: RateLimit = { limit: 30, windowSeconds: 15 * 60 };
/** Wrong attempts against one webshop id from every network together: 28,800 a day, next to 31^12 passwords. */
export const LOGIN_LIMIT_PER_ACCOUNT: RateLimit = { limit: 300, windowSeconds: 15 * 60 };

export async function loginContactPerson(
  ctx: AppContext,
  input: z.output<typeof loginContactPersonRequest>,
  clientIp: string,
): Promise<LoginContactPersonResponse> {
  const network = clientNetwork(clientIp);
  const networkKey = `login-contactperson-network:${network}`;
  await consumeRateLimit(ctx.db, networkKey, LOGIN_LIMIT_PER_NETWORK);
  if (!/^\d{1,9}$/.test(input.webShopId)) throw new AppError('error-username');
  const webshopId = Number(input.webShopId);
  const pairKey = `login-contactperson-account-network:${webshopId}:${network}`;
  const accountKey = `login-contactperson-account:${webshopId}`;
  await consumeRateLimit(ctx.db, pairKey, LOGIN_LIMIT_PER_ACCOUNT_AND_NETWORK);
  await consumeRateLimit(ctx.db, accountKey, LOGIN_LIMIT_PER_ACCOUNT);

  const [row] = await ctx.db
    .select({ person: contactPersons, registrationKey: webshops.sellerRegistrationKey })
    .from(contactPersons)
    .innerJoin(webshops, eq(webshops.id, contactPersons.webshopId))
    .where(eq(contactPersons.webshopId, webshopId))
    .limit(1);
  if (!row) throw new AppError('error-username');
  if (!(await verifyPassword(input.password, row.person.passwordHash))) {
    // Counted where the owner will see it at the next login.
    await ctx.db
      .update(contactPersons)
      .set({ failedLogins: sql`${contactPersons.failedLogins} + 1`, lastFailedLoginAt: sql`now()` })
      .where(eq(contactPersons.id, row.person.id));
    throw new AppError('error-password');
  }

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
  // The right password is not a guess.
  await resetRateLimit(ctx.db, pairKey);
  await refundRateLimit(ctx.db, networkKey);
  await refundRateLimit(ctx.db, accountKey);
  await ctx.db
    .update(contactPersons)
    .set({ failedLogins: 0, lastFailedLoginAt: null })
    .where(eq(contactPersons.id, row.person.id));
  return {
    responseMessage: 'ok',
    customerFullName: `${row.person.firstName} ${row.person.lastName}`,
    accessToken,
    sellerRegistrationKey: row.registrationKey,
    webShopId: webshopId,
    failedLoginAttempts: row.person.failedLogins,
    lastFailedLoginAt: row.person.lastFailedLoginAt?.toISOString() ?? null,
  };
}

/**
 * Checks a signed-in organiser's current password before its password or email changes (decision 0019). Counted on
 * the very keys and limits of loginContactPerson (keep the two in step), so a session guesses no faster than the
 * login form: a wrong password is 401 'error-password' and reported to the owner at the next login, the right one
 * gives its attempts back. Answers the hash it verified, for the caller to find unchanged under its row lock.
 */
export async function verifyOrganiserPassword(
  ctx: AppContext,
  webshopId: number,
  password: string,
  clientIp: string,
): Promise<string> {
  const network = clientNetwork(clientIp);
  const networkKey = `login-contactperson-network:${network}`;
  const pairKey = `login-contactperson-account-network:${webshopId}:${network}`;
  const accountKey = `login-contactperson-account:${webshopId}`;
  await consumeRateLimit(ctx.db, networkKey, LOGIN_LIMIT_PER_NETWORK);
  await consumeRateLimit(ctx.db, pairKey, LOGIN_LIMIT_PER_ACCOUNT_AND_NETWORK);
  await consumeRateLimit(ctx.db, accountKey, LOGIN_LIMIT_PER_ACCOUNT);
  const [person] = await ctx.db
    .select({ passwordHash: contactPersons.passwordHash })
    .from(contactPersons)
    .where(eq(contactPersons.webshopId, webshopId))
    .limit(1);
  if (!person) throw new AppError('not-found');
  if (!(await verifyPassword(password, person.passwordHash))) {
    await ctx.db
      .update(contactPersons)
      .set({ failedLogins: sql`${contactPersons.failedLogins} + 1`, lastFailedLoginAt: sql`now()` })
      .where(eq(contactPersons.webshopId, webshopId));
    throw new AppError('error-password', { fieldErrors: { currentPassword: MSG.passwordIncorrect } });
  }
  await resetRateLimit(ctx.db, pairKey);
  await refundRateLimit(ctx.db, networkKey);
  await refundRateLimit(ctx.db, accountKey);
  return person.passwordHash;
}

/**
 * Seller login limits (docs/decisions/0002-seller-login-codes.md, 0010-login-limits.md). Every attempt is counted
 * before the code is checked, so parallel requests cannot overshoot; the right code is given its attempts back, so
 * only wrong guesses use the budget. An email login is counted per (email, network) and per email, never per network:
 * a stranger on the school's network can not lock the others out.
 */
/** Wrong codes for one email from one network. */
export const SELLER_LOGIN_LIMIT_PER_EMAIL_AND_NETWORK: RateLimit = { limit: 10, windowSeconds: 15 * 60 };
/** Wrong codes for one email from every network together (a distributed attack): 9,600 a day against 31^12. */
export const SELLER_LOGIN_LIMIT_PER_EMAIL: RateLimit = { limit: 100, windowSeconds: 15 * 60 };
/** Wrong link logins (code alone) per client network (IPv4 address or IPv6 /64): 80 guesses an hour. */
export const SELLER_LOGIN_LIMIT_PER_NETWORK: RateLimit = { limit: 20, windowSeconds: 15 * 60 };
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
  const network = clientNetwork(clientIp);
  const email = input.loginEmail?.toLowerCase() ?? '';
  // Email login: per (email, network) and per email. Link login: per network and platform-wide.
  const keys: [string, RateLimit][] = email
    ? [
        [`login-seller-email-network:${email}:${network}`, SELLER_LOGIN_LIMIT_PER_EMAIL_AND_NETWORK],
        [`login-seller-email:${email}`, SELLER_LOGIN_LIMIT_PER_EMAIL],
      ]
    : [
        [`login-seller-network:${network}`, SELLER_LOGIN_LIMIT_PER_NETWORK],
        [LINK_LOGIN_GLOBAL_KEY, LINK_LOGIN_LIMIT_GLOBAL],
      ];
  for (const [key, limit] of keys) await consumeRateLimit(ctx.db, key, limit);

  const codeHmac = ctx.secrets.hmac(normalizeLoginCode(input.loginPassword));
  const [found] = await ctx.db
    .select({ id: sellers.id, codeHmac: sellers.loginCodeHmac })
    .from(sellers)
    .where(email ? eq(sql`lower(${sellers.email})`, email) : eq(sellers.loginCodeHmac, codeHmac))
    .limit(1);
  if (!found) {
    throw email ? new AppError('error-email') : new AppError('error-password', { message: MSG.loginLinkInvalid });
  }
  if (!sameText(found.codeHmac, codeHmac)) throw new AppError('error-password');

  // The right code is not a guess: give the attempts back, and the owner's own (email, network) starts afresh.
  if (email) await resetRateLimit(ctx.db, keys[0]![0]);
  for (const [key] of email ? keys.slice(1) : keys) await refundRateLimit(ctx.db, key);

  // FOR SHARE waits for a removal in progress (which holds the row lock and revokes sessions).
  const session = await ctx.db.transaction(async (tx) => {
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
  // The code came by mail (or from the organiser): from now on the seller may see the organiser's contact details
  // (decision 0019). After the transaction, as an UPDATE under its FOR SHARE would deadlock two first logins of one
  // seller at the same moment (a link opened twice).
  await ctx.db
    .update(sellers)
    .set({ contactDetailsVisibleAt: sql`now()` })
    .where(and(eq(sellers.id, session.sellerId), isNull(sellers.contactDetailsVisibleAt)));
  return session;
}

/** Ends the caller's session; without a token there is nothing to end, and that is not an error. */
export async function logout(ctx: AppContext, token: string | null): Promise<void> {
  if (token) await revokeSession(ctx.db, token);
}
