import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import {
  PASSWORD_RESET_MINUTES,
  RECOVERY_MAIL,
  passwordResetLink,
  sellerLoginLink,
  type ResetPasswordResponse,
  type forgotPasswordRequest,
  type resetLinkRequest,
  type resetPasswordRequest,
  type sendSellerLoginLinkRequest,
} from '@fundshop/core';
import type { z } from 'zod';
import { revokeOtherOrganiserSessions } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { contactPersons, passwordResets, sellers, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { clientNetworks } from '../../lib/client-network.ts';
import { hashPassword, randomToken, sha256 } from '../../lib/crypto.ts';
import { consumePerNetwork, LOGIN_WINDOW_SECONDS } from '../../lib/login-limits.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { countAttempt, type RateLimit } from '../../lib/rate-limit.ts';
import { recordAudit } from '../audit/trail.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { sellerMailColumns, sellerMailRecipient } from '../seller/seller-mail.ts';

/** Participants one guardian's address may stand for in one request (brothers and sisters in one group or more). */
const MAX_CHILDREN_A_MAIL = 5;

/**
 * Getting back in (docs/decisions/0034). Both requests answer the same whether or not an account uses the address,
 * after the same rate-limit writes and the same lookup; a known address adds only the queued mail's insert (no
 * mail is sent in the request), so neither the answer nor its time tells who has an account.
 */

/** Requests per client network (a /48 gets several networks' worth), like a login's limit per network. */
export const RECOVERY_LIMIT_PER_NETWORK: RateLimit = { limit: 20, windowSeconds: LOGIN_WINDOW_SECONDS };
/**
 * Mails per address in an hour: nobody floods an inbox. Past it the answer stays the same and no mail goes, so
 * the limit tells nothing about the address either.
 */
export const RECOVERY_MAILS_PER_ADDRESS: RateLimit = { limit: 3, windowSeconds: 3600 };

/** Counts the request on the caller's networks (429 past the limit) and answers whether the address may get a mail. */
async function admitRequest(db: Executor, kind: string, email: string, clientIp: string): Promise<boolean> {
  await consumePerNetwork(db, `${kind}-network`, clientNetworks(clientIp), RECOVERY_LIMIT_PER_NETWORK);
  const mails = await countAttempt(db, `${kind}-address:${email}`, RECOVERY_MAILS_PER_ADDRESS.windowSeconds);
  return mails.count <= RECOVERY_MAILS_PER_ADDRESS.limit;
}

/**
 * POST /api/account/forgot-password: mails every organiser account of the address (an address may run several
 * groups) a reset link, valid PASSWORD_RESET_MINUTES and used once; only the token's SHA-256 is kept.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: z.output<typeof forgotPasswordRequest>,
  clientIp: string,
): Promise<void> {
  const email = input.email.toLowerCase();
  const mayMail = await admitRequest(ctx.db, 'password-reset', email, clientIp);
  const accounts = await ctx.db
    .select({
      id: contactPersons.id,
      webshopId: contactPersons.webshopId,
      firstName: contactPersons.firstName,
      email: contactPersons.email,
      groupName: webshops.name,
    })
    .from(contactPersons)
    .innerJoin(webshops, eq(webshops.id, contactPersons.webshopId))
    .where(eq(sql`lower(${contactPersons.email})`, email));
  if (!mayMail) return;
  for (const account of accounts) {
    const token = randomToken();
    await ctx.db.transaction(async (tx) => {
      await tx.insert(passwordResets).values({
        contactPersonId: account.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000),
      });
      await enqueueMail(
        tx,
        renderMail(account.email, {
          subject: RECOVERY_MAIL.resetSubject,
          paragraphs: RECOVERY_MAIL.resetParagraphs(account.firstName, account.groupName, account.webshopId),
          action: { label: RECOVERY_MAIL.resetAction, url: passwordResetLink(ctx.config.publicUrl, token) },
        }),
        // The link hands the account over: its body goes once the mail server has it, like a password's.
        { containsCredentials: true },
      );
    });
  }
}

/**
 * POST /api/account/reset-link: whether the mailed link can still set a password (unused, unexpired), so its page
 * says at once when it cannot, instead of after a new password is typed (issue 40). Reads only: the link stays
 * usable, and a mail scanner asking uses nothing. Counted per network like the other recovery requests, so it is no
 * faster way to guess tokens than the reset itself (a token is 256 random bits).
 */
export async function checkResetLink(
  ctx: AppContext,
  input: z.output<typeof resetLinkRequest>,
  clientIp: string,
): Promise<void> {
  await consumePerNetwork(ctx.db, 'reset-link-network', clientNetworks(clientIp), RECOVERY_LIMIT_PER_NETWORK);
  const [usable] = await ctx.db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(input.token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    );
  if (!usable) throw new AppError('reset-link-invalid');
}

/**
 * POST /api/account/reset-password: sets the new password of the link's organiser, uses the link (and every other
 * open link of the account), ends every session of the organiser, tells the address on record and writes the audit
 * row, in one transaction that holds the organiser's row lock, as a password change does (loginContactPerson waits
 * for it). The clock is the application's, as for sessions.
 */
export async function resetPassword(
  ctx: AppContext,
  input: z.output<typeof resetPasswordRequest>,
  network: string,
): Promise<ResetPasswordResponse> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ contactPersonId: passwordResets.contactPersonId });
    if (!reset) throw new AppError('reset-link-invalid');
    const [person] = await tx
      .update(contactPersons)
      .set({ passwordHash, failedLogins: 0, lastFailedLoginAt: null })
      .where(eq(contactPersons.id, reset.contactPersonId))
      .returning({
        webshopId: contactPersons.webshopId,
        firstName: contactPersons.firstName,
        email: contactPersons.email,
      });
    if (!person) throw new AppError('reset-link-invalid');
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.contactPersonId, reset.contactPersonId), isNull(passwordResets.usedAt)));
    await revokeOtherOrganiserSessions(tx, person.webshopId, null);
    const [shop] = await tx.select({ name: webshops.name }).from(webshops).where(eq(webshops.id, person.webshopId));
    await enqueueMail(
      tx,
      renderMail(person.email, {
        subject: RECOVERY_MAIL.passwordResetSubject,
        paragraphs: RECOVERY_MAIL.passwordResetParagraphs(
          person.firstName,
          shop?.name ?? '',
          person.webshopId,
          ctx.config.supportEmail,
        ),
      }),
    );
    await recordAudit(
      tx,
      {
        role: 'contactperson',
        id: person.webshopId,
        label: `organiser of group ${person.webshopId} (reset link)`,
        network,
      },
      {
        action: 'webshop.password-reset',
        target: { type: 'webshop', id: person.webshopId },
        webshopId: person.webshopId,
        before: null,
        after: null,
      },
    );
    return { responseMessage: 'ok' as const, webShopId: person.webshopId };
  });
}

/**
 * POST /api/account/send-seller-login-link: mails an active seller with this email its login link and code again
 * (enqueueSellerLoginLinkMail). A removed seller gets nothing, like an unknown address.
 */
export async function sendSellerLoginLink(
  ctx: AppContext,
  input: z.output<typeof sendSellerLoginLinkRequest>,
  clientIp: string,
): Promise<void> {
  const email = input.email.toLowerCase();
  const mayMail = await admitRequest(ctx.db, 'seller-login-link', email, clientIp);
  // A minor has no address of its own: the guardian who confirmed asks with theirs and gets the child's link (0037).
  const matches = await ctx.db
    .select({ ...sellerMailColumns, name: sellers.name, code: sellers.loginCodeEncrypted, groupName: webshops.name })
    .from(sellers)
    .innerJoin(webshops, eq(webshops.id, sellers.webshopId))
    .where(
      and(
        eq(sellers.isActive, true),
        or(
          eq(sql`lower(${sellers.email})`, email),
          and(eq(sellers.isMinor, true), eq(sql`lower(${sellers.guardianEmail})`, email)),
        ),
      ),
    )
    .limit(MAX_CHILDREN_A_MAIL);
  if (!mayMail) return;
  for (const seller of matches) {
    const recipient = sellerMailRecipient(seller);
    if (!recipient || recipient.to.toLowerCase() !== email) continue;
    await enqueueSellerLoginLinkMail(ctx, ctx.db, {
      to: recipient.to,
      sellerName: seller.name,
      groupName: seller.groupName,
      code: ctx.secrets.decrypt(seller.code),
    });
  }
}

/**
 * The seller's login link and code, mailed again at its own request. Every mail of this module to a seller goes
 * through here (a minor's mails may be sent to a guardian instead: issue 27).
 */
export async function enqueueSellerLoginLinkMail(
  ctx: AppContext,
  db: Executor,
  m: { to: string; sellerName: string; groupName: string; code: string },
): Promise<void> {
  await enqueueMail(
    db,
    renderMail(m.to, {
      subject: RECOVERY_MAIL.sellerLinkSubject(m.groupName),
      paragraphs: RECOVERY_MAIL.sellerLinkParagraphs(m.sellerName, m.groupName),
      details: [
        [RECOVERY_MAIL.emailLabel, m.to],
        [RECOVERY_MAIL.loginCodeLabel, m.code],
      ],
      action: { label: RECOVERY_MAIL.logInAction, url: sellerLoginLink(ctx.config.publicUrl, m.code) },
    }),
    { containsCredentials: true },
  );
}
