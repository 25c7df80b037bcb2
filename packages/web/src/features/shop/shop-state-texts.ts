import type { MessageKey, ShopState } from '@fundshop/core';

/**
 * Why the store takes no orders (SPEC §2's store states), in the page's language. A store in one of these states
 * hydrates at once (web-pages/routes.ts), with only its first paint's texts: each must be in that part
 * (shop-state-texts.test.ts).
 */
export const SHOP_STATE_KEY: Record<Exclude<ShopState, 'open'>, MessageKey> = {
  locked: 'checkout.shopLocked',
  'seller-inactive': 'checkout.shopSellerInactive',
  'awaiting-guardian': 'people.storeAwaitsGuardian',
  'onboarding-not-finished': 'checkout.onboardingNotFinished',
  'not-opened': 'checkout.shopNotOpened',
};
