/** SPEC §2 /contactperson/seller-order: a seller's orders, reached with route state naming the seller and the viewer. */
export const SELLER_ORDER_PATH = '/contactperson/seller-order';

export interface SellerOrderState {
  sellerId: number;
  userRole: 'contactperson' | 'seller';
}

/** The route state if it is one (a reload or a typed address has none). */
export function sellerOrderStateOf(value: unknown): SellerOrderState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { sellerId, userRole } = value as Record<string, unknown>;
  if (typeof sellerId !== 'number' || !Number.isInteger(sellerId) || sellerId <= 0) return null;
  if (userRole !== 'contactperson' && userRole !== 'seller') return null;
  return { sellerId, userRole };
}
