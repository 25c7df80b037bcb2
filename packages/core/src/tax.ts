import { z } from 'zod';
import { TAX_TYPE_NAMES } from './tax-market.ts';

/**
 * Tax on a sale (docs/decisions/0057). The platform sells the e-books (supporters pay Fundshop, which passes the
 * group its share), so it charges the buyer's tax. Rates come from Stripe Tax in production and from the
 * `sales-tax` library locally (server/src/integrations/tax); this module holds what both sides share: the arithmetic
 * of a line, a refund and the group's share, and the tax figures' schemas. Each market's pricing custom is in
 * tax-market.ts and the regions whose rate differs in tax-regions.ts, apart from zod (a store's first load takes the
 * first). Amounts are integer minor units; a rate is in parts per million (8.875% = 88_750).
 */

/** Stripe's tax code for an e-book: 'Digital Books - downloaded - non subscription - with permanent rights'. */
export const EBOOK_TAX_CODE = 'txcd_10302000';

/** Parts per million in a whole: a rate of 100% is 1_000_000. */
export const RATE_SCALE = 1_000_000;

/**
 * How a price is written in a market: `inclusive` holds its tax (GB, AU, NZ: the price on the card is what the
 * buyer pays), `exclusive` has it added at checkout (US, CA: '+ tax').
 */
export const TAX_BEHAVIOURS = ['inclusive', 'exclusive'] as const;
export type TaxBehaviour = (typeof TAX_BEHAVIOURS)[number];

/** The kinds of tax a component is (Stripe Tax's `tax_type` names for the ones our markets levy). */
export const TAX_TYPES = ['gst', 'hst', 'pst', 'qst', 'rst', 'vat', 'sales_tax'] as const;
export type TaxType = (typeof TAX_TYPES)[number];

/**
 * Where an order's tax figures came from: `stripe` (Stripe Tax), `local` (the rates library: development, the
 * demo, tests) or `none` (an order placed before taxes were charged: taxed at zero, its figures as they were).
 */
export const TAX_SOURCES = ['stripe', 'local', 'none'] as const;
export type TaxSource = (typeof TAX_SOURCES)[number];

/** One tax levied on a line: by whom (ISO country, or country-region), what kind, at what rate, on what, how much. */
export const taxComponent = z.object({
  /** 'AU', 'GB', 'CA' (federal GST), 'CA-ON', 'US-WA'. */
  jurisdiction: z.string(),
  taxType: z.enum(TAX_TYPES),
  ratePpm: z.number().int().min(0),
  taxableMinor: z.number().int(),
  taxMinor: z.number().int(),
});
export type TaxComponent = z.infer<typeof taxComponent>;

/** A line's money: net (without tax), its tax and gross (what the buyer pays for it); net + tax = gross. */
export interface TaxedAmount {
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
}

/** a × b / c rounded half up, for non-negative integers (the tax authorities' rounding to the nearest cent). */
export function mulDivRound(a: number, b: number, c: number): number {
  if (c === 0) return 0;
  return Math.floor((2 * a * b + c) / (2 * c));
}

/**
 * Tax of one line at a rate: an inclusive price holds it (tax = price × rate / (1 + rate): a tenth of an eleventh
 * for Australia's GST, 3/23 for New Zealand's), an exclusive price gets it added (tax = price × rate). Rounded per
 * line, half up; an order's tax is the sum of its lines' (docs/decisions/0057).
 */
export function taxLine(amountMinor: number, ratePpm: number, behaviour: TaxBehaviour): TaxedAmount {
  if (behaviour === 'inclusive') {
    const taxMinor = mulDivRound(amountMinor, ratePpm, RATE_SCALE + ratePpm);
    return { netMinor: amountMinor - taxMinor, taxMinor, grossMinor: amountMinor };
  }
  const taxMinor = mulDivRound(amountMinor, ratePpm, RATE_SCALE);
  return { netMinor: amountMinor, taxMinor, grossMinor: amountMinor + taxMinor };
}

/**
 * A line's taxes, each at its own rate on the line's net (British Columbia: GST 5% and PST 7% on the same price).
 * An inclusive line's total tax is taken at the combined rate first and its components share it, the last taking
 * what rounding left, so net + tax is the price to the cent.
 */
export function taxComponents(
  amountMinor: number,
  rates: readonly Omit<TaxComponent, 'taxableMinor' | 'taxMinor'>[],
  behaviour: TaxBehaviour,
): TaxedAmount & { components: TaxComponent[] } {
  const combined = rates.reduce((sum, rate) => sum + rate.ratePpm, 0);
  const total = taxLine(amountMinor, combined, behaviour);
  let left = total.taxMinor;
  const components = rates.map((rate, index) => {
    const own =
      index === rates.length - 1 ? left : Math.min(left, mulDivRound(total.netMinor, rate.ratePpm, RATE_SCALE));
    left -= own;
    return { ...rate, taxableMinor: total.netMinor, taxMinor: own };
  });
  return { ...total, components };
}

/**
 * The tax an order still holds once `returnedMinor` of its gross went back (refunds and lost disputes): the
 * reversal is in proportion to the money returned, rounded half up. The database computes the same in the
 * orders.earnings_minor column (migration 0028); `tax.test.ts` holds the two together.
 */
export function remainingTaxMinor(taxMinor: number, grossMinor: number, returnedMinor: number): number {
  return mulDivRound(taxMinor, grossMinor - returnedMinor, grossMinor);
}

/** The group's share of what an order still brings in: its percent of the net (gross less tax), rounded down. */
export function groupShareMinor(
  order: { grossMinor: number; taxMinor: number; returnedMinor: number },
  sharePercent: number,
): number {
  const remainingGross = order.grossMinor - order.returnedMinor;
  const remainingNet = remainingGross - remainingTaxMinor(order.taxMinor, order.grossMinor, order.returnedMinor);
  return Math.floor((remainingNet * sharePercent) / 100);
}

/** A rate as a receipt writes it: 100_000 is '10%', 88_750 '8.875%', 99_750 '9.975%'. */
export function formatRate(ratePpm: number): string {
  return `${Number((ratePpm / 10_000).toFixed(4))}%`;
}

/** An order's tax line as the screens and the receipt show it: 'GST 10%', 'GST 5% + PST 7%', 'HST 13%'. */
export function taxLabel(components: readonly Pick<TaxComponent, 'taxType' | 'ratePpm'>[]): string {
  const seen = new Map<string, number>();
  for (const c of components) seen.set(c.taxType, Math.max(seen.get(c.taxType) ?? 0, c.ratePpm));
  return [...seen].map(([type, rate]) => `${TAX_TYPE_NAMES[type as TaxType]} ${formatRate(rate)}`).join(' + ');
}

/**
 * An order's money as the checkout, the confirmation, the receipt and my-books show it (major units, as the
 * API speaks): net, the tax with its label, and the total charged.
 */
export const orderTaxSummary = z.object({
  taxBehaviour: z.enum(TAX_BEHAVIOURS),
  netAmount: z.number(),
  taxAmount: z.number(),
  totalAmount: z.number(),
  /** 'GST 10%', 'HST 13%', 'GST 5% + PST 7%'; empty when no tax applied. */
  taxLabel: z.string(),
});
export type OrderTaxSummary = z.infer<typeof orderTaxSummary>;
