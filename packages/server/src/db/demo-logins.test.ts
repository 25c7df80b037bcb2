import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SELLER_ID, DEMO_WEBSHOP_ID } from '@fundshop/core';
import { Secrets } from '../lib/crypto.ts';
import { bearer } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds, TEST_APP_SECRET } from '../testing/test-database.ts';
import { sellers } from './schema.ts';
import { DEMO_LOGIN, seed } from './seed.ts';

/**
 * The demo organiser's password is published (README) and the demo seller's code is shown to it: in production
 * (config.demo off unless DEMO=on) seed.ts replaces both at every start, also in a database first seeded in
 * development, as every test database is.
 */
describe.each(databaseKinds)('demo logins on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  const secrets = new Secrets(TEST_APP_SECRET);
  const seedWith = (demo: boolean) => seed(t.db, secrets, { demo, simulatedPayments: true });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.0.0.7' });
  const organiserLogin = () =>
    post('/api/account/login-contact-person', {
      webShopId: String(DEMO_LOGIN.webShopId),
      password: DEMO_LOGIN.password,
    });
  const sellerLogin = (code: string) => post('/api/account/login-seller', { loginPassword: code });
  /** The demo seller's code as the organiser's participants table shows it. */
  const demoSellerCode = async () => {
    const [row] = await t.db
      .select({ sealed: sellers.loginCodeEncrypted })
      .from(sellers)
      .where(eq(sellers.id, DEMO_SELLER_ID));
    return secrets.decrypt(row!.sealed);
  };
  const webshopDetails = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/contact-person/retrieve-webshop-details?webShopId=${DEMO_WEBSHOP_ID}`,
      headers: bearer(token),
    });

  it('off: the published password and the demo seller code are refused and their sessions end; on: both work again', async () => {
    const organiser = await organiserLogin();
    expect(organiser.statusCode).toBe(200);
    const organiserToken = organiser.json<{ accessToken: string }>().accessToken;
    const developmentCode = await demoSellerCode();
    expect((await sellerLogin(developmentCode)).statusCode).toBe(200);

    // A production start (DEMO unset), twice: the same outcome each time.
    for (let start = 0; start < 2; start++) {
      await seedWith(false);
      const refused = await organiserLogin();
      expect(refused.statusCode).toBe(401);
      expect(refused.json().responseMessage).toBe('error-password');
      expect((await sellerLogin(developmentCode)).statusCode).toBe(401);
      expect((await webshopDetails(organiserToken)).statusCode).toBe(401);
    }
    // The demo store still shows.
    const store = await t.app.inject({
      method: 'GET',
      url: `/api/seller/retrieve-seller-shop?sellerId=${DEMO_SELLER_ID}`,
    });
    expect(store.statusCode).toBe(200);

    // DEMO=on.
    await seedWith(true);
    const again = await organiserLogin();
    expect(again.statusCode).toBe(200);
    expect((await webshopDetails(again.json<{ accessToken: string }>().accessToken)).statusCode).toBe(200);
    const demoCode = await demoSellerCode();
    expect(demoCode).toMatch(/^[A-Z2-9]{10}$/);
    expect((await sellerLogin(demoCode)).statusCode).toBe(200);
    // Once on, a further start keeps the same code.
    await seedWith(true);
    expect(await demoSellerCode()).toBe(demoCode);
  });

  it('on: a demo seller code sealed under another APP_SECRET is replaced by one the organiser can read', async () => {
    const other = new Secrets('another-secret-another-secret-0123456789');
    await t.db
      .update(sellers)
      .set({ loginCodeHmac: other.hmac('ABCDEFGHJK'), loginCodeEncrypted: other.encrypt('ABCDEFGHJK') })
      .where(eq(sellers.id, DEMO_SELLER_ID));
    await seedWith(true);
    expect((await sellerLogin(await demoSellerCode())).statusCode).toBe(200);
  });
});
