import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sellerToken, insertSeller } from '../../testing/checkout-fixtures.ts';
import { bearer, registerOrganiser, type Organiser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';

describe.each(singleDatabaseKinds)('changing the organiser password on %s', (kind) => {
  let t: TestApp;
  let organiser: Organiser;
  beforeEach(async () => {
    t = await createTestApp(kind);
    organiser = await registerOrganiser(t.app, t.db);
  });
  afterEach(() => t.close());

  const login = async (password: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/login-contact-person',
      payload: { webShopId: organiser.webShopId, password },
    });
    return { status: response.statusCode, token: (response.json() as { accessToken?: string }).accessToken ?? '' };
  };
  /** The organiser's own details: 200 while the session lives, 401 once it is ended. */
  const details = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/contact-person/retrieve-webshop-details?webShopId=${organiser.webShopId}`,
      headers: bearer(token),
    });
  const update = async (token: string, password: string) => {
    const current = (await details(token)).json() as object;
    return t.app.inject({
      method: 'POST',
      url: '/api/contact-person/update-webshop-details',
      headers: bearer(token),
      payload: { ...current, webShopId: organiser.webShopId, password, currentPassword: organiser.password },
    });
  };

  it('ends every other session of the organiser and keeps the one that changed it', async () => {
    const laptop = organiser.token;
    const phone = (await login(organiser.password)).token;
    const sellerId = await insertSeller(t.db, organiser.webShopId);
    const seller = await sellerToken(t.db, organiser.webShopId, sellerId);
    const otherGroup = await registerOrganiser(t.app, t.db);

    expect((await update(laptop, 'a-new-password')).statusCode).toBe(200);

    expect((await details(phone)).statusCode).toBe(401);
    expect((await details(laptop)).statusCode).toBe(200);
    expect((await login(organiser.password)).status).toBe(401);
    expect((await login('a-new-password')).status).toBe(200);
    // Participants log in with their own codes, and other groups' organisers are not touched.
    const sellerCall = await t.app.inject({
      method: 'GET',
      url: `/api/seller/retrieve-seller-details?sellerId=${sellerId}`,
      headers: bearer(seller),
    });
    expect(sellerCall.statusCode).toBe(200);
    const otherCall = await t.app.inject({
      method: 'GET',
      url: `/api/contact-person/retrieve-webshop-details?webShopId=${otherGroup.webShopId}`,
      headers: bearer(otherGroup.token),
    });
    expect(otherCall.statusCode).toBe(200);
  });

  it('keeps the other sessions when the details change without a new password', async () => {
    const phone = (await login(organiser.password)).token;
    expect((await update(organiser.token, '')).statusCode).toBe(200);
    expect((await details(phone)).statusCode).toBe(200);
  });
});
