import { timingSafeEqual } from 'node:crypto';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Language } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { contactPersons, NOTICE_KINDS, noticeUnsubscriptions, sellers } from '../../db/schema.ts';
import type { Secrets } from '../../lib/crypto.ts';
import { organiserLanguage, participantLanguage } from '../account/recipient-language.ts';

/**
 * One-click unsubscribe (RFC 8058, docs/decisions/0048). Each notice names its recipient and kind in a link signed
 * with the instance secret: `{s|c}{id}.{kind}.{HMAC}` (s: a participant, whose guardian answers for a minor; c: an
 * organiser). Nothing is stored per mail, the link never expires, and a link not made by us names nobody.
 */

export type NoticeKind = (typeof NOTICE_KINDS)[number];
export type NoticePerson = { role: 'seller'; sellerId: number } | { role: 'contactperson'; contactPersonId: number };

// Every kind NOTICE_KINDS names: a list written here by hand once left out the reminder, whose link then failed.
const SIGNED = new RegExp(`^([sc])(\\d{1,10})\\.(${NOTICE_KINDS.join('|')})\\.([A-Za-z0-9_-]{43})$`);
const macOf = (secrets: Secrets, payload: string) => secrets.hmac(`notice-unsubscribe:${payload}`);
const payloadOf = (person: NoticePerson, kind: NoticeKind) =>
  person.role === 'seller' ? `s${person.sellerId}.${kind}` : `c${person.contactPersonId}.${kind}`;

export function unsubscribeToken(secrets: Secrets, person: NoticePerson, kind: NoticeKind): string {
  const payload = payloadOf(person, kind);
  return `${payload}.${macOf(secrets, payload)}`;
}

/** Whom and what a token names, or null when we did not make it. */
export function verifyUnsubscribeToken(
  secrets: Secrets,
  token: string,
): { person: NoticePerson; kind: NoticeKind } | null {
  const match = SIGNED.exec(token);
  if (!match) return null;
  const [, role, id, kind, mac] = match as unknown as [string, 's' | 'c', string, NoticeKind, string];
  const person: NoticePerson =
    role === 's' ? { role: 'seller', sellerId: Number(id) } : { role: 'contactperson', contactPersonId: Number(id) };
  const expected = Buffer.from(macOf(secrets, payloadOf(person, kind)));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { person, kind };
}

export function unsubscribeUrl(ctx: Pick<AppContext, 'config' | 'secrets'>, person: NoticePerson, kind: NoticeKind) {
  return `${ctx.config.publicUrl}/api/notices/unsubscribe/${unsubscribeToken(ctx.secrets, person, kind)}`;
}

/** The header fields that let a mail program unsubscribe with one click, without opening a page (RFC 8058). */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

const personColumn = (person: NoticePerson) =>
  person.role === 'seller'
    ? eq(noticeUnsubscriptions.sellerId, person.sellerId)
    : eq(noticeUnsubscriptions.contactPersonId, person.contactPersonId);

/** Records the no; saying it again changes nothing. */
export async function unsubscribe(db: Executor, person: NoticePerson, kind: NoticeKind): Promise<void> {
  await db
    .insert(noticeUnsubscriptions)
    .values({
      kind,
      ...(person.role === 'seller' ? { sellerId: person.sellerId } : { contactPersonId: person.contactPersonId }),
    })
    .onConflictDoNothing();
}

/** Takes the no back (the page after unsubscribing offers it, for a click by mistake); when there is none, nothing. */
export async function resubscribe(db: Executor, person: NoticePerson, kind: NoticeKind): Promise<void> {
  await db.delete(noticeUnsubscriptions).where(and(personColumn(person), eq(noticeUnsubscriptions.kind, kind)));
}

/**
 * For a query of due notices: the person (the column of its seller or contact person id) has not said no to `kind`.
 * The query-side twin of isUnsubscribed.
 */
export function stillListens(person: { seller: AnyColumn } | { organiser: AnyColumn }, kind: NoticeKind): SQL {
  const [column, id] =
    'seller' in person
      ? [noticeUnsubscriptions.sellerId, person.seller]
      : [noticeUnsubscriptions.contactPersonId, person.organiser];
  return sql`not exists (select 1 from ${noticeUnsubscriptions} where ${column} = ${id} and ${noticeUnsubscriptions.kind} = ${kind})`;
}

export async function isUnsubscribed(db: Executor, person: NoticePerson, kind: NoticeKind): Promise<boolean> {
  const [row] = await db
    .select({ id: noticeUnsubscriptions.id })
    .from(noticeUnsubscriptions)
    .where(and(personColumn(person), eq(noticeUnsubscriptions.kind, kind)));
  return Boolean(row);
}

/** The language the person's mails are in, for the page its link opens; null when the person is gone. */
export async function languageOfPerson(db: Executor, person: NoticePerson): Promise<Language | null> {
  if (person.role === 'seller') {
    const [seller] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, person.sellerId));
    return seller ? participantLanguage(db, person.sellerId) : null;
  }
  const [organiser] = await db
    .select({ webshopId: contactPersons.webshopId })
    .from(contactPersons)
    .where(eq(contactPersons.id, person.contactPersonId));
  return organiser ? organiserLanguage(db, organiser.webshopId) : null;
}
