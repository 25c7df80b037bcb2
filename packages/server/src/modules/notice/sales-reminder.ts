import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { publicSellerName, REMINDER_AFTER_DAYS, storeLink } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { sellerReminders, sellerSales, sellers, webshops } from '../../db/schema.ts';
import { participantLanguage } from '../account/recipient-language.ts';
import { sellerMailColumns, sellerMailRecipient } from '../seller/seller-mail.ts';
import { clockOf, minutesBefore } from './clock.ts';
import { enqueueParticipantNotice, soldNothingYet } from './notice-mail.ts';
import { stillListens } from './unsubscribe.ts';

/**
 * The reminder to participants who have not sold (docs/decisions/0049): when the organiser has switched it on, each
 * active participant whose store sells, that joined REMINDER_AFTER_DAYS ago or more and has sold nothing, gets one
 * gentle mail, ever. Its seller_reminders row is the claim (inserted with the mail, ON CONFLICT DO NOTHING), so two
 * instances never send it twice.
 */

const SELLERS_PER_RUN = 50;

type Ctx = Pick<AppContext, 'db' | 'config' | 'secrets'>;

async function dueSellers(db: Database, clock: SQL): Promise<number[]> {
  const rows = await db
    .select({ sellerId: sellers.id })
    .from(sellers)
    .innerJoin(webshops, eq(webshops.id, sellers.webshopId))
    .leftJoin(sellerSales, eq(sellerSales.sellerId, sellers.id))
    .leftJoin(sellerReminders, eq(sellerReminders.sellerId, sellers.id))
    .where(
      and(
        eq(webshops.isSalesReminderActive, true),
        eq(webshops.isLocked, false),
        eq(webshops.hasFinishedOnboarding, true),
        soldNothingYet(),
        sql`${sellers.createdAt} <= ${minutesBefore(clock, REMINDER_AFTER_DAYS * 24 * 60)}`,
        isNull(sellerReminders.sellerId),
        stillListens({ seller: sellers.id }, 'reminder'),
      ),
    )
    .orderBy(sellers.id)
    .limit(SELLERS_PER_RUN);
  return rows.map((r) => r.sellerId);
}

/** Claims one participant's reminder and queues it, together; answers whether a mail was queued. */
async function remind(ctx: Ctx, sellerId: number, clock: SQL): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(sellerReminders)
      .values({ sellerId, sentAt: clock })
      .onConflictDoNothing()
      .returning({ sellerId: sellerReminders.sellerId });
    if (claimed.length === 0) return false;
    const [seller] = await tx
      .select({ name: sellers.name, showFullName: sellers.showFullName, group: webshops.name, ...sellerMailColumns })
      .from(sellers)
      .innerJoin(webshops, eq(webshops.id, sellers.webshopId))
      .where(eq(sellers.id, sellerId));
    // No address (or a guardian not confirmed): the claim stays, as a reminder is never sent late.
    const recipient = seller && sellerMailRecipient(seller);
    if (!seller || !recipient) return false;
    const t = translatorFor(await participantLanguage(tx, sellerId));
    const shownName = publicSellerName(seller.name, seller);
    const toGuardian = recipient.kind === 'guardian';
    await enqueueParticipantNotice(
      tx,
      ctx,
      { sellerId, recipient, shownName },
      {
        kind: 'reminder',
        t,
        subject: t('notice.reminderSubject', { group: seller.group }),
        paragraphs: [
          ...(toGuardian
            ? [t('notice.reminderGuardian', { group: seller.group, seller: shownName })]
            : [t('notice.reminderText', { group: seller.group }), t('notice.reminderHowTo')]),
          storeLink(ctx.config.publicUrl, sellerId),
        ],
      },
    );
    return true;
  });
}

/** One run: every due participant claimed and reminded; answers the mails queued and whether some were left. */
export async function sendSalesReminders(ctx: Ctx, now?: Date): Promise<{ sent: number; more: boolean }> {
  const clock = clockOf(now);
  const due = await dueSellers(ctx.db, clock);
  let sent = 0;
  for (const sellerId of due) if (await remind(ctx, sellerId, clock)) sent++;
  return { sent, more: due.length === SELLERS_PER_RUN };
}
