import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import type { Secrets } from '../../lib/crypto.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSimulatedProvider } from './simulated-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the simulated provider (ARCHITECTURE §2). */
export function createPaymentProvider(config: Config, secrets: Secrets, db: Executor): PaymentProvider {
  if (config.stripe.secretKey) {
    return createStripeProvider({
      secretKey: config.stripe.secretKey,
      publishableKey: config.stripe.publishableKey,
      webhookSecret: config.stripe.webhookSecret,
      publicUrl: config.publicUrl,
    });
  }
  return createSimulatedProvider(secrets, config.publicUrl, db);
}
