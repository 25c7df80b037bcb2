import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CHECKOUT_MSG, toMajor, type OrderFromBuyerDetail } from '@fundshop/core';
import type { Executor, Transaction } from '../../db/client.ts';
import { orderLines, orders, orderTaxes, products, sellers, webshopProducts, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { sellerWithWebshop } from '../seller/service.ts';
import type { TaxedCart } from './sale-tax.ts';

// Order rows as card checkout and manual orders both write and read them: a cart priced from the database, the
// order with its lines as charged, the seller's shop locked while an order is placed.

export interface PricedLine {
  webshopProductId: number;
  productId: number;
  priceMinor: number;
  name: string;
  quantity: number;
}

type BuyerColumns = Pick<
  typeof orders.$inferInsert,
  | 'buyerFirstName'
  | 'buyerLastName'
  | 'buyerEmail'
  | 'buyerPhoneNumber'
  | 'countryCode'
  | 'streetAddress'
  | 'apartment'
  | 'city'
  | 'postalCode'
  | 'state'
  | 'personalMessage'
>;

/** The buyer's details as order columns, for card checkout and manual orders alike (extra input fields dropped). */
export function buyerColumns(input: Required<BuyerColumns>): BuyerColumns {
  return {
    buyerFirstName: input.buyerFirstName,
    buyerLastName: input.buyerLastName,
    buyerEmail: input.buyerEmail,
    buyerPhoneNumber: input.buyerPhoneNumber,
    countryCode: input.countryCode,
    streetAddress: input.streetAddress,
    apartment: input.apartment,
    city: input.city,
    postalCode: input.postalCode,
    state: input.state,
    personalMessage: input.personalMessage,
  };
}

/**
 * Prices a cart from webshop_products of the webshop (card checkout and manual orders alike). The client's
 * prices and totalAmount are ignored: the database price is the price (ARCHITECTURE §4).
 */
export async function priceCart(
  tx: Executor,
  webshopId: number,
  cart: readonly { productId: number; amountOrdered: number }[],
): Promise<{ lines: PricedLine[]; totalMinor: number }> {
  const priced = await tx
    .select({
      webshopProductId: webshopProducts.id,
      productId: webshopProducts.productId,
      priceMinor: webshopProducts.priceMinor,
      name: products.name,
    })
    .from(webshopProducts)
    .innerJoin(products, eq(products.id, webshopProducts.productId))
    .where(
      and(
        eq(webshopProducts.webshopId, webshopId),
        // A product taken off sale is no longer sold (docs/decisions/0033); an order's lines as charged stay.
        eq(products.onSale, true),
        inArray(
          webshopProducts.productId,
          cart.map((line) => line.productId),
        ),
      ),
    );
  const lines = cart.map((line) => {
    const product = priced.find((p) => p.productId === line.productId);
    if (!product) {
      throw new AppError('validation-error', { fieldErrors: { webShopCartProducts: CHECKOUT_MSG.productNotInShop } });
    }
    return { ...product, quantity: line.amountOrdered };
  });
  return { lines, totalMinor: lines.reduce((sum, line) => sum + line.priceMinor * line.quantity, 0) };
}

/**
 * A seller and its webshop, the webshop row locked FOR SHARE for the rest of the transaction: the lock call takes
 * it FOR UPDATE, so no order (card or manual) is placed, changed or deleted once a lock has committed.
 */
export async function sellerShopForShare(tx: Transaction, sellerId: number) {
  return sellerWithWebshop(
    tx,
    sellerId,
    {
      sellerId: sellers.id,
      isActive: sellers.isActive,
      awaitsGuardian: sql<boolean>`${sellers.isMinor} and ${sellers.guardianConfirmedAt} is null`,
      webshopId: webshops.id,
      isLocked: webshops.isLocked,
      hasFinishedOnboarding: webshops.hasFinishedOnboarding,
      currencyCode: webshops.currencyCode,
    },
    'share',
  );
}

/** An order line as charged: the product's name and unit price at the sale, and the quantity. */
export const chargedLine = {
  productName: orderLines.productName,
  quantity: orderLines.quantity,
  unitPriceMinor: orderLines.unitPriceMinor,
};

/**
 * Records an order of the seller's shop for a taxed cart (sale-tax.ts): the order row in the shop's currency at the
 * gross the buyer pays, with its tax, how the prices held it and where the buyer is taxed; its lines and their taxes.
 * Returns what an answer about the order needs.
 */
export async function insertOrder(
  tx: Transaction,
  shop: { webshopId: number; sellerId: number; currencyCode: string },
  cart: TaxedCart,
  values: Omit<
    typeof orders.$inferInsert,
    'webshopId' | 'sellerId' | 'currencyCode' | 'paidAt' | keyof ReturnType<typeof orderTaxColumns>
  > & {
    paidAt?: SQL;
  },
): Promise<{ id: number; totalMinor: number; earningsMinor: number }> {
  const [order] = await tx
    .insert(orders)
    .values({
      webshopId: shop.webshopId,
      sellerId: shop.sellerId,
      currencyCode: shop.currencyCode,
      ...values,
      ...orderTaxColumns(cart),
    })
    .returning({ id: orders.id, totalMinor: orders.totalMinor, earningsMinor: orders.earningsMinor });
  if (!order) throw new Error('order insert returned nothing');
  await insertOrderLines(tx, order.id, cart);
  return order;
}

/** An order's money and tax location as a taxed cart sets them: total_minor is the gross, tax_minor the tax in it. */
export function orderTaxColumns(cart: TaxedCart) {
  return {
    totalMinor: cart.tax.grossMinor,
    taxMinor: cart.tax.taxMinor,
    taxBehaviour: cart.behaviour,
    taxSource: cart.tax.source,
    taxRegion: cart.location.region,
    taxReference: cart.tax.reference,
  };
}

/**
 * Writes a taxed cart as the order's lines (name and price as charged, kept whatever the catalog does later; the
 * line's rate and tax) and each tax levied on a line as an order_taxes row.
 */
export async function insertOrderLines(tx: Transaction, orderId: number, cart: TaxedCart): Promise<void> {
  const taxedLines = new Map(cart.tax.lines.map((line) => [line.reference, line]));
  const taxedLine = (index: number) => {
    const line = taxedLines.get(String(index));
    if (!line) throw new Error(`the tax calculation has no line ${index}`);
    return line;
  };
  const inserted = await tx
    .insert(orderLines)
    .values(
      cart.lines.map((line, index) => ({
        orderId,
        webshopProductId: line.webshopProductId,
        productName: line.name,
        unitPriceMinor: line.priceMinor,
        quantity: line.quantity,
        taxRatePpm: taxedLine(index).ratePpm,
        taxMinor: taxedLine(index).taxMinor,
      })),
    )
    .returning({ id: orderLines.id, webshopProductId: orderLines.webshopProductId });
  const levied = cart.lines.flatMap((line, index) => {
    const lineId = inserted.find((row) => row.webshopProductId === line.webshopProductId)!.id;
    return taxedLine(index).components.map((component) => ({ orderId, orderLineId: lineId, ...component }));
  });
  if (levied.length > 0) await tx.insert(orderTaxes).values(levied);
}

/**
 * The lines of the orders `where` picks (it may name orders' columns too), as the apps show them: catalog product
 * id, name and unit price as charged (major units), in the order they were added; with the order each belongs to.
 */
export async function orderLineItems(
  db: Executor,
  where: SQL | undefined,
): Promise<(OrderFromBuyerDetail & { orderId: number })[]> {
  const rows = await db
    .select({ orderId: orderLines.orderId, productId: webshopProducts.productId, ...chargedLine })
    .from(orderLines)
    .innerJoin(webshopProducts, eq(webshopProducts.id, orderLines.webshopProductId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(where)
    .orderBy(asc(orderLines.id));
  return rows.map(({ quantity, unitPriceMinor, ...line }) => ({
    ...line,
    amountOrdered: quantity,
    productPrice: toMajor(unitPriceMinor),
  }));
}

/**
 * An order as the audit trail records it before and after a change (docs/decisions/0030): its seller, amounts in
 * minor units, whether deleted, and its lines as charged. No buyer's name or address: the trail keeps ids, never
 * people, so an erased buyer leaves nothing in it (docs/decisions/0039).
 */
export async function auditedOrder(tx: Transaction, orderId: number): Promise<Record<string, unknown>> {
  const [order] = await tx
    .select({
      sellerId: orders.sellerId,
      status: orders.status,
      totalMinor: orders.totalMinor,
      currencyCode: orders.currencyCode,
      deletedAt: orders.deletedAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new AppError('order-not-found');
  const lines = await tx
    .select(chargedLine)
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return { ...order, deletedAt: order.deletedAt?.toISOString() ?? null, lines };
}

/** A cart may name its webshop (0 or absent: it names none); a named one must be the seller's. */
export function assertNamedWebshopIsSellers(named: number | undefined, sellersWebshopId: number): void {
  if (named !== undefined && named !== 0 && named !== sellersWebshopId) {
    throw new AppError('validation-error', { fieldErrors: { webShopId: CHECKOUT_MSG.sellerNotInWebshop } });
  }
}

/** The seller's id and webshop (404 when there is none), for an access check before anything else is read. */
export async function sellerOf(db: Executor, sellerId: number) {
  const [seller] = await db
    .select({ id: sellers.id, webshopId: sellers.webshopId })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .limit(1);
  if (!seller) throw new AppError('not-found');
  return seller;
}
