import { and, desc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { formatPrice, localeFor, toMajor } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import type { AppContext } from '../../context.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { contactPersons, orderLines, orders, sellerSales, sellers, webshopNotices, webshops } from '../../db/schema.ts';
import { organiserLanguage } from '../account/recipient-language.ts';
import { clockOf, minutesBefore } from './clock.ts';
import { enqueueOrganiserNotice, groupsToTell, noticeGroup, soldNothingYet } from './notice-mail.ts';
import { stillListens } from './unsubscribe.ts';

/**
 * The organiser's daily summary (docs/decisions/0048): once per local day, in the evening, and only when something was
 * sold since the last one. The group has a country, not a time zone: each country's summary goes by one zone of it.
 * The claim is the sale notices' (one conditional UPDATE of webshop_notices per group, in the mail's transaction).
 */

/** The local hour from which a day's summary goes out. */
export const SUMMARY_HOUR = 19;
/** A country's evening, by one of its zones (the most populous); a later change can give each group its own zone. */
export const SUMMARY_ZONES: Record<string, string> = {
  US: 'America/Chicago',
  CA: 'America/Toronto',
  GB: 'Europe/London',
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
};
/** A summary reports at most the day before it, even when the last one is longer ago. */
const WINDOW_MINUTES = 24 * 60;
const GROUPS_PER_RUN = 50;
const TOP_SELLERS = 3;
const NAMES_LISTED = 10;

type Ctx = Pick<AppContext, 'db' | 'config' | 'secrets'>;

/** The local date (YYYY-MM-DD) and hour at `at` in a zone. */
export function localDay(at: Date, zone: string): { day: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** Counted sales (paid, not deleted, card or manual) after `from` up to the clock. */
const soldIn = (from: SQL, clock: SQL) =>
  and(eq(orders.status, 'paid'), isNull(orders.deletedAt), gt(orders.paidAt, from), lte(orders.paidAt, clock));

const windowStart = (through: SQL, clock: SQL): SQL =>
  sql`greatest(coalesce(${through}, '-infinity'::timestamptz), ${minutesBefore(clock, WINDOW_MINUTES)})`;

/** Groups of the country with sales since their last summary, not yet summarised on `day`, whose organiser listens. */
async function dueGroups(db: Database, country: string, day: string, clock: SQL): Promise<number[]> {
  return groupsToTell(
    db,
    and(
      eq(webshops.countryCode, country),
      sql`(${webshopNotices.summaryDay} is null or ${webshopNotices.summaryDay} < ${day}::date)`,
      stillListens({ organiser: contactPersons.id }, 'daily-summary'),
      sql`exists (select 1 from ${orders} where ${orders.webshopId} = ${webshops.id} and ${soldIn(windowStart(sql`${webshopNotices.summaryThrough}`, clock), clock)})`,
    ),
    GROUPS_PER_RUN,
  );
}

/** Takes the group's day; the start of its window (the last summary's end, at most a day back), or null if taken. */
async function claimGroup(tx: Transaction, webshopId: number, day: string, clock: SQL): Promise<SQL | null> {
  await tx.insert(webshopNotices).values({ webshopId }).onConflictDoNothing();
  const [claimed] = await tx
    .update(webshopNotices)
    .set({ summaryDay: day, previousSummaryThrough: sql`${webshopNotices.summaryThrough}`, summaryThrough: clock })
    .where(
      and(
        eq(webshopNotices.webshopId, webshopId),
        sql`(${webshopNotices.summaryDay} is null or ${webshopNotices.summaryDay} < ${day}::date)`,
      ),
    )
    .returning({ previous: webshopNotices.previousSummaryThrough });
  if (!claimed) return null;
  return windowStart(claimed.previous ? sql`${claimed.previous.toISOString()}::timestamptz` : sql`null`, clock);
}

async function summaryFigures(tx: Transaction, webshopId: number, from: SQL, clock: SQL) {
  const perSeller = await tx
    .select({
      name: sellers.name,
      isTeam: sellers.isTeam,
      count: sql<number>`sum(${orderLines.quantity})::int`,
      salesMinor: sql<number>`sum(${orderLines.quantity} * ${orderLines.unitPriceMinor})::int`,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(and(eq(orders.webshopId, webshopId), soldIn(from, clock)))
    .groupBy(sellers.id, sellers.name, sellers.isTeam)
    .orderBy(
      desc(sql`sum(${orderLines.quantity})`),
      desc(sql`sum(${orderLines.quantity} * ${orderLines.unitPriceMinor})`),
      sellers.name,
    );
  const notYet = await tx
    .select({ name: sellers.name })
    .from(sellers)
    .leftJoin(sellerSales, eq(sellerSales.sellerId, sellers.id))
    .where(and(eq(sellers.webshopId, webshopId), soldNothingYet()))
    .orderBy(sellers.name);
  return { perSeller, notYet: notYet.map((s) => s.name) };
}

async function summariseGroup(ctx: Ctx, webshopId: number, day: string, clock: SQL): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const from = await claimGroup(tx, webshopId, day, clock);
    if (!from) return false;
    const { perSeller, notYet } = await summaryFigures(tx, webshopId, from, clock);
    const group = await noticeGroup(tx, webshopId);
    if (!group || perSeller.length === 0) return false;
    const language = await organiserLanguage(tx, webshopId);
    const t = translatorFor(language);
    const locale = localeFor(language, group.country);
    const count = perSeller.reduce((sum, s) => sum + s.count, 0);
    const salesMinor = perSeller.reduce((sum, s) => sum + s.salesMinor, 0);
    const listed = notYet.slice(0, NAMES_LISTED);
    const more = notYet.length - listed.length;
    const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      more > 0 ? [...listed, t('notice.andMore', { count: more })] : listed,
    );
    const top = perSeller
      .slice(0, TOP_SELLERS)
      .map((s, i) =>
        t('notice.summaryTopLine', { rank: i + 1, name: s.isTeam ? t('team.asWhole') : s.name, count: s.count }),
      );
    await enqueueOrganiserNotice(tx, ctx, group, {
      kind: 'daily-summary',
      t,
      subject: t('notice.summarySubject', { group: group.name, count }),
      paragraphs: [
        t('notice.summarySold', { count, amount: formatPrice(toMajor(salesMinor), group.currency, locale) }),
        [t('notice.summaryTop'), ...top].join('\n'),
        notYet.length ? t('notice.summaryNotYet', { count: notYet.length, names }) : t('notice.summaryAllSold'),
      ],
    });
    return true;
  });
}

/** One run: each country whose evening it is, each of its groups due claimed and summarised. */
export async function sendDailySummaries(ctx: Ctx, now?: Date): Promise<{ sent: number; more: boolean }> {
  const at = now ?? new Date();
  const clock = clockOf(now);
  let sent = 0;
  let more = false;
  for (const [country, zone] of Object.entries(SUMMARY_ZONES)) {
    const { day, hour } = localDay(at, zone);
    if (hour < SUMMARY_HOUR) continue;
    const due = await dueGroups(ctx.db, country, day, clock);
    more ||= due.length === GROUPS_PER_RUN;
    for (const webshopId of due) if (await summariseGroup(ctx, webshopId, day, clock)) sent++;
  }
  return { sent, more };
}
