import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CO_ORGANISER_INVITE_DAYS, CO_ORGANISER_MSG, MSG } from '@fundshop/core';
import { auditEvents, coOrganisers, contactPersons, sessions, webshops } from '../../db/schema.ts';
import { appWithOpenShop, openShop, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { bearer, latestMailTo } from '../../testing/fixtures.ts';
import { manualOrderBody } from '../../testing/order-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';

describe.each(singleDatabaseKinds)('co-organisers on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  beforeEach(async () => {
    ({ t, shop } = await appWithOpenShop(kind));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    });
  const invite = (email: string, token = shop.organiser.token) =>
    call('POST', '/api/contact-person/co-organisers/invite', token, { webShopId: shop.webShopId, email });
  const list = (token = shop.organiser.token) =>
    call('GET', `/api/contact-person/co-organisers?webShopId=${shop.webShopId}`, token);
  const remove = (coOrganiserId: number, token = shop.organiser.token) =>
    call('POST', '/api/contact-person/co-organisers/remove', token, { webShopId: shop.webShopId, coOrganiserId });
  const invitationToken = async (email: string) => {
    const mail = await latestMailTo(t.db, email);
    const token = /\/co-organiser\/accept\?token=([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no invitation link in: ${mail.text}`);
    return token;
  };
  const accept = (token: string, body: object = { name: 'Alex Morgan', password: 'alex-pass', isAdult: true }) =>
    call('POST', `/api/co-organiser/invitation/${token}/accept`, null, body);
  const login = (email: string, password: string) =>
    call('POST', '/api/account/login-contact-person', null, { webShopId: email, password });
  /** Invites, accepts and logs in a co-organiser; answers its id and session token. */
  const coOrganiser = async (email = 'alex@example.com') => {
    expect((await invite(email)).statusCode).toBe(200);
    expect((await accept(await invitationToken(email))).statusCode).toBe(200);
    const response = await login(email, 'alex-pass');
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(coOrganisers).where(eq(coOrganisers.email, email));
    return { id: row!.id, token: response.json().accessToken as string, login: response.json() };
  };

  it('invites by a single-use, expiring link kept hashed; the invitee accepts as an adult and logs in by email', async () => {
    expect((await invite('alex@example.com')).statusCode).toBe(200);
    const mail = await latestMailTo(t.db, 'alex@example.com');
    expect(mail.subject).toBe('You are invited to help run the Riverside Class 4B fundraiser');
    expect(mail.containsCredentials).toBe(true);
    const token = await invitationToken('alex@example.com');
    const [row] = await t.db.select().from(coOrganisers);
    expect(row?.inviteTokenHash).not.toContain(token);
    expect((row!.inviteExpiresAt!.getTime() - row!.createdAt.getTime()) / 86_400_000).toBeCloseTo(
      CO_ORGANISER_INVITE_DAYS,
      1,
    );
    const info = await call('GET', `/api/co-organiser/invitation/${token}`, null);
    expect(info.json()).toEqual({ email: 'alex@example.com', groupName: 'Riverside Class 4B' });

    // Not 18 or older, or a short password: refused, and the link still works.
    const notAdult = await accept(token, { name: 'Alex', password: 'alex-pass', isAdult: false });
    expect(notAdult.statusCode).toBe(400);
    expect(notAdult.json().fieldErrors).toEqual({ isAdult: CO_ORGANISER_MSG.adultRequired });
    expect((await accept(token, { name: 'Alex', password: 'abc', isAdult: true })).json().fieldErrors).toEqual({
      password: MSG.passwordTooShort,
    });
    // Before accepting there is no account to log in to.
    expect((await login('alex@example.com', 'alex-pass')).statusCode).toBe(401);

    expect((await accept(token)).statusCode).toBe(200);
    const again = await accept(token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      responseMessage: 'invitation-invalid',
      message: CO_ORGANISER_MSG.invitationInvalid,
    });
    const wrong = await login('alex@example.com', 'not-the-pass');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().responseMessage).toBe('error-password');
    const response = await login('ALEX@example.com', 'alex-pass');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      customerFullName: 'Alex Morgan',
      webShopId: shop.webShopId,
      isCoOrganiser: true,
    });
    expect(
      (await list()).json().coOrganisers.map((c: { email: string; accepted: boolean }) => [c.email, c.accepted]),
    ).toEqual([['alex@example.com', true]]);
  });

  it("invites in the group's language: the invitee has no language of its own yet, and the organiser's is its own", async () => {
    await t.db.update(webshops).set({ language: 'fr' }).where(eq(webshops.id, shop.webShopId));
    await t.db.update(contactPersons).set({ language: 'sv' }).where(eq(contactPersons.webshopId, shop.webShopId));
    expect((await invite('alex@example.com')).statusCode).toBe(200);
    const mail = await latestMailTo(t.db, 'alex@example.com');
    expect(mail.subject).toBe('Vous êtes invité à aider à mener la collecte de fonds de Riverside Class 4B');
    expect(mail.text).toContain('Bonjour,');
    expect(mail.text).toContain(`d’ici ${CO_ORGANISER_INVITE_DAYS} jours`);
    expect(mail.text).toContain('Accepter l’invitation');
    expect(mail.text).not.toContain('Accept the invitation');
  });

  it('an invitation older than 7 days can not be accepted (the clock moved on)', async () => {
    await invite('late@example.com');
    const token = await invitationToken('late@example.com');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (CO_ORGANISER_INVITE_DAYS * 24 + 1) * 3600_000 });
    expect((await call('GET', `/api/co-organiser/invitation/${token}`, null)).statusCode).toBe(404);
    expect((await accept(token)).statusCode).toBe(404);
  });

  it("refuses the organiser's own address and another group's co-organiser; a pending one gets a new link", async () => {
    const own = await invite(shop.organiser.email.toUpperCase());
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      responseMessage: 'co-organiser-email-taken',
      fieldErrors: { email: CO_ORGANISER_MSG.emailTaken },
    });
    await invite('twice@example.com');
    const first = await invitationToken('twice@example.com');
    expect((await invite('twice@example.com')).statusCode).toBe(200);
    const second = await invitationToken('twice@example.com');
    expect(second).not.toBe(first);
    expect((await accept(first)).statusCode).toBe(404);
    expect((await accept(second)).statusCode).toBe(200);
    const other = await openShop(t.app, t.db);
    const taken = await call('POST', '/api/contact-person/co-organisers/invite', other.organiser.token, {
      webShopId: other.webShopId,
      email: 'twice@example.com',
    });
    expect(taken.statusCode).toBe(409);
    expect((await invite('not-an-email')).json().fieldErrors).toEqual({ email: MSG.invalidEmail });
  });

  it('does what the organiser does, but gets 403 on payouts, the payment account, the profile and co-organisers', async () => {
    const co = await coOrganiser();
    const allowed = [
      call('GET', `/api/order/contact-person-start-page?webShopId=${shop.webShopId}`, co.token),
      call('GET', `/api/seller/seller-list?webShopId=${shop.webShopId}`, co.token),
      call('GET', `/api/contact-person/group-settings?webShopId=${shop.webShopId}`, co.token),
      call('GET', `/api/contact-person/retrieve-webshop-details?webShopId=${shop.webShopId}`, co.token),
      call('GET', `/api/stripe/payment-account-status?webShopId=${shop.webShopId}`, co.token),
      call('POST', '/api/seller/register-new-seller', co.token, {
        name: 'Added By Alex',
        email: '',
        webShopId: shop.webShopId,
        addedByRole: 'contactperson',
      }),
    ];
    for (const response of await Promise.all(allowed)) expect(response.statusCode, response.body).toBe(200);

    const refused = {
      initiatePayout: call('POST', '/api/contact-person/initiate-payout', co.token, { sellerId: shop.sellerId }),
      payoutSchedule: call('POST', '/api/stripe/update-payout-schedule', co.token, {
        webShopId: shop.webShopId,
        setAsWeekly: true,
      }),
      accountSetUp: call('GET', '/api/stripe/organization-details-link', co.token),
      accountDashboard: call('GET', '/api/stripe/organization-login-dashboard-link', co.token),
      profile: call('POST', '/api/contact-person/update-webshop-details', co.token, {
        webShopId: shop.webShopId,
        schoolOrAssociation: 'Taken Over',
        classOrTeam: '',
        firstName: 'Alex',
        lastName: 'Morgan',
        email: 'alex@example.com',
        phoneNumber: '+1 555 0100',
        password: 'new-pass',
        currentPassword: 'alex-pass',
        commentToBuyers: '',
      }),
      list: list(co.token),
      invite: invite('friend@example.com', co.token),
      remove: remove(co.id, co.token),
    };
    for (const [name, pending] of Object.entries(refused)) {
      const response = await pending;
      expect(response.statusCode, `${name}: ${response.body}`).toBe(403);
    }
    // The organiser may (the payout itself is refused for its own reasons, not for the caller).
    const payout = await call('POST', '/api/contact-person/initiate-payout', shop.organiser.token, {
      sellerId: shop.sellerId,
    });
    expect(payout.statusCode).toBe(409);
  });

  it("a co-organiser's acts are audited as the co-organiser, not as the organiser", async () => {
    const co = await coOrganiser();
    const order = await call(
      'POST',
      '/api/order/create-webshop-order',
      co.token,
      manualOrderBody(shop, [{ productId: shop.productIds[0]!, amountOrdered: 1 }]),
    );
    expect(order.statusCode, order.body).toBe(200);
    const lock = await call('POST', '/api/contact-person/update-web-shop-lock-status', co.token, {
      sellerId: shop.sellerId,
      isLocked: true,
    });
    expect(lock.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.webshopId, shop.webShopId), eq(auditEvents.actorRole, 'coorganiser')));
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['co-organiser.accept', 'order.create', 'webshop.lock']),
    );
    expect(rows.every((r) => r.actorId === co.id)).toBe(true);
    const invited = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'co-organiser.invite'));
    expect(invited[0]).toMatchObject({ actorRole: 'contactperson', actorId: shop.webShopId });
  });

  it('removal ends every session of the co-organiser at once and the login with it; the organiser is untouched', async () => {
    const co = await coOrganiser();
    const second = (await login('alex@example.com', 'alex-pass')).json().accessToken as string;
    const dashboard = (token: string) =>
      call('GET', `/api/order/contact-person-start-page?webShopId=${shop.webShopId}`, token);
    expect((await dashboard(second)).statusCode).toBe(200);

    const removed = await remove(co.id);
    expect(removed.statusCode).toBe(200);
    expect((await dashboard(co.token)).statusCode).toBe(401);
    expect((await dashboard(second)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.coOrganiserId, co.id))).toEqual([]);
    expect((await login('alex@example.com', 'alex-pass')).statusCode).toBe(401);
    expect((await dashboard(shop.organiser.token)).statusCode).toBe(200);
    expect((await list()).json().coOrganisers).toEqual([]);
    expect((await remove(co.id)).statusCode).toBe(404);
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'co-organiser.remove'));
    expect(audit).toMatchObject({ actorRole: 'contactperson', actorId: shop.webShopId, targetId: co.id });
  });

  it("the organiser's password change leaves the co-organisers' sessions, which have their own passwords", async () => {
    const co = await coOrganiser();
    const details = await call(
      'GET',
      `/api/contact-person/retrieve-webshop-details?webShopId=${shop.webShopId}`,
      shop.organiser.token,
    );
    const changed = await call('POST', '/api/contact-person/update-webshop-details', shop.organiser.token, {
      ...(details.json() as object),
      webShopId: shop.webShopId,
      password: 'organiser-2',
      currentPassword: shop.organiser.password,
    });
    expect(changed.statusCode).toBe(200);
    expect((await list(co.token)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/order/contact-person-start-page?webShopId=${shop.webShopId}`, co.token)).statusCode,
    ).toBe(200);
  });

  it("another group's organiser can not list, invite into or remove from this group", async () => {
    const co = await coOrganiser();
    const other = await openShop(t.app, t.db);
    expect((await list(other.organiser.token)).statusCode).toBe(403);
    expect((await invite('x@example.com', other.organiser.token)).statusCode).toBe(403);
    expect((await remove(co.id, other.organiser.token)).statusCode).toBe(403);
    // Naming its own group but this group's co-organiser: nothing of its own to remove.
    const crossed = await call('POST', '/api/contact-person/co-organisers/remove', other.organiser.token, {
      webShopId: other.webShopId,
      coOrganiserId: co.id,
    });
    expect(crossed.statusCode).toBe(404);
    expect((await list()).json().coOrganisers).toHaveLength(1);
  });
});
