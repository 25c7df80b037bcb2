import { z } from 'zod';
import { LANGUAGES } from './i18n/languages.ts';
import { idParam } from './fields.ts';

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
  /**
   * Addition: the product's e-book is the repository's short sample edition, which the store labels 'Sample edition'
   * (development and the demo; production sells no sample, docs/decisions/0058).
   */
  sampleEdition: z.boolean(),
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
  /** Addition: a minor's store before the parent or guardian confirms; nothing can be bought (docs/decisions/0037). */
  awaitsGuardian: z.boolean(),
  webShopId: z.number().int(),
  customerName: z.string(),
  customerClassOrTeam: z.string(),
  sellerId: z.number().int(),
  /** A minor's first name and initial unless the guardian agreed to the full name (docs/decisions/0037). */
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
  /** The group's language: the store's, unless the supporter's browser asks for another (docs/decisions/0044). */
  language: z.enum(LANGUAGES),
});
export type RetrieveSellerShopResponse = z.infer<typeof retrieveSellerShopResponse>;
