import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, CHECKOUT_MSG, SIMULATED_CARDS, simulatedPayRequest, simulatedPayResponse } from '@fundshop/core';
import type { AppContext } from '../../app.ts';
import { orders } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { simulatedSessionOf } from '../../integrations/payments/simulated-provider.ts';
import { completeCheckout } from './service.ts';

/** Numbers the simulated card form declines, with the reason shown (Stripe's test cards). */
const DECLINED: Record<string, string> = {
  [SIMULATED_CARDS.declined]: CHECKOUT_MSG.cardDeclined,
  '4000000000009995': CHECKOUT_MSG.cardDeclined,
};

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
      async (request) => {
        const { clientSecret, cardNumber } = request.body;
        const sessionId = simulatedSessionOf(ctx.secrets, clientSecret);
        if (!sessionId) throw new AppError('payment-session-invalid');
        const [order] = await ctx.db
          .select({ id: orders.id, status: orders.status })
          .from(orders)
          .where(eq(orders.checkoutSession, sessionId))
          .limit(1);
        if (!order) throw new AppError('payment-session-invalid');
        if (order.status === 'cancelled') throw new AppError('payment-session-closed');
        const declined = DECLINED[cardNumber];
        if (declined) return { status: 'declined' as const, checkoutSession: sessionId, message: declined };
        await completeCheckout(ctx, {
          sessionId,
          orderId: order.id,
          eventId: `sim_evt_${sessionId}`,
          eventType: 'simulated-payment',
        });
        return { status: 'paid' as const, checkoutSession: sessionId, message: '' };
      },
    );
  };
}
