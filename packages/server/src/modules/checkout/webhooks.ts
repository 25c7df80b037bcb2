import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { WebhookSignatureError, type PaymentEvent } from '../../integrations/payments/payment-provider.ts';
import type { WorkerLogger } from '../../lib/poller.ts';
import { applyDisputeEvent } from '../dispute/service.ts';
import { markPaymentAccountReady } from '../payment-account/service.ts';
import { applyPayoutEvent } from '../payout/state-machine.ts';
import { applyRefundsChanged } from '../refund/settle.ts';
import { completeCheckout, failCheckout, unknownOrder } from './completion.ts';

/**
 * POST /api/stripe/webhook: verifies the signature over the exact bytes the provider signed, then applies
 * the event (each handler is idempotent, so a redelivered event changes nothing). Returns the event, so the
 * caller can log what was ignored.
 */
export async function handlePaymentWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
  log: WorkerLogger,
): Promise<PaymentEvent> {
  let event: PaymentEvent;
  try {
    event = ctx.payments.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new AppError('invalid-signature');
    throw error;
  }
  switch (event.kind) {
    case 'checkout-paid': {
      const notice = { ...event, eventId: event.id, eventType: event.kind, chargedTax: await chargedTaxOf(ctx, event) };
      if ((await completeCheckout(ctx, notice)) === 'unknown-order') throw unknownOrder(log, notice);
      break;
    }
    case 'checkout-failed': {
      const notice = { ...event, eventId: event.id, eventType: event.kind };
      if ((await failCheckout(ctx, notice)) === 'unknown-order') throw unknownOrder(log, notice);
      break;
    }
    case 'account-updated':
      if (event.isReady) await markPaymentAccountReady(ctx, event.accountId);
      break;
    case 'payout-progress':
      await applyPayoutEvent(ctx, event);
      break;
    case 'refunds-changed':
      await applyRefundsChanged(ctx, event, log);
      break;
    case 'dispute-changed':
      await applyDisputeEvent(ctx, event, log);
      break;
    case 'ignored':
      // A kind of event the product does not act on: acknowledged so the provider stops resending it.
      break;
  }
  if (event.createdAt) ctx.metrics.observeWebhookLag(event.kind, event.createdAt);
  return event;
}

/**
 * The tax the provider charged on a paid session, read before the order's transaction (a network call). When the
 * provider cannot be reached the event is answered 502, so it is sent again; nothing was recorded.
 */
async function chargedTaxOf(ctx: AppContext, event: { sessionId: string }) {
  try {
    return await ctx.payments.chargedTax(event.sessionId);
  } catch (error) {
    throw Object.assign(new AppError('payment-provider-unavailable'), { cause: error });
  }
}
