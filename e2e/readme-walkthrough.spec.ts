import { expect } from '@playwright/test';
import { test } from './csp.ts';
import {
  DEMO_ORGANISER,
  expectAccessible,
  fillSupporterDetails,
  isPhone,
  loginAsOrganiser,
  mailWithSubject,
  newDeviceContext,
  registerOrganiser,
  uniqueEmail,
} from './support.ts';

test.describe.configure({ timeout: 240_000 });

/**
 * README "Quick start", step by step as it is written there, on a phone (the supporter's cart bar). When this test
 * needs a change, the README changes with it.
 */
test('the README quick start works end to end', async ({ page, request, browser }, testInfo) => {
  test.skip(!isPhone(testInfo), 'the walkthrough runs once, on the phone');
  const participant = `Mia ${Date.now().toString(36)}`;
  const buyerEmail = uniqueEmail(testInfo, 'walkthrough');
  let loginCode = '';
  let shopUrl = '';

  await test.step('/store-demo: the demo store with its tour (buying is blocked there)', async () => {
    await page.goto('/store-demo');
    await page.getByRole('button', { name: 'Skip tour' }).click();
    await expect(page.getByText('This is a store demo.')).toBeVisible();
    await page.getByRole('article').first().getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('alertdialog')).toContainText("This is a demo store only. Therefore you can't add");
    await page.getByRole('button', { name: 'OK' }).click();
  });

  await test.step('/register-store: register a group (the login mail appears at /dev/mail)', async () => {
    await page.goto('/register-store');
    await expect(page.frameLocator('iframe').getByRole('button', { name: 'Submit' })).toBeVisible();
    // The captcha's proof of work is solved in Node; the form itself has its own journey (organiser-onboarding).
    const organiser = await registerOrganiser(request, testInfo, 'Walkthrough Choir');
    await page.goto('/dev/mail');
    await expect(page.getByText(organiser.email).first()).toBeVisible();
  });

  await test.step('/contactperson/login: the demo group is ID 1, password demo-organiser', async () => {
    await loginAsOrganiser(page, DEMO_ORGANISER);
  });

  await test.step('On Start: register participants', async () => {
    await page.getByRole('button', { name: 'Register participant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register participant' });
    await dialog.getByLabel('Name').fill(participant);
    await dialog.getByRole('button', { name: 'Register' }).click();
    loginCode = ((await dialog.getByTestId('new-login-code').textContent()) ?? '').trim();
    expect(loginCode).not.toBe('');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  await test.step("the demo group's payment account is already set up: no 'Set up payments' card", async () => {
    await expect(page.getByRole('row', { name: new RegExp(participant) })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set up payments' })).toHaveCount(0);
  });

  await test.step("open a participant's shop link", async () => {
    const row = page.getByRole('row', { name: new RegExp(participant) });
    shopUrl = (await row.getByRole('link', { name: /Open store/ }).getAttribute('href')) ?? '';
    expect(shopUrl).toMatch(/\/shop\/\d+$/);
  });

  const context = await newDeviceContext(browser, testInfo);
  const shop = await context.newPage();

  await test.step('and buy with the simulated card 4242 4242 4242 4242 (the cart bar leads to the checkout)', async () => {
    await shop.goto(shopUrl);
    await expect(shop.getByRole('heading', { name: `Fundraiser for ${participant}` })).toBeVisible();
    await shop.getByRole('article').nth(0).getByRole('button', { name: 'Add to cart' }).click();
    await shop.getByRole('article').nth(2).getByRole('button', { name: 'Add to cart' }).click();
    const bar = shop.getByRole('complementary', { name: 'Cart summary' });
    await expect(bar).toContainText('2 items');
    await expect(bar.getByTestId('cart-bar-total')).toHaveText('$44');
    await shop.screenshot({ path: testInfo.outputPath('shop-phone.png') });
    await bar.getByRole('button', { name: 'Checkout' }).click();
    await expect(shop.getByLabel('First name', { exact: true })).toBeFocused();
    await expect(bar).toBeHidden();
    // The browser can fill the form: every field says what it holds.
    const autocomplete = async (label: string) => shop.getByLabel(label, { exact: true }).getAttribute('autocomplete');
    expect(await autocomplete('First name')).toBe('given-name');
    expect(await autocomplete('Last name')).toBe('family-name');
    expect(await autocomplete('Email')).toBe('email');
    expect(await shop.getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email');
    expect(await autocomplete('Phone number')).toBe('tel');
    expect(await shop.getByLabel('Phone number', { exact: true }).getAttribute('type')).toBe('tel');
    expect(await autocomplete('Country')).toBe('country');
    expect(await autocomplete('Street address')).toBe('address-line1');
    expect(await autocomplete('Apartment')).toBe('address-line2');
    expect(await autocomplete('City')).toBe('address-level2');
    expect(await autocomplete('State/Province/Region')).toBe('address-level1');
    expect(await autocomplete('Postal code')).toBe('postal-code');

    // The cart above the form is editable: one book fewer.
    const summary = shop.getByRole('region', { name: 'Cart contents' });
    const second = summary.getByRole('listitem').nth(1);
    await second.getByRole('button', { name: /^Remove .* from the cart$/ }).click();
    await expect(summary.getByRole('listitem')).toHaveCount(1);

    await fillSupporterDetails(shop, {
      firstName: 'Jo',
      lastName: 'Walker',
      email: buyerEmail,
      phone: '+1 555 0142',
      street: '4 Elm Road',
      city: 'Portland',
      region: 'OR',
      postalCode: '97201',
    });
    await shop.getByRole('button', { name: 'Continue to payment · $22' }).click();
    await expect(shop.getByRole('heading', { name: 'Payment' })).toBeVisible();
    await shop.getByLabel('Card number').fill('4242 4242 4242 4242');
    await shop.getByLabel('Expiry').fill('12/39');
    await shop.getByLabel('CVC').fill('123');
    await shop.screenshot({ path: testInfo.outputPath('checkout-phone.png') });
    await shop.getByRole('button', { name: 'Pay $22' }).click();
    await expect(shop.getByText('Thank you for supporting us!')).toBeVisible();
    await expect(shop.getByTestId('order-number')).toHaveText(/^\d+$/);
    await expect(shop.getByRole('region', { name: 'Your order' })).toContainText('1 × ');
    await expect(shop.getByTestId('order-total')).toHaveText('$22');
    await expectAccessible(shop);
    await shop.screenshot({ path: testInfo.outputPath('confirmation-phone.png'), fullPage: true });
  });
  await context.close();

  await test.step('The receipt appears at /dev/mail', async () => {
    const receipt = await mailWithSubject(request, buyerEmail, /Thank you for your order!/);
    expect(receipt.text).toContain(participant);
    expect(receipt.text).toMatch(/\/terms/);
    await page.goto('/dev/mail');
    await expect(page.getByText(buyerEmail).first()).toBeVisible();
  });

  await test.step('Back on Start, the dashboard shows the sale', async () => {
    await page.goto('/contactperson/start');
    const row = page.getByRole('row', { name: new RegExp(participant) });
    await expect(row).toContainText('$11');
  });

  await test.step("a participant's name opens its orders, where 'Create order' enters an order paid in cash", async () => {
    await page.getByRole('link', { name: `Orders: ${participant}` }).click();
    await expect(page.getByTestId('buyer-order')).toHaveCount(1);
    await page.getByRole('button', { name: 'Create order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create order' });
    await dialog.getByRole('group').first().getByRole('button', { name: 'Add one' }).click();
    await dialog.getByLabel('First name', { exact: true }).fill('Cash');
    await dialog.getByLabel('Phone number', { exact: true }).fill('+1 555 0143');
    await dialog.getByLabel('Street address', { exact: true }).fill('5 Elm Road');
    await dialog.getByLabel('City', { exact: true }).fill('Portland');
    await dialog.getByLabel('State/Province/Region', { exact: true }).selectOption('OR');
    await dialog.getByLabel('Postal code', { exact: true }).fill('97201');
    await dialog.getByRole('button', { name: 'Order', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('buyer-order')).toHaveCount(2);
  });

  await test.step("/seller/login: a participant's login (the code is in the organiser's Participants table)", async () => {
    const sellerContext = await newDeviceContext(browser, testInfo);
    const seller = await sellerContext.newPage();
    await seller.goto(`/seller/login?inloggningskod=${loginCode}`);
    await expect(seller).toHaveURL(/\/seller\/start$/);
    await expect(seller.getByTestId('shop-link')).toHaveText(
      new RegExp(`${shopUrl.replace(/^.*\/shop\//, '/shop/')}$`),
    );
    await expect(seller.getByTestId('shop-not-open')).toHaveCount(0);
    await sellerContext.close();
  });

  await test.step('/earnings-counter and /api/docs', async () => {
    await page.goto('/earnings-counter');
    await expect(page.getByText('You will earn: $3,300')).toBeVisible();
    const docs = await request.get('/api/docs/json');
    expect(docs.status()).toBe(200);
  });
});
