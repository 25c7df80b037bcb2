import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SELLER_ID, DEMO_WEBSHOP_ID, PERSONAL_DATA_MSG, type PersonalDataExport } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import {
  auditEvents,
  contactPersons,
  mailOutbox,
  orders,
  personalDataLinks,
  pictures,
  sellers,
} from '../../db/schema.ts';
import { bearer, latestMailTo } from '../../testing/fixtures.ts';
import { addOperator, type TestOperator } from '../../testing/operator-fixtures.ts';
import { openShop } from '../../testing/checkout-fixtures.ts';
import { cardOrder } from '../../testing/order-fixtures.ts';
import {
  confirmed,
  dataLinkMailedTo,
  endedFundraiser,
  PEOPLE,
  type EndedFundraiser,
} from '../../testing/people-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';

/** Download and erasure, rule by rule and role by role (issue 27, docs/decisions/0039). */
describe.each(singleDatabaseKinds)('personal data on %s', (kind) => {
  let t: TestApp;
  let world: EndedFundraiser;
  let admin: TestOperator;
  let support: TestOperator;
  beforeEach(async () => {
    t = await createTestApp(kind);
    world = await endedFundraiser(t);
    [admin, support] = await Promise.all([addOperator(t, 'admin'), addOperator(t, 'support')]);
  });
  afterEach(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const organiser = () => bearer(world.shop.organiser.token);
  const seller = () => bearer(world.seller.token);
  const auditRows = (action: string) =>
    t.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(auditEvents.id);

  it("gives the organiser and the seller their own data as JSON and CSV, and nobody else's", async () => {
    const mine = await get('/api/personal-data/me', organiser());
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-disposition']).toMatch(/attachment; filename="fundshop-organiser-data-.*\.json"/);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const data = mine.json() as PersonalDataExport;
    expect(data.sections.organiser).toEqual([
      expect.objectContaining({ firstName: 'Ottoline', email: PEOPLE.organiser.email, phoneNumber: '+1 555 0177' }),
    ]);
    expect(data.sections.messages).toHaveLength(2);
    for (const other of [PEOPLE.buyer.email, PEOPLE.buyer.lastName, PEOPLE.seller.email]) {
      expect(mine.body).not.toContain(other);
    }

    const csv = await get('/api/personal-data/me.csv', organiser());
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.startsWith('\uFEFF"section","record","field","value"\r\n')).toBe(true);
    expect(csv.body).toContain(`"organiser","1","email","${PEOPLE.organiser.email}"`);

    const sellers = (await get('/api/personal-data/me', seller())).json() as PersonalDataExport;
    expect(sellers.subject).toBe('seller');
    expect(sellers.sections.participant).toEqual([
      expect.objectContaining({ name: PEOPLE.seller.name, email: PEOPLE.seller.email }),
    ]);
    expect(sellers.sections.sales!.map((s) => s.orderNumber)).toEqual([world.cardOrderId, world.manualOrderId]);
    const sellerBody = JSON.stringify(sellers);
    for (const other of [PEOPLE.buyer.firstName, PEOPLE.buyer.email, PEOPLE.buyer.phone, PEOPLE.organiser.email]) {
      expect(sellerBody).not.toContain(other);
    }
  });

  it('refuses the own-data routes without a group session: anonymous 401, an operator 401', async () => {
    const operator = bearer(admin.token);
    for (const headers of [{}, operator]) {
      expect((await get('/api/personal-data/me', headers)).statusCode).toBe(401);
      expect((await get('/api/personal-data/me.csv', headers)).statusCode).toBe(401);
      expect((await post('/api/personal-data/me/erase', confirmed, headers)).statusCode).toBe(401);
    }
  });

  it('mails a supporter a link to its data and answers the same for an address that bought nothing', async () => {
    const known = await post('/api/personal-data/link', { email: PEOPLE.buyer.email.toUpperCase() });
    const unknown = await post('/api/personal-data/link', { email: 'nobody.bought@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: PERSONAL_DATA_MSG.linkSent(24) });
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nobody.bought@example.com'))).toEqual([]);
    expect((await post('/api/personal-data/link', { email: 'not-an-email' })).statusCode).toBe(400);

    // A declined and an abandoned checkout with the same address: given apart, not counted as orders.
    const elsewhere = await openShop(t.app, t.db);
    const unpaid = { buyerEmail: PEOPLE.buyer.email };
    await cardOrder(
      t.app,
      elsewhere,
      [{ productId: elsewhere.productIds[0]!, amountOrdered: 3 }],
      'declined',
      'Wilhelmina',
      unpaid,
    );
    await cardOrder(
      t.app,
      elsewhere,
      [{ productId: elsewhere.productIds[0]!, amountOrdered: 1 }],
      'none',
      'Wilhelmina',
      unpaid,
    );
    const token = await dataLinkMailedTo(t.db, PEOPLE.buyer.email.toUpperCase());
    const data = await get(`/api/personal-data/buyer/${token}`);
    expect(data.statusCode).toBe(200);
    const exported = data.json() as PersonalDataExport;
    expect(exported.sections.orders!.map((o) => [o.orderNumber, o.firstName, o.total])).toEqual([
      [world.cardOrderId, 'Wilhelmina', 220],
      [world.manualOrderId, 'Wilhelmina', 44],
    ]);
    expect(exported.sections.items).toEqual([
      expect.objectContaining({ orderNumber: world.cardOrderId, quantity: 10, unitPrice: 22 }),
      expect.objectContaining({ orderNumber: world.manualOrderId, quantity: 2, unitPrice: 22 }),
    ]);
    expect(exported.sections.unpaidCheckouts!.map((o) => [o.firstName, o.status, o.paidAt])).toEqual([
      ['Wilhelmina', expect.stringMatching(/^(pending|cancelled)$/), null],
      ['Wilhelmina', 'pending', null],
    ]);
    expect(exported.sections.unpaidCheckoutItems!.map((i) => i.quantity)).toEqual([3, 1]);
    // Whom the orders supported is the seller's data, not the buyer's.
    expect(data.body).not.toContain(PEOPLE.seller.email);
    expect(data.body).not.toContain(PEOPLE.organiser.email);
    const csv = await get(`/api/personal-data/buyer/${token}/csv`);
    expect(csv.body).toContain(`"orders","1","email","${PEOPLE.buyer.email}"`);

    expect((await get(`/api/personal-data/buyer/${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await get('/api/personal-data/buyer/short')).statusCode).toBe(400);
    await t.db.update(personalDataLinks).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await get(`/api/personal-data/buyer/${token}`)).json()).toMatchObject({
      responseMessage: 'data-link-invalid',
      message: PERSONAL_DATA_MSG.linkInvalid,
    });
  });

  it("writes the link mail in the language of the supporter's latest order", async () => {
    await t.db.update(orders).set({ language: 'sv' }).where(eq(orders.id, world.cardOrderId));
    await t.db.update(orders).set({ language: 'fr' }).where(eq(orders.id, world.manualOrderId));
    expect((await post('/api/personal-data/link', { email: PEOPLE.buyer.email })).statusCode).toBe(200);
    const fr = translatorFor('fr');
    const mail = await latestMailTo(t.db, PEOPLE.buyer.email);
    expect(mail.subject).toBe(fr('personalData.mailSubject'));
    expect(mail.text).toContain(`${fr('personalData.mailIntro')}\n\nLe lien fonctionne pendant 24 heures.`);
    expect(mail.text).toContain(`${fr('personalData.mailAction')}\u00a0: `);
    expect(mail.text).not.toContain(PERSONAL_DATA_MSG.mailIntro);
  });

  it('limits the link mails to 3 an hour per address, counted whether or not it bought', async () => {
    for (const email of [PEOPLE.buyer.email, 'nobody.bought@example.com']) {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await post('/api/personal-data/link', { email })).statusCode);
      // The fixture asked once for the buyer already.
      expect(answers).toEqual(email === PEOPLE.buyer.email ? [200, 200, 429, 429] : [200, 200, 200, 429]);
    }
  });

  it('erases only with the confirmation; a supporter through its link, which then ends', async () => {
    const token = await dataLinkMailedTo(t.db, PEOPLE.buyer.email);
    expect((await post(`/api/personal-data/buyer/${token}/erase`, {})).statusCode).toBe(400);
    expect((await post(`/api/personal-data/buyer/${token}/erase`, { confirm: 'yes' })).statusCode).toBe(400);
    expect((await t.db.select().from(orders).where(eq(orders.id, world.cardOrderId)))[0]!.buyerEmail).toBe(
      PEOPLE.buyer.email,
    );

    const erased = await post(`/api/personal-data/buyer/${token}/erase`, confirmed);
    expect(erased.statusCode).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, world.cardOrderId));
    expect(order).toMatchObject({ buyerFirstName: '', buyerEmail: '', streetAddress: '', totalMinor: 22_000 });
    expect(order!.buyerErasedAt).not.toBeNull();
    expect((await get(`/api/personal-data/buyer/${token}`)).statusCode).toBe(404);
    const [row, ...more] = await auditRows('buyer.erase');
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      actorRole: 'buyer',
      actorId: null,
      webshopId: world.shop.webShopId,
      after: { orderIds: [world.cardOrderId, world.manualOrderId] },
    });
    expect(JSON.stringify(row)).not.toMatch(/Wilhelmina|xanthoudakis/i);
  });

  it('erases a seller at its own request: logged out, no login, no picture, never added back', async () => {
    const key = 'a'.repeat(64);
    await t.db.insert(pictures).values({ key, contentType: 'image/jpeg', bytes: Buffer.from([0xff, 0xd8, 0xff]) });
    await t.db.update(sellers).set({ pictureFile: key }).where(eq(sellers.id, world.seller.sellerId));

    expect((await post('/api/personal-data/me/erase', confirmed, seller())).statusCode).toBe(200);
    const [row] = await t.db.select().from(sellers).where(eq(sellers.id, world.seller.sellerId));
    expect(row).toMatchObject({
      name: PERSONAL_DATA_MSG.erasedParticipant(world.seller.sellerId),
      email: null,
      isActive: false,
      pictureFile: null,
      commentToBuyers: '',
    });
    expect(await t.db.select().from(pictures).where(eq(pictures.key, key))).toEqual([]);
    expect((await get('/api/personal-data/me', seller())).statusCode).toBe(401);
    const login = await post('/api/account/login-seller', {
      loginEmail: PEOPLE.seller.email,
      loginPassword: world.seller.code,
    });
    expect(login.statusCode).toBe(401);
    const back = await post(
      '/api/seller/update-seller-active-status',
      { sellerId: world.seller.sellerId, setActive: true, webShopId: world.shop.webShopId },
      organiser(),
    );
    expect(back.json()).toMatchObject({ responseMessage: 'seller-erased', message: PERSONAL_DATA_MSG.sellerErased });
    expect(await auditRows('seller.erase')).toMatchObject([
      { actorRole: 'seller', actorId: world.seller.sellerId, targetId: world.seller.sellerId },
    ]);
  });

  it("refuses the organiser's own erasure while the group has money outstanding, and says why", async () => {
    // A new sale after the payout: the shop opens again and earns what a payout could take.
    expect(
      (await post('/api/contact-person/update-web-shop-lock-status', { isLocked: false }, organiser())).statusCode,
    ).toBe(200);
    await cardOrder(t.app, world.shop, [{ productId: world.shop.productIds[0]!, amountOrdered: 1 }], 'paid');
    const refused = await post('/api/personal-data/me/erase', confirmed, organiser());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      responseMessage: 'money-outstanding',
      message: PERSONAL_DATA_MSG.organiserMoneyOutstanding,
    });
    const [person] = await t.db.select().from(contactPersons).where(eq(contactPersons.webshopId, world.shop.webShopId));
    expect(person).toMatchObject({ email: PEOPLE.organiser.email, erasedAt: null });
    expect(await auditRows('organiser.erase')).toEqual([]);
  });

  it('erases the organiser once nothing is outstanding: logged out, cannot log in, the group locked', async () => {
    const erased = await post('/api/personal-data/me/erase', confirmed, organiser());
    expect(erased.statusCode).toBe(200);
    expect((await get('/api/personal-data/me', organiser())).statusCode).toBe(401);
    const login = await post('/api/account/login-contact-person', {
      webShopId: world.shop.webShopId,
      password: world.shop.organiser.password,
    });
    expect(login.statusCode).toBe(401);
    expect(await auditRows('organiser.erase')).toMatchObject([
      { actorRole: 'contactperson', targetType: 'webshop', targetId: world.shop.webShopId, after: { isLocked: true } },
    ]);
  });

  it('lets an admin erase anyone on request (audited with the reason); a support operator is refused', async () => {
    const erase = (body: object, token = admin.token) =>
      post('/api/operator/personal-data/erase', { ...confirmed, reason: 'asked by mail', ...body }, bearer(token));
    expect((await erase({ subject: 'buyer', email: PEOPLE.buyer.email }, support.token)).statusCode).toBe(403);
    expect((await erase({ subject: 'seller', sellerId: 999_999 })).statusCode).toBe(404);
    expect((await erase({ subject: 'nobody' })).statusCode).toBe(400);
    expect((await erase({ subject: 'seller', sellerId: world.seller.sellerId, reason: '' })).statusCode).toBe(400);

    expect((await erase({ subject: 'buyer', email: PEOPLE.buyer.email })).json()).toEqual({
      subject: 'buyer',
      erased: 2,
    });
    expect((await erase({ subject: 'seller', sellerId: world.seller.sellerId })).json()).toEqual({
      subject: 'seller',
      erased: 1,
    });
    // The organiser even with money outstanding: the group keeps its payment account (decision 0039).
    await post('/api/contact-person/update-web-shop-lock-status', { isLocked: false }, organiser());
    await cardOrder(t.app, world.shop, [{ productId: world.shop.productIds[0]!, amountOrdered: 1 }], 'paid');
    expect((await erase({ subject: 'organiser', webShopId: world.shop.webShopId })).json()).toEqual({
      subject: 'organiser',
      erased: 1,
    });
    // Asked again: nothing left to erase, nothing written.
    expect((await erase({ subject: 'seller', sellerId: world.seller.sellerId })).json()).toMatchObject({ erased: 0 });
    const rows = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorRole, 'operator'), sql`${auditEvents.action} like '%.erase'`));
    expect(rows.map((r) => [r.action, r.actorId, r.reason])).toEqual([
      ['buyer.erase', admin.id, 'asked by mail'],
      ['seller.erase', admin.id, 'asked by mail'],
      ['organiser.erase', admin.id, 'asked by mail'],
    ]);
  });

  it("refuses to erase the demo's own organiser and seller, which everyone tries", async () => {
    const demo = await post('/api/account/login-contact-person', {
      webShopId: DEMO_WEBSHOP_ID,
      password: 'demo-organiser',
    });
    const refused = await post('/api/personal-data/me/erase', confirmed, bearer(demo.json().accessToken));
    expect(refused.json()).toMatchObject({ responseMessage: 'demo-account', message: PERSONAL_DATA_MSG.demoAccount });
    const byAdmin = await post(
      '/api/operator/personal-data/erase',
      { ...confirmed, reason: 'probe', subject: 'seller', sellerId: DEMO_SELLER_ID },
      bearer(admin.token),
    );
    expect(byAdmin.statusCode).toBe(409);
    expect(await auditRows('organiser.erase')).toEqual([]);
  });

  it('erases a seller once when it asks twice at the same moment', async () => {
    const answers = await Promise.all([
      post('/api/personal-data/me/erase', confirmed, seller()),
      post('/api/personal-data/me/erase', confirmed, seller()),
    ]);
    // The second waits for the first's row lock, then finds its session gone or the seller erased already.
    expect(answers.map((a) => a.statusCode).sort()).toEqual(expect.arrayContaining([200]));
    expect(answers.every((a) => [200, 401].includes(a.statusCode))).toBe(true);
    expect(await auditRows('seller.erase')).toHaveLength(1);
  });
});
