import { PRINT_COPIES } from './constants.ts';

const DASHBOARD_MSG_COPIES_INVALID = `Enter a whole number from ${PRINT_COPIES.min} to ${PRINT_COPIES.max}.`;

/**
 * Texts of the dashboards, the seller order page and the order dialogs that SPEC does not quote (SPEC's own
 * texts for these screens are in order-messages.ts). docs/decisions/0005-dashboard-screens.md explains the choices.
 * Without zod (dashboard-messages.ts has the schemas): the English catalogue reads them on every page.
 */
export const DASHBOARD_MSG = {
  dashboard: 'Dashboard',
  groupEarnings: 'Group earnings',
  goal: 'Goal',
  productsSold: 'Products sold',
  participants: 'Participants',
  orders: 'Orders',
  leaderboard: 'Leaderboard',
  leaderboardEmpty: 'Nobody has sold yet: the first sale takes first place.',
  leaderboardJoin: 'Sell your first e-book to join the leaderboard.',
  // Whose figure each is (docs/decisions/0049): the group's goal is measured by what the group sold.
  groupGoalProgress: '{sold} sold of the {goal} goal',
  groupShareOfSold: "The group's share of {sold} sold",
  groupProductsSold: 'Products sold by the group',
  // Store opens per participant, counts only (docs/decisions/0049).
  storeOpened:
    '{count, plural, one {Store opened # time in the last 7 days} other {Store opened # times in the last 7 days}}',
  storeLastOpened: 'Store last opened {date}',
  storeNeverOpened: 'Store not opened yet',
  // The line is the running total of the group's share (both roles see the group's), not of what was sold.
  earningsOverTime: 'Group earnings over time',
  salesPerParticipant: 'Products sold per participant',
  yourWebshopQr: 'Your QR code',
  qrHint: 'Supporters scan it with their phone camera to open your webshop.',
  showQrCode: 'Show QR code',
  exportOrders: 'Export orders (CSV)',
  openStore: 'Open store',
  loading: 'Loading...',
  tryAgain: 'Try again',
  back: 'Back',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  close: 'Close',
  order: 'Order',
  save: 'Save',
  sourceCard: 'Card',
  sourceManual: 'Added by hand',
  deleteOrderTitle: 'Delete order',
  deleteOrderQuestion: 'Are you sure that you would like to delete this order?',
  yes: 'Yes',
  no: 'No',
  sellerOrderLinkMissing: 'Open a participant from the participants table to see its orders.',
  cardOrderNotEditable: 'Paid by card: it cannot be changed here.',
  yourSales: 'Your sales',
  removed: 'Removed',
  name: 'Name',
  loginCode: 'Login code',
  email: 'Email',
  store: 'Store',
  earnings: 'Earnings',
  note: 'Note',
  optional: 'Optional',
  // Print QR codes (SPEC §2 dialog, §9 copies 1 to 1000)
  printQrCodes: 'Print QR codes',
  printQrCodesHint: 'A sheet with your QR code, your name and your shop link, to hand out or put up.',
  copies: 'Number of copies',
  copiesInvalid: DASHBOARD_MSG_COPIES_INVALID,
  showSheet: 'Show sheet',
  print: 'Print',
  qrSheetTitle: 'QR codes',
} as const;
