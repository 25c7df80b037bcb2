import { z } from 'zod';
import { DISPUTE_STATUSES, refundRow } from './delivery.ts';
import { EDITION_FORMATS } from './ebooks.ts';
import { idParam, requiredText, safeText } from './fields.ts';
import { ORDER_SOURCES, ORDER_STATUSES } from './order.ts';
import { PAYOUT_STATUSES, payoutRow } from './payout.ts';
import { reconciliation } from './reconciliation.ts';

/**
 * The operator console's reads and acts on groups, orders, payouts and support messages (issue 26,
 * docs/decisions/0033). English only, as the whole console (docs/decisions/0032). Amounts are major units of the
 * currency named beside them.
 */
export const CONSOLE_MSG = {
  sellerNotInGroup: 'That participant is not one of the order’s group: an order moves only within its group.',
  sellerRemoved: 'That participant has been removed: take them back first, or choose another.',
  orderMoved: 'The order is no longer with the participant you saw: reload it and try again.',
  reasonMissing: 'Give the reason.',
  replyMissing: 'Write the answer.',
  searchTooLong: 'Search for at most 100 characters.',
  productExists: 'A product with this slug exists already.',
  ebookInvalid: 'The file is not an e-book we accept.',
} as const;

const reason = requiredText(CONSOLE_MSG.reasonMissing, 500, { multiline: true });
/** A search box: an id, a name, an email, or part of one. */
const search = safeText().max(100, CONSOLE_MSG.searchTooLong).default('');

// ---------------------------------------------------------------------------------------------
// Groups

export const groupsQuery = z.object({ q: search });

/** A group at a glance: payment set-up, open or locked, earnings, what it is owed or owes, payouts, last sale. */
export const consoleGroup = z.object({
  webShopId: z.number().int(),
  name: z.string(),
  classOrTeam: z.string(),
  organiserName: z.string(),
  organiserEmail: z.string(),
  currencyCode: z.string(),
  paymentReady: z.boolean(),
  isLocked: z.boolean(),
  /** The group's share of every counted sale. */
  earnings: z.number(),
  /** What a payout would pay now, and what earlier payouts paid beyond the group's share (after refunds). */
  availableNow: z.number(),
  owedByGroup: z.number(),
  paidOut: z.number(),
  /** The payout being handled, or the last one's state; null without any. */
  payoutStatus: z.enum(PAYOUT_STATUSES).nullable(),
  lastSaleAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ConsoleGroup = z.infer<typeof consoleGroup>;
export const consoleGroupList = z.object({ groups: z.array(consoleGroup) });

export const consoleSeller = z.object({
  sellerId: z.number().int(),
  name: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  sales: z.number(),
  earnings: z.number(),
  productsSold: z.number().int(),
});
export type ConsoleSeller = z.infer<typeof consoleSeller>;

export const supportMessage = z.object({
  id: z.number().int(),
  webShopId: z.number().int(),
  groupName: z.string(),
  organiserEmail: z.string(),
  body: z.string(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  replies: z.array(z.object({ operatorEmail: z.string(), body: z.string(), createdAt: z.string() })),
});
export type SupportMessage = z.infer<typeof supportMessage>;

/** A group's page: the group, its sellers, its money reconciled, its payouts and its messages to support. */
export const consoleGroupPage = z.object({
  group: consoleGroup.extend({ organiserPhone: z.string(), countryCode: z.string() }),
  sellers: z.array(consoleSeller),
  reconciliation,
  payouts: z.array(payoutRow),
  supportMessages: z.array(supportMessage),
});
export type ConsoleGroupPage = z.infer<typeof consoleGroupPage>;

/** POST /api/operator/groups/{id}/lock: the group's webshop locked or opened, with the reason (audited). */
export const consoleLockRequest = z.object({ isLocked: z.boolean(), reason });
export type ConsoleLockRequest = z.input<typeof consoleLockRequest>;

// ---------------------------------------------------------------------------------------------
// Orders

export const ordersQuery = z.object({ q: search, webShopId: idParam.optional() });

export const consoleOrder = z.object({
  orderId: z.number().int(),
  webShopId: z.number().int(),
  groupName: z.string(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  source: z.enum(ORDER_SOURCES),
  status: z.enum(ORDER_STATUSES),
  deleted: z.boolean(),
  total: z.number(),
  refunded: z.number(),
  currencyCode: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type ConsoleOrder = z.infer<typeof consoleOrder>;
export const consoleOrderList = z.object({ orders: z.array(consoleOrder) });

/** An order's page: lines, payment, deliveries and downloads, refunds, disputes, and the sellers it can move to. */
export const consoleOrderPage = z.object({
  order: consoleOrder.extend({
    buyerPhoneNumber: z.string(),
    chargedBack: z.number(),
    paymentReference: z.string().nullable(),
    note: z.string(),
    personalMessage: z.string(),
  }),
  lines: z.array(
    z.object({
      productId: z.number().int(),
      productName: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number(),
    }),
  ),
  /** The buyer's book links (never their tokens): made when, valid until. */
  bookLinks: z.array(z.object({ createdAt: z.string(), expiresAt: z.string() })),
  downloads: z.array(
    z.object({
      productName: z.string(),
      format: z.enum(EDITION_FORMATS),
      downloadedAt: z.string(),
      network: z.string(),
    }),
  ),
  refunds: z.array(refundRow),
  disputes: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(DISPUTE_STATUSES),
      amount: z.number(),
      reason: z.string(),
      openedAt: z.string(),
      closedAt: z.string().nullable(),
    }),
  ),
  groupSellers: z.array(z.object({ sellerId: z.number().int(), name: z.string(), isActive: z.boolean() })),
});
export type ConsoleOrderPage = z.infer<typeof consoleOrderPage>;

/**
 * POST /api/operator/orders/{id}/reassign: to another seller of the order's group. `fromSellerId` is the seller the
 * operator saw: the order moves only from that one (409 order-moved otherwise), so two operators cannot both move it.
 */
export const reassignRequest = z.object({ fromSellerId: idParam, toSellerId: idParam, reason });
export type ReassignRequest = z.input<typeof reassignRequest>;
export const reassignResponse = z.object({ order: consoleOrder });

// ---------------------------------------------------------------------------------------------
// Payouts

/** A payout's transfer as the payout provider reports it now (Stripe: the transfer and the group's bank payouts). */
export const payoutProviderStatus = z.object({
  provider: z.enum(['stripe', 'simulated']),
  reference: z.string().nullable(),
  /** The provider's words: 'reversed', 'paid', 'in_transit', ... or why nothing is known. */
  status: z.string(),
  details: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type PayoutProviderStatus = z.infer<typeof payoutProviderStatus>;

// ---------------------------------------------------------------------------------------------
// Support messages

export const SUPPORT_MESSAGE_STATES = ['open', 'answered', 'all'] as const;
export const supportMessagesQuery = z.object({
  state: z.enum(SUPPORT_MESSAGE_STATES).default('open'),
  webShopId: idParam.optional(),
});
export const supportMessageList = z.object({ messages: z.array(supportMessage) });
export const supportReplyRequest = z.object({
  body: requiredText(CONSOLE_MSG.replyMissing, 4000, { multiline: true }),
});
export type SupportReplyRequest = z.input<typeof supportReplyRequest>;
