import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PERSONAL_DATA_MSG } from '@fundshop/core';
import { revokeOrganiserSessions, revokeSellerSessions } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import {
  bookLinks,
  contactPersons,
  downloads,
  emailChangeUndos,
  mailOutbox,
  messages,
  orders,
  personalDataLinks,
  pictures,
  products,
  rateLimits,
  sellers,
  supportReplies,
  webshops,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { randomCode, type Secrets } from '../../lib/crypto.ts';
import { recordAudit, type AuditActor } from '../audit/trail.ts';
import { moneyFigures } from '../payout/money.ts';

/**
 * Erasure (docs/decisions/0039): a person's personal fields are anonymised in place, never their rows deleted, so
 * every order number, amount, date, roll-up and payout stays as it was. Each erasure runs in the caller's transaction
 * and, when a person or an operator asked, writes its audit row there (ids only); retention (retention.ts) calls the
 * same functions with no actor, and its counts go to the housekeeping job's row.
 */

/** What an anonymised order keeps of its buyer: nothing. The country stays (the sale's tax and currency follow it). */
export const ERASED_BUYER = {
  buyerFirstName: '',
  buyerLastName: '',
  buyerEmail: '',
  buyerPhoneNumber: '',
  streetAddress: '',
  apartment: '',
  city: '',
  postalCode: '',
  state: '',
  personalMessage: '',
  note: '',
} as const;

/** Names shorter than this are not looked for in other texts: "Al" would match half the outbox. */
const MIN_MENTION_LENGTH = 3;

const mentions = (column: AnyPgColumn | SQL, values: string[]) =>
  or(...values.map((v) => sql`strpos(lower(${column}), lower(${v})) > 0`));

/**
 * Deletes every queued or sent mail that names the person (its address, name or phone anywhere in it), and the
 * rate-limit windows keyed by its address: the outbox is a queue, not an archive, and a mail about an erased person
 * must not go out after the erasure.
 */
export async function forgetMentions(tx: Executor, identifiers: string[]): Promise<number> {
  const values = [...new Set(identifiers.map((v) => v.trim()).filter((v) => v.length >= MIN_MENTION_LENGTH))];
  if (values.length === 0) return 0;
  const deleted = await tx
    .delete(mailOutbox)
    .where(
      or(
        mentions(mailOutbox.to, values),
        mentions(sql`coalesce(${mailOutbox.replyTo}, '')`, values),
        mentions(mailOutbox.subject, values),
        mentions(mailOutbox.text, values),
        mentions(mailOutbox.html, values),
      ),
    )
    .returning({ id: mailOutbox.id });
  await tx.delete(rateLimits).where(mentions(rateLimits.key, values));
  return deleted.length;
}

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/**
 * Anonymises the buyer fields of the given orders (not yet erased), ends their book links and blanks their download
 * networks. Answers the orders it changed, with the webshop of each.
 */
export async function eraseOrders(tx: Executor, where: SQL): Promise<{ id: number; webshopId: number }[]> {
  const erased = await tx
    .update(orders)
    .set({ ...ERASED_BUYER, buyerErasedAt: sql`now()` })
    .where(and(where, isNull(orders.buyerErasedAt)))
    .returning({ id: orders.id, webshopId: orders.webshopId });
  const ids = erased.map((o) => o.id);
  if (ids.length > 0) {
    await tx.delete(bookLinks).where(inArray(bookLinks.orderId, ids));
    await tx.update(downloads).set({ network: '' }).where(inArray(downloads.orderId, ids));
  }
  return erased;
}

const boughtWith = (email: string) => sql`lower(${orders.buyerEmail}) = lower(${email})`;

/**
 * A supporter, known by the address it bought with: every order with that address is anonymised, its links to its
 * data and its e-books end, mails naming it are dropped. One audit row per group whose orders it touched.
 */
export async function eraseBuyer(
  tx: Transaction,
  email: string,
  actor: AuditActor,
  reason = '',
): Promise<{ orderIds: number[] }> {
  const people = await tx
    .selectDistinct({ first: orders.buyerFirstName, last: orders.buyerLastName, phone: orders.buyerPhoneNumber })
    .from(orders)
    .where(and(boughtWith(email), isNull(orders.buyerErasedAt)));
  const erased = await eraseOrders(tx, boughtWith(email));
  await tx.delete(personalDataLinks).where(sql`lower(${personalDataLinks.email}) = lower(${email})`);
  await forgetMentions(tx, [email, ...people.flatMap((p) => [fullName(p.first, p.last), p.phone])]);
  const byGroup = new Map<number, number[]>();
  for (const o of erased) byGroup.set(o.webshopId, [...(byGroup.get(o.webshopId) ?? []), o.id]);
  for (const [webshopId, unsorted] of byGroup) {
    const orderIds = unsorted.sort((a, b) => a - b);
    await recordAudit(tx, actor, {
      action: 'buyer.erase',
      target: { type: 'order', id: orderIds[0]! },
      webshopId,
      before: null,
      after: { orderIds },
      reason,
    });
  }
  return { orderIds: erased.map((o) => o.id) };
}

/** Deletes a picture at once when no seller or product uses it any more (an erased person's picture goes now). */
async function dropPictureIfUnused(tx: Executor, key: string): Promise<void> {
  await tx
    .delete(pictures)
    .where(
      and(
        eq(pictures.key, key),
        sql`not exists (select 1 from ${sellers} where ${sellers.pictureFile} = ${key})`,
        sql`not exists (select 1 from ${products} where ${products.coverPictureKey} = ${key})`,
      ),
    );
}

/**
 * A participant: its name becomes "Erased participant <id>" (names are unique in a group), its email, its guardian's
 * email, message and picture go, its login code is replaced by one nobody knows, its sessions end and it is inactive for good
 * (sellers_erased_inactive). Its sales stay in the group's figures. Answers false when it was erased already.
 */
export async function eraseSeller(
  tx: Executor,
  secrets: Secrets,
  sellerId: number,
  audit: { actor: AuditActor; reason?: string } | null,
): Promise<boolean> {
  const [seller] = await tx.select().from(sellers).where(eq(sellers.id, sellerId)).for('update');
  if (!seller) throw new AppError('not-found');
  if (seller.erasedAt) return false;
  const label = PERSONAL_DATA_MSG.erasedParticipant(seller.id);
  const unknownCode = randomCode(12);
  await tx
    .update(sellers)
    .set({
      name: label,
      email: null,
      loginCodeHmac: secrets.hmac(unknownCode),
      loginCodeEncrypted: secrets.encrypt(unknownCode),
      isActive: false,
      commentToBuyers: '',
      pictureFile: null,
      contactDetailsVisibleAt: null,
      // A minor keeps the mark (sellers_minor_has_guardian) but not the guardian's address or link.
      guardianEmail: seller.isMinor ? '' : null,
      guardianTokenHash: null,
      guardianTokenExpiresAt: null,
      erasedAt: sql`now()`,
    })
    .where(eq(sellers.id, seller.id));
  if (seller.pictureFile) await dropPictureIfUnused(tx, seller.pictureFile);
  await revokeSellerSessions(tx, seller.id);
  // The organiser's own messages may name the participant: the name gives way to the label there too.
  if (seller.name.length >= MIN_MENTION_LENGTH) {
    await tx
      .update(messages)
      .set({ body: sql`replace(${messages.body}, ${seller.name}, ${label})` })
      .where(and(eq(messages.webshopId, seller.webshopId), sql`strpos(${messages.body}, ${seller.name}) > 0`));
  }
  await forgetMentions(tx, [seller.email ?? '', seller.guardianEmail ?? '', seller.name]);
  if (audit) {
    await recordAudit(tx as Transaction, audit.actor, {
      action: 'seller.erase',
      target: { type: 'seller', id: seller.id },
      webshopId: seller.webshopId,
      before: { isActive: seller.isActive },
      after: { isActive: false, erased: true },
      reason: audit.reason ?? '',
    });
  }
  return true;
}

/**
 * Whether the group still has money to settle: an open webshop with sales, a payout on its way or held back (a
 * reserve), earnings a payout could take now, money the group owes back, or an open dispute. The organiser is the one who is paid and answers
 * for it, so it is not erased on its own request until then (docs/decisions/0039).
 */
async function moneyOutstanding(tx: Executor, webshopId: number, isLocked: boolean): Promise<boolean> {
  const m = await moneyFigures(tx, webshopId);
  if (m.totalSales > 0 && !isLocked) return true;
  return m.onTheWay > 0 || m.availableNow > 0 || m.reserved > 0 || m.owedByGroup > 0 || m.disputedOpen > 0;
}

/**
 * The organiser: its name, email, phone and password go, its sessions and pending email undo links end, its messages
 * and the group's free texts are emptied, and the webshop is locked (nobody runs it any more). The group itself (its
 * name, payment account, sales and payouts) stays. Refused while money is outstanding unless an operator forces it.
 */
export async function eraseOrganiser(
  tx: Transaction,
  webshopId: number,
  audit: { actor: AuditActor; reason?: string },
  options: { evenWithMoneyOutstanding: boolean },
): Promise<boolean> {
  const [shop] = await tx.select().from(webshops).where(eq(webshops.id, webshopId)).for('update');
  const [person] = await tx.select().from(contactPersons).where(eq(contactPersons.webshopId, webshopId));
  if (!shop || !person) throw new AppError('not-found');
  if (person.erasedAt) return false;
  if (!options.evenWithMoneyOutstanding && (await moneyOutstanding(tx, webshopId, shop.isLocked))) {
    throw new AppError('money-outstanding');
  }
  await tx
    .update(contactPersons)
    .set({
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      // No password hashes to this: verifyPassword refuses anything but a scrypt hash.
      passwordHash: 'erased',
      erasedAt: sql`now()`,
    })
    .where(eq(contactPersons.id, person.id));
  await tx
    .update(webshops)
    .set({ isLocked: true, comment: '', commentToBuyers: '', introductionAnswer: null })
    .where(eq(webshops.id, webshopId));
  const own = await tx.select({ id: messages.id }).from(messages).where(eq(messages.webshopId, webshopId));
  if (own.length > 0) {
    await tx.update(messages).set({ body: '' }).where(eq(messages.webshopId, webshopId));
    await tx
      .update(supportReplies)
      .set({ body: '' })
      .where(
        inArray(
          supportReplies.messageId,
          own.map((m) => m.id),
        ),
      );
  }
  await tx.delete(emailChangeUndos).where(eq(emailChangeUndos.webshopId, webshopId));
  await revokeOrganiserSessions(tx, webshopId);
  await forgetMentions(tx, [person.email, fullName(person.firstName, person.lastName), person.phoneNumber]);
  await recordAudit(tx, audit.actor, {
    action: 'organiser.erase',
    target: { type: 'webshop', id: webshopId },
    webshopId,
    before: { isLocked: shop.isLocked },
    after: { isLocked: true, erased: true },
    reason: audit.reason ?? '',
  });
  return true;
}

/** After an erasure commits: the stores of the group show the change at once (shop cache). */
export function forgetCachedStores(ctx: Pick<AppContext, 'shopCache'>, webshopIds: Iterable<number>): void {
  for (const id of new Set(webshopIds)) ctx.shopCache.invalidateWebshop(id);
}
