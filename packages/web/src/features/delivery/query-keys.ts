import type { ApiAuth } from '../../lib/api-client.ts';

/** The delivery feature's query keys: a buyer's books page and a printed voucher's book link. */
export const deliveryKeys = {
  myBooks: (token: string) => ['my-books', token] as const,
  bookVoucher: (orderId: number, auth: ApiAuth) => ['book-voucher', orderId, auth] as const,
};
