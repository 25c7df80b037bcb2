// One file: the seller calls' API tests (registration, details, list, removal), on every database kind.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PICTURE_BYTES, MSG, nameTakenMessage } from '@fundshop/core';
import {
  editSellerDetailsRuleCases,
  organiserAddsSellerRuleCases,
  sellerSelfRegistrationRuleCases,
  withRule,
} from '@fundshop/core/testing';
import { createSession } from '../../auth/session.ts';
import { mailOutbox, orders, pictures, rateLimits, sellers } from '../../db/schema.ts';
import { deleteUnusedPictures } from '../../integrations/images/database-picture-store.ts';
import { bearer, latestMailTo, registerOrganiser, type Organiser } from '../../testing/fixtures.ts';
import { addSeller, mailedLoginCode, registrationKeyOf, type TestSeller } from '../../testing/seller-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';
import { SELF_REGISTRATION_LIMIT } from './service.ts';

const ORG = 'Riverside Class 4B';
const CODE_PATTERN = /^[A-HJ-KMNP-Z2-9]{12}$/;

const png = (width = 900, height = 500) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.6 } } })
    .png()
    .toBuffer();

describe.each(singleDatabaseKinds)('sellers on %s', (kind) => {
  let t: TestApp;
  let organiser: Organiser;
  let other: Organiser;
  let key: string;
  beforeEach(async () => {
    t = await createTestApp(kind);
    organiser = await registerOrganiser(t.app, t.db, {
      schoolOrAssociation: ORG,
      firstName: 'Jamie',
      lastName: 'Lee',
      phoneNumber: '+1 555 0101',
    });
    other = await registerOrganiser(t.app, t.db, { schoolOrAssociation: 'Hillside FC' });
    key = await registrationKeyOf(t.db, organiser.webShopId);
  });
  afterEach(() => t.close());

  const headersOf = (token?: string) => (token ? bearer(token) : {});
  const post = (url: string, payload: unknown, token?: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: headersOf(token) });
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: headersOf(token) });
  const register = (payload: unknown, token?: string) => post('/api/seller/register-new-seller', payload, token);
  const byOrganiser = (fields: object, o: Organiser = organiser) =>
    register({ addedByRole: 'contactperson', webShopId: o.webShopId, ...fields }, o.token);
  const selfRegistration = (fields: object = {}) => ({
    addedByRole: 'seller',
    webShopId: organiser.webShopId,
    sellerRegistrationKey: key,
    name: 'Noah Smith',
    email: 'noah@example.com',
    hasAcceptedTerms: true,
    ...fields,
  });
  const details = (sellerId: number, token: string) =>
    get(`/api/seller/retrieve-seller-details?sellerId=${sellerId}`, token);
  const update = (payload: object, token: string) => post('/api/seller/update-seller-details', payload, token);
  const list = (o: Organiser = organiser) => get(`/api/seller/seller-list?webShopId=${o.webShopId}`, o.token);
  const setActive = (sellerId: number, active: boolean) =>
    post('/api/seller/update-seller-active-status', { sellerId, setActive: active }, organiser.token);
  const loginSeller = (payload: object) => post('/api/account/login-seller', payload);
  const mailCount = async () => (await t.db.select().from(mailOutbox)).length;

  it('organiser adds participants with or without email; the table shows codes, emails, status and paid sales', async () => {
    const mailsBefore = await mailCount();
    const emma = await byOrganiser({ name: '  Emma Johnson ', email: 'Emma@Example.com' });
    expect(emma.statusCode).toBe(200);
    expect(emma.json()).toMatchObject({ responseMessage: 'ok', sellerName: 'Emma Johnson', accessToken: '' });
    const emmaId = emma.json().sellerId as number;

    const mail = await latestMailTo(t.db, 'Emma@Example.com');
    expect(mail.containsCredentials).toBe(true);
    const code = await mailedLoginCode(t.db, 'Emma@Example.com');
    expect(code).toMatch(CODE_PATTERN);
    expect(mail.subject).toContain(ORG);
    expect(mail.text).toContain(`http://localhost:3000/seller/login?inloggningskod=${code}`);
    expect(mail.html).toContain(`/seller/login?inloggningskod=${code}`);

    const liam = await byOrganiser({ name: 'Liam Brown' });
    expect(liam.statusCode).toBe(200);
    expect(await mailCount()).toBe(mailsBefore + 1);

    // Stored as HMAC and ciphertext only.
    const [row] = await t.db.select().from(sellers).where(eq(sellers.id, emmaId));
    expect(row?.loginCodeHmac).not.toContain(code);
    expect(row?.loginCodeEncrypted).not.toContain(code);
    expect(row).toMatchObject({ addedByRole: 'contactperson', isActive: true, email: 'Emma@Example.com' });

    const base = {
      webshopId: organiser.webShopId,
      sellerId: emmaId,
      createdByRole: 'buyer' as const,
      buyerFirstName: 'Pat',
      countryCode: 'US',
      streetAddress: '1 Main St',
      city: 'Springfield',
      postalCode: '12345',
      state: 'IL',
      currencyCode: 'USD',
    };
    await t.db.insert(orders).values([
      { ...base, source: 'card', status: 'paid', totalMinor: 2200, paidAt: new Date() },
      {
        ...base,
        source: 'manual',
        status: 'paid',
        createdByRole: 'contactperson',
        totalMinor: 1050,
        paidAt: new Date(),
      },
      { ...base, source: 'card', status: 'pending', totalMinor: 9900 },
      { ...base, source: 'card', status: 'cancelled', totalMinor: 4400 },
    ]);

    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = response.json().sellerAllSalesDetailsList;
    expect(rows).toEqual([
      {
        sellerId: emmaId,
        name: 'Emma Johnson',
        password: code,
        isActive: true,
        totalSales: 32.5,
        currencyCode: 'USD',
        email: 'Emma@Example.com',
        isMinor: false,
        guardianEmail: '',
        guardianConfirmed: false,
        fullNameConsent: false,
        showFullName: false,
      },
      {
        sellerId: liam.json().sellerId,
        name: 'Liam Brown',
        password: expect.stringMatching(CODE_PATTERN),
        isActive: true,
        totalSales: 0,
        currencyCode: 'USD',
        email: '',
        isMinor: false,
        guardianEmail: '',
        guardianConfirmed: false,
        fullNameConsent: false,
        showFullName: false,
      },
    ]);
    // The organiser hands Liam his code; it works as a link login.
    const linkLogin = await loginSeller({ loginPassword: rows[1].password });
    expect(linkLogin.json()).toMatchObject({
      responseMessage: 'ok',
      sellerId: liam.json().sellerId,
      sellerName: 'Liam Brown',
    });

    expect((await list(other)).json()).toEqual({ sellerAllSalesDetailsList: [] });
  });

  it('a participant registers through the group link, is logged in at once and gets the login mail', async () => {
    const info = await get(
      `/api/seller/retrieve-basic-webshop-info?webShopId=${organiser.webShopId}&sellerRegistrationKey=${key}`,
    );
    // The group link shows the organiser's name, not how to reach them.
    const withheld = {
      responseMessage: 'ok',
      customerName: ORG,
      customerClassOrTeam: '',
      contactPersonName: 'Jamie Lee',
      contactPersonEmail: '',
      contactPersonPhoneNumber: '',
    };
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual(withheld);
    expect((await get(`/api/seller/retrieve-basic-webshop-info?sellerRegistrationKey=${key}`)).statusCode).toBe(200);
    const otherKey = await registrationKeyOf(t.db, other.webShopId);
    for (const query of [
      `webShopId=${organiser.webShopId}&sellerRegistrationKey=WRONGKEY`,
      `webShopId=${organiser.webShopId}&sellerRegistrationKey=${otherKey}`,
      `webShopId=${organiser.webShopId}`,
    ]) {
      const notFound = await get(`/api/seller/retrieve-basic-webshop-info?${query}`);
      expect(notFound.statusCode, query).toBe(404);
      expect(notFound.json()).toMatchObject({
        responseMessage: 'registration-link-not-found',
        message: MSG.registrationLinkNotFound,
      });
    }

    const response = await register(selfRegistration());
    expect(response.statusCode).toBe(200);
    const { sellerId, sellerName, accessToken } = response.json();
    expect(sellerName).toBe('Noah Smith');
    expect(accessToken.length).toBeGreaterThanOrEqual(40);
    expect((await details(sellerId, accessToken)).json()).toEqual({
      sellerName: 'Noah Smith',
      salesGoal: 0,
      commentToBuyers: '',
      sellerPictureUrl: null,
      countryCode: 'US',
      email: 'noah@example.com',
    });
    // The session self-registration hands out proves nothing about who used the public link: the organiser's name
    // only (docs/decisions/0019).
    const contact = (token: string) =>
      get(`/api/seller/retrieve-basic-webshop-info-by-seller-id?sellerId=${sellerId}`, token);
    expect((await contact(accessToken)).json()).toEqual(withheld);
    const [row] = await t.db.select().from(sellers).where(eq(sellers.id, sellerId));
    expect(row).toMatchObject({ addedByRole: 'seller', contactDetailsVisibleAt: null });
    // A login with the mailed code proves the mailbox: from then on every session of the seller sees them.
    const code = await mailedLoginCode(t.db, 'noah@example.com');
    const login = await loginSeller({ loginEmail: 'noah@example.com', loginPassword: code });
    expect(login.statusCode).toBe(200);
    const shown = { ...withheld, contactPersonEmail: organiser.email, contactPersonPhoneNumber: '+1 555 0101' };
    expect((await contact(login.json().accessToken)).json()).toEqual(shown);
    expect((await contact(accessToken)).json()).toEqual(shown);

    for (const wrong of [
      { sellerRegistrationKey: 'WRONGKEY' },
      { sellerRegistrationKey: otherKey },
      { sellerRegistrationKey: undefined },
    ]) {
      const refused = await register(selfRegistration({ ...wrong, name: 'Ava', email: 'ava@example.com' }));
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({
        responseMessage: 'registration-link-not-found',
        message: MSG.registrationLinkNotFound,
      });
    }

    // Public registrations are rate limited per client network.
    await t.db
      .insert(rateLimits)
      .values({ key: 'seller-register:10.7.0.1', windowStart: new Date(), count: SELF_REGISTRATION_LIMIT.limit });
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/seller/register-new-seller',
      payload: selfRegistration({ name: 'Mia', email: 'mia@example.com' }),
      remoteAddress: '10.7.0.1',
    });
    expect(limited.statusCode).toBe(429);
  });

  it("shows the organiser's email and phone to a seller the organiser added, and after a link login", async () => {
    const contact = (sellerId: number, token: string) =>
      get(`/api/seller/retrieve-basic-webshop-info-by-seller-id?sellerId=${sellerId}`, token);
    // Added by the organiser: trusted at once, whatever session it holds.
    const added = (await byOrganiser({ name: 'Emma Johnson' })).json().sellerId as number;
    const token = await createSession(t.db, { role: 'seller', webshopId: organiser.webShopId, sellerId: added });
    expect((await contact(added, token)).json()).toMatchObject({
      contactPersonEmail: organiser.email,
      contactPersonPhoneNumber: '+1 555 0101',
    });

    // Self-registered, then the login link from its mail (the code alone).
    const self = (await register(selfRegistration({ name: 'Ava Link', email: 'ava.link@example.com' }))).json();
    expect((await contact(self.sellerId, self.accessToken)).json().contactPersonEmail).toBe('');
    const code = await mailedLoginCode(t.db, 'ava.link@example.com');
    const link = await loginSeller({ loginPassword: code });
    expect(link.statusCode).toBe(200);
    expect((await contact(self.sellerId, link.json().accessToken)).json().contactPersonEmail).toBe(organiser.email);
  });

  it('applies the SPEC §5 rules with their messages', async () => {
    for (const rule of sellerSelfRegistrationRuleCases) {
      const response = await register(withRule(selfRegistration(), rule));
      expect(response.statusCode, `${rule.field}=${String(rule.value)}`).toBe(400);
      expect(response.json().fieldErrors[rule.field]).toBe(rule.message);
    }
    for (const rule of organiserAddsSellerRuleCases) {
      const response = await byOrganiser(withRule({ name: 'Valid Name', email: '' }, rule));
      expect(response.statusCode, `${rule.field}=${String(rule.value)}`).toBe(400);
      expect(response.json().fieldErrors[rule.field]).toBe(rule.message);
    }
    const seller = await addSeller(t.app, t.db, organiser);
    const valid = { sellerId: seller.sellerId, name: 'Valid', salesGoal: 10, commentToBuyers: '' };
    for (const rule of editSellerDetailsRuleCases) {
      const response = await update(withRule(valid, rule), seller.token);
      expect(response.statusCode, `${rule.field}=${String(rule.value)}`).toBe(400);
      expect(response.json().fieldErrors[rule.field]).toBe(rule.message);
    }
    const noRole = await register({ name: 'X', webShopId: organiser.webShopId }, organiser.token);
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().fieldErrors.addedByRole).toBeTruthy();
    expect((await get('/api/seller/retrieve-seller-details?sellerId=abc', seller.token)).statusCode).toBe(400);
    expect(
      (await post('/api/seller/update-seller-active-status', { sellerId: seller.sellerId }, organiser.token)).json(),
    ).toMatchObject({ fieldErrors: { setActive: MSG.fieldMissing } });
    expect((await t.db.select().from(sellers).where(eq(sellers.name, 'Valid Name'))).length).toBe(0);
  });

  it('answers error-name and error-email from the unique indexes, also for concurrent registrations', async () => {
    expect((await byOrganiser({ name: 'Emma Johnson', email: 'emma@example.com' })).statusCode).toBe(200);
    const takenMessage = nameTakenMessage(ORG);
    for (const attempt of [
      byOrganiser({ name: 'emma JOHNSON' }),
      register(selfRegistration({ name: 'EMMA JOHNSON ', email: 'emma2@example.com' })),
    ]) {
      const response = await attempt;
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        responseMessage: 'error-name',
        message: takenMessage,
        fieldErrors: { name: takenMessage },
      });
    }
    expect((await byOrganiser({ name: 'Emma Johnson' }, other)).statusCode).toBe(200);
    const emailTaken = await byOrganiser({ name: 'Someone Else', email: 'EMMA@example.COM' }, other);
    expect(emailTaken.statusCode).toBe(409);
    expect(emailTaken.json()).toMatchObject({
      responseMessage: 'error-email',
      message: MSG.emailTakenOnRegister,
      fieldErrors: { email: MSG.emailTakenOnRegister },
    });

    const racing = await Promise.all([
      byOrganiser({ name: 'Olivia Green' }),
      byOrganiser({ name: 'olivia green' }),
      register(selfRegistration({ name: 'Olivia green', email: 'olivia@example.com' })),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const olivias = await t.db
      .select()
      .from(sellers)
      .where(sql`lower(${sellers.name}) = 'olivia green'`);
    expect(olivias.length).toBe(1);

    // On edit: the "in this webshop" variant and the shorter email message.
    const liam = await addSeller(t.app, t.db, organiser, { name: 'Liam Brown', email: 'liam@example.com' });
    const edit = { sellerId: liam.sellerId, salesGoal: 0, commentToBuyers: '' };
    const rename = await update({ ...edit, name: 'EMMA johnson' }, liam.token);
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toMatchObject({ responseMessage: 'error-name', message: nameTakenMessage(ORG, 'edit') });
    expect(nameTakenMessage(ORG, 'edit').endsWith('in this webshop.')).toBe(true);
    const newEmail = await update({ ...edit, name: 'Liam Brown', email: 'Emma@example.com' }, organiser.token);
    expect(newEmail.statusCode).toBe(409);
    expect(newEmail.json()).toMatchObject({ responseMessage: 'error-email', message: MSG.emailTakenOnEdit });
    expect((await details(liam.sellerId, liam.token)).json()).toMatchObject({
      sellerName: 'Liam Brown',
      email: 'liam@example.com',
    });
  });

  it('re-encodes pictures to 600x600 JPEG, serves them cacheable for good, and refuses anything else', async () => {
    const keyOf = (url: string) => /^\/api\/pictures\/([0-9a-f]{64})\.jpg$/.exec(url)?.[1];
    const storedKeys = async () => (await t.db.select({ key: pictures.key }).from(pictures)).map((p) => p.key).sort();
    // A picture let go within PICTURE_REUSE_GRACE_MINUTES of being saved is kept (decision 0012): age them all.
    const ageStoredPictures = () => t.db.update(pictures).set({ savedAt: sql`now() - interval '1 day'` });
    const registered = await byOrganiser({
      name: 'Pic Person',
      sellerPictureUrlAsByteArray: (await png()).toString('base64'),
    });
    expect(registered.statusCode).toBe(200);
    const sellerId = registered.json().sellerId as number;
    const first = (await details(sellerId, organiser.token)).json().sellerPictureUrl as string;
    expect(first).toMatch(/^\/api\/pictures\/[0-9a-f]{64}\.jpg$/);

    const served = await get(first);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBe(`"${keyOf(first)}"`);
    expect(createHash('sha256').update(served.rawPayload).digest('hex')).toBe(keyOf(first));
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 600 });
    await ageStoredPictures();

    // A changed picture (here a JPEG as a data: URL) gets a new address; the old picture goes.
    const jpeg = await sharp(await png(300, 1200))
      .jpeg()
      .toBuffer();
    const edit = { sellerId, name: 'Pic Person', salesGoal: 0, commentToBuyers: '' };
    const changed = await update(
      {
        ...edit,
        hasChangedSellerPicture: true,
        sellerPictureUrlAsByteArray: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
      },
      organiser.token,
    );
    expect(changed.statusCode).toBe(200);
    const second = (await details(sellerId, organiser.token)).json().sellerPictureUrl as string;
    expect(second).not.toBe(first);
    expect((await get(first)).statusCode).toBe(404);
    expect(await sharp((await get(second)).rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 600,
      height: 600,
    });
    expect(await storedKeys()).toEqual([keyOf(second)]);

    // Without hasChangedSellerPicture the picture stays, whatever is sent.
    await update({ ...edit, sellerPictureUrlAsByteArray: 'garbage' }, organiser.token);
    expect((await details(sellerId, organiser.token)).json().sellerPictureUrl).toBe(second);

    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00f' } })
      .gif()
      .toBuffer();
    for (const bad of [
      Buffer.from('This is a text file renamed to picture.png').toString('base64'),
      gif.toString('base64'),
      'not base64 at all!',
      `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
    ]) {
      const refused = await byOrganiser({ name: 'Bad Picture', sellerPictureUrlAsByteArray: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        responseMessage: 'error-picture',
        message: MSG.pictureInvalid,
        fieldErrors: { sellerPictureUrlAsByteArray: MSG.pictureInvalid },
      });
      const onEdit = await update(
        { ...edit, hasChangedSellerPicture: true, sellerPictureUrlAsByteArray: bad },
        organiser.token,
      );
      expect(onEdit.json()).toMatchObject({ responseMessage: 'error-picture', message: MSG.pictureInvalid });
    }
    const tooLarge = await byOrganiser({
      name: 'Big Picture',
      sellerPictureUrlAsByteArray: 'A'.repeat(Math.ceil(MAX_PICTURE_BYTES / 3) * 4 + 104),
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().fieldErrors.sellerPictureUrlAsByteArray).toBe(MSG.pictureTooLarge);
    const decodedTooLarge = await byOrganiser({
      name: 'Big Picture',
      sellerPictureUrlAsByteArray: Buffer.alloc(MAX_PICTURE_BYTES + 3).toString('base64'),
    });
    expect(decodedTooLarge.json()).toMatchObject({ responseMessage: 'error-picture', message: MSG.pictureTooLarge });
    const hugeBody = await byOrganiser({ name: 'Huge', sellerPictureUrlAsByteArray: 'A'.repeat(9 * 1024 * 1024) });
    expect(hugeBody.statusCode).toBe(413);

    // A registration refused after its picture was stored leaves it only for the grace period: housekeeping
    // deletes it afterwards.
    const duplicate = await byOrganiser({
      name: 'pic person',
      sellerPictureUrlAsByteArray: (await png()).toString('base64'),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(await storedKeys()).toEqual([keyOf(first), keyOf(second)].sort());
    expect(await deleteUnusedPictures(t.db)).toBe(0);
    await ageStoredPictures();
    expect(await deleteUnusedPictures(t.db)).toBe(1);
    expect(await storedKeys()).toEqual([keyOf(second)]);

    // Two sellers with the same picture share it; one letting go of it leaves it to the other.
    const twin = await byOrganiser({
      name: 'Pic Twin',
      sellerPictureUrlAsByteArray: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    });
    const twinId = twin.json().sellerId as number;
    expect((await details(twinId, organiser.token)).json().sellerPictureUrl).toBe(second);
    await ageStoredPictures();
    await update({ ...edit, hasChangedSellerPicture: true, sellerPictureUrlAsByteArray: '' }, organiser.token);
    expect((await details(sellerId, organiser.token)).json().sellerPictureUrl).toBeNull();
    expect((await get(second)).statusCode).toBe(200);
    expect(await deleteUnusedPictures(t.db)).toBe(0);

    // The last one to let go of it removes it.
    await update(
      { ...edit, sellerId: twinId, name: 'Pic Twin', hasChangedSellerPicture: true, sellerPictureUrlAsByteArray: '' },
      organiser.token,
    );
    expect(await storedKeys()).toEqual([]);
    expect((await get(second)).statusCode).toBe(404);
  });

  it('the seller and its organiser edit name, goal and message; a new email gets the login details', async () => {
    const seller = await addSeller(t.app, t.db, organiser, { name: 'Emma Johnson', email: 'emma@example.com' });
    const bySeller = await update(
      {
        sellerId: seller.sellerId,
        addedByRole: 'seller',
        name: ' Emma J ',
        salesGoal: '12,5',
        commentToBuyers: ' Thanks for your support! ',
        hasChangedSellerPicture: false,
        sellerPictureUrlAsByteArray: '',
      },
      seller.token,
    );
    expect(bySeller.statusCode).toBe(200);
    expect(bySeller.json()).toEqual({ responseMessage: 'ok', sellerName: 'Emma J' });
    expect((await details(seller.sellerId, seller.token)).json()).toMatchObject({
      sellerName: 'Emma J',
      salesGoal: 12.5,
      commentToBuyers: 'Thanks for your support!',
    });
    const [row] = await t.db.select().from(sellers).where(eq(sellers.id, seller.sellerId));
    expect(row?.salesGoalMinor).toBe(1250);

    const byOrganiserEdit = await update(
      { sellerId: seller.sellerId, name: 'Emma J', salesGoal: '', commentToBuyers: '', email: 'emma.new@example.com' },
      organiser.token,
    );
    expect(byOrganiserEdit.statusCode).toBe(200);
    expect((await details(seller.sellerId, organiser.token)).json()).toMatchObject({
      salesGoal: 0,
      email: 'emma.new@example.com',
    });
    expect(await mailedLoginCode(t.db, 'emma.new@example.com')).toBe(seller.code);
    expect((await loginSeller({ loginEmail: 'emma.new@example.com', loginPassword: seller.code })).statusCode).toBe(
      200,
    );
    expect((await loginSeller({ loginEmail: 'emma@example.com', loginPassword: seller.code })).statusCode).toBe(401);
  });

  it('a removed seller loses its sessions and cannot log in until added again', async () => {
    const seller = await addSeller(t.app, t.db, organiser, { name: 'Emma Johnson', email: 'emma@example.com' });
    const secondSession = (await loginSeller({ loginPassword: seller.code })).json().accessToken as string;
    const removed = await setActive(seller.sellerId, false);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      responseMessage: 'ok',
      sellerId: seller.sellerId,
      sellerName: 'Emma Johnson',
      isActive: false,
    });
    for (const token of [seller.token, secondSession]) {
      const refused = await details(seller.sellerId, token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(MSG.notLoggedIn);
    }
    for (const payload of [{ loginEmail: seller.email, loginPassword: seller.code }, { loginPassword: seller.code }]) {
      const login = await loginSeller(payload);
      expect(login.statusCode).toBe(403);
      expect(login.json()).toMatchObject({ responseMessage: 'seller-inactive', message: MSG.sellerInactive });
    }
    // A wrong code does not reveal that the seller was removed.
    expect((await loginSeller({ loginEmail: seller.email, loginPassword: 'WRONGCODE234' })).json()).toMatchObject({
      responseMessage: 'error-password',
    });
    expect((await list()).json().sellerAllSalesDetailsList[0]).toMatchObject({ isActive: false });

    expect((await setActive(seller.sellerId, true)).json()).toMatchObject({ isActive: true });
    const again = await loginSeller({ loginEmail: seller.email, loginPassword: seller.code });
    expect(again.statusCode).toBe(200);
    expect((await details(seller.sellerId, again.json().accessToken)).statusCode).toBe(200);
    expect((await setActive(999999, false)).statusCode).toBe(404);
  });

  it('a store shows at once what its seller or organiser changed, though stores are micro-cached', async () => {
    const seller = await addSeller(t.app, t.db, organiser, { name: 'Emma Johnson', email: 'emma@example.com' });
    const store = async () => (await get(`/api/seller/retrieve-seller-shop?sellerId=${seller.sellerId}`)).json();
    expect(await store()).toMatchObject({ sellerName: 'Emma Johnson', salesGoal: 0, isActive: true });
    const edit = { sellerId: seller.sellerId, name: 'Emma J', salesGoal: '150.5', commentToBuyers: 'Thanks!' };
    expect((await update(edit, seller.token)).statusCode).toBe(200);
    expect(await store()).toMatchObject({ sellerName: 'Emma J', salesGoal: 150.5, commentToCustomers: 'Thanks!' });

    expect((await setActive(seller.sellerId, false)).statusCode).toBe(200);
    expect(await store()).toMatchObject({ isActive: false });
    expect((await setActive(seller.sellerId, true)).statusCode).toBe(200);
    expect(await store()).toMatchObject({ isActive: true });

    const group = await post(
      '/api/contact-person/update-webshop-details',
      {
        webShopId: organiser.webShopId,
        schoolOrAssociation: 'Riverside Primary',
        classOrTeam: 'Class 4B',
        firstName: 'Jamie',
        lastName: 'Lee',
        email: organiser.email,
        phoneNumber: '+1 555 0101',
        password: '',
        commentToBuyers: 'New message',
      },
      organiser.token,
    );
    expect(group.statusCode).toBe(200);
    expect(await store()).toMatchObject({ customerName: 'Riverside Primary', customerClassOrTeam: 'Class 4B' });
  });

  it('lets each role call only what it may (authorization table)', async () => {
    const self = await addSeller(t.app, t.db, organiser, { name: 'Target Seller' });
    const sameGroup = await addSeller(t.app, t.db, organiser);
    const otherGroup: TestSeller = await addSeller(t.app, t.db, other);
    const callers = {
      anonymous: undefined,
      self: self.token,
      sameGroupSeller: sameGroup.token,
      otherGroupSeller: otherGroup.token,
      organiser: organiser.token,
      otherOrganiser: other.token,
    };
    type Expect = Record<keyof typeof callers, number>;
    const sellerOrOrganiser: Expect = {
      anonymous: 401,
      self: 200,
      sameGroupSeller: 403,
      otherGroupSeller: 403,
      organiser: 200,
      otherOrganiser: 403,
    };
    const organiserOnly: Expect = {
      anonymous: 401,
      self: 403,
      sameGroupSeller: 403,
      otherGroupSeller: 403,
      organiser: 200,
      otherOrganiser: 403,
    };
    const everyone: Expect = {
      anonymous: 200,
      self: 200,
      sameGroupSeller: 200,
      otherGroupSeller: 200,
      organiser: 200,
      otherOrganiser: 200,
    };
    let n = 0;
    const unique = () => (n += 1);
    const calls: [string, Expect, (token?: string) => ReturnType<typeof get>][] = [
      [
        'register-new-seller by organiser',
        organiserOnly,
        (token) =>
          register({ addedByRole: 'contactperson', webShopId: organiser.webShopId, name: `Added ${unique()}` }, token),
      ],
      [
        'register-new-seller by key',
        everyone,
        (token) => {
          const i = unique();
          return register(selfRegistration({ name: `Self ${i}`, email: `self${i}@example.com` }), token);
        },
      ],
      [
        'retrieve-basic-webshop-info',
        everyone,
        (token) =>
          get(
            `/api/seller/retrieve-basic-webshop-info?webShopId=${organiser.webShopId}&sellerRegistrationKey=${key}`,
            token,
          ),
      ],
      [
        'retrieve-basic-webshop-info-by-seller-id',
        sellerOrOrganiser,
        (token) => get(`/api/seller/retrieve-basic-webshop-info-by-seller-id?sellerId=${self.sellerId}`, token),
      ],
      ['retrieve-seller-details', sellerOrOrganiser, (token) => details(self.sellerId, token ?? '')],
      [
        'update-seller-details',
        sellerOrOrganiser,
        (token) =>
          post(
            '/api/seller/update-seller-details',
            { sellerId: self.sellerId, name: 'Target Seller', salesGoal: 5, commentToBuyers: '' },
            token,
          ),
      ],
      ['seller-list', organiserOnly, (token) => get(`/api/seller/seller-list?webShopId=${organiser.webShopId}`, token)],
      [
        'update-seller-active-status',
        organiserOnly,
        (token) => post('/api/seller/update-seller-active-status', { sellerId: self.sellerId, setActive: true }, token),
      ],
    ];
    const mismatches: string[] = [];
    for (const [name, expected, call] of calls) {
      for (const [caller, token] of Object.entries(callers) as [keyof typeof callers, string | undefined][]) {
        const response = await call(token);
        if (response.statusCode !== expected[caller]) {
          mismatches.push(`${name} as ${caller}: ${response.statusCode} (expected ${expected[caller]})`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Nothing leaked into the refused calls' side effects: the target is unchanged but for the organiser's and its own edits.
    expect((await details(self.sellerId, organiser.token)).json()).toMatchObject({
      sellerName: 'Target Seller',
      salesGoal: 5,
    });
  });
});
