import { z } from 'zod';
import { COUNTRY_CODES, type CountryCode } from './constants.ts';
import { orderTaxSummary } from './tax.ts';

/**
 * Receipts that are tax documents (issue 41, docs/decisions/0061): Fundshop, the merchant (the legal entity that sells
 * every e-book and owes its tax), numbers each paid order in one sequence and names itself, its address and its tax
 * registration in the buyer's market on the receipt mail, the my-books page and the PDF receipt.
 */

/** A receipt number as printed: 'FS-000123' (six digits at least; the sequence grows past them unchanged). */
export function formatReceiptNumber(receiptNumber: number): string {
  return `FS-${String(receiptNumber).padStart(6, '0')}`;
}

/**
 * What each market calls the merchant's tax registration on a receipt (not translated: the authorities' own names).
 * Australia's ABN, New Zealand's GST number, the UK's VAT number, Canada's GST/HST business number; in the US a state's
 * sales tax permit, shown only when one is configured.
 */
export const REGISTRATION_NAMES: Record<CountryCode, string> = {
  US: 'Sales tax permit',
  CA: 'GST/HST No.',
  GB: 'VAT No.',
  AU: 'ABN',
  NZ: 'GST No.',
};

/**
 * The markets where selling needs a registration from the first sale, so production refuses to start with one enabled
 * and no registration (config.ts). The US is not among them: a marketplace collects a state's sales tax once it passes
 * that state's economic-nexus threshold, so there is none to hold at the start.
 */
export const REGISTRATION_REQUIRED: readonly CountryCode[] = COUNTRY_CODES.filter((c) => c !== 'US');

/** The merchant as a receipt names it: legal name, address, and its registration in the buyer's market (if any). */
export const receiptMerchant = z.object({
  legalName: z.string(),
  address: z.string(),
  /** 'ABN', 'VAT No.' (REGISTRATION_NAMES); null when the market needs none and none is configured. */
  registrationName: z.string().nullable(),
  registrationNumber: z.string().nullable(),
});
export type ReceiptMerchant = z.infer<typeof receiptMerchant>;

/** An order's receipt: its number, the money with its tax (orderTaxSummary) and who sold it. */
export const receipt = z.object({
  /** 'FS-000123'. */
  receiptNumber: z.string(),
  /** ISO 8601: when the order was paid, the receipt's date. */
  issuedAt: z.string(),
  currencyCode: z.string(),
  summary: orderTaxSummary,
  merchant: receiptMerchant,
});
export type Receipt = z.infer<typeof receipt>;
