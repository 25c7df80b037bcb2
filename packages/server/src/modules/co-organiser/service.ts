import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  CO_ORGANISER_INVITE_DAYS,
  CO_ORGANISER_MSG,
  coOrganiserInviteLink,
  type acceptCoOrganiserRequest,
  type CoOrganiserInvitationResponse,
  type CoOrganiserListResponse,
  type inviteCoOrganiserRequest,
  type LoginContactPersonResponse,
  type removeCoOrganiserRequest,
} from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import type { z } from 'zod';
import { assertContactPersonOf, assertOrganiserInPerson } from '../../auth/guard.ts';
import { createSession, type Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import { coOrganisers, contactPersons, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, randomToken, sha256, verifyPassword } from '../../lib/crypto.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { countLoginAttempt } from '../../lib/login-limits.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { groupLanguage } from '../account/recipient-language.ts';
import { callerActor, recordAudit, type AuditActor } from '../audit/trail.ts';
import { enqueueMail } from '../mail/outbox.ts';

/** Co-organisers and invitations a group may hold: enough for a club's board, not a way to send mail in bulk. */
export const MAX_CO_ORGANISERS = 10;

const EMAIL_CONSTRAINT = 'co_organisers_email_uq';

const emailTaken = () =>
  new AppError('co-organiser-email-taken', { fieldErrors: { email: CO_ORGANISER_MSG.emailTaken } });

/** GET /api/contact-person/co-organisers: the organiser's, in person. */
export async function listCoOrganisers(
  ctx: AppContext,
  caller: Caller,
  webshopId: number,
): Promise<CoOrganiserListResponse> {
  assertContactPersonOf(caller, webshopId);
  assertOrganiserInPerson(caller);
  const rows = await ctx.db
    .select()
    .from(coOrganisers)
    .where(eq(coOrganisers.webshopId, webshopId))
    .orderBy(asc(coOrganisers.id));
  return {
    coOrganisers: rows.map((r) => ({
      coOrganiserId: r.id,
      email: r.email,
      name: r.name,
      accepted: r.acceptedAt !== null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/**
 * POST /api/contact-person/co-organisers/invite: mails a single-use link, valid CO_ORGANISER_INVITE_DAYS, whose
 * SHA-256 alone is kept. Inviting a pending address of the group again replaces its link; an address that is the
 * organiser's own or already a co-organiser (of any group: the login by email must find one account) is refused.
 */
export async function inviteCoOrganiser(
  ctx: AppContext,
  caller: Caller,
  input: z.output<typeof inviteCoOrganiserRequest>,
): Promise<void> {
  assertContactPersonOf(caller, input.webShopId);
  assertOrganiserInPerson(caller);
  const token = randomToken();
  const link = { inviteTokenHash: sha256(token), inviteExpiresAt: inviteExpiry() };
  try {
    await ctx.db.transaction(async (tx) => {
      // The organiser's row, locked: two invitations at once count each other.
      const [organiser] = await tx
        .select({ email: contactPersons.email, firstName: contactPersons.firstName, groupName: webshops.name })
        .from(contactPersons)
        .innerJoin(webshops, eq(webshops.id, contactPersons.webshopId))
        .where(eq(contactPersons.webshopId, input.webShopId))
        .for('update');
      if (!organiser) throw new AppError('not-found');
      if (organiser.email.toLowerCase() === input.email.toLowerCase()) throw emailTaken();
      const [existing] = await tx
        .select({ id: coOrganisers.id, webshopId: coOrganisers.webshopId, acceptedAt: coOrganisers.acceptedAt })
        .from(coOrganisers)
        .where(eq(sql`lower(${coOrganisers.email})`, input.email.toLowerCase()));
      let id: number;
      if (existing) {
        if (existing.webshopId !== input.webShopId || existing.acceptedAt !== null) throw emailTaken();
        await tx.update(coOrganisers).set(link).where(eq(coOrganisers.id, existing.id));
        id = existing.id;
      } else {
        const [{ count } = { count: 0 }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(coOrganisers)
          .where(eq(coOrganisers.webshopId, input.webShopId));
        if (count >= MAX_CO_ORGANISERS) {
          throw new AppError('validation-error', { fieldErrors: { email: CO_ORGANISER_MSG.tooMany } });
        }
        const [row] = await tx
          .insert(coOrganisers)
          .values({ webshopId: input.webShopId, email: input.email, ...link })
          .returning({ id: coOrganisers.id });
        if (!row) throw new Error('co-organiser insert returned nothing');
        id = row.id;
      }
      // The invitee has no account, so no language of its own yet: the group's.
      const t = translatorFor(await groupLanguage(tx, input.webShopId));
      const group = organiser.groupName;
      await enqueueMail(
        tx,
        renderMail(input.email, {
          subject: t('coOrganiser.mailSubject', { group }),
          paragraphs: [
            t('coOrganiser.mailHello'),
            t('coOrganiser.mailInvites', { organiser: organiser.firstName, group }),
            t('coOrganiser.mailAcceptWithin', { days: CO_ORGANISER_INVITE_DAYS }),
          ],
          action: { label: t('coOrganiser.mailAction'), url: coOrganiserInviteLink(ctx.config.publicUrl, token) },
        }),
        // The link makes an account of the group: its body goes once the mail server has it, like a password's.
        { containsCredentials: true },
      );
      await recordAudit(tx, callerActor(caller), {
        action: 'co-organiser.invite',
        target: { type: 'co-organiser', id },
        webshopId: input.webShopId,
        before: null,
        after: { invited: true },
      });
    });
  } catch (error) {
    // Two groups inviting one address at once: the unique index lets one win.
    if (uniqueViolation(error) === EMAIL_CONSTRAINT) throw emailTaken();
    throw error;
  }
}

function inviteExpiry(): Date {
  return new Date(Date.now() + CO_ORGANISER_INVITE_DAYS * 24 * 3600 * 1000);
}

/** The open invitation of a token: unused and within its days (the application's clock, as for sessions). */
const openInvitation = (token: string) =>
  and(
    eq(coOrganisers.inviteTokenHash, sha256(token)),
    isNull(coOrganisers.acceptedAt),
    gt(coOrganisers.inviteExpiresAt, new Date()),
  );

/** GET /api/co-organiser/invitation/{token}: public, the token is the authority. */
export async function invitationInfo(ctx: AppContext, token: string): Promise<CoOrganiserInvitationResponse> {
  const [row] = await ctx.db
    .select({ email: coOrganisers.email, groupName: webshops.name })
    .from(coOrganisers)
    .innerJoin(webshops, eq(webshops.id, coOrganisers.webshopId))
    .where(openInvitation(token))
    .limit(1);
  if (!row) throw new AppError('invitation-invalid');
  return row;
}

/**
 * POST /api/co-organiser/invitation/{token}/accept: the invitee's name and password, and its word that it is 18 or
 * older. Uses the link (the update that matches it once wins) and writes the audit row as the co-organiser.
 */
export async function acceptInvitation(
  ctx: AppContext,
  token: string,
  input: z.output<typeof acceptCoOrganiserRequest>,
  network: string,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(coOrganisers)
      .set({
        name: input.name,
        passwordHash,
        acceptedAt: new Date(),
        inviteTokenHash: null,
        inviteExpiresAt: null,
      })
      .where(openInvitation(token))
      .returning({ id: coOrganisers.id, webshopId: coOrganisers.webshopId });
    if (!row) throw new AppError('invitation-invalid');
    await recordAudit(tx, coOrganiserActor(row.id, row.webshopId, network), {
      action: 'co-organiser.accept',
      target: { type: 'co-organiser', id: row.id },
      webshopId: row.webshopId,
      before: null,
      after: { accepted: true, isAdult: true },
    });
  });
}

function coOrganiserActor(id: number, webshopId: number, network: string): AuditActor {
  return { role: 'coorganiser', id, label: `co-organiser ${id} of group ${webshopId}`, network };
}

/**
 * POST /api/contact-person/co-organisers/remove: the row goes, and with it (ON DELETE CASCADE) every session of the
 * co-organiser, in the same statement: the next call of any of them is 401. A login in progress holds the row FOR
 * SHARE, so it either ends before and its session is removed, or finds no account.
 */
export async function removeCoOrganiser(
  ctx: AppContext,
  caller: Caller,
  input: z.output<typeof removeCoOrganiserRequest>,
): Promise<void> {
  assertContactPersonOf(caller, input.webShopId);
  assertOrganiserInPerson(caller);
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(coOrganisers)
      .where(and(eq(coOrganisers.id, input.coOrganiserId), eq(coOrganisers.webshopId, input.webShopId)))
      .returning({ acceptedAt: coOrganisers.acceptedAt });
    if (!removed) throw new AppError('not-found');
    await recordAudit(tx, callerActor(caller), {
      action: 'co-organiser.remove',
      target: { type: 'co-organiser', id: input.coOrganiserId },
      webshopId: input.webShopId,
      before: { accepted: removed.acceptedAt !== null },
      after: null,
    });
  });
}

/**
 * The organiser login with an email in the ID field: a co-organiser's. Counted like an organiser's login (per network,
 * per account and network, per account); an unknown email or one whose invitation is not accepted answers
 * 'error-password' after the same scrypt work, so addresses can not be told apart.
 */
export async function loginCoOrganiser(
  ctx: AppContext,
  email: string,
  password: string,
  clientIp: string,
): Promise<LoginContactPersonResponse> {
  const address = email.toLowerCase();
  const attempt = await countLoginAttempt(ctx.db, 'coorganiser', address, clientIp);
  const accepted = and(eq(sql`lower(${coOrganisers.email})`, address), isNotNull(coOrganisers.acceptedAt));
  const [found] = await ctx.db
    .select({ id: coOrganisers.id, passwordHash: coOrganisers.passwordHash })
    .from(coOrganisers)
    .where(accepted)
    .limit(1);
  const matches = await verifyPassword(password, found?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!found || !matches) throw new AppError('error-password');
  await attempt.succeeded();
  // FOR SHARE: a removal in progress (which deletes the row and its sessions) is waited for, never outlived.
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: coOrganisers.id,
        name: coOrganisers.name,
        passwordHash: coOrganisers.passwordHash,
        webshopId: coOrganisers.webshopId,
        registrationKey: webshops.sellerRegistrationKey,
        groupLanguage: webshops.language,
      })
      .from(coOrganisers)
      .innerJoin(webshops, eq(webshops.id, coOrganisers.webshopId))
      .where(eq(coOrganisers.id, found.id))
      .for('share', { of: coOrganisers });
    if (row?.passwordHash !== found.passwordHash) throw new AppError('error-password');
    const accessToken = await createSession(tx, {
      role: 'contactperson',
      webshopId: row.webshopId,
      sellerId: null,
      coOrganiserId: row.id,
    });
    return {
      responseMessage: 'ok' as const,
      customerFullName: row.name,
      accessToken,
      sellerRegistrationKey: row.registrationKey,
      webShopId: row.webshopId,
      failedLoginAttempts: 0,
      lastFailedLoginAt: null,
      isCoOrganiser: true,
      // A co-organiser's own choice stays on its device (docs/decisions/0044); the account starts in the group's.
      language: row.groupLanguage,
    };
  });
}
