import type { Config } from '../../config.ts';
import { createLocalTaxCalculator } from './local-tax-calculator.ts';
import type { TaxCalculator } from './tax-calculator.ts';

/** Stripe Tax when STRIPE_SECRET_KEY is set; otherwise the local rates library (docs/decisions/0057). */
export function createTaxCalculator(_config: Config): TaxCalculator {
  return createLocalTaxCalculator();
}
