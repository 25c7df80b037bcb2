import type { Translate } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contactPersons, webshopNotices, webshops } from '../../db/schema.ts';
import { renderMail, type MailContent } from '../../lib/mail-layout.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { unsubscribeHeaders, unsubscribeUrl, type NoticeKind, type NoticePerson } from './unsubscribe.ts';

/**
 * Queues one notice (docs/decisions/0048): the mail with its one-click unsubscribe for its person and kind, as a
 * footer link and as the RFC 8058 header fields, in the transaction that claimed it.
 */
export async function enqueueNotice(
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
