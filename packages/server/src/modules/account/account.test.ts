import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@fundshop/core';
import { rateLimits, sessions } from '../../db/schema.ts';
import { bearer, registerOrganiser, type Organiser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';
import {
  LOGIN_LIMIT_PER_ACCOUNT,
  LOGIN_LIMIT_PER_ACCOUNT_AND_NETWORK,
  LOGIN_LIMIT_PER_NETWORK,
  OWNER_TYPOS,
} from '../../lib/login-limits.ts';

describe.each(singleDatabaseKinds)('contact person login on %s', (kind) => {
  let t: TestApp;
  let organiser: Organiser;
  beforeEach(async () => {
    t = await createTestApp(kind);
    organiser = await registerOrganiser(t.app, t.db, { firstName: 'Jamie', lastName: 'Lee' });
  });
  afterEach(() => t.close());

  const login = (payload: object, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/account/login-contact-person', payload, remoteAddress });

  it('logs in with the mailed password and answers SPEC §3 fields', async () => {
    const response = await login({ webShopId: String(organiser.webShopId), password: organiser.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      responseMessage: 'ok',
      customerFullName: 'Jamie Lee',
      webShopId: organiser.webShopId,
    });
    expect(body.sellerRegistrationKey).toMatch(/^[A-Z2-9]{16}$/);
    expect(body.accessToken.length).toBeGreaterThanOrEqual(40);
    const stored = await t.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === body.accessToken)).toBe(false);
  });

  it('answers an unknown id exactly like a wrong password; error-username only for an ID that can not be one', async () => {
    const unknown = await login({ webShopId: '999999', password: organiser.password });
    const wrong = await login({ webShopId: organiser.webShopId, password: 'WRONGPASSWORD' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ responseMessage: 'error-password', message: MSG.passwordIncorrect });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    const malformed = await login({ webShopId: 'abc; drop table', password: 'x' });
    expect(malformed.json()).toMatchObject({ responseMessage: 'error-username', message: MSG.idIncorrect });
    const huge = await login({ webShopId: '99999999999999999999', password: 'x' });
    expect(huge.json()).toMatchObject({ responseMessage: 'error-username' });
  });

  it('names missing fields with SPEC messages', async () => {
    const response = await login({ webShopId: '', password: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ webShopId: MSG.idMissing, password: MSG.passwordMissing });
    const tooLong = await login({ webShopId: '1'.repeat(66), password: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors).toEqual({
      webShopId: 'Maximum 65 characters',
      password: 'Maximum 100 characters',
    });
  });

  it('limits guesses per (webshop id, network): a stranger can not lock the owner out from elsewhere', async () => {
    for (let i = 0; i < LOGIN_LIMIT_PER_ACCOUNT_AND_NETWORK.limit; i++) {
      expect((await login({ webShopId: organiser.webShopId, password: `guess-${i}` }, '10.1.0.1')).statusCode).toBe(
        401,
      );
    }
    const blocked = await login({ webShopId: organiser.webShopId, password: organiser.password }, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ responseMessage: 'too-many-requests', message: MSG.tooManyAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Today's main answered 429 here too: the owner on its own network still gets in, and hears of the guesses.
    const owner = await login({ webShopId: organiser.webShopId, password: organiser.password }, '10.2.0.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ failedLoginAttempts: LOGIN_LIMIT_PER_ACCOUNT_AND_NETWORK.limit });
    expect(Date.parse(owner.json().lastFailedLoginAt)).toBeGreaterThan(Date.now() - 60_000);
    const again = await login({ webShopId: organiser.webShopId, password: organiser.password }, '10.2.0.1');
    expect(again.json()).toMatchObject({ failedLoginAttempts: 0, lastFailedLoginAt: null });
  });

  it('has a per-account ceiling that slows guessing networks but never a network that has not been guessing', async () => {
    // The guesses of a distributed attack, already counted (300 logins with password hashing would take long).
    const counted = { windowStart: new Date(), count: LOGIN_LIMIT_PER_ACCOUNT.limit };
    await t.db
      .insert(rateLimits)
      .values({ key: `login-contactperson-account:${organiser.webShopId}`, ...counted })
      .onConflictDoUpdate({ target: rateLimits.key, set: counted });
    // A network gets its owner's typos past the ceiling, then it is refused like any guesser.
    for (let i = 0; i < OWNER_TYPOS; i++) {
      expect((await login({ webShopId: organiser.webShopId, password: `typo-${i}` }, '10.7.0.1')).statusCode).toBe(401);
    }
    const guesser = await login({ webShopId: organiser.webShopId, password: organiser.password }, '10.7.0.1');
    expect(guesser.statusCode).toBe(429);
    expect(guesser.json()).toMatchObject({ responseMessage: 'too-many-requests', message: MSG.tooManyAttempts });
    // Before decision 0018 this was 429 too: the owner on a network that has not been guessing gets in.
    const owner = await login({ webShopId: organiser.webShopId, password: organiser.password }, '10.7.0.2');
    expect(owner.statusCode).toBe(200);
  });

  it('limits attempts per client network across webshop ids', async () => {
    for (let i = 0; i < LOGIN_LIMIT_PER_NETWORK.limit; i++) {
      await login({ webShopId: String(100000 + i), password: 'guess' }, '10.9.9.9');
    }
    const blocked = await login({ webShopId: organiser.webShopId, password: organiser.password }, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    const otherClient = await login({ webShopId: organiser.webShopId, password: organiser.password }, '10.9.9.10');
    expect(otherClient.statusCode).toBe(200);
  });

  it('ignores a client-supplied X-Forwarded-For when no proxy is configured', async () => {
    for (let i = 0; i < LOGIN_LIMIT_PER_NETWORK.limit; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/account/login-contact-person',
        payload: { webShopId: String(200000 + i), password: 'guess' },
        remoteAddress: '10.8.8.8',
        headers: { 'x-forwarded-for': `172.16.0.${i}` },
      });
    }
    const blocked = await login({ webShopId: organiser.webShopId, password: organiser.password }, '10.8.8.8');
    expect(blocked.statusCode).toBe(429);
  });

  it("resets the owner's (account, network) counter after a successful login", async () => {
    for (let i = 0; i < LOGIN_LIMIT_PER_ACCOUNT_AND_NETWORK.limit - 1; i++) {
      await login({ webShopId: organiser.webShopId, password: 'wrong' });
    }
    expect((await login({ webShopId: organiser.webShopId, password: organiser.password })).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMIT_PER_ACCOUNT_AND_NETWORK.limit - 1; i++) {
      expect((await login({ webShopId: organiser.webShopId, password: 'wrong' })).statusCode).toBe(401);
    }
  });

  it('logout revokes the session token', async () => {
    const details = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/contact-person/retrieve-webshop-details?webShopId=${organiser.webShopId}`,
        headers: bearer(organiser.token),
      });
    expect((await details()).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/account/logout', headers: bearer(organiser.token) });
    expect(out.statusCode).toBe(200);
    expect((await details()).statusCode).toBe(401);
  });
});
