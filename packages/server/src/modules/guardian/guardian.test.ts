import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG, PEOPLE_MSG } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import { auditEvents, mailOutbox, orders, sellers, webshops } from '../../db/schema.ts';
import { appWithOpenShop, checkoutBody, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { bearer, latestMailTo } from '../../testing/fixtures.ts';
import { registrationKeyOf } from '../../testing/seller-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';

/** A child's store and mails wait for the parent or guardian (docs/decisions/0037). */
describe.each(singleDatabaseKinds)('a minor and their guardian on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  beforeEach(async () => {
    ({ t, shop } = await appWithOpenShop(kind));
  });
  afterEach(() => t.close());

  const GUARDIAN = 'parent.berg@example.com';
  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const addMinor = () =>
    post(
      '/api/seller/register-new-seller',
      {
        addedByRole: 'contactperson',
        webShopId: shop.webShopId,
        name: 'Anna Maria Berg',
        isMinor: true,
        guardianEmail: GUARDIAN,
      },
      shop.organiser.token,
    );
  const tokenFromMail = async () => {
    const mail = await latestMailTo(t.db, GUARDIAN);
    const token = /\/guardian\/([A-Z0-9]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error('no guardian link in the mail');
    return token;
  };
  const checkout = (sellerId: number) =>
    post('/api/stripe/create-checkout-session', checkoutBody({ ...shop, sellerId }));
  const mailsTo = async (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const englishSubject = translatorFor('en')('people.guardianMailSubject', { group: 'Riverside Class 4B' });

  it("keeps a minor's store closed and mails only the guardian until the guardian confirms; then the store opens", async () => {
    const added = await addMinor();
    expect(added.statusCode).toBe(200);
    const { sellerId } = added.json() as { sellerId: number };
    const mail = await latestMailTo(t.db, GUARDIAN);
    expect(mail.subject).toBe(englishSubject);
    expect(mail.subject).toBe("Please confirm your child's part in the Riverside Class 4B fundraiser");
    const [row] = await t.db.select().from(sellers).where(eq(sellers.id, sellerId));
    // Least data: no own email, no date of birth; the link's token only as a hash.
    expect(row).toMatchObject({ email: null, isMinor: true, guardianEmail: GUARDIAN, guardianConfirmedAt: null });
    expect(row!.guardianTokenHash).toMatch(/^[\w-]{43}$/);
    const token = await tokenFromMail();
    expect(row!.guardianTokenHash).not.toContain(token);

    const closed = await get(`/api/seller/retrieve-seller-shop?sellerId=${sellerId}`);
    expect(closed.json()).toMatchObject({ awaitsGuardian: true, sellerName: 'Anna B.' });
    expect(closed.body).not.toContain('Maria Berg');
    const refused = await checkout(sellerId);
    expect(refused.json()).toMatchObject({ responseMessage: 'error', message: PEOPLE_MSG.checkoutAwaitsGuardian });

    // No login details are mailed before the guardian confirms, nor messages to the sellers.
    const messaged = await post(
      '/api/contact-person/send-message-to-sellers',
      { webShopId: shop.webShopId, message: 'Hello team' },
      shop.organiser.token,
    );
    expect(messaged.statusCode).toBe(200);
    expect(await mailsTo(GUARDIAN)).toHaveLength(1);
    const resent = await post('/api/seller/resend-login-details', { sellerId, by: 'mail' }, shop.organiser.token);
    expect(resent.json()).toMatchObject({ mailedTo: 'guardian', message: PEOPLE_MSG.guardianLinkSentAgain });
    // A new link replaces the old one.
    const oldToken = token;
    const newToken = await tokenFromMail();
    expect(newToken).not.toBe(oldToken);
    expect((await get(`/api/guardian/${oldToken}`)).statusCode).toBe(404);

    const page = await get(`/api/guardian/${newToken}`);
    expect(page.json()).toEqual({ childName: 'Anna Maria Berg', groupName: 'Riverside Class 4B' });
    const confirmed = await post(`/api/guardian/${newToken}/confirm`, { allowFullName: false });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      childName: 'Anna Maria Berg',
      storeUrl: expect.stringContaining(`/shop/${sellerId}`),
    });
    const again = await post(`/api/guardian/${newToken}/confirm`, { allowFullName: true });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(PEOPLE_MSG.guardianLinkInvalid);

    const open = await get(`/api/seller/retrieve-seller-shop?sellerId=${sellerId}`);
    expect(open.json()).toMatchObject({ awaitsGuardian: false, sellerName: 'Anna B.' });
    expect((await checkout(sellerId)).json()).toMatchObject({ responseMessage: 'ok' });
    const login = await latestMailTo(t.db, GUARDIAN);
    expect(login.subject).toBe("Anna Maria Berg's login details for the Riverside Class 4B fundraiser");
    const code = /Login code: (\S+)/.exec(login.text)?.[1];
    const byCode = await post('/api/account/login-seller', { loginPassword: code });
    expect(byCode.statusCode).toBe(200);

    // From now on the seller's mails go to the guardian.
    await post(
      '/api/contact-person/send-message-to-sellers',
      { webShopId: shop.webShopId, message: 'Go team' },
      shop.organiser.token,
    );
    expect((await latestMailTo(t.db, GUARDIAN)).text).toContain('Go team');
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'seller.guardian-confirm'))
      .orderBy(asc(auditEvents.id));
    expect(audit).toMatchObject({ actorRole: 'guardian', targetId: sellerId, after: { fullNameConsent: false } });
  });

  it("shows a minor's full name only when the guardian agreed and the organiser chose it", async () => {
    const { sellerId } = (await addMinor()).json() as { sellerId: number };
    const edit = (showFullName: boolean) =>
      post(
        '/api/seller/edit-participant',
        { sellerId, name: 'Anna Maria Berg', isMinor: true, guardianEmail: GUARDIAN, showFullName },
        shop.organiser.token,
      );
    const refused = await edit(true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ showFullName: PEOPLE_MSG.fullNameNeedsConsent });
    await post(`/api/guardian/${await tokenFromMail()}/confirm`, { allowFullName: true });
    expect((await edit(true)).statusCode).toBe(200);
    const store = await get(`/api/seller/retrieve-seller-shop?sellerId=${sellerId}`);
    expect(store.json()).toMatchObject({ sellerName: 'Anna Maria Berg', awaitsGuardian: false });
    // A new guardian confirms afresh: the store waits again, and the full name goes with the old consent.
    const changed = await post(
      '/api/seller/edit-participant',
      { sellerId, name: 'Anna Maria Berg', isMinor: true, guardianEmail: 'other.parent@example.com' },
      shop.organiser.token,
    );
    expect(changed.json()).toMatchObject({ mailedTo: 'guardian' });
    expect((await get(`/api/seller/retrieve-seller-shop?sellerId=${sellerId}`)).json()).toMatchObject({
      awaitsGuardian: true,
      sellerName: 'Anna B.',
    });
  });

  it("asks a minor for the guardian's email instead of an own one, when added and when registering", async () => {
    const withOwnEmail = await post(
      '/api/seller/register-new-seller',
      {
        addedByRole: 'contactperson',
        webShopId: shop.webShopId,
        name: 'Kid One',
        email: 'kid@example.com',
        isMinor: true,
        guardianEmail: GUARDIAN,
      },
      shop.organiser.token,
    );
    expect(withOwnEmail.statusCode).toBe(400);
    expect(withOwnEmail.json().fieldErrors).toMatchObject({ email: PEOPLE_MSG.minorOwnEmail });
    const withoutGuardian = await post(
      '/api/seller/register-new-seller',
      { addedByRole: 'contactperson', webShopId: shop.webShopId, name: 'Kid One', isMinor: true },
      shop.organiser.token,
    );
    expect(withoutGuardian.json().fieldErrors).toMatchObject({ guardianEmail: PEOPLE_MSG.guardianEmailMissing });

    const key = await registrationKeyOf(t.db, shop.webShopId);
    const adultWithoutEmail = await post('/api/seller/register-new-seller', {
      addedByRole: 'seller',
      sellerRegistrationKey: key,
      name: 'Grown Up',
      hasAcceptedTerms: true,
    });
    expect(adultWithoutEmail.json().fieldErrors).toMatchObject({ email: MSG.emailMissing });
    const minor = await post('/api/seller/register-new-seller', {
      addedByRole: 'seller',
      sellerRegistrationKey: key,
      name: 'Kid Two',
      isMinor: true,
      guardianEmail: GUARDIAN,
      hasAcceptedTerms: true,
    });
    expect(minor.statusCode).toBe(200);
    const [row] = await t.db.select().from(sellers).where(eq(sellers.id, minor.json().sellerId));
    expect(row).toMatchObject({ isMinor: true, email: null, guardianEmail: GUARDIAN, guardianConfirmedAt: null });
    expect((await latestMailTo(t.db, GUARDIAN)).subject).toBe(englishSubject);
    // The database holds the rule too: no own email and a guardian for every minor.
    await expect(t.db.update(sellers).set({ guardianEmail: null }).where(eq(sellers.id, row!.id))).rejects.toThrow();
    await expect(
      t.db.update(sellers).set({ email: 'kid2@example.com' }).where(eq(sellers.id, row!.id)),
    ).rejects.toThrow();
  });

  // Issue 40: a child joining through the invite link meets the same guardian step as one the organiser adds.
  it('keeps the store of a minor registered through the link closed, and mails only the guardian, until the guardian confirms', async () => {
    const CHILD = 'kid.berg@example.com';
    const key = await registrationKeyOf(t.db, shop.webShopId);
    const register = (extra: object) =>
      post('/api/seller/register-new-seller', {
        addedByRole: 'seller',
        sellerRegistrationKey: key,
        name: 'Kid Lina Berg',
        isMinor: true,
        guardianEmail: GUARDIAN,
        hasAcceptedTerms: true,
        ...extra,
      });
    // A child's own email is refused, not kept: nothing is saved and nobody is mailed.
    const withOwnEmail = await register({ email: CHILD });
    expect(withOwnEmail.statusCode).toBe(400);
    expect(withOwnEmail.json().fieldErrors).toEqual({ email: PEOPLE_MSG.minorOwnEmail });
    expect(await t.db.select().from(sellers).where(eq(sellers.name, 'Kid Lina Berg'))).toEqual([]);
    expect(await mailsTo(GUARDIAN)).toEqual([]);

    const registered = await register({});
    expect(registered.statusCode).toBe(200);
    const { sellerId, accessToken } = registered.json() as { sellerId: number; accessToken: string };
    expect(accessToken).not.toBe('');
    const [row] = await t.db.select().from(sellers).where(eq(sellers.id, sellerId));
    expect(row).toMatchObject({
      addedByRole: 'seller',
      email: null,
      isMinor: true,
      guardianEmail: GUARDIAN,
      guardianConfirmedAt: null,
    });
    const [asked] = await mailsTo(GUARDIAN);
    expect(asked!.subject).toBe(englishSubject);
    // The mail says who put the child in: the child itself, through the organiser's link.
    expect(asked!.text).toContain(
      'Kid Lina Berg has registered as a participant in the fundraiser for Riverside Class 4B on Fundshop, through the registration link of the organiser',
    );
    expect(asked!.text).not.toContain('has added Kid Lina Berg');

    // It cannot sell until the guardian confirms: the store is closed and checkout refused.
    const closed = await get(`/api/seller/retrieve-seller-shop?sellerId=${sellerId}`);
    expect(closed.json()).toMatchObject({ awaitsGuardian: true, sellerName: 'Kid B.' });
    expect((await checkout(sellerId)).json()).toMatchObject({
      responseMessage: 'error',
      message: PEOPLE_MSG.checkoutAwaitsGuardian,
    });
    const ordersBefore = await t.db.select().from(orders).where(eq(orders.sellerId, sellerId));
    expect(ordersBefore).toEqual([]);

    await post(`/api/guardian/${await tokenFromMail()}/confirm`, { allowFullName: false });
    expect((await get(`/api/seller/retrieve-seller-shop?sellerId=${sellerId}`)).json()).toMatchObject({
      awaitsGuardian: false,
    });
    expect((await checkout(sellerId)).json()).toMatchObject({ responseMessage: 'ok' });
    expect((await latestMailTo(t.db, GUARDIAN)).subject).toBe(
      "Kid Lina Berg's login details for the Riverside Class 4B fundraiser",
    );
    // Not one mail went to the child's address, before the confirmation or after.
    expect(await mailsTo(CHILD)).toEqual([]);
  });

  it("mails the guardian in the participant's language: the group's, then the child's own choice", async () => {
    await t.db.update(webshops).set({ language: 'sv' }).where(eq(webshops.id, shop.webShopId));
    const { sellerId } = (await addMinor()).json() as { sellerId: number };
    const sv = translatorFor('sv');
    const swedish = await latestMailTo(t.db, GUARDIAN);
    expect(swedish.subject).toBe(sv('people.guardianMailSubject', { group: 'Riverside Class 4B' }));
    expect(swedish.text).toContain(sv('people.guardianMailIgnore', { days: 14 }));
    expect(swedish.text).toContain(`${sv('people.guardianMailAction')}: `);
    expect(swedish.text).toContain('har lagt till Anna Maria Berg som deltagare i insamlingen för Riverside Class 4B');
    expect(swedish.text).not.toContain('The store opens only when you confirm');

    await t.db.update(sellers).set({ language: 'fr' }).where(eq(sellers.id, sellerId));
    await post('/api/seller/resend-login-details', { sellerId, by: 'mail' }, shop.organiser.token);
    const french = await latestMailTo(t.db, GUARDIAN);
    expect(french.subject).toBe(
      'Veuillez confirmer la participation de votre enfant à la collecte de fonds de Riverside Class 4B',
    );
    expect(french.text).toContain('Le lien fonctionne pendant 14 jours.');
  });
});
