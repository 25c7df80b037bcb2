import Stripe from 'stripe';
import { RATE_SCALE, TAX_TYPES, type TaxComponent, type TaxType } from '@fundshop/core';
import type { StripeApiTarget } from '../payouts/stripe-payouts.ts';
import {
  TaxLocationError,
  totalsOf,
  type TaxCalculation,
  type TaxCalculationInput,
  type TaxCalculator,
  type TaxedLine,
} from './tax-calculator.ts';

/** One tax Stripe levied on a line, as Checkout's line items and the Tax Calculation API both describe it. */
export interface StripeLevy {
  country: string;
  state: string | null;
  /** Stripe's tax_type; the kinds outside our markets' are counted as sales tax. */
  taxType: string | null;
  /** Percent, as Stripe writes it ('13', '6.5'). */
  percentage: string | number;
  taxableMinor: number;
  taxMinor: number;
}

const isTaxType = (type: string | null): type is TaxType => (TAX_TYPES as readonly string[]).includes(type ?? '');

/**
 * Stripe's taxes of a line as our components: jurisdiction 'CA-ON' or 'AU', kind, rate in parts per million. A US
 * state's county and city taxes have the state's jurisdiction and kind: they are one component, rates and tax added.
 */
export function componentsOfStripe(levies: readonly StripeLevy[]): TaxComponent[] {
  const merged = new Map<string, TaxComponent>();
  for (const levy of levies) {
    const jurisdiction = levy.state ? `${levy.country}-${levy.state}` : levy.country;
    const taxType = isTaxType(levy.taxType) ? levy.taxType : 'sales_tax';
    const ratePpm = Math.round(Number(levy.percentage) * (RATE_SCALE / 100));
    const key = `${jurisdiction} ${taxType}`;
    const seen = merged.get(key);
    merged.set(
      key,
      seen
        ? {
            ...seen,
            ratePpm: seen.ratePpm + ratePpm,
            taxableMinor: Math.max(seen.taxableMinor, levy.taxableMinor),
            taxMinor: seen.taxMinor + levy.taxMinor,
          }
        : { jurisdiction, taxType, ratePpm, taxableMinor: levy.taxableMinor, taxMinor: levy.taxMinor },
    );
  }
  return [...merged.values()];
}

/** A taxed line from its amount as priced and Stripe's taxes on it. */
export function taxedLineOf(
  reference: string,
  amountMinor: number,
  inclusive: boolean,
  components: TaxComponent[],
): TaxedLine {
  const taxMinor = components.reduce((sum, c) => sum + c.taxMinor, 0);
  return {
    reference,
    ratePpm: components.reduce((sum, c) => sum + c.ratePpm, 0),
    components,
    taxMinor,
    netMinor: inclusive ? amountMinor - taxMinor : amountMinor,
    grossMinor: inclusive ? amountMinor : amountMinor + taxMinor,
  };
}

/**
 * Stripe Tax's Calculation API (docs/decisions/0059): the tax of a sale paid outside Stripe (a cash order) and the
 * estimate a card checkout shows before Checkout computes its own. Each line carries the e-book tax code and the
 * market's behaviour; the buyer's billing address is what places them.
 */
export function createStripeTaxCalculator(options: { secretKey: string; api?: StripeApiTarget }): TaxCalculator {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Fundshop' },
    ...(options.api ?? {}),
  });
  return {
    source: 'stripe',
    async calculate(input: TaxCalculationInput): Promise<TaxCalculation> {
      let calculation: Stripe.Tax.Calculation;
      try {
        calculation = await stripe.tax.calculations.create({
          currency: input.currencyCode.toLowerCase(),
          line_items: input.lines.map((line) => ({
            amount: line.amountMinor,
            quantity: line.quantity,
            reference: line.reference,
            tax_code: line.taxCode,
            tax_behavior: input.behaviour,
          })),
          customer_details: {
            address: {
              country: input.country,
              ...(input.region ? { state: input.region } : {}),
              ...(input.postalCode ? { postal_code: input.postalCode } : {}),
            },
            address_source: 'billing',
          },
          expand: ['line_items.data.tax_breakdown'],
        });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === 'customer_tax_location_invalid') {
          // A US address needs its postal code (Stripe's 'custom tax' guide); the buyer can correct it.
          throw new TaxLocationError(error.message, input.region ? 'postalCode' : 'state');
        }
        throw error;
      }
      const byReference = new Map((calculation.line_items?.data ?? []).map((line) => [line.reference, line]));
      const lines = input.lines.map((line) => {
        const charged = byReference.get(line.reference);
        if (!charged) throw new Error(`Stripe's calculation ${calculation.id} has no line ${line.reference}`);
        const levies = (charged.tax_breakdown ?? [])
          .filter((tax) => tax.tax_rate_details !== null)
          .map((tax) => ({
            country: tax.jurisdiction.country,
            state: tax.jurisdiction.state,
            taxType: tax.tax_rate_details!.tax_type,
            percentage: tax.tax_rate_details!.percentage_decimal,
            taxableMinor: tax.taxable_amount,
            taxMinor: tax.amount,
          }));
        return taxedLineOf(
          line.reference,
          line.amountMinor,
          input.behaviour === 'inclusive',
          componentsOfStripe(levies),
        );
      });
      return { source: 'stripe', reference: calculation.id, lines, ...totalsOf(lines) };
    },
  };
}
