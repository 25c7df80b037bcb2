import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { formatPrice, localeFor, publicSellerName, toMajor, type Language } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import type { AppContext } from '../../context.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { payouts, sellerSales, sellers, webshopNotices, webshops } from '../../db/schema.ts';
import { organiserLanguage, participantLanguage } from '../account/recipient-language.ts';
import { groupSalesFigures } from '../payout/money.ts';
import { sellerMailColumns, sellerMailRecipient } from '../seller/seller-mail.ts';
import { clockOf, minutesBefore } from './clock.ts';
import { enqueueOrganiserNotice, enqueueParticipantNotice, groupsToTell, noticeGroup } from './notice-mail.ts';
import { isUnsubscribed, stillListens } from './unsubscribe.ts';

/**
 * The end of a fundraiser (docs/decisions/0049): when the shop has been locked for a while, every participant hears the
 * group's total and its own part, and the organiser the total; when a payout is paid, the participants hear that the
 * money has arrived (the organiser has the payout's own mail). Each is claimed once per group by one conditional
 * UPDATE of webshop_notices in the transaction that queues the mails, as the other notices are (decision 0048).
 */

/** A lock undone within this long (a mistake) tells nobody that the fundraiser is over. */
export const END_NOTICE_DELAY_MINUTES = 60;
/** A payout paid longer ago than this is not announced (those paid before these notices existed). */
const PAID_LOOKBACK_MINUTES = 24 * 60;
const GROUPS_PER_RUN = 20;

type Ctx = Pick<AppContext, 'db' | 'config' | 'secrets'>;
type Event = { kind: 'locked' } | { kind: 'paid'; payoutId: number; amountMinor: number };

/** Groups locked long enough whose end has not been told, whose organiser's data is not erased. */
async function lockedGroups(db: Database, clock: SQL): Promise<number[]> {
  return groupsToTell(
    db,
    and(
      eq(webshops.isLocked, true),
      sql`${webshops.lockedAt} <= ${minutesBefore(clock, END_NOTICE_DELAY_MINUTES)}`,
      isNull(webshopNotices.endNoticeSentAt),
    ),
    GROUPS_PER_RUN,
  );
}

/** Groups whose latest payout was paid lately and not yet told of. */
async function paidGroups(db: Database, clock: SQL): Promise<{ webshopId: number; payoutId: number }[]> {
  return db
    .select({ webshopId: payouts.webshopId, payoutId: sql<number>`max(${payouts.id})`.mapWith(Number) })
    .from(payouts)
    .leftJoin(webshopNotices, eq(webshopNotices.webshopId, payouts.webshopId))
    .where(
      and(
        eq(payouts.status, 'PAID'),
        sql`${payouts.updatedAt} > ${minutesBefore(clock, PAID_LOOKBACK_MINUTES)}`,
        sql`${payouts.id} > coalesce(${webshopNotices.paidNoticePayoutId}, 0)`,
      ),
    )
    .groupBy(payouts.webshopId)
    .limit(GROUPS_PER_RUN);
}

/** Takes the group's event; false when another run has it. */
async function claim(tx: Transaction, webshopId: number, event: Event, clock: SQL): Promise<boolean> {
  await tx.insert(webshopNotices).values({ webshopId }).onConflictDoNothing();
  const claimed =
    event.kind === 'locked'
      ? await tx
          .update(webshopNotices)
          .set({ endNoticeSentAt: clock })
          .where(and(eq(webshopNotices.webshopId, webshopId), isNull(webshopNotices.endNoticeSentAt)))
          .returning({ webshopId: webshopNotices.webshopId })
      : await tx
          .update(webshopNotices)
          .set({ paidNoticePayoutId: event.payoutId })
          .where(
            and(
              eq(webshopNotices.webshopId, webshopId),
              sql`coalesce(${webshopNotices.paidNoticePayoutId}, 0) < ${event.payoutId}`,
            ),
          )
          .returning({ webshopId: webshopNotices.webshopId });
  return claimed.length > 0;
}

/** Claims one group's event and queues its mails, together; answers how many were queued. */
async function tellGroup(ctx: Ctx, webshopId: number, event: Event, clock: SQL): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    if (!(await claim(tx, webshopId, event, clock))) return 0;
    const group = await noticeGroup(tx, webshopId);
    if (!group) return 0;
    // What the group sold and its share: the figures the payout and the dashboards read.
    const { totalSales, totalEarnings } = await groupSalesFigures(tx, webshopId);
    /** Amounts in the reader's language and the group's currency. */
    const priceIn = (language: Language) => (minor: number) =>
      formatPrice(toMajor(minor), group.currency, localeFor(language, group.country));
    const participants = await tx
      .select({
        sellerId: sellers.id,
        name: sellers.name,
        showFullName: sellers.showFullName,
        amount: sql<number>`coalesce(${sellerSales.amount}, 0)`.mapWith(Number),
        salesMinor: sql<number>`coalesce(${sellerSales.salesMinor}, 0)`.mapWith(Number),
        ...sellerMailColumns,
      })
      .from(sellers)
      .leftJoin(sellerSales, eq(sellerSales.sellerId, sellers.id))
      .where(
        and(
          eq(sellers.webshopId, webshopId),
          eq(sellers.isActive, true),
          stillListens({ seller: sellers.id }, 'fundraiser-end'),
        ),
      );
    let queued = 0;
    for (const participant of participants) {
      const recipient = sellerMailRecipient(participant);
      if (!recipient) continue;
      const language = await participantLanguage(tx, participant.sellerId);
      const t = translatorFor(language);
      const price = priceIn(language);
      const shownName = publicSellerName(participant.name, participant);
      const toGuardian = recipient.kind === 'guardian';
      const own =
        participant.amount === 0
          ? t('notice.endOwnNone')
          : t(toGuardian ? 'notice.endOwnGuardian' : 'notice.endOwn', {
              count: participant.amount,
              sold: price(participant.salesMinor),
              seller: shownName,
            });
      const lead =
        event.kind === 'locked'
          ? t('notice.endGroup', { sold: price(totalSales), share: price(totalEarnings) })
          : t('notice.paidText', { amount: price(event.amountMinor) });
      await enqueueParticipantNotice(
        tx,
        ctx,
        { sellerId: participant.sellerId, recipient, shownName },
        {
          kind: 'fundraiser-end',
          t,
          subject:
            event.kind === 'locked'
              ? t('notice.endSubject', { group: group.name, sold: price(totalSales) })
              : t('notice.paidSubject', { group: group.name, amount: price(event.amountMinor) }),
          paragraphs: [lead, own],
        },
      );
      queued++;
    }
    // The organiser hears of the end too; of the payout it has the payout's own mail.
    const organiser = { role: 'contactperson', contactPersonId: group.organiserId } as const;
    if (event.kind === 'locked' && !(await isUnsubscribed(tx, organiser, 'fundraiser-end'))) {
      const language = await organiserLanguage(tx, webshopId);
      const t = translatorFor(language);
      const price = priceIn(language);
      await enqueueOrganiserNotice(tx, ctx, group, {
        kind: 'fundraiser-end',
        t,
        subject: t('notice.endSubject', { group: group.name, sold: price(totalSales) }),
        paragraphs: [
          t('notice.endGroup', { sold: price(totalSales), share: price(totalEarnings) }),
          t('notice.endOrganiser'),
        ],
      });
      queued++;
    }
    return queued;
  });
}

/** One run: the groups whose end or payout is due, each claimed and told; answers the mails queued. */
export async function sendFundraiserEndNotices(ctx: Ctx, now?: Date): Promise<{ sent: number; more: boolean }> {
  const clock = clockOf(now);
  const locked = await lockedGroups(ctx.db, clock);
  const paid = await paidGroups(ctx.db, clock);
  let sent = 0;
  for (const webshopId of locked) sent += await tellGroup(ctx, webshopId, { kind: 'locked' }, clock);
  for (const { webshopId, payoutId } of paid) {
    const [payout] = await ctx.db
      .select({ amountMinor: payouts.amountMinor })
      .from(payouts)
      .where(eq(payouts.id, payoutId));
    if (payout) sent += await tellGroup(ctx, webshopId, { kind: 'paid', payoutId, ...payout }, clock);
  }
  return { sent, more: locked.length === GROUPS_PER_RUN || paid.length === GROUPS_PER_RUN };
}
