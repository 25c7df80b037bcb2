/**
 * Query keys more than one feature needs, and those of lib's own queries. A feature never imports another, so a
 * key that another feature reads or must refetch lives here; each feature's `query-keys.ts` holds the rest of its
 * keys. Keys are prefixes of each other on purpose: invalidating `dashboardKeys.all` refetches every dashboard.
 */

/**
 * The dashboard feature's keys: both Start pages' dashboards (figures, charts, leaderboard, participants table).
 * Payout, organiser tools, contact person (a new participant) and order writes (the order figures) refetch them.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  contactPerson: (webShopId: number) => [...dashboardKeys.all, 'contact-person', webShopId] as const,
  seller: (sellerId: number) => [...dashboardKeys.all, 'seller', sellerId] as const,
};

/** The organiser's participants list (contact person feature) with each seller's total sales: order writes move it. */
export const sellerListKeys = {
  all: ['contact-person', 'seller-list'] as const,
  ofWebShop: (webShopId: number) => [...sellerListKeys.all, webShopId] as const,
};

/** The public store of one seller (lib/seller-shop.ts): its sales progress moves with every order. */
export const storeKeys = {
  all: ['shop'] as const,
  store: (sellerId: number) => [...storeKeys.all, sellerId] as const,
};

/** The deployment's public configuration (lib/public-config.ts). */
export const publicConfigKeys = {
  all: ['public-config'] as const,
};
