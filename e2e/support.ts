/*
 * The journeys' shared steps (logins, registrations, purchases, mails, screenshots, axe). One file past 300 lines:
 * every journey imports from it, and splitting it by topic would only move the imports around.
 */
import AxeBuilder from '@axe-core/playwright';
import { generate } from 'otplib';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { CountryCode, Language } from '@fundshop/core';
import { CATALOGUES } from '@fundshop/core/i18n/all';
import { LASTING_FLAGS } from '../packages/web/src/lib/session-flag.ts';
import { watchCspViolations } from './csp.ts';

export interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string> | null;
  createdAt: string;
}

/** The newest mail to an address from the local outbox (/api/dev/mail), waiting for it to be queued. */
export async function mailTo(request: APIRequestContext, to: string): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/dev/mail')).json()) as DevMail[];
      found = mails.find((m) => m.to === to);
      return Boolean(found);
    })
    .toBe(true);
  return found as DevMail;
}

export function isPhone(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'phone';
}

/** Opens a top-bar menu item; on a phone the items sit in the drawer titled Menu. */
export async function openMenuItem(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByText('Menu', { exact: true })).toBeVisible();
    await page.getByRole('navigation', { name: 'Menu' }).getByText(name, { exact: true }).click();
  } else {
    await page.getByRole('banner').getByText(name, { exact: true }).click();
  }
}

export function uniqueEmail(testInfo: TestInfo, who: string): string {
  return `${who}-${testInfo.project.name}-${Date.now()}@example.com`;
}

/** The organiser the server seeds outside production (the /store-demo webshop). */
export const DEMO_ORGANISER = { id: '1', password: 'demo-organiser' } as const;

/**
 * Logs a contact person in through /contactperson/login and waits for /contactperson/start. The introduction
 * question is put off ('Not now', as the browser remembers it) unless the journey is about it.
 */
export async function loginAsOrganiser(
  page: Page,
  { id, password }: { id: string; password: string } = DEMO_ORGANISER,
  { askIntroduction = false }: { askIntroduction?: boolean } = {},
): Promise<void> {
  if (!askIntroduction) {
    await page.addInitScript(
      (key) => window.localStorage.setItem(key, String(Date.now())),
      LASTING_FLAGS.introductionLater(Number(id)),
    );
  }
  await page.goto('/contactperson/login');
  await page.getByLabel('ID').fill(id);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/contactperson\/start$/);
}

/** A second browser (another person's device) with the same device settings as this test's project. */
export async function newDeviceContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  await watchCspViolations(context, testInfo);
  return context;
}

/** A small PNG (a blue square on red, 48x32), drawn with a canvas in the page, for picture uploads. */
export async function makePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 32;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#d32f2f';
    context.fillRect(0, 0, 48, 32);
    context.fillStyle = '#1565c0';
    context.fillRect(12, 4, 24, 24);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

/** Solves the server's ALTCHA challenge in Node, as the widget does in the browser (CAPTCHA_PROVIDER=altcha). */
export async function solveCaptcha(request: APIRequestContext): Promise<string> {
  const { solveChallenge } = await import('altcha-lib');
  const body = (await (await request.get('/api/captcha/challenge')).json()) as {
    provider: string;
    challenge?: { algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string };
  };
  if (body.provider !== 'altcha' || !body.challenge) return '';
  const c = body.challenge;
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber ?? 1_000_000).promise;
  if (!solution) throw new Error('ALTCHA challenge could not be solved');
  const payload = { ...c, number: solution.number, took: solution.took };
  delete payload.maxnumber;
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

export interface Organiser {
  webShopId: number;
  password: string;
  accessToken: string;
  email: string;
}

/**
 * Registers a group through the API (captcha solved in Node) and logs its organiser in with the mailed password. The
 * group is American unless `countryCode` says otherwise (its currency and its prices' tax follow the country).
 */
export async function registerOrganiser(
  request: APIRequestContext,
  testInfo: TestInfo,
  group = 'Maple Street Choir',
  {
    language,
    commentToBuyers = 'Thank you for supporting our choir trip!',
    countryCode = 'US',
  }: { language?: Language; commentToBuyers?: string; countryCode?: CountryCode } = {},
): Promise<Organiser> {
  const email = uniqueEmail(testInfo, 'organiser');
  const registered = await request.post('/api/register-webshop', {
    data: {
      schoolOrAssociation: group,
      amountOfParticipants: '12',
      countryCode,
      goal: 2000,
      firstName: 'Robin',
      lastName: 'Parker',
      email,
      phoneNumber: '+1 555 0100',
      commentToBuyers,
      recaptchaToken: await solveCaptcha(request),
      validateRecaptcha: true,
      hasAcceptedTerms: true,
      ...(language ? { language } : {}),
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { webShopId } = (await registered.json()) as { webShopId: number };
  const mail = await mailTo(request, email);
  // The mail is in the group's language: its password line too (French puts a no-break space before the colon).
  const passwordLabel = CATALOGUES[language ?? 'en']['organiserLogin.password'];
  const password = new RegExp(`${passwordLabel}\\s?: (\\S+)`).exec(mail.text)?.[1] ?? '';
  const login = await request.post('/api/account/login-contact-person', { data: { webShopId, password } });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { webShopId, password, accessToken, email };
}

/** The organiser adds a participant without email (POST /api/seller/register-new-seller); answers the sellerId. */
export async function registerSeller(request: APIRequestContext, organiser: Organiser, name: string): Promise<number> {
  const response = await request.post('/api/seller/register-new-seller', {
    headers: { Authorization: `Bearer ${organiser.accessToken}` },
    data: { name, email: '', webShopId: organiser.webShopId, addedByRole: 'contactperson' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { sellerId: number }).sellerId;
}

/**
 * A card order through the API, paid with the simulated test card: a supporter, quickly; `copies` of the store's
 * first e-book.
 */
export async function buyByApi(
  request: APIRequestContext,
  organiser: Organiser,
  sellerId: number,
  buyer: { email: string; firstName?: string; lastName?: string; copies?: number },
): Promise<void> {
  const store = await (await request.get(`/api/seller/retrieve-seller-shop?sellerId=${sellerId}`)).json();
  const productId = (store.webShopProducts as { productId: number }[])[0]!.productId;
  const checkout = await request.post('/api/stripe/create-checkout-session', {
    data: {
      createdByContactPersonOrSeller: false,
      buyerFirstName: buyer.firstName ?? 'Jordan',
      buyerLastName: buyer.lastName ?? 'Lee',
      buyerEmail: buyer.email,
      buyerPhoneNumber: '+1 555 0102',
      countryCode: 'US',
      streetAddress: '3 Oak Road',
      apartment: '',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      personalMessage: '',
      note: '',
      webShopId: organiser.webShopId,
      sellerId,
      webShopCartProducts: [{ productId, amountOrdered: buyer.copies ?? 1 }],
    },
  });
  const { clientSecret } = await checkout.json();
  const paid = await request.post('/api/payments/simulated/pay', {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
  });
  expect(paid.status()).toBe(200);
}

/** The receipt mail (or any mail) whose subject matches, to an address. */
export async function mailWithSubject(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  timeout?: number,
): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/api/dev/mail')).json()) as DevMail[];
        found = mails.find((m) => m.to === to && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout },
    )
    .toBe(true);
  return found as DevMail;
}

/** The navigation state the store handed the payment page (react-router keeps it in history.state.usr). */
export async function checkoutSessionOf(page: Page): Promise<string> {
  return page.evaluate(
    () => (window.history.state as { usr?: { checkoutSession?: string } } | null)?.usr?.checkoutSession ?? '',
  );
}

/**
 * A supporter's details on the store's checkout form; country and apartment are left as the form has them unless given.
 * `region` is a state's or province's code or name where the form lists them (US, CA), else the text typed.
 */
export interface SupporterDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country?: string;
  street: string;
  apartment?: string;
  city: string;
  region: string;
  postalCode: string;
}

export async function fillSupporterDetails(page: Page, buyer: SupporterDetails): Promise<void> {
  await page.getByLabel('First name', { exact: true }).fill(buyer.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(buyer.lastName);
  await page.getByLabel('Email', { exact: true }).fill(buyer.email);
  await page.getByLabel('Phone number', { exact: true }).fill(buyer.phone);
  if (buyer.country) await page.getByLabel('Country', { exact: true }).selectOption(buyer.country);
  await page.getByLabel('Street address', { exact: true }).fill(buyer.street);
  if (buyer.apartment) await page.getByLabel('Apartment', { exact: true }).fill(buyer.apartment);
  await page.getByLabel('City', { exact: true }).fill(buyer.city);
  const region = page.getByLabel('State/Province/Region', { exact: true });
  if ((await region.evaluate((field) => field.tagName)) === 'SELECT') await region.selectOption(buyer.region);
  else await region.fill(buyer.region);
  await page.getByLabel('Postal code', { exact: true }).fill(buyer.postalCode);
}

/** Pays on the simulated card page. */
export async function payWith(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

export const E2E_OPERATOR_PASSWORD = 'journeys need a long password';

/** The set-up link's token from the operator's mail in the local outbox. */
export async function setupTokenOf(request: APIRequestContext, email: string): Promise<string> {
  const mail = await mailTo(request, email);
  const token = /\/operator\/enrol#([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no set-up link in the mail to ${email}`);
  return token;
}

/** The code an authenticator app shows for `secret` at the given time step (30 s); now's by default. */
export async function totpCode(secret: string, step = Math.floor(Date.now() / 30_000)): Promise<string> {
  return generate({ secret, epoch: step * 30 });
}

/** Enrols the operator through its set-up link and signs it in, through the API: the login's answer. */
export async function enrolledOperatorLogin(request: APIRequestContext, email: string): Promise<unknown> {
  const token = await setupTokenOf(request, email);
  const { secret } = (await (await request.get(`/api/operator/enrolment/${token}`)).json()) as { secret: string };
  const step = Math.floor(Date.now() / 30_000);
  const enrolled = await request.post(`/api/operator/enrolment/${token}`, {
    data: { password: E2E_OPERATOR_PASSWORD, code: await totpCode(secret, step) },
  });
  expect(enrolled.status()).toBe(200);
  const login = await request.post('/api/operator/login', {
    data: { email, password: E2E_OPERATOR_PASSWORD, code: await totpCode(secret, step + 1) },
  });
  expect(login.status()).toBe(200);
  return login.json();
}

/**
 * Enrols an operator through the API, as its set-up link would, signs it in and makes it an API key (an admin's act):
 * for the journeys that run `npm run payouts` or `npm run refunds`.
 */
export async function operatorApiKey(request: APIRequestContext, email: string): Promise<string> {
  const { accessToken, operator } = (await enrolledOperatorLogin(request, email)) as {
    accessToken: string;
    operator: { id: number };
  };
  const made = await request.post('/api/operator/api-keys', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { operatorId: operator.id, name: 'journey' },
  });
  expect(made.status()).toBe(200);
  return ((await made.json()) as { key: string }).key;
}

/**
 * Axe on what is on screen now: no serious or critical violation. It waits for transitions to end first: a dialog
 * fading in has text at part of its opacity, which axe would measure as low contrast.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export interface DemoGroupSeller {
  sellerId: number;
  name: string;
  loginCode: string;
  registrationKey: string;
}

/** A participant of the demo group (its store sells: the group has a simulated payment account), with its login code. */
export async function demoGroupSeller(
  request: APIRequestContext,
  testInfo: TestInfo,
  namePrefix: string,
  email = '',
): Promise<DemoGroupSeller> {
  const login = await request.post('/api/account/login-contact-person', {
    data: { webShopId: Number(DEMO_ORGANISER.id), password: DEMO_ORGANISER.password },
  });
  const { accessToken, sellerRegistrationKey } = (await login.json()) as {
    accessToken: string;
    sellerRegistrationKey: string;
  };
  const headers = { Authorization: `Bearer ${accessToken}` };
  const name = `${namePrefix} ${testInfo.project.name} ${Date.now().toString(36)}`;
  const added = await request.post('/api/seller/register-new-seller', {
    headers,
    data: { name, email, webShopId: 1, addedByRole: 'contactperson' },
  });
  expect(added.status(), await added.text()).toBe(200);
  const { sellerId } = (await added.json()) as { sellerId: number };
  const loginCode = await loginCodeOf(request, accessToken, 1, sellerId);
  return { sellerId, name, loginCode, registrationKey: sellerRegistrationKey };
}

/** A participant's login code, as its organiser's participant list shows it. */
export async function loginCodeOf(
  request: APIRequestContext,
  organiserToken: string,
  webShopId: number,
  sellerId: number,
): Promise<string> {
  const list = await request.get(`/api/seller/seller-list?webShopId=${webShopId}`, {
    headers: { Authorization: `Bearer ${organiserToken}` },
  });
  const sellers = ((await list.json()) as { sellerAllSalesDetailsList: { sellerId: number; password: string }[] })
    .sellerAllSalesDetailsList;
  return sellers.find((s) => s.sellerId === sellerId)?.password ?? '';
}

/** A screenshot kept with the run's results (and attached to its report), for a person to look at. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  // From the top: the sticky header of a page scrolled down would sit in the middle of a full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}
