import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  MSG,
  isEmail,
  type loginContactPersonRequest,
  type LoginContactPersonResponse,
  type loginSellerRequest,
  type LoginSellerResponse,
  type Language,
} from '@fundshop/core';
import type { z } from 'zod';
import { createSession, revokeSession } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import { contactPersons, sellers, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { loginCoOrganiser } from '../co-organiser/service.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword, UNAMBIGUOUS } from '../../lib/crypto.ts';
import { clientNetworks } from '../../lib/client-network.ts';
import { consumePerNetwork, countLoginAttempt, LOGIN_WINDOW_SECONDS, OWNER_TYPOS } from '../../lib/login-limits.ts';
import {
  countAttempt,
  refundRateLimit,
  refuseOverLimit,
  resetRateLimit,
  type RateLimit,
} from '../../lib/rate-limit.ts';

/**
 * One organiser password attempt, counted like a login and checked. An unknown id throws `wrong()` like a wrong
 * password, after the same scrypt work and the same writes, so ids can not be told apart. The right password gives
 * its attempts back and the owner's networks start afresh at this account.
 */
async function checkOrganiserPassword(
  ctx: AppContext,
  webshopId: number,
  password: string,
  clientIp: string,
  wrong: () => AppError,
) {
  const attempt = await countLoginAttempt(ctx.db, 'contactperson', webshopId, clientIp);

  const [row] = await ctx.db
    .select({
      person: contactPersons,
      registrationKey: webshops.sellerRegistrationKey,
      groupLanguage: webshops.language,
    })
    .from(contactPersons)
    .innerJoin(webshops, eq(webshops.id, contactPersons.webshopId))
    .where(eq(contactPersons.webshopId, webshopId))
    .limit(1);
  const passwordMatches = await verifyPassword(password, row?.person.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!row || !passwordMatches) {
    // Counted where the owner will see it at the next login.
    await ctx.db
      .update(contactPersons)
      .set({ failedLogins: sql`${contactPersons.failedLogins} + 1`, lastFailedLoginAt: sql`now()` })
      .where(eq(contactPersons.webshopId, webshopId));
    throw wrong();
  }
  await attempt.succeeded();
  return row;
}

export async function loginContactPerson(
  ctx: AppContext,
  input: z.output<typeof loginContactPersonRequest>,
  clientIp: string,
): Promise<LoginContactPersonResponse> {
  // An email in the ID field is a co-organiser's login (docs/decisions/0035).
  if (isEmail(input.webShopId)) return loginCoOrganiser(ctx, input.webShopId, input.password, clientIp);
  // Only an ID that can not be one (ids are serial numbers) is 'ID is incorrect': it tells nothing about accounts.
  if (!/^\d{1,9}$/.test(input.webShopId)) throw new AppError('error-username');
  const webshopId = Number(input.webShopId);
  const row = await checkOrganiserPassword(
    ctx,
    webshopId,
    input.password,
    clientIp,
    () => new AppError('error-password'),
  );

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
    isCoOrganiser: false,
    language: row.person.language ?? row.groupLanguage,
  };
}

/**
 * Checks a signed-in organiser's current password before its password or email changes (decision 0019). Counted on
 * the very keys and limits of loginContactPerson (checkOrganiserPassword), so a session guesses no faster than the
 * login form: a wrong password is 401 'error-password' and reported to the owner at the next login, the right one
 * gives its attempts back. Answers the hash it verified, for the caller to find unchanged under its row lock.
 */
export async function verifyOrganiserPassword(
  ctx: AppContext,
  webshopId: number,
  password: string,
  clientIp: string,
): Promise<string> {
  const wrong = () => new AppError('error-password', { fieldErrors: { currentPassword: MSG.passwordIncorrect } });
  return (await checkOrganiserPassword(ctx, webshopId, password, clientIp, wrong)).person.passwordHash;
}

/**
 * Seller limits (docs/decisions/0018). An email login is counted per (email, network) and per email, never per
 * network: a stranger on the school's network can not stop the others logging in with their email.
 */
/** Wrong codes for one email from one network. */
export const SELLER_LOGIN_LIMIT_PER_EMAIL_AND_NETWORK: RateLimit = { limit: 10, windowSeconds: LOGIN_WINDOW_SECONDS };
/** Wrong codes for one email from every network together; refuses only networks that have been guessing. */
export const SELLER_LOGIN_LIMIT_PER_EMAIL: RateLimit = { limit: 100, windowSeconds: LOGIN_WINDOW_SECONDS };
/** Wrong link logins (code alone) per client network: 80 guesses an hour. */
export const SELLER_LOGIN_LIMIT_PER_NETWORK: RateLimit = { limit: 20, windowSeconds: LOGIN_WINDOW_SECONDS };
/**
 * Wrong link logins per code prefix (its first LINK_LOGIN_PREFIX_LENGTH characters, 31^2 = 961 buckets), from
 * networks that have already sent a wrong link code in the window: at most 9,610 such guesses per window in all.
 */
export const LINK_LOGIN_LIMIT_PER_PREFIX: RateLimit = { limit: 10, windowSeconds: LOGIN_WINDOW_SECONDS };
export const LINK_LOGIN_PREFIX_LENGTH = 2;

/** Codes are upper case from an unambiguous alphabet; accept them typed in lower case or with spaces. */
export function normalizeLoginCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** The prefix bucket of a link code; a code that can not exist (not from the alphabet) shares one bucket. */
export function linkLoginPrefixKey(code: string): string {
  const prefix = normalizeLoginCode(code).slice(0, LINK_LOGIN_PREFIX_LENGTH);
  const possible = prefix.length === LINK_LOGIN_PREFIX_LENGTH && [...prefix].every((c) => UNAMBIGUOUS.includes(c));
  return `login-seller-link-prefix:${possible ? prefix : '-'}`;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * POST /api/account/login-seller: email + login code, or the code alone (the ?inloggningskod= link).
 * Unknown email or wrong code: error-password ('Login link invalid' on link login); a removed seller:
 * seller-inactive (only after the right code, so removal is not revealed to guessers).
 */
export async function loginSeller(
  ctx: AppContext,
  input: z.output<typeof loginSellerRequest>,
  clientIp: string,
): Promise<LoginSellerResponse> {
  const networks = clientNetworks(clientIp);
  const email = input.loginEmail?.toLowerCase() ?? '';
  const codeHmac = ctx.secrets.hmac(normalizeLoginCode(input.loginPassword));
  let found: { id: number; codeHmac: string } | undefined;
  if (email) {
    const pair = await consumePerNetwork(
      ctx.db,
      `login-seller-email-network:${email}`,
      networks,
      SELLER_LOGIN_LIMIT_PER_EMAIL_AND_NETWORK,
    );
    const emailKey = `login-seller-email:${email}`;
    const attempts = await countAttempt(ctx.db, emailKey, SELLER_LOGIN_LIMIT_PER_EMAIL.windowSeconds);
    if (pair.earlier >= OWNER_TYPOS) refuseOverLimit(attempts, SELLER_LOGIN_LIMIT_PER_EMAIL);
    [found] = await ctx.db
      .select({ id: sellers.id, codeHmac: sellers.loginCodeHmac })
      .from(sellers)
      .where(eq(sql`lower(${sellers.email})`, email))
      .limit(1);
    // An unknown email answers like a wrong code, after the same work, so emails can not be told apart.
    if (!sameText(found?.codeHmac ?? '', codeHmac) || !found) throw new AppError('error-password');
    // The right code is not a guess: the seller's networks start afresh.
    for (const key of pair.keys) await resetRateLimit(ctx.db, key);
    await refundRateLimit(ctx.db, emailKey);
  } else {
    const perNetwork = await consumePerNetwork(
      ctx.db,
      'login-seller-network',
      networks,
      SELLER_LOGIN_LIMIT_PER_NETWORK,
    );
    const prefixKey = linkLoginPrefixKey(input.loginPassword);
    const attempts = await countAttempt(ctx.db, prefixKey, LINK_LOGIN_LIMIT_PER_PREFIX.windowSeconds);
    // A network that has sent no wrong link code in this window is never refused for the prefix.
    if (perNetwork.earlier > 0) refuseOverLimit(attempts, LINK_LOGIN_LIMIT_PER_PREFIX);
    [found] = await ctx.db
      .select({ id: sellers.id, codeHmac: sellers.loginCodeHmac })
      .from(sellers)
      // The group's own store (docs/decisions/0050) has a code nobody is given, and no login.
      .where(and(eq(sellers.loginCodeHmac, codeHmac), eq(sellers.isTeam, false)))
      .limit(1);
    if (!found) throw new AppError('error-password', { message: MSG.loginLinkInvalid });
    for (const key of [...perNetwork.keys, prefixKey]) await refundRateLimit(ctx.db, key);
  }

  // FOR SHARE waits for a removal in progress (which holds the row lock and revokes sessions).
  const sellerId = found.id;
  const session = await ctx.db.transaction(async (tx) => {
    const [seller] = await tx
      .select({
        id: sellers.id,
        webshopId: sellers.webshopId,
        name: sellers.name,
        isActive: sellers.isActive,
        language: sql<Language>`coalesce(${sellers.language}, ${webshops.language})`,
      })
      .from(sellers)
      .innerJoin(webshops, eq(webshops.id, sellers.webshopId))
      .where(eq(sellers.id, sellerId))
      .for('share', { of: sellers });
    if (!seller) throw new AppError('error-password');
    if (!seller.isActive) throw new AppError('seller-inactive');
    const accessToken = await createSession(tx, { role: 'seller', webshopId: seller.webshopId, sellerId: seller.id });
    return {
      responseMessage: 'ok' as const,
      sellerId: seller.id,
      sellerName: seller.name,
      accessToken,
      language: seller.language,
    };
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
