// One file: the dashboards' read model (the query, its cache key from the rows it reads, the two start pages); one job.
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  contactPersonStartPageResponse,
  leaderboardOf,
  nextBonus,
  SELF_SERVICE_REFUND_DAYS,
  toMajor,
  type AccountRole,
  type DashboardData,
  type FriendCompetitor,
  type OrderSeller,
  type ProductSold,
} from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { assertContactPersonOf, assertSellerAccess } from '../../auth/guard.ts';
import type { Caller } from '../../auth/session.ts';
import type { Executor } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import {
  contactPersons,
  disputes,
  downloads,
  orders,
  payoutReserves,
  payouts,
  products,
  refunds,
  sellerProductSales,
  sellerSales,
  sellers,
  storeOpens,
  webshopDailySales,
  webshopProducts,
  webshops,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { payoutOverview } from '../payout/money.ts';
import { participantColumns } from '../seller/roster.ts';
import { sellerOf } from './order-records.ts';
import { sellerOrderDetailsOf } from './seller-orders.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'secrets' | 'orderCaches'>;
/** Reads can run inside a caller's transaction (the dashboard reads in one snapshot). */
type ReadCtx = Omit<Ctx, 'db'> & { db: Executor };

/** Whose dashboard: the organiser's (all sellers) or one seller's (its own row and orders). */
type View = { kind: 'organiser' } | { kind: 'seller'; sellerId: number; viewer: AccountRole };

/**
 * SPEC §3 Dashboard data of a webshop, read from the roll-ups the database keeps of counted orders
 * (migration 0003): one row per seller, per seller and product, per day, however many orders there are.
 * Money stays in integer minor units until the answer, which speaks major units.
 */
async function dashboard(ctx: ReadCtx, webshopId: number, view: View): Promise<DashboardData> {
  // Two queries: the webshop with its products and days (as JSON), and the sellers with their totals and
  // products (as JSON); JSON keeps the per-row cost low with hundreds of sellers.
  const sellerProducts = ctx.db
    .select({
      sellerId: sellerProductSales.sellerId,
      products:
        sql`json_agg(json_build_array(${sellerProductSales.webshopProductId}, ${sellerProductSales.amount}))`.as(
          'products',
        ),
    })
    .from(sellerProductSales)
    .where(and(eq(sellerProductSales.webshopId, webshopId), sql`${sellerProductSales.amount} > 0`))
    .groupBy(sellerProductSales.sellerId)
    .as('seller_products');
  const [shopRows, sellerRows, ownOrders, wayRows, openRows] = await readTogether(ctx.db, [
    () =>
      ctx.db
        .select({
          webShopId: webshops.id,
          isLocked: webshops.isLocked,
          payoutSchedule: webshops.payoutSchedule,
          // The notice asks the organiser to press 'End Fundraiser & Get Paid': once a payout has been asked for
          // since the lock, it is stale, also for the participants (issue 40).
          displayWebShopLockedDialog: sql<boolean>`${webshops.displayLockedDialog} and not exists (select 1 from ${payouts} where ${payouts.webshopId} = ${webshops.id} and ${payouts.createdAt} >= ${webshops.lockedAt})`,
          contactPersonFirstName: contactPersons.firstName,
          startedAt: webshops.createdAt,
          language: webshops.language,
          groupName: webshops.name,
          classOrTeam: webshops.classOrTeam,
          currencyCode: webshops.currencyCode,
          goalMinor: webshops.goalMinor,
          hasFinishedOnboarding: webshops.hasFinishedOnboarding,
          onboardingAnnounced: sql<boolean>`${webshops.onboardingAnnouncedAt} is not null`,
          introductionAnswer: webshops.introductionAnswer,
          isFriendCompetitionActive: webshops.isFriendCompetitionActive,
          isSalesReminderActive: webshops.isSalesReminderActive,
          payoutStatus: sql<
            DashboardData['payoutStatus']
          >`(select ${payouts.status} from ${payouts} where ${payouts.webshopId} = ${webshops.id} and ${payouts.status} in ('INITIATED', 'PENDING') limit 1)`,
          /** [webshop product id, name] */
          productNames: sql<
            [number, string][]
          >`(select coalesce(json_agg(json_build_array(${webshopProducts.id}, ${products.name})), '[]') from ${webshopProducts} join ${products} on ${products.id} = ${webshopProducts.productId} where ${webshopProducts.webshopId} = ${webshops.id})`,
          /** [day, sales minor, earnings minor, amount], oldest first */
          days: sql<
            [string, number, number, number][]
          >`(select coalesce(json_agg(json_build_array(to_char(${webshopDailySales.day}, 'YYYY-MM-DD'), ${webshopDailySales.salesMinor}, ${webshopDailySales.earningsMinor}, ${webshopDailySales.amount}) order by ${webshopDailySales.day}), '[]') from ${webshopDailySales} where ${webshopDailySales.webshopId} = ${webshops.id} and (${webshopDailySales.amount} > 0 or ${webshopDailySales.salesMinor} > 0))`,
        })
        .from(webshops)
        .innerJoin(contactPersons, eq(contactPersons.webshopId, webshops.id))
        .where(eq(webshops.id, webshopId))
        .limit(1),
    () =>
      ctx.db
        .select({
          ...participantColumns,
          salesMinor: sql<number>`coalesce(${sellerSales.salesMinor}, 0)`.mapWith(Number),
          earningsMinor: sql<number>`coalesce(${sellerSales.earningsMinor}, 0)`.mapWith(Number),
          amount: sql<number>`coalesce(${sellerSales.amount}, 0)`.mapWith(Number),
          /** [webshop product id, amount] */
          products: sql<[number, number][]>`coalesce(${sellerProducts.products}, '[]')`,
        })
        .from(sellers)
        // The roll-up row named by its group too, so PostgreSQL reads the group's rows (an index) and never the
        // platform's: the read follows the group's sellers, whatever the number of groups.
        .leftJoin(sellerSales, and(eq(sellerSales.sellerId, sellers.id), eq(sellerSales.webshopId, webshopId)))
        .leftJoin(sellerProducts, eq(sellerProducts.sellerId, sellers.id))
        .where(eq(sellers.webshopId, webshopId))
        .orderBy(asc(sql`lower(${sellers.name})`), asc(sellers.id)),
    () => (view.kind === 'seller' ? sellerOrderDetailsOf(ctx, view.sellerId, view.viewer) : Promise.resolve(null)),
    // The ways that brought sales and the store opens (decision 0049), each one grouped read of the group's rows (a
    // partial index holds only tagged paid orders), not a subquery per seller: the answer's cost follows the sellers.
    () =>
      ctx.db
        .select({ sellerId: orders.sellerId, way: orders.via, count: sql<number>`count(*)::int`.mapWith(Number) })
        .from(orders)
        .where(
          and(
            eq(orders.webshopId, webshopId),
            isNotNull(orders.via),
            eq(orders.status, 'paid'),
            isNull(orders.deletedAt),
          ),
        )
        .groupBy(orders.sellerId, orders.via)
        .orderBy(desc(sql`count(*)`), asc(orders.via)),
    () =>
      ctx.db
        .select({
          sellerId: storeOpens.sellerId,
          lastSevenDays:
            sql<number>`coalesce(sum(${storeOpens.opens}) filter (where ${storeOpens.day} > current_date - 7), 0)`.mapWith(
              Number,
            ),
          lastOpenedOn: sql<string>`to_char(max(${storeOpens.day}), 'YYYY-MM-DD')`,
        })
        .from(storeOpens)
        .where(
          sql`${storeOpens.sellerId} in (select ${sellers.id} from ${sellers} where ${sellers.webshopId} = ${webshopId})`,
        )
        .groupBy(storeOpens.sellerId),
  ]);
  const shop = shopRows[0];
  if (!shop) throw new AppError('not-found');

  const productName = new Map(shop.productNames);
  const productsBySeller = new Map<number, ProductSold[]>();
  const groupProducts = new Map<number, ProductSold>();
  for (const row of sellerRows) {
    const list = row.products.map(([webShopProductId, amount]) => ({
      webShopProductId,
      productName: productName.get(webShopProductId) ?? '',
      amount: Number(amount),
    }));
    productsBySeller.set(row.sellerId, list);
    for (const product of list) {
      const group = groupProducts.get(product.webShopProductId);
      if (group) group.amount += product.amount;
      else groupProducts.set(product.webShopProductId, { ...product });
    }
  }
  const mostSoldFirst = (a: ProductSold, b: ProductSold) =>
    b.amount - a.amount || byName.compare(a.productName, b.productName) || a.webShopProductId - b.webShopProductId;

  const allSellers = sellerRows.map((row) => {
    const productsSold = (productsBySeller.get(row.sellerId) ?? []).sort(mostSoldFirst);
    return { ...row, productsSold, totalAmountOfProducts: row.amount };
  });
  const waysOf = new Map<number, OrderSeller['salesByWay']>();
  for (const row of wayRows) {
    if (row.way) waysOf.set(row.sellerId, [...(waysOf.get(row.sellerId) ?? []), { way: row.way, orders: row.count }]);
  }
  const opensOf = new Map(
    openRows.map((row) => [row.sellerId, { lastSevenDays: row.lastSevenDays, lastOpenedOn: row.lastOpenedOn }]),
  );
  const visible = view.kind === 'seller' ? allSellers.filter((s) => s.sellerId === view.sellerId) : allSellers;
  const orderSellers: OrderSeller[] = visible.map((s) => ({
    sellerId: s.sellerId,
    name: s.name,
    // The group's own store has a code nobody is given (docs/decisions/0050).
    sellerPassword: s.isTeam ? '' : loginCode(ctx, s.code),
    sellerEmail: s.email ?? '',
    totalEarnings: toMajor(s.earningsMinor),
    productsSold: s.productsSold,
    totalAmountOfProducts: s.totalAmountOfProducts,
    totalSales: toMajor(s.salesMinor),
    isActive: s.isActive,
    isTeam: s.isTeam,
    salesByWay: waysOf.get(s.sellerId) ?? [],
    storeOpens: opensOf.get(s.sellerId) ?? { lastSevenDays: 0, lastOpenedOn: null },
  }));

  const showLeaderboard = view.kind === 'organiser' || shop.isFriendCompetitionActive;
  const ranked = leaderboardOf(
    allSellers
      .filter((s) => s.isActive && !s.isTeam)
      .map((s) => ({ sellerId: s.sellerId, name: firstName(s.name), total: s.totalAmountOfProducts })),
    (a, b) => byName.compare(a.name, b.name) || a.sellerId - b.sellerId,
  );
  const friendCompetitors: FriendCompetitor[] = showLeaderboard
    ? ranked.map((r) => ({
        position: r.position,
        name: r.name,
        totalAmountOfProducts: r.total,
        isCurrentSeller: view.kind === 'seller' && r.sellerId === view.sellerId,
      }))
    : [];

  const totalAmountOfProducts = allSellers.reduce((sum, s) => sum + s.amount, 0);
  const money = view.kind === 'organiser' ? await payoutOverview(ctx, webshopId, shop.currencyCode) : null;
  return {
    orderByWebShop: {
      webShopId: shop.webShopId,
      isLocked: shop.isLocked,
      payoutSchedule: shop.payoutSchedule,
      displayWebShopLockedDialog: shop.displayWebShopLockedDialog,
      contactPersonFirstName: shop.contactPersonFirstName,
      startedAt: shop.startedAt.toISOString(),
      language: shop.language,
      groupName: shop.groupName,
      classOrTeam: shop.classOrTeam,
    },
    orderSalesInformation: {
      totalEarnings: toMajor(allSellers.reduce((sum, s) => sum + s.earningsMinor, 0)),
      totalAmountOfProducts,
      productsSold: [...groupProducts.values()].sort(mostSoldFirst),
      currencyCode: shop.currencyCode,
      ...nextBonus(totalAmountOfProducts, ctx.config.bonusThresholds),
      totalSales: toMajor(allSellers.reduce((sum, s) => sum + s.salesMinor, 0)),
      goal: toMajor(shop.goalMinor),
    },
    orderDetails: { orderSellers, currencyCode: shop.currencyCode },
    hasUnHandledPayouts: shop.payoutStatus !== null,
    payoutStatus: shop.payoutStatus,
    hasFinishedConnectedStripeAccountSetup: shop.hasFinishedOnboarding,
    firstTimerEverFinishedStripeAccountCreation: shop.hasFinishedOnboarding && !shop.onboardingAnnounced,
    friendCompetitors,
    isFriendCompetitionActive: shop.isFriendCompetitionActive,
    isSalesReminderActive: shop.isSalesReminderActive,
    sellerPageOrderDetailsResponse: ownOrders,
    hasAnsweredIntroductionQuestion: shop.introductionAnswer !== null,
    salesOverTime: shop.days.map(([date, salesMinor, earningsMinor, amount]) => ({
      date,
      totalAmountOfProducts: Number(amount),
      totalSales: toMajor(Number(salesMinor)),
      totalEarnings: toMajor(Number(earningsMinor)),
    })),
    payoutOverview: money,
  };
}

/** One collator for every sort: String#localeCompare builds one per call, which shows with 500 sellers. */
const byName = new Intl.Collator('en');

/**
 * The organiser's dashboard shows every participant's code, and 500 AES-GCM decryptions cost more than the
 * rest of the request; a code changes only with a new ciphertext, so a remembered one is never stale.
 */
function loginCode(ctx: Pick<ReadCtx, 'secrets' | 'orderCaches'>, encrypted: string): string {
  let code = ctx.orderCaches.loginCodes.get(encrypted);
  if (code === undefined) {
    code = ctx.secrets.decrypt(encrypted);
    ctx.orderCaches.loginCodes.set(encrypted, code);
  }
  return code;
}

/** The leaderboard shows first names only. */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** Rows of a table that belong to the group's orders, by their order id column. */
const ordersOf = (orderId: PgColumn, w: number) =>
  sql`${orderId} in (select ${orders.id} from ${orders} where ${orders.webshopId} = ${w})`;

/**
 * What the organiser dashboard's fingerprint is made of, one entry per table: the rows of the webshop. The read
 * model above takes its tables from this module's schema imports, and dashboard-fingerprint.test.ts runs the read
 * and asks PostgreSQL which tables its plans touch: each must be here or in DASHBOARD_FOLLOWS, so a table added to
 * the read cannot be missed by the fingerprint (and one dropped from it is not counted for nothing).
 */
export const DASHBOARD_FINGERPRINT: readonly { table: PgTable; rowsOf: (webshopId: number) => SQL }[] = [
  { table: webshops, rowsOf: (w) => sql`${webshops.id} = ${w}` },
  { table: contactPersons, rowsOf: (w) => sql`${contactPersons.webshopId} = ${w}` },
  { table: payouts, rowsOf: (w) => sql`${payouts.webshopId} = ${w}` },
  { table: sellers, rowsOf: (w) => sql`${sellers.webshopId} = ${w}` },
  { table: sellerSales, rowsOf: (w) => sql`${sellerSales.webshopId} = ${w}` },
  // An opened or won dispute changes no roll-up but what the money card holds back (decision 0026).
  { table: disputes, rowsOf: (w) => ordersOf(disputes.orderId, w) },
  { table: webshopProducts, rowsOf: (w) => sql`${webshopProducts.webshopId} = ${w}` },
  {
    table: storeOpens,
    rowsOf: (w) =>
      sql`${storeOpens.sellerId} in (select ${sellers.id} from ${sellers} where ${sellers.webshopId} = ${w})`,
  },
  { table: products, rowsOf: () => sql`true` },
  // The reserve a final payout holds back, and what it would hold back now (docs/decisions/0051): a buyer's refund
  // or download closes an order's refund window, and a window also closes as time passes: the group's card orders
  // paid within the window are counted, so the count drops when one's window ends (older orders' changes show in
  // seller_sales, through the roll-up triggers).
  { table: payoutReserves, rowsOf: (w) => sql`${payoutReserves.webshopId} = ${w}` },
  { table: refunds, rowsOf: (w) => ordersOf(refunds.orderId, w) },
  { table: downloads, rowsOf: (w) => ordersOf(downloads.orderId, w) },
  {
    table: orders,
    rowsOf: (w) => sql`${orders.webshopId} = ${w} and ${orders.source} = 'card'
      and ${orders.paidAt} > now() - make_interval(days => ${SELF_SERVICE_REFUND_DAYS})`,
  },
];

/**
 * Tables the read touches whose changes a fingerprinted table already shows: the roll-up triggers write a seller's
 * seller_sales row in every change they make (with its product and day rows), and every change of a counted order
 * (paid, refunded, charged back, deleted) goes through them, so seller_sales alone tells when any of these changed.
 */
export const DASHBOARD_FOLLOWS: ReadonlyMap<PgTable, PgTable> = new Map<PgTable, PgTable>([
  [sellerProductSales, sellerSales],
  [webshopDailySales, sellerSales],
]);

/**
 * A fingerprint of every row the organiser's dashboard is made of: per table of DASHBOARD_FINGERPRINT, the number
 * of the webshop's rows and the sum of their xmin (the id of the transaction that last wrote each row). Any insert,
 * update or delete changes it (an update always gives a row a newer transaction id), whatever order transactions
 * commit in.
 */
async function dashboardVersion(db: Executor, webshopId: number): Promise<string> {
  const parts = DASHBOARD_FINGERPRINT.map(
    ({ table, rowsOf }) =>
      sql`(select count(*) || '.' || coalesce(sum(xmin::text::bigint), 0) from ${table} where ${rowsOf(webshopId)})`,
  );
  const result = (await db.execute(sql`select concat_ws(':', ${sql.join(parts, sql`, `)}) as version`)) as unknown as {
    rows: { version: string }[];
  };
  return result.rows[0]?.version ?? '';
}

/**
 * GET /api/order/contact-person-start-page: the group's organiser only. The answer (the largest of the
 * product: every participant with login code and products sold) is kept serialized per instance and served
 * while the dashboard's fingerprint is unchanged, so a repeated read costs one small query and is never stale.
 * A miss reads the fingerprint and the data in one REPEATABLE READ snapshot, so the two always belong together.
 */
export async function contactPersonStartPageJson(ctx: Ctx, caller: Caller, webshopId: number): Promise<string> {
  assertContactPersonOf(caller, webshopId);
  const cache = ctx.orderCaches.dashboards;
  const hit = cache.get(webshopId);
  if (hit && hit.version === (await dashboardVersion(ctx.db, webshopId))) return hit.json;
  const fresh = await ctx.db.transaction(
    async (tx) => {
      const version = await dashboardVersion(tx, webshopId);
      const data = await dashboard({ ...ctx, db: tx }, webshopId, { kind: 'organiser' });
      return { version, json: JSON.stringify(contactPersonStartPageResponse.parse(data)) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  cache.set(webshopId, fresh);
  return fresh.json;
}

/** GET /api/order/seller-start-page: the seller itself, or its group's organiser. */
export async function sellerStartPage(ctx: Ctx, caller: Caller, sellerId: number): Promise<DashboardData> {
  const seller = await sellerOf(ctx.db, sellerId);
  assertSellerAccess(caller, seller);
  return dashboard(ctx, seller.webshopId, { kind: 'seller', sellerId, viewer: caller.role });
}
