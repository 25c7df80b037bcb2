import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { PaymentProvider } from '../integrations/payments/payment-provider.ts';
import { createStripeProvider, type StripeProviderOptions } from '../integrations/payments/stripe-provider.ts';
import type { StripeApiTarget } from '../integrations/payouts/stripe-payouts.ts';
import { createStripeTaxCalculator } from '../integrations/tax/stripe-tax-calculator.ts';
import type { TaxCalculator } from '../integrations/tax/tax-calculator.ts';
import { FakeStripeApi, stripeSdk, WEBHOOK_SECRET } from './fake-stripe-api.ts';
import { testConfig } from './test-app.ts';

export interface FakeStripe {
  /** The fake API: what it answers, and what was sent to it. */
  fake: FakeStripeApi;
  /** Where it listens, as the Stripe SDK's `api` option (known once the suite has started). */
  api(): StripeApiTarget;
  /** The Stripe payment provider against the fake, with the test keys and WEBHOOK_SECRET; `options` overrides them. */
  payments(options?: Partial<StripeProviderOptions>): PaymentProvider;
  /** Stripe Tax's Calculation API against the fake, as production has it with Stripe configured. */
  tax(): TaxCalculator;
}

/** A fake Stripe API for the calling describe block: started before its tests, stopped after them. */
export function fakeStripeForSuite(): FakeStripe {
  const fake = new FakeStripeApi();
  let port = 0;
  beforeAll(async () => {
    port = await fake.start();
  });
  afterAll(() => fake.stop());
  const api = () => ({ host: '127.0.0.1', port, protocol: 'http' }) as const;
  return {
    fake,
    api,
    payments: (options = {}) =>
      createStripeProvider({
        secretKey: 'sk_test_fake',
        webhookSecret: WEBHOOK_SECRET,
        publicUrl: testConfig().publicUrl,
        api: api(),
        ...options,
      }),
    tax: () => createStripeTaxCalculator({ secretKey: 'sk_test_fake', api: api() }),
  };
}

/** Posts a webhook body to the app as Stripe sends it; the signature is WEBHOOK_SECRET's unless a test forges one. */
export function postStripeWebhook(
  app: FastifyInstance,
  payload: string,
  signature = stripeSdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}
