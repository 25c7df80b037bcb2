import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@fundshop/core';
import { sellerLoginRuleCases, withRule } from '@fundshop/core/testing';
import { rateLimits } from '../../db/schema.ts';
import { bearer, registerOrganiser, type Organiser } from '../../testing/fixtures.ts';
import { addSeller, wrongCode, type TestSeller } from '../../testing/seller-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';
import { OWNER_TYPOS } from '../../lib/login-limits.ts';
import {
  LINK_LOGIN_LIMIT_PER_PREFIX,
  linkLoginPrefixKey,
  SELLER_LOGIN_LIMIT_PER_EMAIL,
  SELLER_LOGIN_LIMIT_PER_EMAIL_AND_NETWORK,
  SELLER_LOGIN_LIMIT_PER_NETWORK,
} from './service.ts';

describe.each(singleDatabaseKinds)('seller login on %s', (kind) => {
  let t: TestApp;
  let organiser: Organiser;
  let seller: TestSeller;
  beforeEach(async () => {
    t = await createTestApp(kind);
    organiser = await registerOrganiser(t.app, t.db);
    seller = await addSeller(t.app, t.db, organiser, { name: 'Emma Johnson', email: 'emma@example.com' });
  });
  afterEach(() => t.close());

  /** A guesser's i-th wrong code: spread over prefixes like random guesses, never in the seller's prefix bucket. */
  const wrongOf = (i = 0) => wrongCode(i, seller.code);
  const login = (payload: object, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/account/login-seller', payload, remoteAddress });

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
    const wrong = await login({ loginEmail: 'emma@example.com', loginPassword: wrongOf() });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ responseMessage: 'error-password', message: MSG.passwordIncorrect });
    // An unknown email answers exactly like a wrong code (decision 0018), so it does not tell who has an account.
    const unknownEmail = await login({ loginEmail: 'nobody@example.com', loginPassword: seller.code });
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.body).toBe(wrong.body);
    const other = await addSeller(t.app, t.db, organiser);
    const someoneElsesCode = await login({ loginEmail: 'emma@example.com', loginPassword: other.code });
    expect(someoneElsesCode.json()).toMatchObject({ responseMessage: 'error-password' });
    const badLink = await login({ loginPassword: wrongOf() });
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
      expect((await login({ loginPassword: wrongOf(i) }, '10.0.0.6')).statusCode).toBe(401);
    }
    const blocked = await login({ loginPassword: seller.code }, '10.0.0.6');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ responseMessage: 'too-many-requests', message: MSG.tooManyAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Today's main answered 429 here: link guesses on the school's network do not stop email logins from it.
    expect((await login({ loginEmail: seller.email, loginPassword: seller.code }, '10.0.0.6')).statusCode).toBe(200);
    expect((await login({ loginPassword: seller.code }, '10.0.0.7')).statusCode).toBe(200);

    for (let i = 0; i < SELLER_LOGIN_LIMIT_PER_NETWORK.limit; i++) {
      await login({ loginPassword: wrongOf() }, `2001:db8:1:2::${(i + 1).toString(16)}`);
    }
    expect((await login({ loginPassword: seller.code }, '2001:db8:1:2:ffff:1:2:3')).statusCode).toBe(429);
    expect((await login({ loginPassword: seller.code }, '2001:db8:1:3::1')).statusCode).toBe(200);
    // Its /48 is counted too, with room for a few /64s: the /64s of one /48 are not each a fresh network.
    for (const subnet of [3, 4, 5]) {
      for (let i = 0; i < SELLER_LOGIN_LIMIT_PER_NETWORK.limit; i++) {
        await login({ loginPassword: wrongOf() }, `2001:db8:1:${subnet}::${(i + 1).toString(16)}`);
      }
    }
    expect((await login({ loginPassword: seller.code }, '2001:db8:1:6::1')).statusCode).toBe(429);
    expect((await login({ loginPassword: seller.code }, '2001:db8:2:6::1')).statusCode).toBe(200);
  });

  it('limits wrong codes per (email, network); another network still logs in; a success resets the pair', async () => {
    const guess = (i: number) => login({ loginEmail: seller.email, loginPassword: wrongOf(i) }, '10.3.0.1');
    for (let i = 0; i < SELLER_LOGIN_LIMIT_PER_EMAIL_AND_NETWORK.limit; i++)
      expect((await guess(i)).statusCode).toBe(401);
    expect((await login({ loginEmail: seller.email, loginPassword: seller.code }, '10.3.0.1')).statusCode).toBe(429);
    // The seller at home is not locked out by guesses elsewhere.
    expect((await login({ loginEmail: seller.email, loginPassword: seller.code }, '10.4.0.1')).statusCode).toBe(200);
    for (let i = 0; i < SELLER_LOGIN_LIMIT_PER_EMAIL_AND_NETWORK.limit - 1; i++) {
      expect((await login({ loginEmail: seller.email, loginPassword: wrongOf() }, '10.4.0.1')).statusCode).toBe(401);
    }
    expect((await login({ loginEmail: seller.email, loginPassword: seller.code }, '10.4.0.1')).statusCode).toBe(200);
    expect((await login({ loginEmail: seller.email, loginPassword: wrongOf() }, '10.4.0.1')).statusCode).toBe(401);
  });

  it('has a per-email ceiling that slows guessing networks but never a network that has not been guessing', async () => {
    const counted = { windowStart: new Date(), count: SELLER_LOGIN_LIMIT_PER_EMAIL.limit };
    await t.db
      .insert(rateLimits)
      .values({ key: `login-seller-email:${seller.email.toLowerCase()}`, ...counted })
      .onConflictDoUpdate({ target: rateLimits.key, set: counted });
    for (let i = 0; i < OWNER_TYPOS; i++) {
      expect((await login({ loginEmail: seller.email, loginPassword: wrongOf() }, '10.6.0.1')).statusCode).toBe(401);
    }
    expect((await login({ loginEmail: seller.email, loginPassword: seller.code }, '10.6.0.1')).statusCode).toBe(429);
    // Before decision 0018 this was 429 too.
    expect((await login({ loginEmail: seller.email, loginPassword: seller.code }, '10.6.0.2')).statusCode).toBe(200);
  });

  it('limits wrong link logins per code prefix, only for networks that have sent a wrong code', async () => {
    const prefixCount = async () =>
      (
        await t.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, linkLoginPrefixKey(seller.code)))
      )[0]?.count;
    const full = { windowStart: new Date(), count: LINK_LOGIN_LIMIT_PER_PREFIX.limit };
    await t.db.insert(rateLimits).values({ key: linkLoginPrefixKey(seller.code), ...full });
    let other = await addSeller(t.app, t.db, organiser);
    while (linkLoginPrefixKey(other.code) === linkLoginPrefixKey(seller.code))
      other = await addSeller(t.app, t.db, organiser);

    // A network that has not been guessing gets in, and the right code is given back.
    expect((await login({ loginPassword: seller.code }, '10.5.0.1')).statusCode).toBe(200);
    expect(await prefixCount()).toBe(LINK_LOGIN_LIMIT_PER_PREFIX.limit);
    // After one wrong code the network is refused for this prefix, and only for it.
    expect((await login({ loginPassword: wrongOf() }, '10.5.0.2')).statusCode).toBe(401);
    const refused = await login({ loginPassword: seller.code }, '10.5.0.2');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login({ loginPassword: other.code }, '10.5.0.2')).statusCode).toBe(200);
    // Email + code login does not count per prefix.
    expect((await login({ loginEmail: seller.email, loginPassword: seller.code }, '10.5.0.2')).statusCode).toBe(200);
  });
});
