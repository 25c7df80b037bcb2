import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiError,
  askedLanguage,
  createCheckoutSessionRequest,
  createCheckoutSessionResponse,
  myOrderQuery,
  myOrderResponse,
} from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { myOrder } from './my-order.ts';
import { createCheckoutSession } from './session.ts';
import { handlePaymentWebhook } from './webhooks.ts';

/** Webhook bodies are small; a larger one is not Stripe's. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export function checkoutRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/stripe/create-checkout-session',
      {
        schema: {
          tags: ['checkout'],
          description:
            'Public. Prices the cart from the database, records a pending card order and opens the payment session. ' +
            'Refusals the store shows (locked, seller removed, onboarding not finished, demo store) are 200 with responseMessage; ' +
            'bad input 400 with fieldErrors; unknown seller 404; payment provider down 502.',
          body: createCheckoutSessionRequest,
          response: { 200: createCheckoutSessionResponse, 400: apiError, 404: apiError, 429: apiError, 502: apiError },
        },
      },
      async (request) =>
        createCheckoutSession(ctx, request.body, request.ip, askedLanguage(request.headers['accept-language'])),
    );

    app.get(
      '/api/order/my-order',
      {
        schema: {
          tags: ['checkout'],
          description:
            'Public. The order confirmation page: error true with errorMessage for unknown, unpaid or cancelled orders.',
          querystring: myOrderQuery,
          response: { 200: myOrderResponse, 400: apiError },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return myOrder(ctx, request.query.checkoutSession);
      },
    );

    // The webhook needs the exact bytes Stripe signed: a raw-body parser scoped to this plugin only.
    await app.register(async (webhook) => {
      webhook.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
        (_req, body, done) => done(null, body),
      );
      webhook.post(
        '/api/stripe/webhook',
        {
          schema: {
            tags: ['checkout'],
            description:
              'Stripe webhook (signature checked with STRIPE_WEBHOOK_SECRET): checkout.session.completed / ' +
              'async_payment_succeeded pay the order once, async_payment_failed / expired cancel a pending one, ' +
              "account.updated finishes the payment account setup; the connected account's payout.created / paid / " +
              "failed / canceled and transfer.reversed move the group's payout (docs/decisions/0006). " +
              'A checkout event whose order is not found is 409 payment-order-unknown and not consumed, so Stripe sends ' +
              'it again (docs/decisions/0011).',
            response: { 200: z.object({ received: z.literal(true) }), 400: apiError, 409: apiError },
          },
        },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const event = await handlePaymentWebhook(
            ctx,
            raw,
            typeof signature === 'string' ? signature : undefined,
            request.log,
          );
          if (event.kind === 'ignored') request.log.debug({ type: event.type }, 'webhook event ignored');
          if (event.kind === 'payout-progress') {
            request.log.info({ eventId: event.id, to: event.to, detail: event.detail }, 'payout event applied');
          }
          return { received: true as const };
        },
      );
    });
  };
}
