import type { Config } from '../../config.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { createSimulatedPayouts } from './simulated-payouts.ts';
import { createStripePayouts } from './stripe-payouts.ts';

/** The same choice as for payments: Stripe when STRIPE_SECRET_KEY is set, otherwise simulated. */
export function createPayoutProvider(config: Config): PayoutProvider {
  if (config.stripe.secretKey) return createStripePayouts({ secretKey: config.stripe.secretKey });
  return createSimulatedPayouts();
}
