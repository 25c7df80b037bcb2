import salesTax from 'sales-tax';
import { RATE_SCALE, regionDecidesTax, taxComponents, type TaxComponent, type TaxType } from '@fundshop/core';
import {
  TaxLocationError,
  totalsOf,
  type TaxCalculation,
  type TaxCalculationInput,
  type TaxCalculator,
} from './tax-calculator.ts';

/**
 * Where an e-book is taxed otherwise than the library's standard rate says (the library knows rates, not what a
 * digital book is). Stripe Tax knows this in production from the e-book tax code; this table serves development, the
 * demo and the tests, and is no filing source (docs/decisions/0057).
 * - GB: e-books are zero-rated since 1 May 2020 (HMRC, VAT Notice 701/10): VAT at 0%, still shown.
 * - US: only states that tax digital books charge their state rate; the others (California, Florida, New York,
 *   ...) none. Local (county, city) rates are Stripe Tax's job and left out here.
 */
const ZERO_RATED_COUNTRIES = new Set(['GB']);
const US_STATES_TAXING_EBOOKS = new Set([
  'AL',
  'AZ',
  'AR',
  'CO',
  'CT',
  'HI',
  'ID',
  'IN',
  'KY',
  'LA',
  'ME',
  'MN',
  'MS',
  'NE',
  'NJ',
  'NM',
  'NC',
  'OH',
  'PA',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'WA',
  'WI',
  'WY',
]);

/** The library writes a US state's sales tax as 'vat' and a province's harmonized tax as GST + HST. */
function componentsFor(
  country: string,
  region: string | null,
  details: readonly { type: string; rate: number }[],
): Omit<TaxComponent, 'taxableMinor' | 'taxMinor'>[] {
  const ppm = (rate: number) => Math.round(rate * RATE_SCALE);
  if (ZERO_RATED_COUNTRIES.has(country)) return [{ jurisdiction: country, taxType: 'vat', ratePpm: 0 }];
  if (country === 'US') {
    if (!region || !US_STATES_TAXING_EBOOKS.has(region)) return [];
    const rate = details.reduce((sum, d) => sum + d.rate, 0);
    return rate > 0 ? [{ jurisdiction: `US-${region}`, taxType: 'sales_tax', ratePpm: ppm(rate) }] : [];
  }
  if (country === 'CA' && details.some((d) => d.type === 'hst')) {
    // HST is one tax at the combined rate (13% in Ontario), levied for the province and the federation together.
    const rate = details.reduce((sum, d) => sum + d.rate, 0);
    return [{ jurisdiction: `CA-${region}`, taxType: 'hst', ratePpm: ppm(rate) }];
  }
  return details
    .filter((d) => d.rate > 0)
    .map((d) => ({
      jurisdiction: d.type === 'gst' || !region ? country : `${country}-${region}`,
      taxType: d.type as TaxType,
      ratePpm: ppm(d.rate),
    }));
}

/** Rates from the `sales-tax` library (offline; its rates are kept up to date in its releases). */
export function createLocalTaxCalculator(): TaxCalculator {
  return {
    source: 'local',
    async calculate(input: TaxCalculationInput): Promise<TaxCalculation> {
      if (regionDecidesTax(input.country) && !input.region) {
        throw new TaxLocationError(`a buyer in ${input.country} needs a state or province for the tax`);
      }
      const found = await salesTax.getSalesTax(input.country, input.region);
      const rates = componentsFor(input.country, input.region, found.details);
      const ratePpm = rates.reduce((sum, rate) => sum + rate.ratePpm, 0);
      const lines = input.lines.map((line) => ({
        reference: line.reference,
        ratePpm,
        ...taxComponents(line.amountMinor, rates, input.behaviour),
      }));
      return { source: 'local', reference: null, lines, ...totalsOf(lines) };
    },
  };
}
