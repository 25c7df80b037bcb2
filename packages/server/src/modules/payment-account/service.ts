import { and, eq, sql } from 'drizzle-orm';
import type { PaymentAccountStatusResponse } from '@fundshop/core';
import { assertContactPersonOf, assertOrganiserInPerson, organisersWebshop } from '../../auth/guard.ts';
import type { Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import { webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { webshopWithContactPerson } from '../contact-person/service.ts';

/** The webshop's payment account facts and the contact person's email (the provider's account holder). */
async function webshopAccount(ctx: Pick<AppContext, 'db'>, webshopId: number) {
  const row = await webshopWithContactPerson(ctx.db, webshopId);
  if (!row) throw new AppError('not-found');
  return { ...row.shop, email: row.person.email };
}

/**
 * The group's payment account, created on first use. Two first clicks at once are safe: the provider call
 * is idempotent per webshop and only one id is stored (conditional UPDATE); the loser reads the winner's.
 */
async function ensurePaymentAccount(ctx: AppContext, webshopId: number): Promise<string> {
  const shop = await webshopAccount(ctx, webshopId);
  if (shop.paymentAccountId) return shop.paymentAccountId;
  const accountId = await ctx.payments.createPaymentAccount({
    webshopId,
    countryCode: shop.countryCode,
    payoutSchedule: shop.payoutSchedule,
    email: shop.email,
    groupName: shop.name,
  });
  const stored = await ctx.db
    .update(webshops)
    .set({ paymentAccountId: accountId })
    .where(and(eq(webshops.id, webshopId), sql`${webshops.paymentAccountId} is null`))
    .returning({ id: webshops.paymentAccountId });
  if (stored[0]?.id) return stored[0].id;
  const again = await webshopAccount(ctx, webshopId);
  if (!again.paymentAccountId) throw new Error(`payment account of webshop ${webshopId} was not stored`);
  return again.paymentAccountId;
}

/** GET /api/stripe/organization-details-link: the organiser's own webshop. */
export async function organizationDetailsLink(ctx: AppContext, caller: Caller): Promise<string> {
  assertOrganiserInPerson(caller);
  const webshopId = organisersWebshop(caller);
  const accountId = await ensurePaymentAccount(ctx, webshopId);
  return ctx.payments.createOnboardingLink(accountId, webshopId);
}

/** GET /api/stripe/organization-login-dashboard-link: before setup is finished, the setup link instead. */
export async function organizationDashboardLink(ctx: AppContext, caller: Caller): Promise<string> {
  assertOrganiserInPerson(caller);
  const webshopId = organisersWebshop(caller);
  const shop = await webshopAccount(ctx, webshopId);
  if (!shop.paymentAccountId) throw new AppError('payment-account-missing');
  if (!shop.hasFinishedOnboarding) return ctx.payments.createOnboardingLink(shop.paymentAccountId, webshopId);
  return ctx.payments.createDashboardLink(shop.paymentAccountId, webshopId);
}

/**
 * SPEC §3 dashboard fields. firstTimerEverFinishedStripeAccountCreation is true exactly once: the first
 * report of a finished setup stamps onboarding_announced_at in the same statement that answers.
 */
export async function paymentAccountStatus(
  { db }: AppContext,
  caller: Caller,
  webshopId: number,
): Promise<PaymentAccountStatusResponse> {
  assertContactPersonOf(caller, webshopId);
  const announced = await db
    .update(webshops)
    .set({ onboardingAnnouncedAt: sql`now()` })
    .where(
      and(
        eq(webshops.id, webshopId),
        eq(webshops.hasFinishedOnboarding, true),
        sql`${webshops.onboardingAnnouncedAt} is null`,
      ),
    )
    .returning({ id: webshops.id });
  if (announced.length > 0) {
    return { hasFinishedConnectedStripeAccountSetup: true, firstTimerEverFinishedStripeAccountCreation: true };
  }
  const [row] = await db
    .select({ done: webshops.hasFinishedOnboarding })
    .from(webshops)
    .where(eq(webshops.id, webshopId))
    .limit(1);
  if (!row) throw new AppError('not-found');
  return { hasFinishedConnectedStripeAccountSetup: row.done, firstTimerEverFinishedStripeAccountCreation: false };
}

/**
 * The account can take payments (Stripe account.updated with details submitted and charges enabled, or the
 * simulated setup page): the group's shops open for sales. Never reverts: a later restriction is Stripe's
 * to enforce on the account.
 */
export async function markPaymentAccountReady(
  ctx: Pick<AppContext, 'db' | 'shopCache'>,
  accountId: string,
): Promise<boolean> {
  const updated = await ctx.db
    .update(webshops)
    .set({ hasFinishedOnboarding: true })
    .where(and(eq(webshops.paymentAccountId, accountId), eq(webshops.hasFinishedOnboarding, false)))
    .returning({ id: webshops.id });
  for (const { id } of updated) ctx.shopCache.invalidateWebshop(id);
  return updated.length > 0;
}

/** The simulated setup page's button. */
export async function completeSimulatedOnboarding(ctx: AppContext, webshopId: number): Promise<void> {
  const accountId = await ensurePaymentAccount(ctx, webshopId);
  await markPaymentAccountReady(ctx, accountId);
}

/** The simulated setup page's facts; the page's signed token names the webshop. */
export async function paymentAccountSummary(ctx: AppContext, webshopId: number) {
  return webshopAccount(ctx, webshopId);
}
