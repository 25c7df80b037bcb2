import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './csp.ts';
import {
  demoGroupSeller,
  expectAccessible,
  fillSupporterDetails,
  isPhone,
  loginAsOrganiser,
  mailTo,
  openMenuItem,
  payWith,
} from './support.ts';

// Many pages per test on a loaded machine.
test.describe.configure({ timeout: 240_000 });

/**
 * Axe on every page, on the phone and on the desktop: no serious or critical violation. Each page is checked once
 * it shows its content (`ready`), and again with its drawers and dialogs open.
 */
async function check(page: Page, path: string, ready: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  await expectAccessible(page);
}

test('public pages, the demo store with its tour, and the legal pages', async ({ page, request }, testInfo) => {
  const seller = await demoGroupSeller(request, testInfo, 'Axe');
  await check(page, '/register-store', (p) => p.frameLocator('iframe').getByRole('button', { name: 'Submit' }));
  await check(page, '/register-store/form', (p) => p.getByRole('button', { name: 'Submit' }));
  await check(page, '/register-completed', (p) => p.getByRole('heading', { level: 1 }));
  await check(page, '/earnings-counter', (p) => p.getByText(/You will earn/));
  await check(page, '/terms', (p) => p.getByRole('heading', { name: 'Terms of use', level: 1 }));
  await check(page, '/privacy', (p) => p.getByRole('heading', { name: 'Privacy policy', level: 1 }));
  await check(page, '/contactperson/login', (p) => p.getByRole('button', { name: 'Log in' }));
  await check(page, '/seller/login', (p) => p.getByRole('button', { name: 'Log in' }));
  await check(page, `/seller/register/${seller.registrationKey}`, (p) => p.getByLabel('Name'));
  await check(page, `/seller/qr-registration/${seller.registrationKey}`, (p) => p.getByText(/Scan QR code/));
  await check(page, `/seller/webshop-qr-code/${seller.sellerId}`, (p) => p.getByText(/\/shop\/\d+/));
  await check(page, '/thank-you', (p) => p.getByRole('heading', { level: 1 }));
  await check(page, '/', (p) => p.getByRole('heading', { level: 1 }));
  await check(page, '/team/1', (p) => p.getByRole('button', { name: 'Support the team' }));
  await check(page, '/no-such-page', (p) => p.getByText('Unexpected Application Error!'));
  await check(page, '/my-order/sim_cs_unknown', (p) => p.getByRole('alert'));
});

test('the demo store: welcome, a tour step, the last dialog, the store with its banner', async ({ page }) => {
  {
    await check(page, '/store-demo', (p) => p.getByRole('button', { name: "Let's go" }));
    await page.getByRole('button', { name: "Let's go" }).click();
    await expect(page.getByRole('dialog', { name: 'Every Participant Creates Their Own Online Store' })).toBeVisible();
    await expectAccessible(page);
    for (let step = 0; step < 4; step++) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog', { name: 'Explore Online Store' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sounds Good!' }).click();
    await expect(page.getByText('This is a store demo.')).toBeVisible();
    await expectAccessible(page);
  }
});

test('the store, its cart bar, a product dialog, the payment page, the confirmation and the e-books page', async ({
  page,
  request,
}, testInfo) => {
  const seller = await demoGroupSeller(request, testInfo, 'Axe');
  await check(page, `/shop/${seller.sellerId}`, (p) => p.getByRole('heading', { name: /^Fundraiser for/ }));
  const book = page.getByRole('article').first();
  await book.getByRole('button', { name: 'More info' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await book.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart', exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Cart', exact: true }).click();
  await fillSupporterDetails(page, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `axe-${testInfo.project.name}@example.com`,
    phone: '+1 555 0199',
    street: '1 Main Street',
    city: 'Springfield',
    region: 'IL',
    postalCode: '62701',
  });
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Continue to payment/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expectAccessible(page);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByText('Thank you for supporting us!')).toBeVisible();
  await expectAccessible(page);

  // The buyer's e-books page from the receipt's link, its refund dialog, and the voucher code form.
  const mail = await mailTo(request, `axe-${testInfo.project.name}@example.com`);
  const myBooks = /\/my-books\/[A-Z2-9]{26}/.exec(mail.text)?.[0] ?? '';
  expect(myBooks).not.toBe('');
  await check(page, myBooks, (p) => p.getByRole('link', { name: /^Download EPUB/ }).first());
  await page.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancel this order?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Keep my order' }).click();
  await check(page, '/my-books', (p) => p.getByLabel('Voucher code'));
});

test('the organiser area: Start with its dashboard, menu drawer, dialogs and every menu page', async ({
  page,
  request,
}, testInfo) => {
  const seller = await demoGroupSeller(request, testInfo, 'Axe');
  await loginAsOrganiser(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payments' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Register participant' }).click();
  await expect(page.getByRole('dialog', { name: 'Register participant' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Register participant' })).toBeHidden();

  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
  }
  await openMenuItem(page, testInfo, 'Log out');
  await expect(page.getByRole('dialog', { name: 'Log out' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'No' }).click();

  for (const [item, ready] of [
    ['Participants', (p: Page) => p.getByRole('table', { name: /^Active sellers/ })],
    ['Messages', (p: Page) => p.getByText('Message all sellers')],
    ['Profile', (p: Page) => p.getByLabel('Organisation')],
  ] as const) {
    await openMenuItem(page, testInfo, item);
    await expect(ready(page)).toBeVisible();
    await expectAccessible(page);
  }
  await check(page, '/contactperson/webshop', (p) => p.getByRole('heading', { level: 1 }));

  await test.step("a participant's orders and the 'Create order' dialog", async () => {
    await page.goto('/contactperson/start');
    await page.getByRole('link', { name: `Orders: ${seller.name}` }).click();
    await expect(page).toHaveURL(/\/contactperson\/seller-order/);
    await expect(page.getByRole('button', { name: 'Create order' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create order' }).click();
    await expect(page.getByRole('dialog', { name: 'Create order' })).toBeVisible();
    await expectAccessible(page);
  });
});

test('the seller area: Start, edit details, contact person and the QR sheet', async ({ page, request }, testInfo) => {
  const seller = await demoGroupSeller(request, testInfo, 'Axe');
  await page.goto(`/seller/login?inloggningskod=${seller.loginCode}`);
  await expect(page).toHaveURL(/\/seller\/start$/);
  await expect(page.getByTestId('shop-link')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Update details' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
  }
  await check(page, `/seller/contact/${seller.sellerId}`, (p) => p.getByRole('heading', { level: 1 }));
  await check(page, `/seller/print-qr-codes/${seller.sellerId}?copies=2`, (p) => p.locator('svg').first());
});
