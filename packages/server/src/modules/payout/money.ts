import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { MIN_PAYOUT_EARNINGS, toMajor, type PayoutOverview, type PayoutRow } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { payoutReserves, payouts, sellerSales } from '../../db/schema.ts';
import { openRefundWindows } from '../refund/self-service-window.ts';
import { payableNow, returnFigures } from './returns.ts';

const minorSum = (expression: ReturnType<typeof sql>) => sql`coalesce(${expression}, 0)`.mapWith(Number);

/**
 * The group's sales and earnings in minor units, every participant's (removed ones too): the one definition of the
 * group's figures that the payout, the organiser's dashboard totals and the team page (modules/team) read. From the
 * roll-ups the database keeps (migrations 0003, 0006): one row per seller, however many orders.
 */
export async function groupSalesFigures(db: Executor, webshopId: number) {
  const [sales] = await db
    .select({
      totalSales: minorSum(sql`sum(${sellerSales.salesMinor})`),
      totalEarnings: minorSum(sql`sum(${sellerSales.earningsMinor})`),
      manualSales: minorSum(sql`sum(${sellerSales.manualSalesMinor})`),
      manualEarnings: minorSum(sql`sum(${sellerSales.manualEarningsMinor})`),
      totalTax: minorSum(sql`sum(${sellerSales.taxMinor})`),
      manualTax: minorSum(sql`sum(${sellerSales.manualTaxMinor})`),
    })
    .from(sellerSales)
    .where(eq(sellerSales.webshopId, webshopId));
  return sales!;
}

/** The group's reserve still held, if any (at most one: payout_reserves_one_held_uq). */
export async function heldReserve(db: Executor, webshopId: number) {
  const [row] = await db
    .select()
    .from(payoutReserves)
    .where(and(eq(payoutReserves.webshopId, webshopId), isNull(payoutReserves.releasedAt)));
  return row;
}

/** The reserve figures of the group's money: what is held and until when, and what open refund windows hold. */
export async function reserveFigures(db: Executor, webshopId: number) {
  const held = await heldReserve(db, webshopId);
  const windows = await openRefundWindows(db, webshopId);
  return {
    reserved: held?.amountMinor ?? 0,
    reserveReleaseAfter: held?.releaseAfter ?? null,
    openWindowShare: windows.shareMinor,
    windowsCloseAt: windows.closesAt,
  };
}

/** The group's money in minor units (ARCHITECTURE §4); see core payoutOverview for what each figure means. */
export async function moneyFigures(db: Executor, webshopId: number) {
  const sales = await groupSalesFigures(db, webshopId);
  const [paid] = await db
    .select({
      paidOut: minorSum(sql`sum(${payouts.amountMinor}) filter (where ${payouts.status} = 'PAID')`),
      onTheWay: minorSum(sql`sum(${payouts.amountMinor}) filter (where ${payouts.status} in ('INITIATED', 'PENDING'))`),
    })
    .from(payouts)
    .where(eq(payouts.webshopId, webshopId));
  const s = sales;
  const p = paid!;
  const returns = await returnFigures(db, webshopId);
  const reserve = await reserveFigures(db, webshopId);
  const cardEarnings = s.totalEarnings - s.manualEarnings;
  // Sales = tax + the group's share + Fundshop's share (docs/decisions/0060): the tax is neither share.
  const manualPlatformShare = s.manualSales - s.manualTax - s.manualEarnings;
  /** Every payout that is not FAILED: what earlier payouts took or are taking. */
  const previouslyPaid = p.paidOut + p.onTheWay;
  return {
    ...s,
    ...p,
    ...returns,
    ...reserve,
    cardSales: s.totalSales - s.manualSales,
    cardEarnings,
    manualPlatformShare,
    previouslyPaid,
    ...payableNow({
      cardEarnings,
      manualPlatformShare,
      manualTax: s.manualTax,
      previouslyPaid,
      heldForDisputes: returns.heldForDisputes,
      reserved: reserve.reserved,
      openWindowShare: reserve.openWindowShare,
    }),
  };
}

export function payoutRowOf(row: typeof payouts.$inferSelect): PayoutRow {
  return {
    id: row.id,
    status: row.status,
    currencyCode: row.currencyCode,
    amount: toMajor(row.amountMinor),
    cardEarnings: toMajor(row.cardEarningsMinor),
    manualPlatformShare: toMajor(row.manualPlatformShareMinor),
    manualTax: toMajor(row.manualTaxMinor),
    previouslyPaidOut: toMajor(row.previouslyPaidMinor),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The organiser dashboard's "where the money is" card. */
export async function payoutOverview(
  ctx: { db: Executor; config: AppContext['config'] },
  webshopId: number,
  currencyCode: string,
): Promise<PayoutOverview> {
  const figures = await moneyFigures(ctx.db, webshopId);
  const history = await ctx.db
    .select()
    .from(payouts)
    .where(eq(payouts.webshopId, webshopId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id));
  return {
    currencyCode,
    benefitSharePercent: ctx.config.benefitSharePercent,
    totalSales: toMajor(figures.totalSales),
    cardSales: toMajor(figures.cardSales),
    manualSales: toMajor(figures.manualSales),
    totalEarnings: toMajor(figures.totalEarnings),
    totalTax: toMajor(figures.totalTax),
    platformShare: toMajor(figures.totalSales - figures.totalTax - figures.totalEarnings),
    cardEarnings: toMajor(figures.cardEarnings),
    manualPlatformShare: toMajor(figures.manualPlatformShare),
    manualTax: toMajor(figures.manualTax),
    paidOut: toMajor(figures.paidOut),
    onTheWay: toMajor(figures.onTheWay),
    refunded: toMajor(figures.refunded),
    refundedEarnings: toMajor(figures.refundedEarnings),
    disputedOpen: toMajor(figures.disputedOpen),
    heldForDisputes: toMajor(figures.heldForDisputes),
    disputesLost: toMajor(figures.disputesLost),
    disputesLostEarnings: toMajor(figures.disputesLostEarnings),
    owedByGroup: toMajor(figures.owedByGroup),
    availableNow: toMajor(figures.availableNow),
    reserveHeld: toMajor(figures.reserved),
    reserveLeft: toMajor(figures.reserveLeft),
    reserveReleaseAfter: figures.reserveReleaseAfter?.toISOString() ?? null,
    reserveOnPayout: toMajor(figures.reserveOnPayout),
    reserveOnPayoutReleaseAfter: figures.reserveOnPayout > 0 ? (figures.windowsCloseAt?.toISOString() ?? null) : null,
    minimumEarnings: MIN_PAYOUT_EARNINGS,
    payouts: history.map(payoutRowOf),
  };
}
