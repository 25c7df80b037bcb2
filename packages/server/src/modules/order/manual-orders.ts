import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  SUPPORTER_CONTACT_FIELDS,
  isDemoSeller,
  toMajor,
  type AuditAction,
  type DeleteWebshopPurchaseResponse,
  type RetrieveSellerShopForEditResponse,
  type WebshopOrderResponse,
  type createWebshopOrderRequest,
  type deleteWebshopPurchaseRequest,
  type editWebshopOrderRequest,
} from '@fundshop/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { assertSellerAccess } from '../../auth/guard.ts';
import type { Caller } from '../../auth/session.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { enqueueBooksMail } from '../delivery/mails.ts';
import { loadSellerShop } from '../shop/service.ts';
import { callerActor, recordAudit } from '../audit/trail.ts';
import {
  assertNamedWebshopIsSellers,
  auditedOrder,
  buyerColumns,
  insertOrder,
  insertOrderLines,
  orderLineItems,
  orderTaxColumns,
  sellerOf,
  sellerShopForShare,
} from './order-records.ts';
import { placeTaxed, taxLocationOf } from './sale-tax.ts';
import { supporterFieldsFor } from './seller-orders.ts';

// Orders paid outside the platform (source 'manual'): created, edited, deleted and read back for editing by the
// seller or its group's organiser.

type CreateInput = z.output<typeof createWebshopOrderRequest>;
type EditInput = z.output<typeof editWebshopOrderRequest>;
type DeleteInput = z.output<typeof deleteWebshopPurchaseRequest>;
type Ctx = Pick<AppContext, 'db' | 'config' | 'shopCache' | 'images' | 'tax'>;

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
      countryCode: orders.countryCode,
      state: orders.state,
      postalCode: orders.postalCode,
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

/**
 * An edit's buyer fields. A seller never sees the supporter's contact details (docs/decisions/0036), so its edit form
 * sends them empty: an empty one keeps what is stored; one the seller types replaces it.
 */
function editedBuyerFields(caller: Caller, input: EditInput) {
  if (caller.role === 'contactperson') return buyerFields(input);
  const fields: Record<string, string> = buyerFields(input);
  for (const field of SUPPORTER_CONTACT_FIELDS) if (fields[field] === '') delete fields[field];
  return fields as Partial<ReturnType<typeof buyerFields>>;
}

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

/** The change's one audit row, in its transaction: the order as it was (null when made) and as it now is. */
async function auditOrderChange(
  tx: Transaction,
  caller: Caller,
  action: Extract<AuditAction, 'order.create' | 'order.edit' | 'order.delete'>,
  order: { id: number; webshopId: number },
  before: Record<string, unknown> | null,
): Promise<void> {
  await recordAudit(tx, callerActor(caller), {
    action,
    target: { type: 'order', id: order.id },
    webshopId: order.webshopId,
    before,
    after: await auditedOrder(tx, order.id),
  });
}

/**
 * POST /api/order/create-webshop-order: a sale paid outside the platform (ARCHITECTURE §4 source
 * 'manual'), paid from the start, priced from the database. The organiser for any seller of its group, a
 * seller for itself; refused for a locked shop or a removed seller with SPEC §8's texts.
 */
export async function createWebshopOrder(ctx: Ctx, caller: Caller, input: CreateInput): Promise<WebshopOrderResponse> {
  assertSellerAccess(caller, await sellerOf(ctx.db, input.sellerId));
  const location = taxLocationOf(input, ctx.config.markets);
  const answer = await placeTaxed(
    ctx,
    input.sellerId,
    input.webShopCartProducts,
    location,
    async (tx, taxed, confirm) => {
      const shop = await openSellerForShare(tx, input.sellerId, { sellerActive: true });
      if (!taxed) throw new AppError('not-found');
      assertNamedWebshopIsSellers(input.webShopId, shop.webshopId);
      await confirm(shop.webshopId);
      const order = await insertOrder(tx, shop, taxed, {
        source: 'manual',
        status: 'paid',
        createdByRole: caller.role,
        ...buyerFields(input),
        benefitSharePercent: ctx.config.benefitSharePercent,
        paidAt: sql`now()`,
      });
      // Paid outside the platform, so delivered at once: the buyer's receipt with the e-book link, when there is an email.
      await enqueueBooksMail(tx, ctx.config, order.id, 'receipt');
      await auditOrderChange(tx, caller, 'order.create', { id: order.id, webshopId: shop.webshopId }, null);
      return orderAnswer(order, shop.currencyCode);
    },
  );
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
  const fields = editedBuyerFields(caller, input);
  // A seller's form sends the address empty and keeps the stored one (editedBuyerFields): the tax follows what is kept.
  const location = taxLocationOf(
    {
      countryCode: fields.countryCode ?? found.countryCode,
      state: fields.state ?? found.state,
      postalCode: fields.postalCode ?? found.postalCode,
    },
    ctx.config.markets,
  );
  const answer = await placeTaxed(
    ctx,
    found.sellerId,
    input.webShopCartProducts,
    location,
    async (tx, taxed, confirm) => {
      const shop = await openSellerForShare(tx, found.sellerId, { sellerActive: true });
      if (!taxed) throw new AppError('order-not-found');
      await confirm(shop.webshopId);
      const before = await auditedOrder(tx, found.id);
      const [order] = await tx
        .update(orders)
        .set({ ...fields, ...orderTaxColumns(taxed), editedAt: sql`now()` })
        .where(and(eq(orders.id, found.id), eq(orders.source, 'manual'), isNull(orders.deletedAt)))
        .returning(answerColumns);
      if (!order) throw new AppError('order-deleted');
      // The lines' taxes go with them (order_taxes.order_line_id cascades).
      await tx.delete(orderLines).where(eq(orderLines.orderId, order.id));
      await insertOrderLines(tx, order.id, taxed);
      await auditOrderChange(tx, caller, 'order.edit', { id: order.id, webshopId: shop.webshopId }, before);
      return orderAnswer(order, shop.currencyCode);
    },
  );
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
    const before = await auditedOrder(tx, found.id);
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
    await auditOrderChange(tx, caller, 'order.delete', found, before);
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
    order: supporterFieldsFor(caller.role, {
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
    }),
  };
}
