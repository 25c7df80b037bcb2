import { and, asc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { publicSellerName } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import type { AppContext } from '../../context.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { auditEvents, orderLines, orders, sellerSaleNotices, sellers, webshops } from '../../db/schema.ts';
import { participantLanguage } from '../account/recipient-language.ts';
import { sellerMailColumns, sellerMailRecipient } from '../seller/seller-mail.ts';
import { clockOf, minutesBefore, secondsBefore } from './clock.ts';
import { enqueueParticipantNotice } from './notice-mail.ts';
import { stillListens } from './unsubscribe.ts';

/**
 * A participant hears of its sales (docs/decisions/0048): at most one mail per SALE_NOTICE_WINDOW_MINUTES, listing the
 * card sales paid since its last one. Checkout writes nothing for it: a run asks the paid orders (orders_paid_at_idx)
 * which sellers have sales newer than their last notice, and claims each seller with one conditional UPDATE of its
 * seller_sale_notices row, in the transaction that also queues the mail. Two instances running at once both try; the
 * second's UPDATE waits for the first's row lock, then finds the window not over and sends nothing.
 */

export const SALE_NOTICE_WINDOW_MINUTES = 15;
/** A sale paid this recently waits for the next run: a payment that commits a moment after its paid_at is not skipped. */
export const SALE_SETTLE_SECONDS = 30;
/** A seller never told before hears of the last day's sales at most, not of all it sold before notices existed. */
const LOOKBACK_MINUTES = 24 * 60;
/** Sellers per run; a full batch makes the worker go again at once. */
const SELLERS_PER_RUN = 50;
/** Supporters named in one mail; the rest are counted. */
const BUYERS_PER_MAIL = 10;

type Ctx = Pick<AppContext, 'db' | 'config' | 'secrets'>;

/** Sellers with card sales newer than their last notice whose window is over, the longest waiting first. */
async function dueSellers(db: Database, clock: SQL): Promise<number[]> {
  const rows = await db
    .select({ sellerId: orders.sellerId })
    .from(orders)
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .leftJoin(sellerSaleNotices, eq(sellerSaleNotices.sellerId, orders.sellerId))
    .where(
      and(
        gt(orders.paidAt, minutesBefore(clock, LOOKBACK_MINUTES)),
        lte(orders.paidAt, secondsBefore(clock, SALE_SETTLE_SECONDS)),
        eq(orders.source, 'card'),
        eq(orders.status, 'paid'),
        sql`${orders.paidAt} > coalesce(${sellerSaleNotices.reportedThrough}, '-infinity')`,
        sql`(${sellerSaleNotices.sentAt} is null or ${sellerSaleNotices.sentAt} <= ${minutesBefore(clock, SALE_NOTICE_WINDOW_MINUTES)})`,
        eq(sellers.isActive, true),
        stillListens({ seller: orders.sellerId }, 'sales'),
      ),
    )
    .groupBy(orders.sellerId)
    .orderBy(sql`min(${orders.paidAt})`)
    .limit(SELLERS_PER_RUN);
  return rows.map((r) => r.sellerId);
}

/**
 * Takes the seller's window: moves reported_through on to the settled time and remembers where the last mail ended.
 * Null when another run has it (or has just had it): then nothing is sent.
 */
async function claimSeller(tx: Transaction, sellerId: number, clock: SQL): Promise<{ from: Date; to: Date } | null> {
  await tx
    .insert(sellerSaleNotices)
    .values({ sellerId, reportedThrough: minutesBefore(clock, LOOKBACK_MINUTES) })
    .onConflictDoNothing();
  const [claimed] = await tx
    .update(sellerSaleNotices)
    .set({
      previousThrough: sql`${sellerSaleNotices.reportedThrough}`,
      reportedThrough: secondsBefore(clock, SALE_SETTLE_SECONDS),
      sentAt: clock,
    })
    .where(
      and(
        eq(sellerSaleNotices.sellerId, sellerId),
        sql`(${sellerSaleNotices.sentAt} is null or ${sellerSaleNotices.sentAt} <= ${minutesBefore(clock, SALE_NOTICE_WINDOW_MINUTES)})`,
        sql`${sellerSaleNotices.reportedThrough} < ${secondsBefore(clock, SALE_SETTLE_SECONDS)}`,
      ),
    )
    .returning({ from: sellerSaleNotices.previousThrough, to: sellerSaleNotices.reportedThrough });
  return claimed?.from ? { from: claimed.from, to: claimed.to } : null;
}

/**
 * An order an operator moved here from another participant (order.reassign) is not this participant's sale to thank
 * for: the supporter bought from someone else and cannot be reached (decision 0036); the move's own notice told it.
 */
const notMovedHere = sql`not exists (select 1 from ${auditEvents} where ${auditEvents.targetType} = 'order' and ${auditEvents.targetId} = ${orders.id} and ${auditEvents.action} = 'order.reassign')`;

/** E-books per supporter (first name only, docs/decisions/0036) paid in the window, in the order they bought. */
async function salesBetween(tx: Transaction, sellerId: number, window: { from: Date; to: Date }) {
  return tx
    .select({ buyer: orders.buyerFirstName, count: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.sellerId, sellerId),
        eq(orders.source, 'card'),
        eq(orders.status, 'paid'),
        gt(orders.paidAt, window.from),
        lte(orders.paidAt, window.to),
        notMovedHere,
      ),
    )
    .groupBy(orders.buyerFirstName)
    .orderBy(sql`min(${orders.paidAt})`, asc(orders.buyerFirstName));
}

/** Claims one seller and queues its notice, together; answers whether a mail was queued. */
async function noticeSeller(ctx: Ctx, sellerId: number, clock: SQL): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const window = await claimSeller(tx, sellerId, clock);
    if (!window) return false;
    const sales = await salesBetween(tx, sellerId, window);
    const [seller] = await tx
      .select({
        name: sellers.name,
        showFullName: sellers.showFullName,
        group: webshops.name,
        ...sellerMailColumns,
      })
      .from(sellers)
      .innerJoin(webshops, eq(webshops.id, sellers.webshopId))
      .where(eq(sellers.id, sellerId));
    const recipient = seller && sellerMailRecipient(seller);
    if (!seller || !recipient || sales.length === 0) return false;
    const t = translatorFor(await participantLanguage(tx, sellerId));
    const toGuardian = recipient.kind === 'guardian';
    const shownName = publicSellerName(seller.name, seller);
    const total = sales.reduce((sum, s) => sum + s.count, 0);
    const named = sales
      .slice(0, BUYERS_PER_MAIL)
      .map((s) => ({ ...s, buyer: s.buyer.trim() || t('notice.aSupporter') }));
    const lines = named.flatMap(({ buyer, count }) => [
      toGuardian
        ? t('notice.saleLineGuardian', { count, buyer, seller: shownName })
        : t('notice.saleLine', { count, buyer }),
      `“${t('notice.thankYouMessage', { group: seller.group, buyer, seller: shownName })}”`,
    ]);
    const more = sales.length - named.length;
    await enqueueParticipantNotice(
      tx,
      ctx,
      { sellerId, recipient, shownName },
      {
        kind: 'sales',
        t,
        subject: toGuardian
          ? t('notice.saleSubjectGuardian', { count: total, seller: shownName })
          : t('notice.saleSubject', { count: total }),
        paragraphs: [
          t('notice.thankYouIntro'),
          ...lines,
          ...(more > 0 ? [t('notice.moreSupporters', { count: more })] : []),
        ],
      },
    );
    return true;
  });
}

/** One run: every due seller claimed and told; answers how many mails were queued and whether sellers were left. */
export async function sendSaleNotices(ctx: Ctx, now?: Date): Promise<{ sent: number; more: boolean }> {
  const clock = clockOf(now);
  const due = await dueSellers(ctx.db, clock);
  let sent = 0;
  for (const sellerId of due) if (await noticeSeller(ctx, sellerId, clock)) sent++;
  return { sent, more: due.length === SELLERS_PER_RUN };
}
