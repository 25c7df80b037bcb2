import type { MailedTo, Translate } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contactPersons, sellerSales, sellers, webshopNotices, webshops } from '../../db/schema.ts';
import { renderMail, type MailContent } from '../../lib/mail-layout.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { ORGANISER_START, SELLER_START } from './clock.ts';
import { unsubscribeHeaders, unsubscribeUrl, type NoticeKind, type NoticePerson } from './unsubscribe.ts';

/**
 * Queues one notice (docs/decisions/0048): the mail with its one-click unsubscribe for its person and kind, as a
 * footer link and as the RFC 8058 header fields, in the transaction that claimed it.
 */
async function enqueueNotice(
  tx: Executor,
  ctx: Pick<AppContext, 'config' | 'secrets'>,
  notice: {
    to: string;
    person: NoticePerson;
    kind: NoticeKind;
    /** The reader's language, in which the footer link is written too. */
    t: Translate;
    content: Omit<MailContent, 'footerLinks'>;
  },
): Promise<void> {
  const url = unsubscribeUrl(ctx, notice.person, notice.kind);
  await enqueueMail(tx, {
    ...renderMail(notice.to, { ...notice.content, footerLinks: [{ label: notice.t('notice.unsubscribeLink'), url }] }),
    headers: unsubscribeHeaders(url),
  });
}

/** What a notice to a participant or an organiser says after its greeting, in the reader's language. */
interface NoticeText {
  kind: NoticeKind;
  t: Translate;
  subject: string;
  paragraphs: string[];
}

/**
 * Queues a notice to a participant, to its recipient (sellerMailRecipient): a minor's parent or guardian greeted as
 * such, anyone else by the participant's shown name, and the button to the participant's start page.
 */
export async function enqueueParticipantNotice(
  tx: Executor,
  ctx: Pick<AppContext, 'config' | 'secrets'>,
  participant: { sellerId: number; recipient: { to: string; kind: MailedTo }; shownName: string },
  { kind, t, subject, paragraphs }: NoticeText,
): Promise<void> {
  const greeting =
    participant.recipient.kind === 'guardian'
      ? t('mail.loginGuardianHello')
      : t('mail.greeting', { name: participant.shownName });
  await enqueueNotice(tx, ctx, {
    to: participant.recipient.to,
    person: { role: 'seller', sellerId: participant.sellerId },
    kind,
    t,
    content: {
      subject,
      paragraphs: [greeting, ...paragraphs],
      action: { label: t('notice.openStart'), url: `${ctx.config.publicUrl}${SELLER_START}` },
    },
  });
}

/** Queues a notice to the group's organiser (noticeGroup): greeted by first name, with the button to its dashboard. */
export async function enqueueOrganiserNotice(
  tx: Executor,
  ctx: Pick<AppContext, 'config' | 'secrets'>,
  group: { email: string; organiserId: number; firstName: string },
  { kind, t, subject, paragraphs }: NoticeText,
): Promise<void> {
  await enqueueNotice(tx, ctx, {
    to: group.email,
    person: { role: 'contactperson', contactPersonId: group.organiserId },
    kind,
    t,
    content: {
      subject,
      paragraphs: [t('mail.greeting', { name: group.firstName }), ...paragraphs],
      action: { label: t('notice.openDashboard'), url: `${ctx.config.publicUrl}${ORGANISER_START}` },
    },
  });
}

/** A group as its notices name it, with its organiser; undefined for no such group. */
export async function noticeGroup(db: Executor, webshopId: number) {
  const [group] = await db
    .select({
      name: webshops.name,
      country: webshops.countryCode,
      currency: webshops.currencyCode,
      organiserId: contactPersons.id,
      firstName: contactPersons.firstName,
      email: contactPersons.email,
    })
    .from(webshops)
    .innerJoin(contactPersons, eq(contactPersons.webshopId, webshops.id))
    .where(eq(webshops.id, webshopId));
  return group;
}

/**
 * Groups a notice of the group is due to (at most `limit`): those whose organiser's data is not erased and that match
 * `due`, which may read the organiser's contact_persons row and the group's webshop_notices row (all null before the
 * group's first notice).
 */
export async function groupsToTell(db: Executor, due: SQL | undefined, limit: number): Promise<number[]> {
  const rows = await db
    .select({ webshopId: webshops.id })
    .from(webshops)
    .innerJoin(contactPersons, eq(contactPersons.webshopId, webshops.id))
    .leftJoin(webshopNotices, eq(webshopNotices.webshopId, webshops.id))
    .where(and(isNull(contactPersons.erasedAt), due))
    .limit(limit);
  return rows.map((r) => r.webshopId);
}

/**
 * A participant who has sold nothing yet: active, not the group's own store (docs/decisions/0050), nothing in its
 * sales roll-up. Whom the sales reminder writes to and whom the daily summary lists as "not yet"; the query must
 * left-join seller_sales on the seller.
 */
export function soldNothingYet(): SQL | undefined {
  return and(eq(sellers.isActive, true), eq(sellers.isTeam, false), sql`coalesce(${sellerSales.amount}, 0) = 0`);
}
