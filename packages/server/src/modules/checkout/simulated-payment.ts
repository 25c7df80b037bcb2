import { eq } from 'drizzle-orm';
import { CHECKOUT_MSG, SIMULATED_CARDS, type simulatedPayRequest, type SimulatedPayResponse } from '@fundshop/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { simulatedPaymentReference, simulatedSessionOf } from '../../integrations/payments/simulated-provider.ts';
import type { WorkerLogger } from '../../lib/poller.ts';
import { completeCheckout, unknownOrder } from './completion.ts';

/** Numbers the simulated card form declines, with the reason shown (Stripe's test cards). */
const DECLINED: Record<string, string> = {
  [SIMULATED_CARDS.declined]: CHECKOUT_MSG.cardDeclined,
  '4000000000009995': CHECKOUT_MSG.cardDeclined,
};

/**
 * The simulated provider's card form: a valid card completes the order through the same function as the
 * Stripe webhook. The client secret is signed, so only the buyer who opened the session can pay it.
 */
export async function paySimulated(
  ctx: AppContext,
  input: z.output<typeof simulatedPayRequest>,
  log: WorkerLogger,
): Promise<SimulatedPayResponse> {
  const sessionId = simulatedSessionOf(ctx.secrets, input.clientSecret);
  if (!sessionId) throw new AppError('payment-session-invalid');
  const [order] = await ctx.db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.checkoutSession, sessionId))
    .limit(1);
  const notice = {
    sessionId,
    orderId: order?.id ?? null,
    eventId: `sim_evt_${sessionId}`,
    eventType: 'simulated-payment',
    paymentReference: simulatedPaymentReference(sessionId),
    orderOfSession: true,
  };
  // The secret is ours, so the session is: its order is not found yet (or no more), as a webhook's can be.
  if (!order) throw unknownOrder(log, notice);
  if (order.status === 'cancelled') throw new AppError('payment-session-closed');
  const declined = DECLINED[input.cardNumber];
  if (declined) {
    ctx.metrics.countCheckout('declined');
    return { status: 'declined', checkoutSession: sessionId, message: declined };
  }
  if ((await completeCheckout(ctx, notice)) === 'unknown-order') throw unknownOrder(log, notice);
  return { status: 'paid', checkoutSession: sessionId, message: '' };
}
