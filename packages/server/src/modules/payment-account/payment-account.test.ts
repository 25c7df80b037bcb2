import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MSG } from '@fundshop/core';
import { webshops } from '../../db/schema.ts';
import { checkoutBody, insertSeller, sellerToken } from '../../testing/checkout-fixtures.ts';
import { bearer, registerOrganiser, type Organiser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';

describe.each(databaseKinds)('payment account (simulated provider) on %s', (kind) => {
  let t: TestApp;
  let organiser: Organiser;
  beforeEach(async () => {
    t = await createTestApp(kind);
    organiser = await registerOrganiser(t.app, t.db, { schoolOrAssociation: 'Lakeside Scouts' });
  });
  afterEach(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const statusUrl = () => `/api/stripe/payment-account-status?webShopId=${organiser.webShopId}`;

  it('lets only the organiser ask: anonymous 401, seller 403, other organiser 403, organiser 200', async () => {
    const sellerId = await insertSeller(t.db, organiser.webShopId);
    const seller = await sellerToken(t.db, organiser.webShopId, sellerId);
    const other = await registerOrganiser(t.app, t.db);
    for (const url of [
      '/api/stripe/organization-details-link',
      '/api/stripe/organization-login-dashboard-link',
      statusUrl(),
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, bearer(seller))).statusCode, url).toBe(403);
    }
    // The link calls act on the caller's own webshop; the status call names one and checks it.
    expect((await get(statusUrl(), bearer(other.token))).statusCode).toBe(403);
    expect((await get(statusUrl(), bearer(organiser.token))).statusCode).toBe(200);
    expect((await get('/api/stripe/organization-details-link', bearer(organiser.token))).statusCode).toBe(200);
    expect((await get('/api/stripe/organization-login-dashboard-link', bearer(organiser.token))).statusCode).toBe(200);
  });

  it('opens the shop for sales once the organiser completes the setup page, and announces it once', async () => {
    const sellerId = await insertSeller(t.db, organiser.webShopId);
    const shopOf = async () => (await get(`/api/seller/retrieve-seller-shop?sellerId=${sellerId}`)).json();
    expect((await shopOf()).hasFinishedOnboarding).toBe(false);
    const productId = (await shopOf()).webShopProducts[0].productId as number;
    const body = checkoutBody({ sellerId, webShopId: organiser.webShopId, productIds: [productId, productId] });
    const tryCheckout = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/create-checkout-session',
        payload: { ...body, webShopCartProducts: [{ productId, amountOrdered: 1 }] },
      });
    expect((await tryCheckout()).json()).toMatchObject({
      responseMessage: 'error',
      message: CHECKOUT_MSG.onboardingNotFinished,
    });

    const dashboardBefore = await get('/api/stripe/organization-login-dashboard-link', bearer(organiser.token));
    expect(dashboardBefore.statusCode).toBe(409);
    expect(dashboardBefore.json().message).toBe(CHECKOUT_MSG.paymentAccountMissing);
    expect((await get(statusUrl(), bearer(organiser.token))).json()).toEqual({
      hasFinishedConnectedStripeAccountSetup: false,
      firstTimerEverFinishedStripeAccountCreation: false,
    });

    const { organizationDetailsLink } = (
      await get('/api/stripe/organization-details-link', bearer(organiser.token))
    ).json();
    const prefix = `${t.config.publicUrl}/dev/payment-account/`;
    expect(organizationDetailsLink.startsWith(prefix)).toBe(true);
    const [account] = await t.db.select().from(webshops).where(eq(webshops.id, organiser.webShopId));
    expect(account!.paymentAccountId).toMatch(/^sim_acct_/);
    // A second click keeps the same account.
    await get('/api/stripe/organization-details-link', bearer(organiser.token));
    const [again] = await t.db.select().from(webshops).where(eq(webshops.id, organiser.webShopId));
    expect(again!.paymentAccountId).toBe(account!.paymentAccountId);

    const token = organizationDetailsLink.slice(prefix.length);
    const page = await get(`/dev/payment-account/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Complete setup');
    expect(page.body).toContain('Lakeside Scouts');
    const forged = `${token.slice(0, -2)}xx`;
    expect((await get(`/dev/payment-account/${forged}`)).statusCode).toBe(404);
    const badComplete = await t.app.inject({
      method: 'POST',
      url: `/api/payments/simulated/onboarding/${forged}/complete`,
    });
    expect(badComplete.statusCode).toBe(400);
    expect(badComplete.json().message).toBe(CHECKOUT_MSG.paymentSetupLinkInvalid);

    const complete = await t.app.inject({
      method: 'POST',
      url: `/api/payments/simulated/onboarding/${token}/complete`,
    });
    expect(complete.json()).toEqual({ responseMessage: 'ok', returnUrl: `${t.config.publicUrl}/contactperson/start` });
    expect((await get(statusUrl(), bearer(organiser.token))).json()).toEqual({
      hasFinishedConnectedStripeAccountSetup: true,
      firstTimerEverFinishedStripeAccountCreation: true,
    });
    expect((await get(statusUrl(), bearer(organiser.token))).json()).toEqual({
      hasFinishedConnectedStripeAccountSetup: true,
      firstTimerEverFinishedStripeAccountCreation: false,
    });
    expect((await shopOf()).hasFinishedOnboarding).toBe(true);
    expect((await tryCheckout()).json().responseMessage).toBe('ok');

    const { organizationLoginDashboardLink } = (
      await get('/api/stripe/organization-login-dashboard-link', bearer(organiser.token))
    ).json();
    expect(organizationLoginDashboardLink).toContain('?view=dashboard');
    const dashboard = await get(organizationLoginDashboardLink.slice(t.config.publicUrl.length));
    expect(dashboard.body).toContain('Setup: <b>complete</b>');
  });
});

describe.each(databaseKinds)('simulated provider in production on %s', (kind) => {
  it('is not reachable', async () => {
    const t = await createTestApp(kind, { config: { env: 'production', logLevel: 'silent' } });
    try {
      for (const url of ['/api/payments/simulated/pay', '/api/payments/simulated/onboarding/1.2.x/complete']) {
        expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode, url).toBe(404);
      }
      expect((await t.app.inject({ method: 'GET', url: '/dev/payment-account/1.2.x' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
