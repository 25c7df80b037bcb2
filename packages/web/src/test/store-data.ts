import type { BasicWebshopInfoResponse, RetrieveSellerShopResponse, WebShopProduct } from '@fundshop/core';

/** A book of the store as the shop API lists it: $15, no descriptions. */
export const bakingBook: WebShopProduct = {
  productId: 1,
  productName: 'The Baking Book',
  productPrice: 15,
  coverImageUrl: '/covers/1.jpg',
  shortProductDescription: '',
  productDescription: '',
  sampleEdition: false,
};

/** A second book, at a price with cents ($12.50). */
export const gardenStories: WebShopProduct = {
  productId: 2,
  productName: 'Garden Stories',
  productPrice: 12.5,
  coverImageUrl: '/covers/2.jpg',
  shortProductDescription: '',
  productDescription: '',
  sampleEdition: false,
};

/**
 * Anna Berg's store as the shop API answers it: open and selling (onboarded, active, not locked, no guardian awaited,
 * not the demo), in English and dollars, with no goal, no sales and no words of its own. A test names what it reads.
 */
export function sellerShop(overrides: Partial<RetrieveSellerShopResponse> = {}): RetrieveSellerShopResponse {
  return {
    isWebShopLocked: false,
    hasFinishedOnboarding: true,
    isActive: true,
    awaitsGuardian: false,
    webShopId: 5,
    customerName: 'Oak Hill Runners',
    customerClassOrTeam: '',
    sellerId: 7,
    sellerName: 'Anna Berg',
    sellerPictureUrl: null,
    webShopProducts: [bakingBook],
    commentToCustomers: '',
    currencyCode: 'USD',
    salesGoal: 0,
    totalSales: 0,
    isDemo: false,
    language: 'en',
    ...overrides,
  };
}

/** A group as the basic webshop info calls answer it: Hillside FC, U12, organised by Jamie Lee (no email or phone). */
export const hillsideInfo: BasicWebshopInfoResponse = {
  responseMessage: 'ok',
  customerName: 'Hillside FC',
  customerClassOrTeam: 'U12',
  contactPersonName: 'Jamie Lee',
  contactPersonEmail: '',
  contactPersonPhoneNumber: '',
};
