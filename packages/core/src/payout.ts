import { z } from 'zod';
import { idParam, safeText } from './fields.ts';
import { MSG } from './messages.ts';

/**
 * A payout's life (ARCHITECTURE §4): INITIATED when the group asks for it, PENDING once the provider has told the
 * group how to claim it or the bank payout is on its way, PAID when it arrives. FAILED ends it and makes a new
 * payout possible. Each move is valid only from the state before it.
 */
export const PAYOUT_STATUSES = ['INITIATED', 'PENDING', 'PAID', 'FAILED'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A payout that is neither PAID nor FAILED: the shop cannot be unlocked and no second payout can start. */
export const UNHANDLED_PAYOUT_STATUSES = ['INITIATED', 'PENDING'] as const satisfies readonly PayoutStatus[];

/** The state an operator's or provider's "next" moves a payout to; PAID and FAILED are final. */
export const NEXT_PAYOUT_STATUS: Record<PayoutStatus, PayoutStatus | null> = {
  INITIATED: 'PENDING',
  PENDING: 'PAID',
  PAID: null,
  FAILED: null,
};

export function isUnhandledPayout(status: PayoutStatus): boolean {
  return (UNHANDLED_PAYOUT_STATUSES as readonly PayoutStatus[]).includes(status);
}

export const PAYOUT_SCHEDULES = ['monthly', 'weekly'] as const;
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];

/** One payout as the organiser sees it; amounts in major units of currencyCode. */
export const payoutRow = z.object({
  id: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  currencyCode: z.string(),
  /** What is transferred to the group. */
  amount: z.number(),
  /** The breakdown stored with the payout (ARCHITECTURE §4), as it was when the payout was asked for. */
  cardEarnings: z.number(),
  manualPlatformShare: z.number(),
  /** The tax in the cash sales, deducted like Fundshop's share of them (docs/decisions/0060). */
  manualTax: z.number(),
  previouslyPaidOut: z.number(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PayoutRow = z.infer<typeof payoutRow>;

/**
 * Where the group's money is (organiser dashboard): card sales are collected by the platform, manual sales by
 * the group itself. The group's share of card sales minus the platform's share and the tax of manual sales is what
 * the group is owed; what it has not been paid yet and is not on its way is `availableNow`. Major units of currencyCode.
 */
export const payoutOverview = z.object({
  currencyCode: z.string(),
  /** The group's share of each sale, in percent (BENEFIT_SHARE_PERCENT when the orders were placed). */
  benefitSharePercent: z.number(),
  totalSales: z.number(),
  cardSales: z.number(),
  /** Sales paid outside the platform (cash, bank transfer): the group holds this money already. */
  manualSales: z.number(),
  /** The group's share of every sale (the dashboard's totalEarnings). */
  totalEarnings: z.number(),
  /**
   * The tax in the sales (after refunds and lost disputes): neither the group's nor the platform's, Fundshop owes it to
   * the tax authorities (docs/decisions/0060). totalSales = totalTax + totalEarnings + platformShare.
   */
  totalTax: z.number(),
  /** The platform's share of every sale: totalSales - totalTax - totalEarnings. */
  platformShare: z.number(),
  cardEarnings: z.number(),
  /** Deducted from the payout: the group collected this part of the manual sales on the platform's behalf. */
  manualPlatformShare: z.number(),
  /** Deducted from the payout too: the tax in the manual sales, which the group collected and Fundshop owes. */
  manualTax: z.number(),
  paidOut: z.number(),
  /** INITIATED or PENDING. */
  onTheWay: z.number(),
  /**
   * Card money returned to buyers (succeeded refunds) and the group's share of it, already taken off totalEarnings and
   * totalSales (docs/decisions/0026).
   */
  refunded: z.number(),
  refundedEarnings: z.number(),
  /** Disputes the buyer's bank has not decided yet: the amount, and the group's share of it held out of availableNow. */
  disputedOpen: z.number(),
  heldForDisputes: z.number(),
  /** Disputes lost (chargebacks) and the group's share of them, taken off like a refund; the provider's fee is ours. */
  disputesLost: z.number(),
  disputesLostEarnings: z.number(),
  /**
   * What earlier payouts paid beyond the group's share as it is now (a refund or lost dispute after a payout): carried
   * and deducted from the next payout.
   */
  owedByGroup: z.number(),
  /**
   * What 'End Fundraiser & Get Paid' would pay now (never below zero), after holding back reserveOnPayout. A refund
   * that would leave the group owing with no payout to come shows in the operators' payout queue (decision 0051).
   */
  availableNow: z.number(),
  /**
   * The reserve of the final payout (docs/decisions/0051): the group's share of orders that were inside their refund
   * window and not downloaded when it was asked for, held back (0 when none is held), what its release pays as things
   * are now (less what refunds took) and when it is released (ISO 8601, null when none is held).
   */
  reserveHeld: z.number(),
  reserveLeft: z.number(),
  reserveReleaseAfter: z.string().nullable(),
  /** What 'End Fundraiser & Get Paid' would hold back now for open refund windows, and when it would be paid. */
  reserveOnPayout: z.number(),
  reserveOnPayoutReleaseAfter: z.string().nullable(),
  /** SPEC §9: the group's earnings must reach this to ask for a payout. */
  minimumEarnings: z.number(),
  /** Newest first. */
  payouts: z.array(payoutRow),
});
export type PayoutOverview = z.infer<typeof payoutOverview>;

/** SPEC §9: below the minimum earnings no payout can start, whatever 'availableNow' says. */
export const isBelowPayoutMinimum = (overview: Pick<PayoutOverview, 'totalEarnings' | 'minimumEarnings'>): boolean =>
  overview.totalEarnings < overview.minimumEarnings;

/**
 * POST /api/contact-person/initiate-payout. SPEC sends a sellerId; the organiser's session names the webshop,
 * and a sellerId, when sent, must be a participant of that webshop.
 */
export const initiatePayoutRequest = z.object({ sellerId: idParam.optional() });
export type InitiatePayoutRequest = z.input<typeof initiatePayoutRequest>;

/** SPEC §7: 200 with OK, or has_active_payouts_to_handle when a payout is already being handled. */
export const INITIATE_PAYOUT_ANSWERS = ['OK', 'has_active_payouts_to_handle'] as const;
export const initiatePayoutResponse = z.object({
  responseMessage: z.enum(INITIATE_PAYOUT_ANSWERS),
  /** The payout created (OK) or the one already being handled. */
  payout: payoutRow,
});
export type InitiatePayoutResponse = z.infer<typeof initiatePayoutResponse>;

/** POST /api/stripe/update-payout-schedule (organiser of webShopId). */
export const updatePayoutScheduleRequest = z.object({
  webShopId: idParam,
  setAsWeekly: z.boolean({ error: MSG.fieldMissing }),
});
export type UpdatePayoutScheduleRequest = z.input<typeof updatePayoutScheduleRequest>;
export const updatePayoutScheduleResponse = z.object({
  responseMessage: z.literal('ok'),
  payoutSchedule: z.enum(PAYOUT_SCHEDULES),
});
export type UpdatePayoutScheduleResponse = z.infer<typeof updatePayoutScheduleResponse>;

// ---------------------------------------------------------------------------------------------
// Operator API (the console's payout queue and `npm run payouts`; docs/decisions/0031)

export const operatorPayout = z.object({
  id: z.number().int(),
  webShopId: z.number().int(),
  groupName: z.string(),
  amount: z.number(),
  currencyCode: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  providerReference: z.string().nullable(),
});
export type OperatorPayout = z.infer<typeof operatorPayout>;

/**
 * A group whose refunds took more than it is owed after its payouts (docs/decisions/0051): the money went to the
 * group already, so an operator settles it. Major units of currencyCode.
 */
export const overdrawnGroup = z.object({
  webShopId: z.number().int(),
  groupName: z.string(),
  currencyCode: z.string(),
  owedByGroup: z.number(),
  isLocked: z.boolean(),
});
export type OverdrawnGroup = z.infer<typeof overdrawnGroup>;

export const operatorPayoutList = z.object({ payouts: z.array(operatorPayout), overdrawn: z.array(overdrawnGroup) });
export const operatorPayoutIdParams = z.object({ id: idParam });
export const operatorAdvanceRequest = z.object({
  /**
   * The state the operator saw the payout in: it moves only from that state (409 otherwise), so a repeated or
   * concurrent call can not take it a second step.
   */
  from: z.enum(PAYOUT_STATUSES),
  /** Marks the payout FAILED instead of moving it to its next state. */
  fail: z.boolean().default(false),
  /** Recorded with the transition. */
  note: safeText().max(200).default(''),
});
export const operatorAdvanceResponse = z.object({ payout: operatorPayout, from: z.enum(PAYOUT_STATUSES) });
