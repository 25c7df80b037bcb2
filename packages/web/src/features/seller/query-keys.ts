const all = ['seller'] as const;

/** The seller feature's query keys. */
export const sellerKeys = {
  all,
  ownShop: (sellerId: number) => [...all, 'own-shop', sellerId] as const,
  contactPerson: (sellerId: number) => [...all, 'contact-person', sellerId] as const,
  details: (sellerId: number) => [...all, 'details', sellerId] as const,
  registrationInfo: (sellerRegistrationKey: string, webShopId?: number) =>
    [...all, 'registration-info', sellerRegistrationKey, webShopId ?? null] as const,
};
