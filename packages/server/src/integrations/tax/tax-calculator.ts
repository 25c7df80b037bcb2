import type { TaxBehaviour, TaxComponent, TaxedAmount } from '@fundshop/core';

/**
 * The tax of a sale (docs/decisions/0057): Stripe Tax when Stripe is configured, the `sales-tax` rates library
 * otherwise (development, the demo, tests). Services see only this interface.
 */
export interface TaxLineInput {
  /** The caller's key for the line, returned with its result (the order line's position). */
  reference: string;
  /** The line's amount as priced: unit price × quantity, with its tax inside or without it (`behaviour`). */
  amountMinor: number;
  quantity: number;
  taxCode: string;
}

export interface TaxCalculationInput {
  /** ISO code as stored (upper case). */
  currencyCode: string;
  behaviour: TaxBehaviour;
  /** The buyer's tax location: ISO country, and the state or province code where it decides the rate. */
  country: string;
  region: string | null;
  /** The buyer's postal code when given: Stripe Tax needs it to place a US address (docs/decisions/0059). */
  postalCode?: string;
  lines: TaxLineInput[];
}

export interface TaxedLine extends TaxedAmount {
  reference: string;
  /** The combined rate applied, parts per million. */
  ratePpm: number;
  components: TaxComponent[];
}

export interface TaxCalculation extends TaxedAmount {
  source: 'stripe' | 'local';
  /** The provider's record of the calculation (Stripe's taxcalc_…); null locally. */
  reference: string | null;
  lines: TaxedLine[];
}

/** The buyer's form field that places them for the tax: the state or province, or (Stripe Tax, US) the postal code. */
export type TaxLocationField = 'state' | 'postalCode';

/** The buyer's location does not decide a tax (a US or Canadian buyer without a state or province). */
export class TaxLocationError extends Error {
  /** The field to correct (docs/decisions/0059). */
  readonly field: TaxLocationField;
  constructor(message: string, field: TaxLocationField = 'state') {
    super(message);
    this.field = field;
  }
}

export interface TaxCalculator {
  readonly source: 'stripe' | 'local';
  calculate(input: TaxCalculationInput): Promise<TaxCalculation>;
}

/** An order's totals from its taxed lines: the sums, so net + tax = gross holds for the order as for each line. */
export function totalsOf(lines: readonly TaxedLine[]): TaxedAmount {
  return lines.reduce(
    (sum, line) => ({
      netMinor: sum.netMinor + line.netMinor,
      taxMinor: sum.taxMinor + line.taxMinor,
      grossMinor: sum.grossMinor + line.grossMinor,
    }),
    { netMinor: 0, taxMinor: 0, grossMinor: 0 },
  );
}
