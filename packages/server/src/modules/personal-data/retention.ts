import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import {
  mailOutbox,
  orders,
  payoutTransitions,
  payouts,
  personalDataLinks,
  sellers,
  webshops,
} from '../../db/schema.ts';
import type { Secrets } from '../../lib/crypto.ts';
import { deleteExpiredDataLinks } from './data-links.ts';
import { eraseOrders, eraseSeller } from './erasure.ts';

/**
 * Retention (docs/decisions/0040), run by the hourly housekeeping job on one instance at a time: a fundraiser has
 * ended when its webshop is locked, a payout of it is PAID and none is on its way; it ended when its last payout was
 * PAID. RETENTION_SUPPORTER_DAYS after that its supporters' personal fields are erased, RETENTION_PARTICIPANT_DAYS
 * after it its participants are closed and erased. No audit row: nobody asked; what each run did is in the jobs row.
 */

export interface RetentionPolicy {
  retention: Config['retention'];
  /** For the unknown login code an erased participant gets (erasure.ts). */
  secrets: Secrets;
}

export interface Retained {
  supporterOrders: number;
  participants: number;
  dataLinks: number;
  sentMails: number;
}

/** Sent or failed mails are kept this long for support's questions, then deleted: the outbox is not an archive. */
export const SENT_MAIL_KEEP_DAYS = 30;

const DAY_MS = 86_400_000;

/** The webshops whose fundraiser ended before `cutoff`. */
function endedBefore(cutoff: Date) {
  return sql`select ${webshops.id} from ${webshops}
    where ${webshops.isLocked}
      and not exists (select 1 from ${payouts} where ${payouts.webshopId} = ${webshops.id}
        and ${payouts.status} in ('INITIATED', 'PENDING'))
      and (select max(${payoutTransitions.createdAt}) from ${payoutTransitions}
        join ${payouts} on ${payouts.id} = ${payoutTransitions.payoutId}
        where ${payouts.webshopId} = ${webshops.id} and ${payoutTransitions.toStatus} = 'PAID') < ${cutoff.toISOString()}`;
}

/** Supporters of fundraisers that ended more than the supporters' period before `at`. */
async function eraseSupporters(db: Executor, cutoff: Date): Promise<number> {
  const due = sql`${orders.webshopId} in (${endedBefore(cutoff)})`;
  const addresses = await db
    .selectDistinct({ email: sql<string>`lower(${orders.buyerEmail})` })
    .from(orders)
    .where(and(due, isNull(orders.buyerErasedAt), sql`${orders.buyerEmail} <> ''`));
  const erased = await eraseOrders(db, due);
  const emails = addresses.map((a) => a.email);
  if (emails.length > 0) {
    // A supporter's name is only ever in mails to its own address (the receipt, the e-books, a refund).
    await db.delete(mailOutbox).where(inArray(sql`lower(${mailOutbox.to})`, emails));
    await db.delete(personalDataLinks).where(inArray(sql`lower(${personalDataLinks.email})`, emails));
  }
  return erased.length;
}

async function eraseParticipants(db: Executor, secrets: Secrets, cutoff: Date): Promise<number> {
  const due = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(isNull(sellers.erasedAt), sql`${sellers.webshopId} in (${endedBefore(cutoff)})`));
  let erased = 0;
  for (const seller of due) if (await eraseSeller(db, secrets, seller.id, null)) erased += 1;
  return erased;
}

/** One pass of retention as of `at` (tests move the clock forward by passing a later time). */
export async function applyRetention(db: Executor, policy: RetentionPolicy, at: Date): Promise<Retained> {
  const days = (n: number) => new Date(at.getTime() - n * DAY_MS);
  const sentMails = await db
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['sent', 'failed']), lt(mailOutbox.createdAt, days(SENT_MAIL_KEEP_DAYS))))
    .returning({ id: mailOutbox.id });
  return {
    supporterOrders: await eraseSupporters(db, days(policy.retention.supporterDays)),
    participants: await eraseParticipants(db, policy.secrets, days(policy.retention.participantDays)),
    dataLinks: await deleteExpiredDataLinks(db, at),
    sentMails: sentMails.length,
  };
}
