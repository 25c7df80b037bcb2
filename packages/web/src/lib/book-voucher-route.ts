import type { ApiAuth } from './api-client.ts';

/**
 * The printable e-book voucher of a manual order without email (decision 0026), in the area of whoever opens it
 * from the order list: the organiser's (/contactperson/voucher/{orderId}) or the seller's (/seller/voucher/{orderId}).
 */
export const bookVoucherPath = (auth: ApiAuth, orderId: number) =>
  `${auth === 'seller' ? '/seller' : '/contactperson'}/voucher/${orderId}`;
