/**
 * Texts of the payments part of the organiser's dashboard, the payout refusals and the payout mails. SPEC quotes
 * only 'End Fundraiser & Get Paid', 'ERROR: Has payouts pending already.' and the timings of §4 (one span now,
 * `payout.timing` with PAYOUT_BUSINESS_DAYS: docs/decisions/0055); the rest is ours
 * (docs/decisions/0006-payouts.md). The screens and mails show them through the catalogues (`payout.<name>`, area
 * i18n/catalogues/payout.ts, which also has the texts with values); the functions here are the API's English refusals.
 */
export const PAYOUT_MSG = {
  // SPEC §2 / §8
  endFundraiser: 'End Fundraiser & Get Paid',
  hasPayoutsPending: 'ERROR: Has payouts pending already.',
  scheduleMonthly: 'Monthly: payouts go out on the first day of each month.',
  scheduleWeekly: 'Weekly: payouts go out every Monday.',

  // Payments & Sales
  paymentsAndSales: 'Payments & Sales',
  setupFinished: 'Payment setup is finished.',
  paymentsAndSalesHint: 'Card payments reach your payment account; there you see every payment and payout.',
  openPaymentDashboard: 'Open payment dashboard',
  opensInNewTab: '(opens in a new tab)',
  paymentDetails: 'Payment details',
  payoutSchedule: 'Payout schedule',
  switchToWeekly: 'Switch to weekly',
  switchToMonthly: 'Switch to monthly',
  changeScheduleTitle: 'Change payout schedule?',
  changeToWeeklyQuestion: 'Payouts will go out every Monday instead of on the first day of each month.',
  changeToMonthlyQuestion: 'Payouts will go out on the first day of each month instead of every Monday.',
  scheduleChanged: 'The payout schedule has been changed.',

  // Lock
  lockWebshop: 'Lock webshop',
  unlockWebshop: 'Unlock webshop',
  lockTitle: 'Lock the webshop?',
  lockQuestion:
    'Supporters can no longer order from any participant. Payments already started are still completed. You can unlock it again until you end the fundraiser.',
  unlockTitle: 'Unlock the webshop?',
  unlockQuestion: 'Supporters can order from every participant again.',
  lockedDialogTitle: 'The webshop is locked',
  lockedDialogOrganiser:
    "Supporters can no longer order. When every order is in, press 'End Fundraiser & Get Paid' to get the group's money.",
  lockedDialogSeller: 'Your group has locked the webshop: supporters can no longer order. Thank you for selling!',
  lockBeforePayout: "Lock the webshop to end the fundraiser. Then press 'End Fundraiser & Get Paid'.",

  // Payout
  confirmPayoutTitle: 'End the fundraiser and get paid?',
  payoutInitiatedTitle: 'Payout initiated',
  statusInitiated: 'Payout status: Initiated. The payment provider emails you how to claim the payout.',
  statusPending: 'Payout status: Pending. The payment provider has emailed you how to claim the payout.',
  belowMinimum: (minimum: string) => `The group's earnings must be at least ${minimum} before it can be paid out.`,

  // Where the money is
  moneyTitle: 'Where the money is',
  totalSold: 'Total sold',
  manualCollected: 'Sales the group collected itself (cash, transfer)',
  manualDeducted: "Fundshop's share of those, deducted",
  /** The payout mail lists no cash sales, so its deduction row says what it is the share of. */
  manualDeductedInMail: "Fundshop's share of the sales the group collected itself, deducted",
  /** What the group is owed in all: its share of card sales less Fundshop's share of the cash sales. */
  owedInAll: 'Owed to the group in all',
  cardEarnings: "The group's share of card sales",
  /** The same row when refunds or lost disputes follow: 'Total sold' above is already without them. */
  cardEarningsBeforeReturns: "The group's share of card sales, before refunds and disputes",
  // Refunds and disputes (docs/decisions/0026); each row only when it is not zero
  refundedToBuyers: 'Refunded to buyers',
  refundedShareTakenOff: "The group's share of those, taken off",
  disputesLost: "Disputes the buyers' banks decided against the sale",
  disputesLostShareTakenOff: "The group's share of those, taken off",
  disputedOpen: "Disputes the buyers' banks have not decided yet",
  heldForDisputes: "The group's share of those, held until decided",
  owedFromEarlier: 'Owed from earlier payouts, taken off the next one',
  owedAfterFinalPayout: 'Refunded after the final payout: owed to Fundshop, our support will contact you',
  paidOut: 'Paid out',
  onTheWay: 'On its way',
  availableNow: "'End Fundraiser & Get Paid' pays now",
  noFees: 'No other fees: the card fees are paid from Fundshop\u2019s share.',
  timingTitle: 'How long a payout takes',
  payoutHistory: 'Payouts',
  cancel: 'Cancel',
  ok: 'OK',

  // Refusals (server)
  notLocked: 'Lock the webshop before ending the fundraiser.',
  nothingToPayOut:
    "There is nothing to pay out: the group's share of card sales does not exceed what has been paid out and Fundshop's share of the sales the group collected itself.",
  allInRefundWindows: (date: string) =>
    `There is nothing to pay out yet: all of the group's share is from orders its buyers may still cancel. It can be paid out from ${date}.`,
  paymentAccountNotReady: 'Finish setting up the payment account before the group can be paid out.',
  payoutNotFound: 'There is no such payout.',
  payoutTransitionInvalid: 'That payout can not move to that state from the state it is in.',
  payoutNotInState: (expected: string, actual: string) =>
    `The payout is ${actual}, not ${expected}: nothing was changed (list the payouts and try again).`,
  payoutProviderFailed: 'The payout could not be sent to the payment provider.',
} as const;
