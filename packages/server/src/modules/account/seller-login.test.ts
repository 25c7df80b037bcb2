import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@fundshop/core';
import { sellerLoginRuleCases, withRule } from '@fundshop/core/testing';
import { rateLimits } from '../../db/schema.ts';
import { bearer, registerOrganiser, type Organiser } from '../../testing/fixtures.ts';
import { addSeller, type TestSeller } from '../../testing/seller-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import {
  LINK_LOGIN_GLOBAL_KEY,
  LINK_LOGIN_LIMIT_GLOBAL,
  SELLER_LOGIN_LIMIT_PER_EMAIL,
  SELLER_LOGIN_LIMIT_PER_EMAIL_AND_NETWORK,
  SELLER_LOGIN_LIMIT_PER_NETWORK,
} from './service.ts';

describe.each(databaseKinds)('seller login on %s', (kind) => {
  let t: TestApp;
  let organiser: Organiser;
  let seller: TestSeller;
  beforeEach(async () => {
    t = await createTestApp(kind);
    organiser = await registerOrganiser(t.app, t.db);
    seller = await addSeller(t.app, t.db, organiser, { name: 'Emma Johnson', email: 'emma@example.com' });
  });
  afterEach(() => t.close());

  const login = (payload: object, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/account/login-seller', payload, remoteAddress });
  const wrongCode = 'WRONGCODE234';

  it('logs in by email and code, or by the code alone, however the code is typed', async () => {
    for (const payload of [
      { loginEmail: 'emma@example.com', loginPassword: seller.code },
      { loginEmail: ' EMMA@example.com ', loginPassword: seller.code.toLowerCase() },
      { loginPassword: seller.code },
      { loginEmail: '', loginPassword: ` ${seller.code.slice(0, 4)} ${seller.code.slice(4)} ` },
      { loginEmail: null, loginPassword: seller.code },
    ]) {
      const response = await login(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ responseMessage: 'ok', sellerId: seller.sellerId, sellerName: 'Emma Johnson' });
      const own = await t.app.inject({
        method: 'GET',
        url: `/api/seller/retrieve-seller-details?sellerId=${seller.sellerId}`,
        headers: bearer(body.accessToken),
      });
      expect(own.statusCode).toBe(200);
    }
  });

  it('refuses with SPEC §8 codes and messages', async () => {
    const unknownEmail = await login({ loginEmail: 'nobody@example.com', loginPassword: seller.code });
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toMatchObject({ responseMessage: 'error-email', message: MSG.emailIncorrect });
    const wrong = await login({ loginEmail: 'emma@example.com', loginPassword: wrongCode });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ responseMessage: 'error-password', message: MSG.passwordIncorrect });
    const other = await addSeller(t.app, t.db, organiser);
    const someoneElsesCode = await login({ loginEmail: 'emma@example.com', loginPassword: other.code });
    expect(someoneElsesCode.json()).toMatchObject({ responseMessage: 'error-password' });
    const badLink = await login({ loginPassword: wrongCode });
    expect(badLink.statusCode).toBe(401);
    expect(badLink.json()).toMatchObject({ responseMessage: 'error-password', message: MSG.loginLinkInvalid });

    for (const rule of sellerLoginRuleCases) {
      const response = await login(withRule({ loginEmail: 'emma@example.com', loginPassword: seller.code }, rule));
      expect(response.statusCode, `${rule.field}=${String(rule.value)}`).toBe(400);
      expect(response.json().fieldErrors[rule.field]).toBe(rule.message);
    }
  });

  it('limits wrong link logins per client network (an IPv6 /64 is one network); right codes cost nothing', async () => {
    for (let i = 0; i < SELLER_LOGIN_LIMIT_PER_NETWORK.limit + 5; i++) {
      expect((await login({ loginPassword: seller.code }, '10.0.0.5')).statusCode).toBe(200);
    }
    for (let i = 0; i < SELLER_LOGIN_LIMIT_PER_NETWORK.limit; i++) {
      expect((await login({ loginPassword: `${wrongCode}${i}` }, '10.0.0.6')).statusCode).toBe(401);
    }
    const blocked = await login({ loginPassword: seller.code }, '10.0.0.6');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ responseMessage: 'too-many-requests', message: MSG.tooManyAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Today's main answered 429 here: link guesses on the school's network do not stop email logins from it.
    expect((await login({ loginEmail: seller.email, loginPassword: seller.code }, '10.0.0.6')).statusCode).toBe(200);
    expect((await login({ loginPassword: seller.code }, '10.0.0.7')).statusCode).toBe(200);

    for (let i = 0; i < SELLER_LOGIN_LIMIT_PER_NETWORK.limit; i++) {
      await login({ loginPassword: wrongCode }, `2001:db8:1:2::${(i + 1).toString(16)}`);
    }
    expect((await login({ loginPassword: seller.code }, '2001:db8:1:2:ffff:1:2:3')).statusCode).toBe(429);
    expect((await login({ loginPassword: seller.code }, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('limits wrong codes per (email, network); another network still logs in; a success resets the pair', async () => {
    const guess = (i: number) => login({ loginEmail: seller.email, loginPassword: `${wrongCode}${i}` }, '10.3.0.1');
    for (let i = 0; i < SELLER_LOGIN_LIMIT_PER_EMAIL_AND_NETWORK.limit; i++)
      expect((await guess(i)).statusCode).toBe(401);
    expect((await login({ loginEmail: seller.email, loginPassword: seller.code }, '10.3.0.1')).statusCode).toBe(429);
    // The seller at home is not locked out by guesses elsewhere.
    expect((await login({ loginEmail: seller.email, loginPassword: seller.code }, '10.4.0.1')).statusCode).toBe(200);
    for (let i = 0; i < SELLER_LOGIN_LIMIT_PER_EMAIL_AND_NETWORK.limit - 1; i++) {
      expect((await login({ loginEmail: seller.email, loginPassword: wrongCode }, '10.4.0.1')).statusCode).toBe(401);
    }
    expect((await login({ loginEmail: seller.email, loginPassword: seller.code }, '10.4.0.1')).statusCode).toBe(200);
    expect((await login({ loginEmail: seller.email, loginPassword: wrongCode }, '10.4.0.1')).statusCode).toBe(401);
  });

  it('has a per-email ceiling that only guesses from very many networks reach', async () => {
    const counted = { windowStart: new Date(), count: SELLER_LOGIN_LIMIT_PER_EMAIL.limit };
    await t.db
      .insert(rateLimits)
      .values({ key: `login-seller-email:${seller.email.toLowerCase()}`, ...counted })
      .onConflictDoUpdate({ target: rateLimits.key, set: counted });
    expect((await login({ loginEmail: seller.email, loginPassword: seller.code }, '10.6.0.1')).statusCode).toBe(429);
  });

  it('caps wrong link logins platform-wide; email login keeps working and a right link code is not counted', async () => {
    const budget = () => t.db.select().from(rateLimits).where(eq(rateLimits.key, LINK_LOGIN_GLOBAL_KEY));
    await t.db
      .insert(rateLimits)
      .values({ key: LINK_LOGIN_GLOBAL_KEY, windowStart: new Date(), count: LINK_LOGIN_LIMIT_GLOBAL.limit - 1 });
    expect((await login({ loginPassword: seller.code }, '10.5.0.1')).statusCode).toBe(200);
    expect((await budget())[0]?.count).toBe(LINK_LOGIN_LIMIT_GLOBAL.limit - 1);
    expect((await login({ loginPassword: wrongCode }, '10.5.0.2')).statusCode).toBe(401);
    // The budget is spent: from any fresh network, link login now waits for the window to end.
    const paused = await login({ loginPassword: seller.code }, '10.5.0.3');
    expect(paused.statusCode).toBe(429);
    expect((await login({ loginEmail: seller.email, loginPassword: seller.code }, '10.5.0.4')).statusCode).toBe(200);
  });
});
