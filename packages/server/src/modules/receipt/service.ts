import {
  formatReceiptNumber,
  REGISTRATION_NAMES,
  type CountryCode,
  type Receipt,
  type ReceiptMerchant,
} from '@fundshop/core';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { orderTaxSummary } from '../order/order-tax.ts';

/**
 * An order's receipt (docs/decisions/0061) as the receipt mail, the my-books page and the PDF show it: its number,
 * net, tax with its label and total as charged (orderTaxSummary), and the merchant with its registration in the
 * buyer's market.
 */

/** The merchant as a buyer in `country` sees it: legal name, address, and the registration its market has, if any. */
export function merchantFor(config: Pick<Config, 'merchant'>, country: string): ReceiptMerchant {
  const market = country as CountryCode;
  const number = config.merchant.registrations[market] ?? null;
  return {
    legalName: config.merchant.legalName,
    address: config.merchant.address,
    registrationName: number === null ? null : REGISTRATION_NAMES[market],
    registrationNumber: number,
  };
}

/** A paid order's receipt; `order` is what delivery read of it (deliveryOrder, receiptOrder). */
export async function orderReceipt(
  db: Executor,
  config: Pick<Config, 'merchant'>,
  order: {
    id: number;
    receiptNumber: number | null;
    paidAt: Date | null;
    currencyCode: string;
    buyerCountryCode: string;
  },
): Promise<Receipt> {
  // orders_receipt_number: a paid order (delivery shows no other) has its payment time and number.
  if (order.receiptNumber === null || order.paidAt === null) throw new Error(`order ${order.id} is not paid`);
  return {
    receiptNumber: formatReceiptNumber(order.receiptNumber),
    issuedAt: order.paidAt.toISOString(),
    currencyCode: order.currencyCode,
    summary: await orderTaxSummary(db, order.id),
    merchant: merchantFor(config, order.buyerCountryCode),
  };
}
