import { z } from 'zod';
import { LANGUAGES } from './i18n/languages.ts';
import { PAYOUT_SCHEDULES, PAYOUT_STATUSES, payoutOverview } from './payout.ts';
import { sellerOrderDetails } from './order.ts';
import { SHARE_WAYS } from './share-ways.ts';

/**
 * SPEC §3 Dashboard data: what the organiser's and the seller's Start pages show (SPEC §2 Dashboard). Amounts are
 * major units of `currencyCode`, computed on the server in integer minor units; fields marked "addition" are not in
 * SPEC (docs/decisions/0004).
 */

export const productSold = z.object({
  webShopProductId: z.number().int(),
  productName: z.string(),
  /** Copies sold. */
  amount: z.number().int(),
});
export type ProductSold = z.infer<typeof productSold>;

export const orderByWebShop = z.object({
  webShopId: z.number().int(),
  isLocked: z.boolean(),
  payoutSchedule: z.enum(PAYOUT_SCHEDULES),
  displayWebShopLockedDialog: z.boolean(),
  contactPersonFirstName: z.string(),
  /** Addition: when the group registered (ISO 8601), for the days 'Motivate your sellers' counts. */
  startedAt: z.string(),
  /** Addition: the group's language (docs/decisions/0044): the motivating message is written in it. */
  language: z.enum(LANGUAGES),
  /** Addition: the group's name and class or team, which the printable sales list is headed with. */
  groupName: z.string(),
  classOrTeam: z.string(),
});

/** The group's figures (both dashboards show the group's earnings). */
export const orderSalesInformation = z.object({
  /** The group's share: benefit share of every paid card order plus every manual order. */
  totalEarnings: z.number(),
  /** Copies sold in all counted orders. */
  totalAmountOfProducts: z.number().int(),
  /** Per product, most sold first. */
  productsSold: z.array(productSold),
  currencyCode: z.string(),
  /** Products still to sell to reach the next bonus threshold (BONUS_THRESHOLDS); 0 once every threshold is passed. */
  leftUntilNextBonus: z.number().int(),
  /** Addition: the next threshold in products sold, null once every threshold is passed. */
  nextBonusThreshold: z.number().int().nullable(),
  /** Addition: the sum of all counted orders (before the benefit share). */
  totalSales: z.number(),
  /** Addition: the group's fundraising goal, for the goal progress bar (0: no goal). */
  goal: z.number(),
});
export type OrderSalesInformation = z.infer<typeof orderSalesInformation>;

/** One participant row (the organiser's table; the seller's own view holds only the seller itself). */
export const orderSeller = z.object({
  sellerId: z.number().int(),
  name: z.string(),
  /** The login code. */
  sellerPassword: z.string(),
  sellerEmail: z.string(),
  /** This seller's share for the group. */
  totalEarnings: z.number(),
  productsSold: z.array(productSold),
  /** Addition: copies sold by this seller (per-seller bar chart, 'has not sold anything.' at 0). */
  totalAmountOfProducts: z.number().int(),
  /** Addition: the sum of this seller's counted orders (before the benefit share). */
  totalSales: z.number(),
  /** Addition: removed sellers stay listed with what they sold. */
  isActive: z.boolean(),
  /** Addition: the group's own store (docs/decisions/0050): its sales for the team as a whole, no name or login. */
  isTeam: z.boolean(),
  /**
   * Addition: the seller's paid card orders per way its link was shared (docs/decisions/0049), most first; orders
   * that came by an untagged link are not listed.
   */
  salesByWay: z.array(z.object({ way: z.enum(SHARE_WAYS), orders: z.number().int() })),
  /** Addition: how often the store was opened in the last 7 days (UTC), and the last day it was; a count only. */
  storeOpens: z.object({ lastSevenDays: z.number().int(), lastOpenedOn: z.string().nullable() }),
});
export type OrderSeller = z.infer<typeof orderSeller>;

/** The leaderboard: first name and products sold only; only participants with sales, ties sharing a position (1, 1, 3). */
export const friendCompetitor = z.object({
  position: z.number().int(),
  /** First name only. */
  name: z.string(),
  totalAmountOfProducts: z.number().int(),
  /** Addition: the calling seller's own row, so the page can mark it (first names can repeat). */
  isCurrentSeller: z.boolean(),
});
export type FriendCompetitor = z.infer<typeof friendCompetitor>;

/**
 * Addition: one day (UTC) of the dashboard's over-time chart, which draws the running total of the group's earnings;
 * days without sales are left out.
 */
export const salesDay = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  totalAmountOfProducts: z.number().int(),
  totalSales: z.number(),
  totalEarnings: z.number(),
});
export type SalesDay = z.infer<typeof salesDay>;

/**
 * SPEC §3 Dashboard data, answered by both start pages. The seller's page holds only that seller in
 * orderSellers and its own orders in sellerPageOrderDetailsResponse (never another seller's buyers or
 * login codes); the organiser's page has sellerPageOrderDetailsResponse null.
 */
export const dashboardData = z.object({
  orderByWebShop,
  orderSalesInformation,
  orderDetails: z.object({ orderSellers: z.array(orderSeller), currencyCode: z.string() }),
  /** A payout is INITIATED or PENDING. */
  hasUnHandledPayouts: z.boolean(),
  /** The unhandled payout's status, null when there is none. */
  payoutStatus: z.enum(PAYOUT_STATUSES).nullable(),
  hasFinishedConnectedStripeAccountSetup: z.boolean(),
  /**
   * Setup finished and its one-time announcement still due. Read-only here: the lead event is sent from
   * GET /api/stripe/payment-account-status, which reports true exactly once.
   */
  firstTimerEverFinishedStripeAccountCreation: z.boolean(),
  /** Active sellers ranked by products sold. Empty on a seller's page while the competition is off. */
  friendCompetitors: z.array(friendCompetitor),
  isFriendCompetitionActive: z.boolean(),
  /** Addition: the organiser's reminder to participants who have not sold is on (docs/decisions/0049). */
  isSalesReminderActive: z.boolean(),
  sellerPageOrderDetailsResponse: sellerOrderDetails.nullable(),
  hasAnsweredIntroductionQuestion: z.boolean(),
  /** Addition: the group's counted sales per day (UTC), oldest first. */
  salesOverTime: z.array(salesDay),
  /** Addition: where the group's money is (organiser only; null on a seller's page). */
  payoutOverview: payoutOverview.nullable(),
});
export type DashboardData = z.infer<typeof dashboardData>;

export const contactPersonStartPageResponse = dashboardData;
export type ContactPersonStartPageResponse = DashboardData;
export const sellerStartPageResponse = dashboardData;
export type SellerStartPageResponse = DashboardData;

/** What the participants table says of a store's use (docs/decisions/0049). */
export type StoreUse =
  | { kind: 'opened'; count: number }
  | { kind: 'last-opened'; date: string }
  | { kind: 'never-opened' }
  | { kind: 'unknown' };

/**
 * Opened in the last 7 days, else the last day it was opened, else 'not opened yet', but only for a participant
 * without sales: a sale entered by hand, or made before store opens were counted, leaves no open behind, and a
 * participant who has sold has had its store in use (issue 40).
 */
export function storeUseOf(seller: Pick<OrderSeller, 'storeOpens' | 'totalAmountOfProducts' | 'totalSales'>): StoreUse {
  const { lastSevenDays, lastOpenedOn } = seller.storeOpens;
  if (lastSevenDays > 0) return { kind: 'opened', count: lastSevenDays };
  if (lastOpenedOn) return { kind: 'last-opened', date: lastOpenedOn };
  return seller.totalAmountOfProducts > 0 || seller.totalSales > 0 ? { kind: 'unknown' } : { kind: 'never-opened' };
}
