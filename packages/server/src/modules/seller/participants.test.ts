// One file: the roster's API tests (many at once, edit, login details again) on every database kind, sharing a group.
import { asc, count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  loginDetailsSentMessage,
  MSG,
  nameTakenMessage,
  PEOPLE_MSG,
  tooLongMessage,
  type RosterRowInput,
} from '@fundshop/core';
import { auditEvents, mailOutbox, sellers } from '../../db/schema.ts';
import {
  appWithOpenShop,
  insertSeller,
  openShop,
  sellerToken,
  type OpenShop,
} from '../../testing/checkout-fixtures.ts';
import { bearer, latestMailTo } from '../../testing/fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';

describe.each(singleDatabaseKinds)('the roster on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  beforeEach(async () => {
    ({ t, shop } = await appWithOpenShop(kind));
  });
  afterEach(() => t.close());

  const post = (url: string, payload: object, token = shop.organiser.token) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const many = (rows: RosterRowInput[], route: 'preview-sellers' | 'register-sellers') =>
    post(`/api/seller/${route}`, { webShopId: shop.webShopId, sellers: rows });
  const sellerCount = async () =>
    (await t.db.select({ n: count() }).from(sellers).where(eq(sellers.webshopId, shop.webShopId)))[0]!.n;
  const mailCount = async () => (await t.db.select({ n: count() }).from(mailOutbox))[0]!.n;
  const audits = (action: string) =>
    t.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(asc(auditEvents.id));

  it('answers the new calls by role: anonymous 401, a seller 403, another group 403', async () => {
    const other = await openShop(t.app, t.db, {}, 'Kim Other');
    const sellerTok = await sellerToken(t.db, shop.webShopId, shop.sellerId);
    const calls = [
      ['/api/seller/preview-sellers', { webShopId: shop.webShopId, sellers: [{ name: 'Ann' }] }],
      ['/api/seller/register-sellers', { webShopId: shop.webShopId, sellers: [{ name: 'Ann' }] }],
      ['/api/seller/edit-participant', { sellerId: shop.sellerId, name: 'Robin Park' }],
      ['/api/seller/resend-login-details', { sellerId: shop.sellerId, by: 'screen' }],
    ] as const;
    for (const [url, payload] of calls) {
      expect((await t.app.inject({ method: 'POST', url, payload })).statusCode, url).toBe(401);
      expect((await post(url, payload, sellerTok)).statusCode, url).toBe(403);
      expect((await post(url, payload, other.organiser.token)).statusCode, url).toBe(403);
      expect((await post(url, payload)).statusCode, url).toBe(200);
    }
  });

  it("previews every row's problem, and a list with one bad row saves nothing and mails nobody", async () => {
    await insertSeller(t.db, shop.webShopId, { name: 'Taken Name' });
    const rows: RosterRowInput[] = [
      { name: 'Anna Berg', email: 'anna.berg@example.com' },
      { name: 'Bo Ek', email: 'not-an-email' },
      { name: 'anna berg' },
      { name: 'taken name' },
      { name: 'X'.repeat(36) },
      { name: 'Cleo Dahl', isMinor: true },
      { name: 'Dan Falk', email: 'anna.berg@example.com' },
      { name: '' },
    ];
    const preview = await many(rows, 'preview-sellers');
    expect(preview.statusCode).toBe(200);
    const problems = (preview.json() as { rows: { problems: Record<string, string> }[] }).rows.map((r) => r.problems);
    const group = 'Riverside Class 4B';
    expect(problems).toEqual([
      { name: PEOPLE_MSG.nameTwiceInList, email: PEOPLE_MSG.emailTwiceInList },
      { email: MSG.invalidEmail },
      { name: PEOPLE_MSG.nameTwiceInList },
      { name: nameTakenMessage(group, 'register') },
      { name: tooLongMessage(35) },
      { guardianEmail: PEOPLE_MSG.guardianEmailMissing },
      { email: PEOPLE_MSG.emailTwiceInList },
      { name: MSG.nameMissing },
    ]);
    expect(preview.json().problemCount).toBe(8);

    const before = { sellers: await sellerCount(), mails: await mailCount() };
    const good = Array.from({ length: 5 }, (_, i) => ({ name: `Good ${i}`, email: `good${i}@example.com` }));
    const saved = await many([...good, { name: 'Bad Mail', email: 'bad@' }], 'register-sellers');
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toMatchObject({
      message: PEOPLE_MSG.rowsHaveProblems,
      fieldErrors: { 'sellers.5.email': MSG.invalidEmail },
    });
    expect(await sellerCount()).toBe(before.sellers);
    expect(await mailCount()).toBe(before.mails);
    expect(await audits('seller.add-many')).toHaveLength(0);
  });

  it('adds a list of 18 in one go: 18 participants, login details to those with an email, one audit row', async () => {
    const rows = Array.from({ length: 18 }, (_, i) => ({
      name: `Player ${String(i + 1).padStart(2, '0')}`,
      email: i % 3 === 0 ? `player${i + 1}@example.com` : '',
    }));
    const before = await sellerCount();
    const saved = await many(rows, 'register-sellers');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().sellers).toHaveLength(18);
    expect(await sellerCount()).toBe(before + 18);
    const mail = await latestMailTo(t.db, 'player1@example.com');
    expect(mail.text).toMatch(/Login code: \S+/);
    const [audit] = await audits('seller.add-many');
    expect(audit).toMatchObject({ actorRole: 'contactperson', webshopId: shop.webShopId, after: { count: 18 } });
    // The same list again: every name is taken now, and nothing more is saved.
    const again = await many(rows, 'register-sellers');
    expect(again.statusCode).toBe(400);
    expect(await sellerCount()).toBe(before + 18);
  });

  it("edits a participant by SPEC's rules for edit, and mails the login details to an email added later", async () => {
    await insertSeller(t.db, shop.webShopId, { name: 'Sam Taken' });
    const taken = await post('/api/seller/register-new-seller', {
      addedByRole: 'contactperson',
      webShopId: shop.webShopId,
      name: 'Has Mail',
      email: 'has.mail@example.com',
    });
    expect(taken.statusCode).toBe(200);
    const edit = (payload: object) => post('/api/seller/edit-participant', { sellerId: shop.sellerId, ...payload });

    expect((await edit({ name: '' })).json().fieldErrors).toEqual({ name: MSG.nameMissing });
    expect((await edit({ name: 'Y'.repeat(36) })).json().fieldErrors).toEqual({ name: tooLongMessage(35) });
    expect((await edit({ name: 'Robin', email: 'nope' })).json().fieldErrors).toEqual({ email: MSG.invalidEmail });
    const nameTaken = await edit({ name: 'sam taken' });
    expect(nameTaken.statusCode).toBe(409);
    expect(nameTaken.json().message).toBe(nameTakenMessage('Riverside Class 4B', 'edit'));
    const emailTaken = await edit({ name: 'Robin Park', email: 'HAS.MAIL@example.com' });
    expect(emailTaken.statusCode).toBe(409);
    expect(emailTaken.json().fieldErrors).toEqual({ email: MSG.emailTakenOnEdit });

    const mailsBefore = await mailCount();
    const renamed = await edit({ name: 'Robin Parker' });
    expect(renamed.json()).toMatchObject({ sellerName: 'Robin Parker', mailedTo: null });
    expect(await mailCount()).toBe(mailsBefore);

    const withEmail = await edit({ name: 'Robin Parker', email: 'robin.parker@example.com' });
    expect(withEmail.json()).toMatchObject({ mailedTo: 'seller' });
    const mail = await latestMailTo(t.db, 'robin.parker@example.com');
    const code = /Login code: (\S+)/.exec(mail.text)?.[1];
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login-seller',
      payload: { loginEmail: 'robin.parker@example.com', loginPassword: code },
    });
    expect(login.statusCode).toBe(200);
    // An empty email keeps the one there is.
    await edit({ name: 'Robin Parker', email: '' });
    const [row] = await t.db.select().from(sellers).where(eq(sellers.id, shop.sellerId));
    expect(row).toMatchObject({ name: 'Robin Parker', email: 'robin.parker@example.com' });
    const edits = await audits('seller.edit');
    expect(edits).toHaveLength(3);
    expect(edits[0]).toMatchObject({ targetType: 'seller', targetId: shop.sellerId, after: { hasEmail: false } });
    // The audit trail keeps whether there is an email, never the address nor the name (docs/decisions/0039).
    expect(JSON.stringify(edits)).not.toContain('robin.parker@example.com');
    expect(JSON.stringify(edits)).not.toContain('Robin Park');
  });

  it('sends the login details again by mail or shows them, and says when there is no email', async () => {
    const resend = (by: 'mail' | 'screen', sellerId = shop.sellerId) =>
      post('/api/seller/resend-login-details', { sellerId, by });
    const noEmail = await resend('mail');
    expect(noEmail.statusCode).toBe(409);
    expect(noEmail.json().message).toBe(PEOPLE_MSG.noEmailToSend);

    const shown = await resend('screen');
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    const { loginCode, loginLink } = shown.json() as { loginCode: string; loginLink: string };
    expect(loginLink).toContain(`inloggningskod=${loginCode}`);
    const byCode = await t.app.inject({
      method: 'POST',
      url: '/api/account/login-seller',
      payload: { loginPassword: loginCode },
    });
    expect(byCode.statusCode).toBe(200);

    await post('/api/seller/edit-participant', {
      sellerId: shop.sellerId,
      name: 'Robin Park',
      email: 'r.p@example.com',
    });
    const mailed = await resend('mail');
    expect(mailed.json()).toMatchObject({ mailedTo: 'seller', message: loginDetailsSentMessage('seller') });
    const mail = await latestMailTo(t.db, 'r.p@example.com');
    expect(mail.text).toContain(`Login code: ${loginCode}`);
    for (let i = 0; i < 4; i++) expect((await resend('mail')).statusCode).toBe(200);
    expect((await resend('mail')).statusCode).toBe(429);
    expect(await audits('seller.resend-login')).toHaveLength(6);
  });
});
