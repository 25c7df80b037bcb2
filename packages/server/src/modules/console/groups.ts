import { asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  reconciliationOf,
  toMajor,
  type ConsoleGroup,
  type ConsoleGroupPage,
  type ConsoleSeller,
  type PayoutStatus,
} from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { contactPersons, orders, payouts, sellerSales, sellers, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { moneyFigures, payoutRowOf } from '../payout/money.ts';
import { supportMessages } from '../support/service.ts';

type Ctx = Pick<AppContext, 'db'>;

/** Groups a search answers at most: the console asks for a narrower search beyond that. */
const GROUPS_SHOWN = 50;

/** `%text%` for ILIKE, with the pattern's own characters taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A search by the group's id (a number), or part of its name or of its organiser's email. */
function groupSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const byText = or(ilike(webshops.name, containing(q)), ilike(contactPersons.email, containing(q)));
  return /^\d{1,9}$/.test(q) ? or(eq(webshops.id, Number(q)), byText) : byText;
}

async function groupsAtAGlance(db: Executor, where: SQL | undefined): Promise<ConsoleGroup[]> {
  const rows = await db
    .select({
      shop: webshops,
      firstName: contactPersons.firstName,
      lastName: contactPersons.lastName,
      email: contactPersons.email,
      lastSaleAt: sql<string | null>`(select max(coalesce(${orders.paidAt}, ${orders.createdAt})) from ${orders}
        where ${orders.webshopId} = ${webshops.id} and ${orders.status} = 'paid' and ${orders.deletedAt} is null)`,
      payoutStatus: sql<PayoutStatus | null>`(select ${payouts.status} from ${payouts}
        where ${payouts.webshopId} = ${webshops.id} order by ${payouts.id} desc limit 1)`,
    })
    .from(webshops)
    .innerJoin(contactPersons, eq(contactPersons.webshopId, webshops.id))
    .where(where)
    .orderBy(desc(webshops.id))
    .limit(GROUPS_SHOWN);
  return Promise.all(
    rows.map(async (r) => {
      const money = await moneyFigures(db, r.shop.id);
      return {
        webShopId: r.shop.id,
        name: r.shop.name,
        classOrTeam: r.shop.classOrTeam,
        organiserName: `${r.firstName} ${r.lastName}`,
        organiserEmail: r.email,
        currencyCode: r.shop.currencyCode,
        paymentReady: r.shop.hasFinishedOnboarding,
        isLocked: r.shop.isLocked,
        earnings: toMajor(money.totalEarnings),
        availableNow: toMajor(money.availableNow),
        owedByGroup: toMajor(money.owedByGroup),
        paidOut: toMajor(money.paidOut),
        payoutStatus: r.payoutStatus,
        lastSaleAt: r.lastSaleAt === null ? null : new Date(r.lastSaleAt).toISOString(),
        createdAt: r.shop.createdAt.toISOString(),
      };
    }),
  );
}

/** GET /api/operator/groups?q=: the newest groups matching the search (all without one), at most 50. */
export const searchGroups = (ctx: Ctx, q: string) => groupsAtAGlance(ctx.db, groupSearch(q));

/** A group's sellers with their sales from the roll-ups, by name. */
export async function groupSellers(db: Executor, webshopId: number): Promise<ConsoleSeller[]> {
  const rows = await db
    .select({
      sellerId: sellers.id,
      name: sellers.name,
      isTeam: sellers.isTeam,
      email: sellers.email,
      isActive: sellers.isActive,
      salesMinor: sellerSales.salesMinor,
      earningsMinor: sellerSales.earningsMinor,
      amount: sellerSales.amount,
    })
    .from(sellers)
    .leftJoin(sellerSales, eq(sellerSales.sellerId, sellers.id))
    .where(eq(sellers.webshopId, webshopId))
    .orderBy(asc(sql`lower(${sellers.name})`), asc(sellers.id));
  return rows.map((r) => ({
    sellerId: r.sellerId,
    // The group's own store (docs/decisions/0050) has no name; the console speaks English (decision 0041).
    name: r.isTeam ? translatorFor('en')('team.asWhole') : r.name,
    email: r.email ?? '',
    isActive: r.isActive,
    sales: toMajor(r.salesMinor ?? 0),
    earnings: toMajor(r.earningsMinor ?? 0),
    productsSold: r.amount ?? 0,
  }));
}

/**
 * GET /api/operator/groups/{id}: the group at a glance with its organiser, its sellers with their sales (the
 * roll-ups the dashboards read), its money reconciled, its payouts and its messages to support. Its orders and audit
 * trail have their own searches (GET /api/operator/orders?webShopId=, /api/operator/audit?webShopId=).
 */
export async function groupPage(ctx: Ctx, webshopId: number): Promise<ConsoleGroupPage> {
  const [group] = await groupsAtAGlance(ctx.db, eq(webshops.id, webshopId));
  if (!group) throw new AppError('not-found');
  const [details] = await ctx.db
    .select({ phone: contactPersons.phoneNumber, countryCode: webshops.countryCode })
    .from(webshops)
    .innerJoin(contactPersons, eq(contactPersons.webshopId, webshops.id))
    .where(eq(webshops.id, webshopId));
  const [sellerRows, money, payoutRows, messages] = await Promise.all([
    groupSellers(ctx.db, webshopId),
    moneyFigures(ctx.db, webshopId),
    ctx.db.select().from(payouts).where(eq(payouts.webshopId, webshopId)).orderBy(desc(payouts.id)),
    supportMessages(ctx, { state: 'all', webShopId: webshopId }),
  ]);
  return {
    group: { ...group, organiserPhone: details!.phone, countryCode: details!.countryCode },
    sellers: sellerRows,
    reconciliation: reconciliationOf(money, group.currencyCode),
    payouts: payoutRows.map(payoutRowOf),
    supportMessages: messages,
  };
}
