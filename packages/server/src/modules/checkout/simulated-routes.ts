import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, SIMULATED_CARDS, simulatedPayRequest, simulatedPayResponse } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { paySimulated } from './simulated-payment.ts';

/**
 * The simulated provider's card form posts here (registered only with the simulated provider, never in
 * production). A valid card completes the order through the same function as the Stripe webhook.
 */
export function simulatedPaymentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/payments/simulated/pay',
      {
        schema: {
          tags: ['checkout'],
          description:
            `Simulated card payment (development). ${SIMULATED_CARDS.success} pays, ${SIMULATED_CARDS.declined} is declined; ` +
            'card fields are checked (Luhn, MM/YY not past, 3-4 digit CVC).',
          body: simulatedPayRequest,
          response: { 200: simulatedPayResponse, 400: apiError, 409: apiError },
        },
      },
      async (request) => paySimulated(ctx, request.body, request.log),
    );
  };
}
