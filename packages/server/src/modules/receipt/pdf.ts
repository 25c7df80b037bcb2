import { formatDate, formatPrice, localeFor, toMajor } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import type { AppContext } from '../../context.ts';
import { buyerNameOf, orderOfToken, receiptOrder } from '../delivery/service.ts';
import { drawReceipt } from './draw-receipt.ts';
import { orderReceipt } from './service.ts';

/**
 * GET /api/my-books/{token}/receipt: the order's printable receipt, keyed by the my-books token exactly as the page
 * and its downloads are (an unknown, expired or no longer sold order's token is 404), in the order's language.
 */
export async function receiptPdf(
  ctx: Pick<AppContext, 'db' | 'config'>,
  token: string,
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const delivered = await orderOfToken(ctx.db, token);
  const [order, receipt] = await Promise.all([
    receiptOrder(ctx.db, delivered.id),
    orderReceipt(ctx.db, ctx.config, delivered),
  ]);
  // orderOfToken found it a moment ago, and orders are never removed.
  if (!order) throw new Error(`order ${delivered.id} not found`);
  const t = translatorFor(order.language);
  const locale = localeFor(order.language, order.countryCode);
  const price = (amount: number) => formatPrice(amount, receipt.currencyCode, locale);
  const { merchant, summary } = receipt;
  const buyer = buyerNameOf(order);
  const pdf = await drawReceipt({
    paper: ['US', 'CA'].includes(order.buyerCountryCode) ? 'letter' : 'a4',
    documentTitle: t('receipt.documentTitle', { number: receipt.receiptNumber }),
    title: t('receipt.title'),
    merchant: [
      merchant.legalName,
      merchant.address,
      ...(merchant.registrationNumber ? [`${merchant.registrationName} ${merchant.registrationNumber}`] : []),
    ],
    facts: [
      [t('receipt.number'), receipt.receiptNumber],
      [t('receipt.date'), formatDate(receipt.issuedAt, locale)],
      [t('receipt.orderNumber'), String(order.id)],
      ...(buyer ? [[t('receipt.buyer'), buyer] as [string, string]] : []),
      [t('receipt.supporting', { seller: order.sellerName, group: order.groupName }), ''],
    ],
    lines: order.lines.map((line): [string, string] => [
      `${line.quantity} x ${line.productName}`,
      price(toMajor(line.unitPriceMinor * line.quantity)),
    ]),
    totals: [
      [t('receipt.net'), price(summary.netAmount)],
      [summary.taxLabel || t('receipt.tax'), price(summary.taxAmount)],
      [t('mail.total'), price(summary.totalAmount)],
    ],
  });
  return { pdf, fileName: `receipt-${receipt.receiptNumber}.pdf` };
}
