import type { DashboardData, OrderSeller, PayoutOverview } from '@fundshop/core';

/** A participant row of a dashboard: Anna Berg, 3 books sold, $33 for the group. */
export function orderSeller(overrides: Partial<OrderSeller> = {}): OrderSeller {
  return {
    sellerId: 7,
    name: 'Anna Berg',
    sellerPassword: 'ABCDEFGHJKLM',
    sellerEmail: 'anna@example.com',
    totalEarnings: 33,
    productsSold: [{ webShopProductId: 1, productName: 'The Baking Book', amount: 3 }],
    totalAmountOfProducts: 3,
    totalSales: 66,
    isActive: true,
    isTeam: false,
    salesByWay: [],
    storeOpens: { lastSevenDays: 0, lastOpenedOn: null },
    ...overrides,
  };
}

/**
 * 'Where the money is' of a group that sold $300 at 50%: $240 by card, $60 in cash it collected itself, nothing
 * paid out yet. The group is owed $120 of card sales less Fundshop's $30 of the cash: $90.
 */
export function payoutOverview(overrides: Partial<PayoutOverview> = {}): PayoutOverview {
  return {
    currencyCode: 'USD',
    benefitSharePercent: 50,
    totalSales: 300,
    cardSales: 240,
    manualSales: 60,
    totalEarnings: 150,
    totalTax: 0,
    platformShare: 150,
    cardEarnings: 120,
    manualPlatformShare: 30,
    manualTax: 0,
    paidOut: 0,
    onTheWay: 0,
    refunded: 0,
    refundedEarnings: 0,
    disputedOpen: 0,
    heldForDisputes: 0,
    disputesLost: 0,
    disputesLostEarnings: 0,
    owedByGroup: 0,
    availableNow: 90,
    reserveHeld: 0,
    reserveLeft: 0,
    reserveReleaseAfter: null,
    reserveOnPayout: 0,
    reserveOnPayoutReleaseAfter: null,
    minimumEarnings: 100,
    payouts: [],
    ...overrides,
  };
}

/** SPEC §3 Dashboard data of webshop 5 (USD, open, monthly payouts, payment account set up, no payout). */
export function dashboardData(
  overrides: Partial<DashboardData> = {},
  sellers: OrderSeller[] = [orderSeller()],
): DashboardData {
  const sold = sellers.reduce((sum, s) => sum + s.totalAmountOfProducts, 0);
  return {
    orderByWebShop: {
      webShopId: 5,
      isLocked: false,
      payoutSchedule: 'monthly',
      displayWebShopLockedDialog: false,
      contactPersonFirstName: 'Robin',
      startedAt: '2026-11-20T10:00:00.000Z',
      language: 'en',
      groupName: 'Riverside School',
      classOrTeam: 'Class 4B',
    },
    orderSalesInformation: {
      totalEarnings: 33,
      totalAmountOfProducts: sold,
      productsSold: sold ? [{ webShopProductId: 1, productName: 'The Baking Book', amount: sold }] : [],
      currencyCode: 'USD',
      leftUntilNextBonus: 25 - sold,
      nextBonusThreshold: 25,
      totalSales: 66,
      goal: 2000,
    },
    orderDetails: { orderSellers: sellers, currencyCode: 'USD' },
    hasUnHandledPayouts: false,
    payoutStatus: null,
    hasFinishedConnectedStripeAccountSetup: true,
    firstTimerEverFinishedStripeAccountCreation: false,
    friendCompetitors: [],
    isFriendCompetitionActive: false,
    isSalesReminderActive: false,
    sellerPageOrderDetailsResponse: null,
    hasAnsweredIntroductionQuestion: true,
    salesOverTime: [{ date: '2026-11-20', totalAmountOfProducts: sold, totalSales: 66, totalEarnings: 33 }],
    payoutOverview: null,
    ...overrides,
  };
}
