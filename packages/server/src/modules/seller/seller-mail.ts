import { eq } from 'drizzle-orm';
import { guardianLink, sellerLoginLink, type MailedTo } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { sellers } from '../../db/schema.ts';
import { randomCode, sha256 } from '../../lib/crypto.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { participantLanguage } from '../account/recipient-language.ts';
import { enqueueMail } from '../mail/outbox.ts';

/**
 * Every mail to a participant goes through here (docs/decisions/0037): `sellerMailRecipient` picks the address. A
 * minor's mail goes to the parent or guardian, and only once they have confirmed; an adult's to its own email.
 */

export interface SellerMailFacts {
  email: string | null;
  isMinor: boolean;
  guardianEmail: string | null;
  guardianConfirmedAt: Date | null;
}

/** The columns `sellerMailRecipient` reads, for a select. */
export const sellerMailColumns = {
  email: sellers.email,
  isMinor: sellers.isMinor,
  guardianEmail: sellers.guardianEmail,
  guardianConfirmedAt: sellers.guardianConfirmedAt,
};

/** Whom a mail for this participant goes to; null when nobody may get one (no email, or a guardian not confirmed). */
export function sellerMailRecipient(seller: SellerMailFacts): { to: string; kind: MailedTo } | null {
  if (seller.isMinor) {
    return seller.guardianEmail && seller.guardianConfirmedAt ? { to: seller.guardianEmail, kind: 'guardian' } : null;
  }
  return seller.email ? { to: seller.email, kind: 'seller' } : null;
}

/**
 * The participant's login details (the code and a one-click link, SPEC §2 ?inloggningskod=), to its recipient, in the
 * participant's language.
 */
export async function enqueueLoginMail(
  tx: Executor,
  ctx: Pick<AppContext, 'config'>,
  m: {
    sellerId: number;
    recipient: { to: string; kind: MailedTo };
    sellerName: string;
    organizationName: string;
    code: string;
  },
): Promise<void> {
  const language = await participantLanguage(tx, m.sellerId);
  const t = translatorFor(language);
  const toGuardian = m.recipient.kind === 'guardian';
  const names = { child: m.sellerName, group: m.organizationName };
  await enqueueMail(
    tx,
    renderMail(m.recipient.to, {
      language,
      subject: toGuardian ? t('mail.loginSubjectGuardian', names) : t('mail.loginSubject', names),
      paragraphs: toGuardian
        ? [t('mail.loginGuardianHello'), t('mail.loginGuardianIntro', names), t('mail.loginGuardianHow')]
        : [t('mail.greeting', { name: m.sellerName }), t('mail.loginSellerIntro', names), t('mail.loginSellerHow')],
      details: toGuardian
        ? [[t('login.loginCode'), m.code]]
        : [
            [t('form.email'), m.recipient.to],
            [t('login.loginCode'), m.code],
          ],
      action: { label: t('login.logIn'), url: sellerLoginLink(ctx.config.publicUrl, m.code) },
    }),
    { containsCredentials: true },
  );
}

/** 32 characters of the unambiguous alphabet: about 158 bits. */
const GUARDIAN_TOKEN_LENGTH = 32;
/** The confirmation link works this long (the guardian's mail and page say 14 days). */
export const GUARDIAN_LINK_DAYS = 14;

/**
 * Draws a new single-use confirmation link for a minor (only its hash is stored; an older link stops working) and
 * mails it to the guardian, in the caller's transaction, in the participant's language (the guardian has no account
 * of its own: the child's choice, else the group's).
 */
export async function sendGuardianConfirmation(
  tx: Executor,
  ctx: Pick<AppContext, 'config'>,
  m: { sellerId: number; guardianEmail: string; childName: string; organizationName: string; organiserName: string },
): Promise<void> {
  const token = randomCode(GUARDIAN_TOKEN_LENGTH);
  const [seller] = await tx
    .update(sellers)
    .set({
      guardianTokenHash: sha256(token),
      guardianTokenExpiresAt: new Date(Date.now() + GUARDIAN_LINK_DAYS * 24 * 60 * 60 * 1000),
    })
    .where(eq(sellers.id, m.sellerId))
    .returning({ addedByRole: sellers.addedByRole });
  const t = translatorFor(await participantLanguage(tx, m.sellerId));
  const names = { child: m.childName, group: m.organizationName, organiser: m.organiserName };
  await enqueueMail(
    tx,
    renderMail(m.guardianEmail, {
      subject: t('people.guardianMailSubject', names),
      paragraphs: [
        t('mail.loginGuardianHello'),
        // Who put the child in: the organiser, or the child itself through the group's link.
        t(seller?.addedByRole === 'seller' ? 'people.guardianMailIntroSelf' : 'people.guardianMailIntro', names),
        t('people.guardianMailKept', names),
        t('people.guardianMailIgnore', { days: GUARDIAN_LINK_DAYS }),
      ],
      action: { label: t('people.guardianMailAction'), url: guardianLink(ctx.config.publicUrl, token) },
    }),
    { containsCredentials: true },
  );
}

/**
 * The mail about a participant just added, one or many at once: a minor's parent or guardian confirms first (the
 * confirmation link; the login details follow), and nothing goes to the child; anyone else with an email gets its
 * login details. `entered` is as the organiser or participant typed it ('' for no email).
 */
export async function mailAddedParticipant(
  tx: Executor,
  ctx: Pick<AppContext, 'config'>,
  added: { sellerId: number; name: string; code: string },
  entered: { email: string; isMinor: boolean; guardianEmail: string },
  group: { name: string; organiserName: string },
): Promise<void> {
  if (entered.isMinor) {
    await sendGuardianConfirmation(tx, ctx, {
      sellerId: added.sellerId,
      guardianEmail: entered.guardianEmail,
      childName: added.name,
      organizationName: group.name,
      organiserName: group.organiserName,
    });
  } else if (entered.email !== '') {
    await enqueueLoginMail(tx, ctx, {
      sellerId: added.sellerId,
      recipient: { to: entered.email, kind: 'seller' },
      sellerName: added.name,
      organizationName: group.name,
      code: added.code,
    });
  }
}
