import type { CountryCode } from './constants.ts';
import { countryOfCurrency } from './i18n/languages.ts';
import type { TaxBehaviour, TaxType } from './tax.ts';

/*
 * What a store's prices say of tax (docs/decisions/0057, 0063): each market's pricing custom and its tax's name.
 * Apart from tax.ts, whose schemas would take zod (23 KB compressed) into a store's first load with the price notes
 * (issue 41, docs/decisions/0013): only its types are read here.
 */

/** Each market's custom: GB, AU and NZ prices hold their tax, US and CA ones have it added at checkout. */
export const TAX_BEHAVIOUR_BY_COUNTRY: Record<CountryCode, TaxBehaviour> = {
  US: 'exclusive',
  CA: 'exclusive',
  GB: 'inclusive',
  AU: 'inclusive',
  NZ: 'inclusive',
};

/** The name a receipt and a cart give a kind of tax (not translated: they are the taxes' own names). */
export const TAX_TYPE_NAMES: Record<TaxType, string> = {
  gst: 'GST',
  hst: 'HST',
  pst: 'PST',
  qst: 'QST',
  rst: 'RST',
  vat: 'VAT',
  sales_tax: 'Sales tax',
};

/** The name of the tax a market's prices hold or get ('incl. GST', '+ tax'): the country's main consumer tax. */
export const MARKET_TAX_TYPE: Record<CountryCode, TaxType> = {
  US: 'sales_tax',
  CA: 'gst',
  GB: 'vat',
  AU: 'gst',
  NZ: 'gst',
};

/**
 * How a group's prices stand with tax, by its currency (each country has its own, so it names the group's market):
 * what the product card and the cart say ('incl. GST', '+ tax'). Undefined for a currency of no market.
 */
export function marketTaxOf(
  currencyCode: string | undefined,
): { behaviour: TaxBehaviour; taxType: TaxType } | undefined {
  const country = countryOfCurrency(currencyCode);
  return country ? { behaviour: TAX_BEHAVIOUR_BY_COUNTRY[country], taxType: MARKET_TAX_TYPE[country] } : undefined;
}
