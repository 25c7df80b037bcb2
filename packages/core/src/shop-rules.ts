import { CHECKOUT_MSG } from './checkout-messages.ts';
import { SHORT_DESCRIPTION_LENGTH } from './constants.ts';
import { toMajor, toMinor } from './money.ts';
import { PEOPLE_MSG } from './people-messages.ts';
import type { RetrieveSellerShopResponse, WebShopProduct } from './shop.ts';

// The store's rules without its schemas: the store page's first load needs these and not zod (docs/decisions/0013).

/** Which SPEC §2 store state the page shows; 'open' means products can be bought. */
export type ShopState =
  'open' | 'locked' | 'seller-inactive' | 'awaiting-guardian' | 'onboarding-not-finished' | 'not-opened';

export function shopStateOf(
  shop: Pick<
    RetrieveSellerShopResponse,
    'webShopId' | 'isWebShopLocked' | 'isActive' | 'hasFinishedOnboarding' | 'awaitsGuardian'
  >,
): ShopState {
  if (shop.webShopId === 0) return 'not-opened';
  if (shop.isWebShopLocked) return 'locked';
  if (!shop.isActive) return 'seller-inactive';
  // A minor's store stays closed until the parent or guardian confirms (docs/decisions/0037).
  if (shop.awaitsGuardian) return 'awaiting-guardian';
  if (!shop.hasFinishedOnboarding) return 'onboarding-not-finished';
  return 'open';
}

/** What a store that does not sell says instead of its books (SPEC §2 store states, §8 texts). */
export const SHOP_STATE_TEXT: Readonly<Record<Exclude<ShopState, 'open'>, string>> = {
  locked: CHECKOUT_MSG.shopLocked,
  'seller-inactive': CHECKOUT_MSG.shopSellerInactive,
  'awaiting-guardian': PEOPLE_MSG.storeAwaitsGuardian,
  'onboarding-not-finished': CHECKOUT_MSG.onboardingNotFinished,
  'not-opened': CHECKOUT_MSG.shopNotOpened,
};

/** The avatar's letters when the seller has no picture: the first letters of the first two names. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** SPEC §9: product short description cut at 140 characters. */
export function cutShortDescription(text: string): string {
  return text.length <= SHORT_DESCRIPTION_LENGTH ? text : `${text.slice(0, SHORT_DESCRIPTION_LENGTH).trimEnd()}...`;
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

/** The group and its class or team as one line ("Hillside FC · U12"), as the QR page and the poster name them. */
export function groupWithTeam(shop: Pick<RetrieveSellerShopResponse, 'customerName' | 'customerClassOrTeam'>): string {
  return [shop.customerName, shop.customerClassOrTeam].filter((part) => part.trim() !== '').join(' · ');
}
