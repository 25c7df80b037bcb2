import { sellerListKeys } from '../../lib/query-keys.ts';

const all = ['contact-person'] as const;

/** The contact person feature's query keys (the participants list's key is in lib: order writes refetch it). */
export const contactPersonKeys = {
  all,
  paymentAccountStatus: (webShopId: number) => [...all, 'payment-account-status', webShopId] as const,
  webshopDetailsAll: [...all, 'webshop-details'] as const,
  webshopDetails: (webShopId: number) => [...contactPersonKeys.webshopDetailsAll, webShopId] as const,
  groupSettings: (webShopId: number) => [...all, 'group-settings', webShopId] as const,
  coOrganisersAll: [...all, 'co-organisers'] as const,
  coOrganisers: (webShopId: number) => [...contactPersonKeys.coOrganisersAll, webShopId] as const,
  sellerList: sellerListKeys.ofWebShop,
};
