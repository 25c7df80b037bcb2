import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, PASSWORD_RESET_MINUTES, RECOVERY_MSG } from '@fundshop/core';
import { auditEvents, mailOutbox, passwordResets } from '../../db/schema.ts';
import { bearer, latestMailTo, registerOrganiser, type Organiser } from '../../testing/fixtures.ts';
import { addSeller } from '../../testing/seller-fixtures.ts';
import { groupSessions } from '../../testing/session-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';
import { RECOVERY_LIMIT_PER_NETWORK, RECOVERY_MAILS_PER_ADDRESS } from './service.ts';

describe.each(singleDatabaseKinds)('getting back in on %s', (kind) => {
  let t: TestApp;
  let organiser: Organiser;
  beforeEach(async () => {
    t = await createTestApp(kind);
    organiser = await registerOrganiser(t.app, t.db);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const post = (url: string, payload: object, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const forgot = (email: string, remoteAddress?: string) =>
    post('/api/account/forgot-password', { email }, remoteAddress);
  const reset = (token: string, password: string) => post('/api/account/reset-password', { token, password });
  const login = (password: string) =>
    post('/api/account/login-contact-person', { webShopId: organiser.webShopId, password });
  const details = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/contact-person/retrieve-webshop-details?webShopId=${organiser.webShopId}`,
      headers: bearer(token),
    });
  /** The token of the newest reset link mailed to the organiser. */
  const mailedToken = async () => {
    const mail = await latestMailTo(t.db, organiser.email);
    expect(mail.subject).toBe('Choose a new Fundshop password');
    const token = /\/reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no reset link in: ${mail.text}`);
    return token;
  };
  const mailCount = async () => (await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;

  it('mails a single-use link (only its hash kept) that sets the new password and ends every session', async () => {
    const sessions = await groupSessions(t, organiser);

    const asked = await forgot(organiser.email.toUpperCase());
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ responseMessage: 'ok' });
    const token = await mailedToken();
    const mail = await latestMailTo(t.db, organiser.email);
    expect(mail.containsCredentials).toBe(true);
    expect(mail.text).toContain(`(login ID ${organiser.webShopId})`);
    expect(mail.text).toContain(`within ${PASSWORD_RESET_MINUTES} minutes`);
    const [stored] = await t.db.select().from(passwordResets);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(stored?.tokenHash).not.toContain(token);
    expect((stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60_000).toBeCloseTo(PASSWORD_RESET_MINUTES, 0);

    const done = await reset(token, 'my-new-pass');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ responseMessage: 'ok', webShopId: organiser.webShopId });
    // Every session of the organiser is over; a participant's is not.
    expect(await sessions.statuses()).toEqual({ organiser: 401, phone: 401, participant: 200 });
    expect((await login(organiser.password)).statusCode).toBe(401);
    const fresh = await login('my-new-pass');
    expect(fresh.statusCode).toBe(200);
    expect((await details(fresh.json().accessToken as string)).statusCode).toBe(200);
    expect((await latestMailTo(t.db, organiser.email)).subject).toBe('Your Fundshop password was reset');
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'webshop.password-reset'), eq(auditEvents.webshopId, organiser.webShopId)));
    expect(audit).toMatchObject({ actorRole: 'contactperson', actorId: organiser.webShopId });

    // Single use: the same link again changes nothing.
    const again = await reset(token, 'another-pass');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      responseMessage: 'reset-link-invalid',
      message: RECOVERY_MSG.resetLinkInvalid,
    });
    expect((await login('my-new-pass')).statusCode).toBe(200);
  });

  it('a link is dead after 30 minutes (the clock moved on), and using one voids the others', async () => {
    await forgot(organiser.email);
    const first = await mailedToken();
    await forgot(organiser.email);
    const second = await mailedToken();
    expect(second).not.toBe(first);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (PASSWORD_RESET_MINUTES + 1) * 60_000 });
    expect((await reset(first, 'too-late-1')).statusCode).toBe(404);
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (PASSWORD_RESET_MINUTES - 1) * 60_000 });
    expect((await reset(first, 'in-time-1')).statusCode).toBe(200);
    vi.useRealTimers();
    // The other open link of the account went with it.
    expect((await reset(second, 'in-time-2')).statusCode).toBe(404);
    expect((await login('in-time-1')).statusCode).toBe(200);
  });

  it('tells whether a link can still be used without using it: open, used, expired, unknown; 429 past the limit', async () => {
    const check = (token: string, remoteAddress?: string) => post('/api/account/reset-link', { token }, remoteAddress);
    await forgot(organiser.email);
    const token = await mailedToken();
    for (let i = 0; i < 2; i++) {
      const open = await check(token);
      expect(open.statusCode).toBe(200);
      expect(open.json()).toEqual({ responseMessage: 'ok' });
      expect(open.headers['cache-control']).toBe('no-store');
    }
    // Asking used nothing: the link still sets the password, and is then reported used.
    expect((await reset(token, 'checked-first')).statusCode).toBe(200);
    expect((await check(token)).json()).toMatchObject({ responseMessage: 'reset-link-invalid' });
    expect((await check(token)).statusCode).toBe(404);
    expect((await check('A'.repeat(43))).statusCode).toBe(404);
    expect((await check('')).statusCode).toBe(400);

    await forgot(organiser.email);
    const later = await mailedToken();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (PASSWORD_RESET_MINUTES + 1) * 60_000 });
    expect((await check(later)).statusCode).toBe(404);
    vi.useRealTimers();
    expect((await check(later)).statusCode).toBe(200);

    for (let i = 0; i < RECOVERY_LIMIT_PER_NETWORK.limit; i++)
      expect((await check(later, '10.5.0.1')).statusCode).toBe(200);
    expect((await check(later, '10.5.0.1')).statusCode).toBe(429);
    expect((await check(later, '10.6.0.1')).statusCode).toBe(200);
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const before = await mailCount();
    const unknown = await forgot('nobody.here@example.com');
    expect(await mailCount()).toBe(before);
    const known = await forgot(organiser.email);
    expect(await mailCount()).toBe(before + 1);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
  });

  it('mails an address at most 3 times an hour, answering the same; a network past its limit gets 429', async () => {
    const before = await mailCount();
    for (let i = 0; i < RECOVERY_MAILS_PER_ADDRESS.limit + 2; i++) {
      const response = await forgot(organiser.email, `10.2.${i}.1`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ responseMessage: 'ok' });
    }
    expect(await mailCount()).toBe(before + RECOVERY_MAILS_PER_ADDRESS.limit);

    for (let i = 0; i < RECOVERY_LIMIT_PER_NETWORK.limit; i++) {
      expect((await forgot(`someone${i}@example.com`, '10.3.0.1')).statusCode).toBe(200);
    }
    const refused = await forgot('someone.else@example.com', '10.3.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ responseMessage: 'too-many-requests', message: MSG.tooManyAttempts });
    expect(refused.headers['retry-after']).toBeDefined();
    // Another network is not held up by it.
    expect((await forgot('someone.else@example.com', '10.4.0.1')).statusCode).toBe(200);
  });

  it('refuses a short password, a missing token and a bad email with their messages', async () => {
    await forgot(organiser.email);
    const token = await mailedToken();
    const short = await reset(token, 'abc12');
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors).toEqual({ password: MSG.passwordTooShort });
    const tooLong = await reset(token, 'x'.repeat(20));
    expect(tooLong.json().fieldErrors.password).toBe('Maximum 19 characters');
    expect((await reset('', 'long-enough')).json().fieldErrors.token).toBe(RECOVERY_MSG.resetLinkInvalid);
    expect((await forgot('not-an-email')).json().fieldErrors).toEqual({ email: MSG.invalidEmail });
    expect((await forgot('')).json().fieldErrors).toEqual({ email: MSG.emailMissing });
    // None of them used the link.
    expect((await reset(token, 'long-enough')).statusCode).toBe(200);
  });

  describe("a seller's 'send me my login link'", () => {
    const ask = (email: string, remoteAddress?: string) =>
      post('/api/account/send-seller-login-link', { email }, remoteAddress);

    it('mails the existing login link and code to the seller on record, and nothing for an unknown address', async () => {
      const seller = await addSeller(t.app, t.db, organiser, { name: 'Emma Johnson', email: 'emma@example.com' });
      const before = await mailCount();
      const unknown = await ask('nobody@example.com');
      expect(await mailCount()).toBe(before);
      const known = await ask('EMMA@example.com');
      expect(known.statusCode).toBe(unknown.statusCode);
      expect(known.body).toBe(unknown.body);
      expect(known.json()).toEqual({ responseMessage: 'ok' });
      const mail = await latestMailTo(t.db, 'emma@example.com');
      expect(mail.subject).toBe('Your login link for the Riverside Class 4B fundraiser');
      expect(mail.text).toContain(`Login code: ${seller.code}`);
      expect(mail.text).toContain(`/seller/login?inloggningskod=${seller.code}`);
      expect(mail.containsCredentials).toBe(true);
      // The mailed link logs in.
      const link = await post('/api/account/login-seller', { loginPassword: seller.code });
      expect(link.statusCode).toBe(200);
    });

    it('mails a removed seller nothing, and limits like the organiser reset', async () => {
      const seller = await addSeller(t.app, t.db, organiser, { name: 'Leo Park', email: 'leo@example.com' });
      const removed = await t.app.inject({
        method: 'POST',
        url: '/api/seller/update-seller-active-status',
        headers: bearer(organiser.token),
        payload: { sellerId: seller.sellerId, setActive: false },
      });
      expect(removed.statusCode).toBe(200);
      const before = await mailCount();
      expect((await ask('leo@example.com')).statusCode).toBe(200);
      expect(await mailCount()).toBe(before);
      for (let i = 0; i < RECOVERY_LIMIT_PER_NETWORK.limit; i++) {
        expect((await ask(`kid${i}@example.com`, '10.5.0.1')).statusCode).toBe(200);
      }
      expect((await ask('kid@example.com', '10.5.0.1')).statusCode).toBe(429);
    });
  });
});
