import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { payouts, webshops } from '../../db/schema.ts';
import { PayoutRefusedError } from '../../integrations/payouts/payout-provider.ts';
import { startPoller, type Poller, type WorkerLogger } from '../../lib/poller.ts';
import { moveOneStep } from './state-machine.ts';

/** How long a claimed transfer is left to its sender before another may try, and the retry backoff's cap. */
const SEND_LEASE = sql`interval '5 minutes'`;
const SEND_RETRY_MAX_SECONDS = 3600;

/**
 * Sends the transfers of INITIATED payouts that have none yet: right after a payout is created, and again from the
 * worker when the provider could not be reached. A conditional UPDATE claims each for a lease, so two instances
 * never send one at the same time (and the provider's idempotency key covers a sender that died mid-call).
 */
export async function sendDuePayouts(ctx: AppContext, log: WorkerLogger, onlyPayoutId?: number): Promise<number> {
  const claimed = await ctx.db
    .update(payouts)
    .set({ nextSendAt: sql`now() + ${SEND_LEASE}`, sendAttempts: sql`${payouts.sendAttempts} + 1` })
    .where(
      and(
        eq(payouts.status, 'INITIATED'),
        isNull(payouts.providerReference),
        lte(payouts.nextSendAt, sql`now()`),
        onlyPayoutId === undefined ? undefined : eq(payouts.id, onlyPayoutId),
      ),
    )
    .returning();
  for (const payout of claimed) {
    const [shop] = await ctx.db
      .select({ accountId: webshops.paymentAccountId })
      .from(webshops)
      .where(eq(webshops.id, payout.webshopId));
    try {
      if (!shop?.accountId) throw new PayoutRefusedError('the group has no payment account');
      const reference = await ctx.payouts.sendPayout({
        payoutId: payout.id,
        webshopId: payout.webshopId,
        accountId: shop.accountId,
        amountMinor: payout.amountMinor,
        currencyCode: payout.currencyCode,
      });
      const [stored] = await ctx.db
        .update(payouts)
        .set({ providerReference: reference, updatedAt: sql`now()` })
        .where(and(eq(payouts.id, payout.id), isNull(payouts.providerReference)))
        .returning({ status: payouts.status });
      log.info({ payoutId: payout.id, reference }, 'payout transfer sent');
      // Failed (operator or provider) while the transfer was on the wire: the money goes back at once.
      if (stored?.status === 'FAILED') {
        await ctx.payouts.reclaimPayout(payout.id, reference);
        log.warn({ payoutId: payout.id, reference }, 'payout failed during its transfer; transfer reclaimed');
      }
    } catch (error) {
      if (error instanceof PayoutRefusedError) {
        await ctx.db.transaction((tx) =>
          moveOneStep(
            tx,
            ctx.config,
            payout.id,
            'FAILED',
            `the payment provider refused the transfer: ${error.message}`,
          ),
        );
        log.warn({ payoutId: payout.id, reason: error.message }, 'payout transfer refused; payout FAILED');
        continue;
      }
      const retryInSeconds = Math.min(30 * 2 ** (payout.sendAttempts - 1), SEND_RETRY_MAX_SECONDS);
      await ctx.db
        .update(payouts)
        .set({ nextSendAt: sql`now() + ${retryInSeconds} * interval '1 second'` })
        .where(and(eq(payouts.id, payout.id), isNull(payouts.providerReference)));
      log.error({ payoutId: payout.id, err: error, retryInSeconds }, 'payout transfer not confirmed; will retry');
    }
  }
  return claimed.length;
}

/** Retries transfers the provider did not confirm (every instance may run it; the claim keeps sends apart). */
export function startPayoutSender(ctx: AppContext, log: WorkerLogger, intervalMs = 15_000): Poller {
  return startPoller({
    name: 'payout sender',
    intervalMs,
    log,
    pass: async () => (await sendDuePayouts(ctx, log)) > 0,
  });
}
