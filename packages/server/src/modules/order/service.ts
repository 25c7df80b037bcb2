import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  contactPersonStartPageResponse,
  isDemoSeller,
  nextBonus,
  rankPositions,
  toMajor,
  type BuyerOrderRow,
  type DashboardData,
  type DeleteWebshopPurchaseResponse,
  type FriendCompetitor,
  type OrderSeller,
  type ProductSold,
  type RetrieveSellerShopForEditResponse,
  type SellerOrderDetails,
  type WebshopOrderResponse,
  type createWebshopOrderRequest,
  type deleteWebshopPurchaseRequest,
  type editWebshopOrderRequest,
} from '@fundshop/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { assertOrganiserOf, assertSellerAccess } from '../../auth/guard.ts';
import type { Caller } from '../../auth/session.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import {
  contactPersons,
  orderLines,
  orders,
  payouts,
  products,
  sellerProductSales,
  sellerSales,
  sellers,
  webshopDailySales,
  webshopProducts,
  webshops,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import {
  assertNamedWebshopIsSellers,
  buyerColumns,
  chargedLine,
  insertOrder,
  insertOrderLines,
  orderLineItems,
  priceCart,
  sellerShopForShare,
} from './order-records.ts';
import { enqueueBooksMail } from '../delivery/mails.ts';
import { payoutOverview } from '../payout/money.ts';
import { participantColumns, sellerWithWebshop } from '../seller/service.ts';
import { loadSellerShop } from '../shop/service.ts';

type CreateInput = z.output<typeof createWebshopOrderRequest>;
type EditInput = z.output<typeof editWebshopOrderRequest>;
type DeleteInput = z.output<typeof deleteWebshopPurchaseRequest>;
type Ctx = Pick<AppContext, 'db' | 'config' | 'secrets' | 'shopCache' | 'images' | 'orderCaches'>;
/** Reads can run inside a caller's transaction (the dashboard reads in one snapshot). */
type ReadCtx = Omit<Ctx, 'db'> & { db: Executor };

/** An order counts in every figure when it is paid (card orders once the provider says so; manual orders always) and not deleted. */
const counted = and(eq(orders.status, 'paid'), isNull(orders.deletedAt));

async function sellerOf(db: Executor, sellerId: number) {
  const [seller] = await db
    .select({ id: sellers.id, webshopId: sellers.webshopId })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .limit(1);
  if (!seller) throw new AppError('not-found');
  return seller;
}

// ---------------------------------------------------------------------------------------------
// Reading: seller order details and the dashboards

/**
 * Orders a seller's list shows: counted ones, and card orders refunded in full (labelled, so a seller and organiser
 * see what became of a sale, docs/decisions/0026).
 */
const listed = and(inArray(orders.status, ['paid', 'refunded']), isNull(orders.deletedAt));

/** Listed orders of one seller with their lines, newest first (SPEC §3 Seller order details). */
async function buyerOrderRows(ctx: ReadCtx, sellerId: number): Promise<BuyerOrderRow[]> {
  const rows = await ctx.db
    .select({
      id: orders.id,
      source: orders.source,
      buyerFirstName: orders.buyerFirstName,
      buyerLastName: orders.buyerLastName,
      buyerEmail: orders.buyerEmail,
      buyerPhoneNumber: orders.buyerPhoneNumber,
      note: orders.note,
      personalMessage: orders.personalMessage,
      totalMinor: orders.totalMinor,
      earningsMinor: orders.earningsMinor,
      status: orders.status,
      orderedAt: sql<string>`coalesce(${orders.paidAt}, ${orders.createdAt})`.mapWith((v: unknown) =>
        new Date(v as string).toISOString(),
      ),
    })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), listed))
    .orderBy(desc(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`), desc(orders.id));
  const lines = rows.length === 0 ? [] : await orderLineItems(ctx.db, and(eq(orders.sellerId, sellerId), listed));
  const byOrder = new Map<number, BuyerOrderRow['orderFromBuyerDetailsList']>();
  for (const { orderId, ...item } of lines) {
    const list = byOrder.get(orderId) ?? [];
    list.push(item);
    byOrder.set(orderId, list);
  }
  return rows.map((r) => ({
    buyerOfOrderId: r.id,
    buyerFirstName: r.buyerFirstName,
    buyerLastName: r.buyerLastName,
    buyerEmail: r.buyerEmail,
    buyerPhoneNumber: r.buyerPhoneNumber,
    note: r.note,
    boughtForAmount: toMajor(r.totalMinor),
    earnings: toMajor(r.earningsMinor),
    orderFromBuyerDetailsList: byOrder.get(r.id) ?? [],
    source: r.source,
    orderDate: r.orderedAt,
    isEditable: r.source === 'manual',
    personalMessage: r.personalMessage,
    status: r.status === 'refunded' ? 'refunded' : 'paid',
  }));
}

async function sellerOrderDetailsOf(ctx: ReadCtx, sellerId: number): Promise<SellerOrderDetails> {
  const head = await sellerWithWebshop(ctx.db, sellerId, {
    sellerName: sellers.name,
    sellerIsActive: sellers.isActive,
    customerName: webshops.name,
    classOrTeam: webshops.classOrTeam,
    currencyCode: webshops.currencyCode,
  });
  if (!head) throw new AppError('not-found');
  return {
    responseMessage: 'ok',
    ...head,
    // SPEC §9: the seller order view defaults to USD.
    currencyCode: head.currencyCode || 'USD',
    orderFromBuyers: await buyerOrderRows(ctx, sellerId),
  };
}

/** GET /api/order/get-seller-order-details: the seller itself or its group's organiser. */
export async function getSellerOrderDetails(ctx: Ctx, caller: Caller, sellerId: number): Promise<SellerOrderDetails> {
  assertSellerAccess(caller, await sellerOf(ctx.db, sellerId));
  return sellerOrderDetailsOf(ctx, sellerId);
}

/** Whose dashboard: the organiser's (all sellers) or one seller's (its own row and orders). */
type View = { kind: 'organiser' } | { kind: 'seller'; sellerId: number };

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
  const [shopRows, sellerRows, ownOrders] = await Promise.all([
    ctx.db
      .select({
        webShopId: webshops.id,
        isLocked: webshops.isLocked,
        payoutSchedule: webshops.payoutSchedule,
        displayWebShopLockedDialog: webshops.displayLockedDialog,
        contactPersonFirstName: contactPersons.firstName,
        currencyCode: webshops.currencyCode,
        goalMinor: webshops.goalMinor,
        hasFinishedOnboarding: webshops.hasFinishedOnboarding,
        onboardingAnnounced: sql<boolean>`${webshops.onboardingAnnouncedAt} is not null`,
        introductionAnswer: webshops.introductionAnswer,
        isFriendCompetitionActive: webshops.isFriendCompetitionActive,
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
      .leftJoin(sellerSales, eq(sellerSales.sellerId, sellers.id))
      .leftJoin(sellerProducts, eq(sellerProducts.sellerId, sellers.id))
      .where(eq(sellers.webshopId, webshopId))
      .orderBy(asc(sql`lower(${sellers.name})`), asc(sellers.id)),
    view.kind === 'seller' ? sellerOrderDetailsOf(ctx, view.sellerId) : Promise.resolve(null),
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
  const visible = view.kind === 'seller' ? allSellers.filter((s) => s.sellerId === view.sellerId) : allSellers;
  const orderSellers: OrderSeller[] = visible.map((s) => ({
    sellerId: s.sellerId,
    name: s.name,
    sellerPassword: loginCode(ctx, s.code),
    sellerEmail: s.email ?? '',
    totalEarnings: toMajor(s.earningsMinor),
    productsSold: s.productsSold,
    totalAmountOfProducts: s.totalAmountOfProducts,
    totalSales: toMajor(s.salesMinor),
    isActive: s.isActive,
  }));

  const showLeaderboard = view.kind === 'organiser' || shop.isFriendCompetitionActive;
  const ranked = allSellers
    .filter((s) => s.isActive)
    .map((s) => ({ sellerId: s.sellerId, name: firstName(s.name), total: s.totalAmountOfProducts }))
    .sort((a, b) => b.total - a.total || byName.compare(a.name, b.name) || a.sellerId - b.sellerId);
  const positions = rankPositions(ranked.map((r) => r.total));
  const friendCompetitors: FriendCompetitor[] = showLeaderboard
    ? ranked.map((r, i) => ({
        position: positions[i]!,
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

/**
 * A fingerprint of every row the organiser's dashboard is made of: per table, the number of the webshop's rows
 * and the sum of their xmin (the id of the transaction that last wrote each row). Any insert, update or delete
 * changes it (an update always gives a row a newer transaction id), whatever order transactions commit in.
 */
async function dashboardVersion(db: Executor, webshopId: number): Promise<string> {
  const of = (table: string, where: string) =>
    `(select count(*) || '.' || coalesce(sum(xmin::text::bigint), 0) from ${table} where ${where})`;
  const w = Number(webshopId);
  const parts = [
    of('webshops', `id = ${w}`),
    of('contact_persons', `webshop_id = ${w}`),
    of('payouts', `webshop_id = ${w}`),
    of('sellers', `webshop_id = ${w}`),
    // The roll-up triggers write a seller's seller_sales row in every change they make (with its product and
    // day rows), so that table alone tells when any roll-up changed.
    of('seller_sales', `webshop_id = ${w}`),
    // An opened or won dispute changes no roll-up but what the money card holds back (decision 0026).
    of('disputes', `order_id in (select id from orders where webshop_id = ${w})`),
    of('webshop_products', `webshop_id = ${w}`),
    of('products', 'true'),
  ];
  const result = (await db.execute(sql.raw(`select concat_ws(':', ${parts.join(', ')}) as version`))) as unknown as {
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
  assertOrganiserOf(caller, webshopId);
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
  return dashboard(ctx, seller.webshopId, { kind: 'seller', sellerId });
}

// ---------------------------------------------------------------------------------------------
// Manual orders

/** The seller and its webshop, locked FOR SHARE (sellerShopForShare), refused when no order may change. */
async function openSellerForShare(tx: Transaction, sellerId: number, check: { sellerActive: boolean }) {
  const shop = await sellerShopForShare(tx, sellerId);
  if (!shop) throw new AppError('not-found');
  if (isDemoSeller(shop.sellerId)) throw new AppError('demo-store');
  if (shop.isLocked) throw new AppError('locked-webshop');
  if (check.sellerActive && !shop.isActive) throw new AppError('inactive-seller');
  return shop;
}

/** An order and who may touch it; card orders and deleted orders are refused (409) for every change. */
async function manualOrderFor(db: Executor, caller: Caller, orderId: number, sellerId?: number) {
  const [order] = await db
    .select({
      id: orders.id,
      sellerId: orders.sellerId,
      webshopId: orders.webshopId,
      source: orders.source,
      deleted: sql<boolean>`${orders.deletedAt} is not null`,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) throw new AppError('order-not-found');
  assertSellerAccess(caller, { id: order.sellerId, webshopId: order.webshopId });
  // The order must be the named seller's: a list of one seller never acts on another seller's order.
  if (sellerId !== undefined && sellerId !== order.sellerId) throw new AppError('order-not-found');
  if (order.source === 'card') throw new AppError('order-paid-by-card');
  if (order.deleted) throw new AppError('order-deleted');
  return order;
}

const buyerFields = (input: CreateInput) => ({ ...buyerColumns(input), note: input.note });

function orderAnswer(
  order: { id: number; totalMinor: number; earningsMinor: number },
  currencyCode: string,
): WebshopOrderResponse {
  return {
    responseMessage: 'ok',
    buyerOfOrderId: order.id,
    boughtForAmount: toMajor(order.totalMinor),
    earnings: toMajor(order.earningsMinor),
    currencyCode,
  };
}

const answerColumns = { id: orders.id, totalMinor: orders.totalMinor, earningsMinor: orders.earningsMinor };

/**
 * POST /api/order/create-webshop-order: a sale paid outside the platform (ARCHITECTURE §4 source
 * 'manual'), paid from the start, priced from the database. The organiser for any seller of its group, a
 * seller for itself; refused for a locked shop or a removed seller with SPEC §8's texts.
 */
export async function createWebshopOrder(ctx: Ctx, caller: Caller, input: CreateInput): Promise<WebshopOrderResponse> {
  assertSellerAccess(caller, await sellerOf(ctx.db, input.sellerId));
  const answer = await ctx.db.transaction(async (tx) => {
    const shop = await openSellerForShare(tx, input.sellerId, { sellerActive: true });
    assertNamedWebshopIsSellers(input.webShopId, shop.webshopId);
    const priced = await priceCart(tx, shop.webshopId, input.webShopCartProducts);
    const order = await insertOrder(tx, shop, priced, {
      source: 'manual',
      status: 'paid',
      createdByRole: caller.role,
      ...buyerFields(input),
      benefitSharePercent: ctx.config.benefitSharePercent,
      paidAt: sql`now()`,
    });
    // Paid outside the platform, so delivered at once: the buyer's receipt with the e-book link, when there is an email.
    await enqueueBooksMail(tx, ctx.config, order.id, 'receipt');
    return orderAnswer(order, shop.currencyCode);
  });
  ctx.shopCache.invalidateSeller(input.sellerId);
  return answer;
}

/**
 * POST /api/order/edit-webshop-order: replaces a manual order's buyer fields and cart, repriced from the
 * database. The conditional UPDATE (manual, not deleted) holds the order row until commit, so a concurrent
 * delete or edit waits and then sees this one: two edits apply one after the other, an edit racing a
 * delete either lands first or gets 409.
 */
export async function editWebshopOrder(ctx: Ctx, caller: Caller, input: EditInput): Promise<WebshopOrderResponse> {
  const found = await manualOrderFor(ctx.db, caller, input.buyerOfOrderId, input.sellerId);
  const answer = await ctx.db.transaction(async (tx) => {
    const shop = await openSellerForShare(tx, found.sellerId, { sellerActive: true });
    const { lines, totalMinor } = await priceCart(tx, shop.webshopId, input.webShopCartProducts);
    const [order] = await tx
      .update(orders)
      .set({ ...buyerFields(input), totalMinor, editedAt: sql`now()` })
      .where(and(eq(orders.id, found.id), eq(orders.source, 'manual'), isNull(orders.deletedAt)))
      .returning(answerColumns);
    if (!order) throw new AppError('order-deleted');
    await tx.delete(orderLines).where(eq(orderLines.orderId, order.id));
    await insertOrderLines(tx, order.id, lines);
    return orderAnswer(order, shop.currencyCode);
  });
  ctx.shopCache.invalidateSeller(found.sellerId);
  return answer;
}

/**
 * POST /api/seller/delete-webshop-purchase: soft delete of a manual order, recording who and when. The
 * conditional UPDATE lets exactly one of several concurrent deletes win; the others get 409.
 */
export async function deleteWebshopPurchase(
  ctx: Ctx,
  caller: Caller,
  input: DeleteInput,
): Promise<DeleteWebshopPurchaseResponse> {
  const found = await manualOrderFor(ctx.db, caller, input.webShopPurchaseId, input.sellerId);
  await ctx.db.transaction(async (tx) => {
    await openSellerForShare(tx, found.sellerId, { sellerActive: false });
    const deleted = await tx
      .update(orders)
      .set({
        deletedAt: sql`now()`,
        deletedByRole: caller.role,
        deletedBySellerId: caller.role === 'seller' ? caller.sellerId : null,
      })
      .where(and(eq(orders.id, found.id), eq(orders.source, 'manual'), isNull(orders.deletedAt)))
      .returning({ id: orders.id });
    if (deleted.length === 0) throw new AppError('order-deleted');
  });
  ctx.shopCache.invalidateSeller(found.sellerId);
  return { responseMessage: 'ok', webShopPurchaseId: found.id };
}

/** GET /api/seller/retrieve-seller-shop-for-edit: the seller's shop with the order's cart and form values. */
export async function retrieveSellerShopForEdit(
  ctx: Ctx,
  caller: Caller,
  orderId: number,
): Promise<RetrieveSellerShopForEditResponse> {
  const found = await manualOrderFor(ctx.db, caller, orderId);
  const [[order], lines, shop] = await Promise.all([
    ctx.db.select().from(orders).where(eq(orders.id, found.id)).limit(1),
    orderLineItems(ctx.db, eq(orderLines.orderId, found.id)),
    loadSellerShop(ctx, found.sellerId),
  ]);
  if (!order || !shop) throw new AppError('order-not-found');
  return {
    ...shop,
    buyerOfOrderId: order.id,
    webShopCartProducts: lines.map(({ orderId: _order, ...item }) => item),
    order: {
      buyerFirstName: order.buyerFirstName,
      buyerLastName: order.buyerLastName,
      buyerEmail: order.buyerEmail,
      buyerPhoneNumber: order.buyerPhoneNumber,
      countryCode: order.countryCode,
      streetAddress: order.streetAddress,
      apartment: order.apartment,
      city: order.city,
      state: order.state,
      postalCode: order.postalCode,
      personalMessage: order.personalMessage,
      note: order.note,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// CSV export

/** A spreadsheet runs a cell starting with one of these as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Invisible format characters (zero-width space and joiners, word joiner, byte order mark, bidi marks...). */
const LEADING_FORMAT_CHARACTERS = /^\p{Cf}+/u;

/**
 * Whether a spreadsheet could read the text as a formula: judged on its first visible character after NFKC, since
 * some programs fold a full-width '＝' to '=' or drop a zero-width space in front of one.
 */
function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text.normalize('NFKC').replace(LEADING_FORMAT_CHARACTERS, ''));
}

/** One quoted CSV cell; a formula-like text gets a leading apostrophe so it stays text (otherwise unchanged). */
/** A plain decimal such as -10.00 (a refund row's amount) is a number to a spreadsheet, never a formula. */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && !PLAIN_DECIMAL.test(text) && looksLikeFormula(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

const CSV_HEADER = ['Date', 'Order', 'Seller', 'Buyer', 'Product', 'Quantity', 'Amount', 'Currency', 'Source'];
/** The Product cell of the rows that take a partial refund or a lost dispute off an order. */
const CSV_RETURN_ROWS = { refunded: 'Refunded', disputeLost: 'Dispute lost' } as const;

/** Minor units as a plain decimal (44.00): spreadsheets read it as a number in any locale's import dialog. */
function decimalOf(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * GET /api/order/export.csv: every line of every counted order of the group, oldest first, each order followed by
 * what was refunded of it or lost in a dispute (an order refunded in full no longer counts). UTF-8 with a
 * byte order mark (spreadsheet programs then read non-ASCII names right), every field quoted, CRLF rows.
 */
export async function exportOrdersCsv(ctx: Ctx, caller: Caller, webshopId: number): Promise<string> {
  assertOrganiserOf(caller, webshopId);
  const rows = await ctx.db
    .select({
      orderedAt: sql<string>`coalesce(${orders.paidAt}, ${orders.createdAt})`.mapWith((v: unknown) =>
        new Date(v as string).toISOString(),
      ),
      orderId: orders.id,
      sellerName: sellers.name,
      buyerFirstName: orders.buyerFirstName,
      buyerLastName: orders.buyerLastName,
      ...chargedLine,
      currencyCode: orders.currencyCode,
      source: orders.source,
      refundedMinor: orders.refundedMinor,
      chargedBackMinor: orders.chargedBackMinor,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(and(eq(orders.webshopId, webshopId), counted))
    .orderBy(asc(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`), asc(orders.id), asc(orderLines.id));
  const lines = [CSV_HEADER.map(csvCell).join(',')];
  const row = (r: (typeof rows)[number], product: string, quantity: number | '', minor: number) =>
    [
      r.orderedAt,
      r.orderId,
      r.sellerName,
      `${r.buyerFirstName} ${r.buyerLastName}`.trim(),
      product,
      quantity,
      decimalOf(minor),
      r.currencyCode,
      r.source,
    ]
      .map(csvCell)
      .join(',');
  rows.forEach((r, i) => {
    lines.push(row(r, r.productName, r.quantity, r.unitPriceMinor * r.quantity));
    // After an order's last line, what was returned of it, negative, so the Amount column adds up to what the group
    // earns on (docs/decisions/0026).
    if (rows[i + 1]?.orderId === r.orderId) return;
    if (r.refundedMinor > 0) lines.push(row(r, CSV_RETURN_ROWS.refunded, '', -r.refundedMinor));
    if (r.chargedBackMinor > 0) lines.push(row(r, CSV_RETURN_ROWS.disputeLost, '', -r.chargedBackMinor));
  });
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
