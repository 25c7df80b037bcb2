import type { ApiAuth } from '../../lib/api-client.ts';

const all = ['orders'] as const;

/** The order feature's query keys. */
export const orderKeys = {
  all,
  /** Every seller's order list, whoever's token asked. */
  sellerLists: [...all, 'seller'] as const,
  /** One seller's order list, as the seller or as its organiser. */
  ofSeller: (sellerId: number) => [...all, 'seller', sellerId] as const,
  sellerList: (sellerId: number, auth: ApiAuth) => [...orderKeys.ofSeller(sellerId), auth] as const,
  /** The store with one manual order's cart and form values, for 'Ändra beställning'. */
  manualOrderForEdit: (buyerOfOrderId: number, auth: ApiAuth) => [...all, 'for-edit', buyerOfOrderId, auth] as const,
  /**
   * A buyer's order confirmation. Outside `all` on purpose: its first answer is the only one that says 'first
   * time', so no order write may refetch it.
   */
  myOrder: (checkoutSession: string) => ['my-order', checkoutSession] as const,
};
