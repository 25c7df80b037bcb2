import { z } from 'zod';
import { cartInput, organiserOrderForm } from './checkout.ts';
import { CHECKOUT_MSG } from './checkout-messages.ts';
import { idParam, safeText } from './fields.ts';
import { ACCOUNT_ROLES } from './constants.ts';
import { retrieveSellerShopResponse } from './shop.ts';
import { LANGUAGES } from './i18n/languages.ts';

/**
 * Order management (SPEC §3 Buyer order row / Seller order details, §7 order calls; the dashboards' data is in
 * dashboard.ts). Amounts are major units of `currencyCode` (the group's currency), computed on
 * the server in integer minor units. Fields marked "addition" are not in SPEC; the dashboard charts and the
 * edit dialog need them (docs/decisions/0004).
 */

export const ORDER_SOURCES = ['card', 'manual'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/**
 * pending: a card checkout not paid yet; paid: counts (card on the provider's word, manual from the start), also when
 * partly refunded; cancelled: abandoned or failed; refunded: a card order refunded in full, counts no more
 * (docs/decisions/0026).
 */
export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order a buyer's page and the order list show: paid (perhaps partly refunded), or refunded in full. */
export const ORDER_DELIVERY_STATES = ['paid', 'refunded'] as const;

/** Who placed an order: the buyer at checkout (card), or a logged-in account entering a manual order. */
export const ORDER_CREATED_BY = ['buyer', ...ACCOUNT_ROLES] as const;
export type OrderCreatedBy = (typeof ORDER_CREATED_BY)[number];

// ---------------------------------------------------------------------------------------------
// Queries

/** GET /api/order/contact-person-start-page?webShopId= (the group's organiser). */
export const contactPersonStartPageQuery = z.object({ webShopId: idParam });
export type ContactPersonStartPageQuery = z.input<typeof contactPersonStartPageQuery>;

/** GET /api/order/seller-start-page?sellerId= (that seller, or its group's organiser). */
export const sellerStartPageQuery = z.object({ sellerId: idParam });
export type SellerStartPageQuery = z.input<typeof sellerStartPageQuery>;

/** GET /api/order/get-seller-order-details?sellerId= (that seller, or its group's organiser). */
export const getSellerOrderDetailsQuery = z.object({ sellerId: idParam });
export type GetSellerOrderDetailsQuery = z.input<typeof getSellerOrderDetailsQuery>;

/** GET /api/seller/retrieve-seller-shop-for-edit?buyerOfOrderId= (the order's seller, or its organiser). */
export const retrieveSellerShopForEditQuery = z.object({ buyerOfOrderId: idParam });
export type RetrieveSellerShopForEditQuery = z.input<typeof retrieveSellerShopForEditQuery>;

/**
 * GET /api/order/export.csv?webShopId=&language= (the group's organiser). language: the column headers' (the page's);
 * without it, the organiser's own, else the group's.
 */
export const exportOrdersQuery = z.object({ webShopId: idParam, language: z.enum(LANGUAGES).optional() });
export type ExportOrdersQuery = z.input<typeof exportOrdersQuery>;

// ---------------------------------------------------------------------------------------------
// SPEC §3 Buyer order row and Seller order details

/** One product of a buyer's order. productId is the catalog product id; productPrice the unit price. */
export const orderFromBuyerDetail = z.object({
  productId: z.number().int(),
  productName: z.string(),
  amountOrdered: z.number().int(),
  productPrice: z.number(),
});
export type OrderFromBuyerDetail = z.infer<typeof orderFromBuyerDetail>;

/**
 * SPEC §3 Buyer order row: one counted order (a paid card order or a manual order that is not deleted). A seller's
 * own views leave out the supporter's last name, email and phone (docs/decisions/0036): only the organiser gets them.
 */
export const buyerOrderRow = z.object({
  buyerOfOrderId: z.number().int(),
  buyerFirstName: z.string(),
  buyerLastName: z.string().optional(),
  buyerEmail: z.string().optional(),
  buyerPhoneNumber: z.string().optional(),
  /** Addition: the order has the supporter's email, so the e-books can be mailed again (the address is not told). */
  hasEmail: z.boolean(),
  note: z.string(),
  /** The order total. */
  boughtForAmount: z.number(),
  /** The group's share of this order (benefit share, rounded down to the minor unit). */
  earnings: z.number(),
  orderFromBuyerDetailsList: z.array(orderFromBuyerDetail),
  /** Addition: 'card' (paid through the platform) or 'manual' (entered by the organiser or a seller). */
  source: z.enum(ORDER_SOURCES),
  /** Addition: when the order was paid (card) or entered (manual), ISO 8601. */
  orderDate: z.string(),
  /** Addition: manual orders can be edited and deleted; card orders cannot (the money has moved). */
  isEditable: z.boolean(),
  /** Addition: SPEC's 'Name Of Person I Support'. */
  personalMessage: z.string(),
  /**
   * Addition (docs/decisions/0026): 'refunded' for a card order refunded in full, listed so seller and organiser see
   * where the sale went.
   */
  status: z.enum(ORDER_DELIVERY_STATES),
});
export type BuyerOrderRow = z.infer<typeof buyerOrderRow>;

/** SPEC §3 Seller order details; currencyCode is the group's (USD when a group has none, SPEC §9). */
export const sellerOrderDetails = z.object({
  responseMessage: z.literal('ok'),
  sellerName: z.string(),
  /** The group's name (schoolOrAssociation). */
  customerName: z.string(),
  classOrTeam: z.string(),
  sellerIsActive: z.boolean(),
  currencyCode: z.string(),
  /** Newest first. */
  orderFromBuyers: z.array(buyerOrderRow),
});
export type SellerOrderDetails = z.infer<typeof sellerOrderDetails>;
export const getSellerOrderDetailsResponse = sellerOrderDetails;
export type GetSellerOrderDetailsResponse = SellerOrderDetails;

// ---------------------------------------------------------------------------------------------
// Manual orders ('Skapa beställning' / 'Ändra beställning')

/**
 * POST /api/order/create-webshop-order: SPEC §3 Checkout order payload in contact person/seller mode
 * (SPEC §5: last name and email optional, note allowed). Prices, names and totalAmount from the client
 * are ignored: lines are priced from the database like card orders.
 */
export const createWebshopOrderRequest = organiserOrderForm.extend({
  createdByContactPersonOrSeller: z.literal(true, { error: CHECKOUT_MSG.organiserOrderNotByCard }).default(true),
  buyerOfOrderId: z.union([z.number(), safeText(), z.null()]).optional(),
  webShopId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  sellerId: idParam,
  webShopCartProducts: cartInput,
  totalAmount: z.number().optional(),
});
export type CreateWebshopOrderRequest = z.input<typeof createWebshopOrderRequest>;

/**
 * POST /api/order/edit-webshop-order: the same payload with the order's buyerOfOrderId. The whole order
 * is replaced (buyer fields and cart); sellerId must be the order's seller. An order keeps at least one
 * product: to remove all, delete the order. A seller never sees the supporter's contact details
 * (docs/decisions/0036), so the contact fields its edit leaves empty are kept (the service).
 */
export const editWebshopOrderRequest = createWebshopOrderRequest.extend({
  buyerOfOrderId: idParam,
});
export type EditWebshopOrderRequest = z.input<typeof editWebshopOrderRequest>;

/** Answer to create and edit: the order as it now stands. */
export const webshopOrderResponse = z.object({
  responseMessage: z.literal('ok'),
  buyerOfOrderId: z.number().int(),
  boughtForAmount: z.number(),
  earnings: z.number(),
  currencyCode: z.string(),
});
export type WebshopOrderResponse = z.infer<typeof webshopOrderResponse>;
export const createWebshopOrderResponse = webshopOrderResponse;
export const editWebshopOrderResponse = webshopOrderResponse;

/** POST /api/seller/delete-webshop-purchase: webShopPurchaseId is the order's buyerOfOrderId. */
export const deleteWebshopPurchaseRequest = z.object({ webShopPurchaseId: idParam, sellerId: idParam });
export type DeleteWebshopPurchaseRequest = z.input<typeof deleteWebshopPurchaseRequest>;
export const deleteWebshopPurchaseResponse = z.object({
  responseMessage: z.literal('ok'),
  webShopPurchaseId: z.number().int(),
});
export type DeleteWebshopPurchaseResponse = z.infer<typeof deleteWebshopPurchaseResponse>;

/**
 * The edit dialog's form values for an order (SPEC §5 contact person/seller checkout form). For a seller the
 * supporter's contact details are absent (docs/decisions/0036); an edit that leaves them empty keeps them.
 */
export const orderFormValues = z.object({
  buyerFirstName: z.string(),
  buyerLastName: z.string().optional(),
  buyerEmail: z.string().optional(),
  buyerPhoneNumber: z.string().optional(),
  countryCode: z.string(),
  streetAddress: z.string().optional(),
  apartment: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  postalCode: z.string().optional(),
  personalMessage: z.string(),
  note: z.string(),
});

/**
 * GET /api/seller/retrieve-seller-shop-for-edit: the seller's shop (SPEC §3 Webshop) with that order's
 * cart and form values, for 'Ändra beställning'. Only manual orders that are not deleted can be edited.
 */
export const retrieveSellerShopForEditResponse = retrieveSellerShopResponse.extend({
  buyerOfOrderId: z.number().int(),
  webShopCartProducts: z.array(orderFromBuyerDetail),
  order: orderFormValues,
});
/** The supporter's contact fields of an order: the organiser's to see, never a seller's (docs/decisions/0036). */
export const SUPPORTER_CONTACT_FIELDS = [
  'buyerLastName',
  'buyerEmail',
  'buyerPhoneNumber',
  'streetAddress',
  'apartment',
  'city',
  'state',
  'postalCode',
] as const;
export type SupporterContactField = (typeof SUPPORTER_CONTACT_FIELDS)[number];

export type RetrieveSellerShopForEditResponse = z.infer<typeof retrieveSellerShopForEditResponse>;

// ---------------------------------------------------------------------------------------------
// Rules shared by server and pages

/** Products left to the next threshold above `sold`, and that threshold; 0 and null once all are passed. */
export function nextBonus(
  sold: number,
  thresholds: readonly number[],
): { leftUntilNextBonus: number; nextBonusThreshold: number | null } {
  const next = [...thresholds].sort((a, b) => a - b).find((t) => t > sold);
  return next === undefined
    ? { leftUntilNextBonus: 0, nextBonusThreshold: null }
    : { leftUntilNextBonus: next - sold, nextBonusThreshold: next };
}
