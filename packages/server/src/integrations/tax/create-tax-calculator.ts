import type { Config } from '../../config.ts';
import { createLocalTaxCalculator } from './local-tax-calculator.ts';
import { createStripeTaxCalculator } from './stripe-tax-calculator.ts';
import type { TaxCalculator } from './tax-calculator.ts';

/** Stripe Tax when STRIPE_SECRET_KEY is set; otherwise the local rates library (docs/decisions/0057, 0059). */
export function createTaxCalculator(config: Config): TaxCalculator {
  if (config.stripe.secretKey) return createStripeTaxCalculator({ secretKey: config.stripe.secretKey });
  return createLocalTaxCalculator();
}
