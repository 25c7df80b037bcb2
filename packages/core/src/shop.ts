import { z } from 'zod';
import { SHORT_DESCRIPTION_LENGTH } from './constants.ts';
import { idParam } from './fields.ts';
import { toMajor, toMinor } from './money.ts';

/** GET /api/seller/retrieve-seller-shop?sellerId= (public). */
export const retrieveSellerShopQuery = z.object({ sellerId: idParam });
export type RetrieveSellerShopQuery = z.input<typeof retrieveSellerShopQuery>;

/** SPEC §3 Webshop product. productId is the catalog product id; productPrice is in major units. */
export const webShopProduct = z.object({
  productId: z.number().int(),
  productName: z.string(),
  productPrice: z.number(),
  coverImageUrl: z.string(),
  shortProductDescription: z.string(),
  /** HTML, sanitized on the server with an allow-list (safe to render as HTML). */
  productDescription: z.string(),
});
export type WebShopProduct = z.infer<typeof webShopProduct>;

/**
 * SPEC §3 Webshop (public retrieval). Every store state is a flag the page renders (SPEC §2):
 * isWebShopLocked, isActive (seller), hasFinishedOnboarding, webShopId 0 (not opened). A seller that does
 * not exist is a 404 with CHECKOUT_MSG.shopNotFound.
 */
export const retrieveSellerShopResponse = z.object({
  isWebShopLocked: z.boolean(),
  hasFinishedOnboarding: z.boolean(),
  isActive: z.boolean(),
  webShopId: z.number().int(),
  customerName: z.string(),
  customerClassOrTeam: z.string(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  sellerPictureUrl: z.string().nullable(),
  webShopProducts: z.array(webShopProduct),
  /** The seller's message to supporters, or the group's when the seller has none. */
  commentToCustomers: z.string(),
  currencyCode: z.string(),
  /** Major units; 0 means no goal (no progress bar). */
  salesGoal: z.number(),
  /** Paid sales of this seller in major units. */
  totalSales: z.number(),
  /** The /store-demo shop: adding to cart and checkout are blocked (SPEC §5). */
  isDemo: z.boolean(),
});
export type RetrieveSellerShopResponse = z.infer<typeof retrieveSellerShopResponse>;

/** Which SPEC §2 store state the page shows; 'open' means products can be bought. */
export type ShopState = 'open' | 'locked' | 'seller-inactive' | 'onboarding-not-finished' | 'not-opened';

export function shopStateOf(
  shop: Pick<RetrieveSellerShopResponse, 'webShopId' | 'isWebShopLocked' | 'isActive' | 'hasFinishedOnboarding'>,
): ShopState {
  if (shop.webShopId === 0) return 'not-opened';
  if (shop.isWebShopLocked) return 'locked';
  if (!shop.isActive) return 'seller-inactive';
  if (!shop.hasFinishedOnboarding) return 'onboarding-not-finished';
  return 'open';
}

/** SPEC §9: product short description cut at 140 characters. */
export function cutShortDescription(text: string): string {
  return text.length <= SHORT_DESCRIPTION_LENGTH ? text : `${text.slice(0, SHORT_DESCRIPTION_LENGTH).trimEnd()}...`;
}

/** SPEC §9 progress bar: sold divided by goal, capped at 100%; null when there is no goal (no bar). */
export function salesProgressPercent(sold: number, goal: number): number | null {
  if (!(goal > 0)) return null;
  return Math.min(100, Math.max(0, (sold / goal) * 100));
}

/** A cart line as the store keeps it and the checkout sends it (SPEC §3 webShopCartProducts). */
export interface CartLine {
  productId: number;
  amountOrdered: number;
  productName: string;
  productPrice: number;
}

/** SPEC §4 Cart: adding increments the quantity or adds a line. */
export function addToCart(cart: readonly CartLine[], product: WebShopProduct): CartLine[] {
  const existing = cart.find((line) => line.productId === product.productId);
  if (existing) {
    return cart.map((line) =>
      line.productId === product.productId ? { ...line, amountOrdered: line.amountOrdered + 1 } : line,
    );
  }
  return [
    ...cart,
    {
      productId: product.productId,
      amountOrdered: 1,
      productName: product.productName,
      productPrice: product.productPrice,
    },
  ];
}

/** SPEC §4 Cart: removing decrements and drops the line at 0. */
export function removeFromCart(cart: readonly CartLine[], productId: number): CartLine[] {
  return cart
    .map((line) => (line.productId === productId ? { ...line, amountOrdered: line.amountOrdered - 1 } : line))
    .filter((line) => line.amountOrdered > 0);
}

/** The cart summary's remove button: the whole line goes, whatever its quantity. */
export function dropFromCart(cart: readonly CartLine[], productId: number): CartLine[] {
  return cart.filter((line) => line.productId !== productId);
}

/** The cart total in major units, summed in minor units so 0.1 + 0.2 stays exact. Display only: the server prices the order. */
export function cartTotal(cart: readonly CartLine[]): number {
  return toMajor(cart.reduce((sum, line) => sum + toMinor(line.productPrice) * line.amountOrdered, 0));
}

export function cartItemCount(cart: readonly CartLine[]): number {
  return cart.reduce((sum, line) => sum + line.amountOrdered, 0);
}
