import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  MSG,
  currentPasswordRequired,
  emailUndoLink,
  type RetrieveWebshopDetailsResponse,
  type UndoEmailChangeResponse,
  type updateWebshopDetailsRequest,
} from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import type { z } from 'zod';
import { assertContactPersonOf, assertOrganiserInPerson } from '../../auth/guard.ts';
import { revokeOrganiserSessions, revokeOtherOrganiserSessions, type Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { contactPersons, emailChangeUndos, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, randomCode, randomToken, sha256 } from '../../lib/crypto.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { organiserLanguage } from '../account/recipient-language.ts';
import { verifyOrganiserPassword } from '../account/service.ts';

/** A webshop with its contact person (every webshop has one); undefined when there is no such webshop. */
export async function webshopWithContactPerson(db: Executor, webshopId: number) {
  const [row] = await db
    .select({ shop: webshops, person: contactPersons })
    .from(webshops)
    .innerJoin(contactPersons, eq(contactPersons.webshopId, webshops.id))
    .where(eq(webshops.id, webshopId))
    .limit(1);
  return row;
}

export async function retrieveWebshopDetails(
  ctx: AppContext,
  caller: Caller,
  webshopId: number,
): Promise<RetrieveWebshopDetailsResponse> {
  assertContactPersonOf(caller, webshopId);
  const row = await webshopWithContactPerson(ctx.db, webshopId);
  if (!row) throw new AppError('not-found');
  return {
    schoolOrAssociation: row.shop.name,
    classOrTeam: row.shop.classOrTeam,
    firstName: row.person.firstName,
    lastName: row.person.lastName,
    email: row.person.email,
    phoneNumber: row.person.phoneNumber,
    password: '',
    commentToBuyers: row.shop.commentToBuyers,
  };
}

/** How long the link that undoes an email change works (decision 0019). */
export const EMAIL_UNDO_DAYS = 7;
/** Like the password a registration mails: 12 unambiguous characters, about 59 bits. */
const NEW_PASSWORD_LENGTH = 12;

type DetailsInput = z.output<typeof updateWebshopDetailsRequest>;

/**
 * Saves group and contact details; an empty password keeps the current one. A new password or email needs the
 * current password (checked like a login), ends the organiser's other sessions (`sessionToken` is the one making the
 * change and stays) and is mailed to the address on record before the change, in the transaction that holds the
 * contact person's row lock, which login waits for (loginContactPerson). A new email's mail carries the undo link.
 */
export async function updateWebshopDetails(
  ctx: AppContext,
  caller: Caller,
  input: DetailsInput,
  sessionToken: string,
  clientIp: string,
): Promise<void> {
  assertContactPersonOf(caller, input.webShopId);
  // The organiser's own account: its name, email, phone and password (decision 0035).
  assertOrganiserInPerson(caller);
  const saved = await webshopWithContactPerson(ctx.db, input.webShopId);
  if (!saved) throw new AppError('not-found');
  const needsPassword = currentPasswordRequired(saved.person, input);
  if (needsPassword && input.currentPassword === '') throw currentPasswordMissing();
  const verifiedHash = needsPassword
    ? await verifyOrganiserPassword(ctx, input.webShopId, input.currentPassword, clientIp)
    : null;
  const passwordHash = input.password === '' ? undefined : await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const [person] = await tx
      .select({ email: contactPersons.email, passwordHash: contactPersons.passwordHash })
      .from(contactPersons)
      .where(eq(contactPersons.webshopId, input.webShopId))
      .for('update');
    if (!person) throw new AppError('not-found');
    // What was read before the lock may have moved on (another save, an undo): decide on the locked row.
    if (currentPasswordRequired(person, input)) {
      if (verifiedHash === null) throw currentPasswordMissing();
      if (verifiedHash !== person.passwordHash) {
        throw new AppError('error-password', { fieldErrors: { currentPassword: MSG.passwordIncorrect } });
      }
    }
    const [shop] = await tx
      .update(webshops)
      .set({ name: input.schoolOrAssociation, classOrTeam: input.classOrTeam, commentToBuyers: input.commentToBuyers })
      .where(eq(webshops.id, input.webShopId))
      .returning({ id: webshops.id, name: webshops.name });
    if (!shop) throw new AppError('not-found');
    await tx
      .update(contactPersons)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        ...(passwordHash ? { passwordHash } : {}),
      })
      .where(eq(contactPersons.webshopId, input.webShopId));
    if (passwordHash) await revokeOtherOrganiserSessions(tx, input.webShopId, sessionToken);
    const emailChanged = input.email.toLowerCase() !== person.email.toLowerCase();
    if (emailChanged || passwordHash) {
      await enqueueAccountChangeMail(tx, ctx, {
        webshopId: shop.id,
        groupName: shop.name,
        firstName: input.firstName,
        oldEmail: person.email,
        newEmail: emailChanged ? input.email : null,
        passwordChanged: passwordHash !== undefined,
      });
    }
  });
  // The group's name and message stand in every store of the webshop.
  ctx.shopCache.invalidateWebshop(input.webShopId);
}

const currentPasswordMissing = () =>
  new AppError('validation-error', { fieldErrors: { currentPassword: MSG.currentPasswordMissing } });

/**
 * Tells the address on record before the change what changed, in the organiser's language. A new email's mail
 * carries a single-use undo link, valid EMAIL_UNDO_DAYS; the token is random (256 bits) and only its hash is kept.
 */
async function enqueueAccountChangeMail(
  tx: Executor,
  ctx: AppContext,
  m: {
    webshopId: number;
    groupName: string;
    firstName: string;
    oldEmail: string;
    newEmail: string | null;
    passwordChanged: boolean;
  },
): Promise<void> {
  const t = translatorFor(await organiserLanguage(tx, m.webshopId));
  const account = { group: m.groupName, id: String(m.webshopId) };
  const greeting = t('mail.greeting', { name: m.firstName });
  if (m.newEmail === null) {
    await enqueueMail(
      tx,
      renderMail(m.oldEmail, {
        subject: t('organiser.mailPasswordChangedSubject'),
        paragraphs: [
          greeting,
          t('organiser.mailPasswordChanged', account),
          t('organiser.mailPasswordNotYou', { email: ctx.config.supportEmail }),
        ],
      }),
    );
    return;
  }
  const token = randomToken();
  await tx.insert(emailChangeUndos).values({
    webshopId: m.webshopId,
    tokenHash: sha256(token),
    oldEmail: m.oldEmail,
    newEmail: m.newEmail,
    expiresAt: sql`now() + make_interval(days => ${EMAIL_UNDO_DAYS})`,
  });
  const passwordToo = m.passwordChanged ? 'yes' : 'no';
  await enqueueMail(
    tx,
    renderMail(m.oldEmail, {
      subject: t('organiser.mailEmailChangedSubject', { passwordToo }),
      paragraphs: [
        greeting,
        t('organiser.mailEmailChanged', { ...account, oldEmail: m.oldEmail, newEmail: m.newEmail, passwordToo }),
        t('organiser.mailEmailChangedUndo', { days: EMAIL_UNDO_DAYS }),
      ],
      action: { label: t('organiser.mailUndoAction'), url: emailUndoLink(ctx.config.publicUrl, token) },
    }),
    // The link hands the account back: its body goes once the mail server has it, like a password's.
    { containsCredentials: true },
  );
}

/**
 * POST undo-email-change (public, the mailed link): restores the old email, ends every organiser session of the
 * group, replaces the password (whoever changed the email knew the old one) and mails the new one to the restored
 * address, in one transaction. The link works once, within its days; using it voids the links of later changes,
 * whose old addresses came from the change undone, so the earliest address wins.
 */
export async function undoEmailChange(ctx: AppContext, token: string): Promise<UndoEmailChangeResponse> {
  return ctx.db.transaction(async (tx) => {
    const [undo] = await tx
      .update(emailChangeUndos)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailChangeUndos.tokenHash, sha256(token)),
          isNull(emailChangeUndos.usedAt),
          gt(emailChangeUndos.expiresAt, sql`now()`),
        ),
      )
      .returning({
        id: emailChangeUndos.id,
        webshopId: emailChangeUndos.webshopId,
        oldEmail: emailChangeUndos.oldEmail,
      });
    if (!undo) throw new AppError('undo-link-invalid');
    await tx
      .update(emailChangeUndos)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailChangeUndos.webshopId, undo.webshopId),
          gt(emailChangeUndos.id, undo.id),
          isNull(emailChangeUndos.usedAt),
        ),
      );
    const password = randomCode(NEW_PASSWORD_LENGTH);
    const [person] = await tx
      .update(contactPersons)
      .set({ email: undo.oldEmail, passwordHash: await hashPassword(password) })
      .where(eq(contactPersons.webshopId, undo.webshopId))
      .returning({ firstName: contactPersons.firstName });
    if (!person) throw new AppError('undo-link-invalid');
    await revokeOrganiserSessions(tx, undo.webshopId);
    const t = translatorFor(await organiserLanguage(tx, undo.webshopId));
    await enqueueMail(
      tx,
      renderMail(undo.oldEmail, {
        subject: t('organiser.mailEmailBackSubject'),
        paragraphs: [
          t('mail.greeting', { name: person.firstName }),
          t('organiser.mailEmailBack', { email: undo.oldEmail }),
          t('organiser.mailEmailBackLogIn'),
        ],
        details: [
          [t('organiser.mailLoginId'), String(undo.webshopId)],
          [t('organiser.mailPassword'), password],
        ],
        action: { label: t('login.logIn'), url: `${ctx.config.publicUrl}/contactperson/login` },
      }),
      { containsCredentials: true },
    );
    return { responseMessage: 'ok' as const, email: undo.oldEmail, webShopId: undo.webshopId };
  });
}
