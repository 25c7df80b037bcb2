import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@fundshop/core';
import { orders, webshops } from '../db/schema.ts';
import { checkoutBody, openShop, type OpenShop } from '../testing/checkout-fixtures.ts';
import { validRegistration } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { singleDatabaseKinds } from '../testing/test-database.ts';

/** Public calls that write: each network gets a bounded number per hour, with a clear 429, and a refusal writes nothing. */
describe.each(singleDatabaseKinds)('abuse limits on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  beforeEach(async () => {
    t = await createTestApp(kind, { config: { limits: { checkoutPerHour: 3, registrationPerHour: 2 } } });
    shop = await openShop(t.app, t.db, {}, 'Robin Park');
  });
  afterEach(() => t.close());

  const checkout = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      payload: checkoutBody(shop),
      remoteAddress,
    });

  it('create-checkout-session: a few per network and hour, then 429 with Retry-After; other networks go on', async () => {
    for (let i = 0; i < 3; i++) expect((await checkout('203.0.113.7')).json().responseMessage).toBe('ok');
    const refused = await checkout('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ responseMessage: 'too-many-requests', message: MSG.tooManyCheckouts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.select().from(orders)).toHaveLength(3);
    // The same IPv6 /64 is one network; another address is not.
    expect((await checkout('198.51.100.9')).statusCode).toBe(200);
  });

  it('register-webshop: a few groups per network and hour, then 429 and no group', async () => {
    const before = (await t.db.select().from(webshops)).length;
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/register-webshop',
        payload: validRegistration(),
        remoteAddress: '2001:db8:1:2::5',
      });
    // openShop registered one group from the default test address; this network starts afresh.
    expect((await register()).statusCode).toBe(200);
    expect((await register()).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/register-webshop',
      payload: validRegistration(),
      remoteAddress: '2001:db8:1:2::99',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: MSG.tooManyRegistrations });
    expect(await t.db.select().from(webshops)).toHaveLength(before + 2);
  });
});
