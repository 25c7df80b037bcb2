import { eq } from 'drizzle-orm';
import {
  MIN_PAYOUT_EARNINGS,
  PAYOUT_MSG,
  formatPrice,
  isBelowPayoutMinimum,
  toMajor,
  type initiatePayoutRequest,
  type InitiatePayoutResponse,
  type updatePayoutScheduleRequest,
  type UpdatePayoutScheduleResponse,
} from '@fundshop/core';
import type { z } from 'zod';
import { assertContactPersonOf, assertOrganiserInPerson, organisersWebshopNamingSeller } from '../../auth/guard.ts';
import type { Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import { payoutTransitions, payouts, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { WorkerLogger } from '../../lib/poller.ts';
import { callerActor, recordAudit } from '../audit/trail.ts';
import { enqueuePayoutMail } from './mails.ts';
import { moneyFigures, payoutRowOf } from './money.ts';
import { holdReserve } from './reserve.ts';
import { sendDuePayouts } from './sender.ts';
import { mailFacts, unhandledPayout } from './state-machine.ts';

// The organiser's payout calls: ask for the payout, choose how often the account pays out.

/**
 * POST /api/contact-person/initiate-payout. The webshop row is taken FOR UPDATE, so the lock call and other
 * payout requests of the group wait; the partial unique index payouts_one_unhandled_uq is what keeps a second
 * unhandled payout out whatever reaches the table. The transfer is sent after the payout has committed.
 */
export async function initiatePayout(
  ctx: AppContext,
  caller: Caller,
  input: z.output<typeof initiatePayoutRequest>,
  log: WorkerLogger,
): Promise<InitiatePayoutResponse> {
  assertOrganiserInPerson(caller);
  const webshopId = await organisersWebshopNamingSeller(ctx.db, caller, input.sellerId);
  const outcome = await ctx.db.transaction(async (tx) => {
    const [shop] = await tx
      .select({
        isLocked: webshops.isLocked,
        currencyCode: webshops.currencyCode,
        paymentAccountId: webshops.paymentAccountId,
        hasFinishedOnboarding: webshops.hasFinishedOnboarding,
      })
      .from(webshops)
      .where(eq(webshops.id, webshopId))
      .for('update');
    if (!shop) throw new AppError('not-found');
    const active = await unhandledPayout(tx, webshopId);
    if (active) return { answer: 'has_active_payouts_to_handle' as const, payout: active };
    if (!shop.isLocked) throw new AppError('webshop-not-locked');
    const money = await moneyFigures(tx, webshopId);
    if (isBelowPayoutMinimum({ totalEarnings: toMajor(money.totalEarnings), minimumEarnings: MIN_PAYOUT_EARNINGS })) {
      throw new AppError('payout-below-minimum', {
        message: PAYOUT_MSG.belowMinimum(formatPrice(MIN_PAYOUT_EARNINGS, shop.currencyCode)),
      });
    }
    if (!shop.paymentAccountId || !shop.hasFinishedOnboarding) throw new AppError('payment-account-not-ready');
    // The figure the card shows: never the share held for open disputes (decision 0026) nor the reserve for open
    // refund windows (decision 0051), which is paid when the last window closes.
    const amountMinor = money.availableNow;
    if (amountMinor <= 0) {
      throw new AppError(
        'nothing-to-pay-out',
        money.reserveOnPayout > 0 && money.windowsCloseAt
          ? { message: PAYOUT_MSG.allInRefundWindows(money.windowsCloseAt.toISOString().slice(0, 10)) }
          : undefined,
      );
    }
    const [created] = await tx
      .insert(payouts)
      .values({
        webshopId,
        status: 'INITIATED',
        currencyCode: shop.currencyCode,
        amountMinor,
        // The breakdown adds up (payouts_breakdown): the card share stored is the part not held for disputes nor
        // held back in a reserve.
        cardEarningsMinor: money.cardEarnings - money.heldForDisputes - money.reserved - money.reserveOnPayout,
        manualPlatformShareMinor: money.manualPlatformShare,
        manualTaxMinor: money.manualTax,
        previouslyPaidMinor: money.previouslyPaid,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const winner = await unhandledPayout(tx, webshopId);
      if (!winner) throw new Error(`payout of webshop ${webshopId} conflicted with none`);
      return { answer: 'has_active_payouts_to_handle' as const, payout: winner };
    }
    await tx.insert(payoutTransitions).values({
      payoutId: created.id,
      fromStatus: null,
      toStatus: 'INITIATED',
      cause: `asked for by organiser (session of webshop ${webshopId})`,
    });
    const reserve =
      money.reserveOnPayout > 0 && money.windowsCloseAt
        ? await holdReserve(tx, created, money.reserveOnPayout, money.windowsCloseAt)
        : null;
    await enqueuePayoutMail(tx, 'INITIATED', {
      ...(await mailFacts(tx, ctx.config, created)),
      reserve: reserve ? { amountMinor: reserve.amountMinor, releaseAfter: reserve.releaseAfter } : undefined,
    });
    await recordAudit(tx, callerActor(caller), {
      action: 'payout.initiate',
      target: { type: 'payout', id: created.id },
      webshopId,
      before: null,
      after: {
        status: created.status,
        amountMinor: created.amountMinor,
        currencyCode: created.currencyCode,
        cardEarningsMinor: created.cardEarningsMinor,
        manualPlatformShareMinor: created.manualPlatformShareMinor,
        manualTaxMinor: created.manualTaxMinor,
        previouslyPaidMinor: created.previouslyPaidMinor,
        reserveMinor: reserve?.amountMinor ?? 0,
        reserveReleaseAfter: reserve?.releaseAfter.toISOString() ?? null,
      },
    });
    return { answer: 'OK' as const, payout: created };
  });
  if (outcome.answer === 'OK') await sendDuePayouts(ctx, log, outcome.payout.id);
  const [latest] = await ctx.db.select().from(payouts).where(eq(payouts.id, outcome.payout.id));
  return { responseMessage: outcome.answer, payout: payoutRowOf(latest!) };
}

/** POST /api/stripe/update-payout-schedule: stored, and applied to the group's account when it has one. */
export async function updatePayoutSchedule(
  ctx: AppContext,
  caller: Caller,
  input: z.output<typeof updatePayoutScheduleRequest>,
): Promise<UpdatePayoutScheduleResponse> {
  assertContactPersonOf(caller, input.webShopId);
  assertOrganiserInPerson(caller);
  const payoutSchedule = input.setAsWeekly ? 'weekly' : 'monthly';
  const [shop] = await ctx.db
    .select({ accountId: webshops.paymentAccountId })
    .from(webshops)
    .where(eq(webshops.id, input.webShopId));
  if (!shop) throw new AppError('not-found');
  // The account first: if the provider can not be reached, nothing claims a schedule the account does not have.
  if (shop.accountId) {
    await ctx.payouts.setPayoutSchedule(shop.accountId, payoutSchedule).catch((error: unknown) => {
      throw new AppError('payment-provider-unavailable', {
        message: `${PAYOUT_MSG.payoutProviderFailed} ${String(error)}`,
      });
    });
  }
  await ctx.db.update(webshops).set({ payoutSchedule }).where(eq(webshops.id, input.webShopId));
  return { responseMessage: 'ok', payoutSchedule };
}
