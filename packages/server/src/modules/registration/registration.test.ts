import { eq } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@fundshop/core';
import { registrationRuleCases, withRule } from '@fundshop/core/testing';
import { contactPersons, webshopProducts, webshops } from '../../db/schema.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { latestMailTo, validRegistration } from '../../testing/fixtures.ts';
import { createAltchaCaptcha } from '../../integrations/captcha/altcha-captcha.ts';

describe.each(singleDatabaseKinds)('POST /api/register-webshop on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  const register = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/register-webshop', payload: payload as object });

  it('creates the webshop, its contact person and catalog, and mails the login details', async () => {
    const body = validRegistration({ countryCode: 'GB', amountOfParticipants: 18 as unknown as string });
    const response = await register(body);
    expect(response.statusCode).toBe(200);
    const { webShopId, status } = response.json();
    expect(status).toBe('ok');

    const [shop] = await t.db.select().from(webshops).where(eq(webshops.id, webShopId));
    expect(shop).toMatchObject({
      name: body.schoolOrAssociation,
      currencyCode: 'GBP',
      goalMinor: 200000,
      amountOfParticipants: '18',
    });
    const products = await t.db.select().from(webshopProducts).where(eq(webshopProducts.webshopId, webShopId));
    expect(products.length).toBeGreaterThanOrEqual(6);
    expect(products.every((p) => p.priceMinor === 2200)).toBe(true);

    const mail = await latestMailTo(t.db, body.email);
    expect(mail.containsCredentials).toBe(true);
    expect(mail.text).toContain(`Login ID: ${webShopId}`);
    const password = /Password: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(password).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    expect(mail.text).toContain('http://localhost:3000/contactperson/login');
    const [person] = await t.db.select().from(contactPersons).where(eq(contactPersons.webshopId, webShopId));
    expect(person?.passwordHash).not.toContain(password);
    expect(person?.passwordHash.startsWith('scrypt$')).toBe(true);
  });

  it('starts the group in the language chosen on the form, English when none is given, and mails the organiser in it', async () => {
    const french = validRegistration({ language: 'fr', schoolOrAssociation: 'Classe 5A' });
    const chosen = await register(french);
    expect(chosen.statusCode).toBe(200);
    const [frenchShop] = await t.db.select().from(webshops).where(eq(webshops.id, chosen.json().webShopId));
    expect(frenchShop?.language).toBe('fr');
    const frenchMail = await latestMailTo(t.db, french.email);
    expect(frenchMail.subject).toBe('Votre collecte de fonds pour Classe 5A est prête');
    expect(frenchMail.text).toContain(`Identifiant de connexion\u00a0: ${chosen.json().webShopId}`);
    expect(frenchMail.text).not.toContain('Login ID');

    const { language: _none, ...withoutLanguage } = validRegistration();
    const omitted = await register(withoutLanguage);
    expect(omitted.statusCode).toBe(200);
    const [englishShop] = await t.db.select().from(webshops).where(eq(webshops.id, omitted.json().webShopId));
    expect(englishShop?.language).toBe('en');
    const englishMail = await latestMailTo(t.db, withoutLanguage.email);
    expect(englishMail.subject).toBe(`Your fundraiser for ${withoutLanguage.schoolOrAssociation} is ready`);

    const unknown = await register(validRegistration({ language: 'de' as 'en' }));
    expect(unknown.statusCode).toBe(400);
  });

  it.each(registrationRuleCases)('$field = $value gives 400 "$message"', async (rule) => {
    const response = await register(withRule(validRegistration(), rule));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      responseMessage: 'validation-error',
      fieldErrors: { [rule.field]: rule.message },
    });
  });

  it('answers a body that is not JSON with 400, never 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register-webshop',
      headers: { 'content-type': 'application/json' },
      payload: '{"schoolOrAssociation":',
    });
    expect(response.statusCode).toBe(400);
    const array = await register([1, 2]);
    expect(array.statusCode).toBe(400);
  });

  it('refuses unknown product identifiers and accepts chosen catalog ones', async () => {
    const unknown = await register(validRegistration({ productIdentifiers: ['parmesanost'] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.productIdentifiers).toBe('Unknown product: parmesanost');
    const chosen = await register(validRegistration({ productIdentifiers: ['campfire-stories', 'money-smart-kids'] }));
    expect(chosen.statusCode).toBe(200);
    const products = await t.db
      .select()
      .from(webshopProducts)
      .where(eq(webshopProducts.webshopId, chosen.json().webShopId));
    expect(products).toHaveLength(2);
  });
});

describe.each(singleDatabaseKinds)('registration captcha (ALTCHA) on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    const handle = await createTestApp(kind, { config: { captcha: { provider: 'altcha' } } });
    t = handle;
  });
  afterEach(() => t.close());

  async function solvedToken(): Promise<string> {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    const { challenge } = response.json();
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
      .promise;
    if (!solution) throw new Error('challenge not solved');
    return Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64');
  }

  const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/register-webshop', payload });

  it('requires a solved captcha even when the client says not to validate it', async () => {
    const response = await register(validRegistration({ recaptchaToken: '', validateRecaptcha: false }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ recaptchaToken: MSG.captchaMissing });
  });

  it('accepts a solved challenge once and refuses it replayed or forged', async () => {
    const token = await solvedToken();
    const first = await register(validRegistration({ recaptchaToken: token }));
    expect(first.statusCode).toBe(200);
    const replay = await register(validRegistration({ recaptchaToken: token }));
    expect(replay.statusCode).toBe(400);
    const solved = JSON.parse(Buffer.from(token, 'base64').toString()) as { number: number };
    const forged = Buffer.from(JSON.stringify({ ...solved, number: solved.number + 1 })).toString('base64');
    const wrong = await register(validRegistration({ recaptchaToken: forged }));
    expect(wrong.statusCode).toBe(400);
    const garbage = await register(validRegistration({ recaptchaToken: 'not base64 json' }));
    expect(garbage.statusCode).toBe(400);
  });

  it('signs challenges with the app secret', async () => {
    const captcha = createAltchaCaptcha(t.db, 'another-key');
    expect(await captcha.verify(await solvedToken(), '127.0.0.1')).toBe(false);
  });
});
