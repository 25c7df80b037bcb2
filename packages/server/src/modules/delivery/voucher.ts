import { formatVoucherCode, type BookVoucherResponse } from '@fundshop/core';
import type { Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import { createBookLink, myBooksUrl } from './book-links.ts';
import { callersDeliveredOrder } from './resend.ts';
import { orderBooks } from './service.ts';

/**
 * POST /api/order/book-voucher: a printable voucher for an order whose buyer has no email (a cash order), handed over
 * with the books' money: a new book link, shown as a code to type at /my-books and as the address for a QR code.
 * Any paid order of the caller's may have one.
 */
export async function bookVoucher(
  ctx: Pick<AppContext, 'db' | 'config'>,
  caller: Caller,
  orderId: number,
): Promise<BookVoucherResponse> {
  const order = await callersDeliveredOrder(ctx, caller, orderId);
  const [token, books] = await Promise.all([createBookLink(ctx.db, order.id), orderBooks(ctx.db, order.id)]);
  return {
    orderNumber: order.id,
    buyerFirstName: order.buyerFirstName,
    sellerName: order.sellerName,
    groupName: order.groupName,
    code: formatVoucherCode(token),
    url: myBooksUrl(ctx.config.publicUrl, token),
    books: books.map((b) => b.name),
  };
}
