import { expect } from '@playwright/test';
import { test } from './csp.ts';
import {
  checkoutSessionOf,
  fillSupporterDetails,
  isPhone,
  loginAsOrganiser,
  mailTo,
  newDeviceContext,
  payWith,
  registerOrganiser,
  registerSeller,
  uniqueEmail,
} from './support.ts';

const ONBOARDING_TEXT =
  'The contactperson for this group has not finished the onboarding yet. When the onboarding is finished this shop will be active.';

test('a supporter buys two e-books in a new group store and pays by card', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the supporter journey runs on the phone');
  const organiser = await registerOrganiser(request, testInfo);
  const sellerId = await registerSeller(request, organiser, 'Sam Rivera');

  await test.step('the store waits for the payment account', async () => {
    await page.goto(`/shop/${sellerId}`);
    await expect(page.getByText(ONBOARDING_TEXT)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  });

  await test.step('the organiser finishes the simulated payment account setup', async () => {
    await loginAsOrganiser(page, { id: String(organiser.webShopId), password: organiser.password });
    const card = page.getByRole('region', { name: 'Payments' });
    await card.getByRole('button', { name: 'Set up payments' }).click();
    await expect(page).toHaveURL(/\/dev\/payment-account\//);
    await page.getByRole('button', { name: 'Complete setup' }).click();
    await expect(page).toHaveURL(/\/contactperson\/start/);
    await expect(page.getByText(/Payment setup is finished/)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { fundshopAnalytics?: unknown[] }).fundshopAnalytics ?? []))
      .toContainEqual({ event: 'lead', name: 'stripe_account_registered', params: { webShopId: organiser.webShopId } });
  });

  const context = await newDeviceContext(browser, testInfo);
  const shop = await context.newPage();
  const buyerEmail = uniqueEmail(testInfo, 'supporter');

  await test.step('the supporter adds two e-books', async () => {
    await shop.goto(`/shop/${sellerId}`);
    await expect(shop.getByRole('heading', { name: 'Fundraiser for Sam Rivera' })).toBeVisible();
    await expect(shop.getByText('50% of each purchase benefits Sam Rivera')).toBeVisible();
    const books = shop.getByRole('article');
    await books.nth(0).getByRole('button', { name: 'Add to cart' }).click();
    await books.nth(1).getByRole('button', { name: 'Add to cart' }).click();
    await expect(books.nth(0).getByTestId('quantity')).toHaveText('1');
    const cart = shop.getByRole('button', { name: 'Cart', exact: true });
    await expect(cart).toBeVisible();
    await expect(cart).toContainText('2');
    await cart.click();
    await expect(shop.getByRole('heading', { name: 'Your cart' })).toBeInViewport();
    await expect(cart).toBeHidden();
  });

  await test.step('an empty form says what is missing: what an e-book sale needs (docs/decisions/0053)', async () => {
    await shop.getByRole('button', { name: 'Continue to payment' }).click();
    for (const text of [
      'First name is missing',
      'Last name is missing',
      'Email is missing',
      'State/Province/Region is missing',
    ]) {
      await expect(shop.getByText(text, { exact: true })).toBeVisible();
    }
    for (const text of ['Phone number is missing', 'Street address is missing', 'City is missing']) {
      await expect(shop.getByText(text, { exact: true })).toHaveCount(0);
    }
  });

  await test.step('the filled form opens the payment page', async () => {
    await fillSupporterDetails(shop, {
      firstName: 'Alex',
      lastName: 'Morgan',
      email: buyerEmail,
      phone: '+1 555 0101',
      country: 'US',
      street: '12 Maple Street',
      apartment: 'Apt 3',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
    });
    await shop.getByLabel('Name Of Person I Support', { exact: true }).fill('Sam');
    await expect(shop.getByText('First name is missing')).toHaveCount(0);
    await shop.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(shop).toHaveURL(new RegExp(`/shop/checkout/${sellerId}$`));
  });

  const checkoutSession = await checkoutSessionOf(shop);
  expect(checkoutSession).not.toBe('');

  await test.step('a declined card is shown and leaves no paid order', async () => {
    await payWith(shop, '4000 0000 0000 0002');
    await expect(shop.getByRole('alert')).toHaveText('Your card was declined. Please use another card.');
    await expect(shop).toHaveURL(new RegExp(`/shop/checkout/${sellerId}$`));
    const order = await (await request.get(`/api/order/my-order?checkoutSession=${checkoutSession}`)).json();
    expect(order).toMatchObject({ error: true, isFirstTimeGettingOrder: false });
    const store = await (await request.get(`/api/seller/retrieve-seller-shop?sellerId=${sellerId}`)).json();
    expect(store.totalSales).toBe(0);
  });

  await test.step('4242 4242 4242 4242 pays and the confirmation thanks the supporter', async () => {
    await payWith(shop, '4242 4242 4242 4242');
    await expect(shop).toHaveURL(new RegExp(`/my-order/${checkoutSession}$`));
    await expect(shop.getByText('Thank you for supporting us!')).toBeVisible();
    await expect(shop.getByText('Your order has been received.', { exact: true })).toBeVisible();
    await expect(shop.getByText(/2-3 weeks/)).toHaveCount(0);
    await expect(shop.getByTestId('first-order-image')).toBeVisible();
    await expect
      .poll(() => shop.evaluate(() => (window as unknown as { fundshopAnalytics?: unknown[] }).fundshopAnalytics ?? []))
      .toContainEqual({ event: 'purchase' });
  });

  await test.step('the receipt arrives and the sale counts', async () => {
    const receipt = await mailTo(request, buyerEmail);
    expect(receipt.text).toContain('Sam Rivera');
    const store = await (await request.get(`/api/seller/retrieve-seller-shop?sellerId=${sellerId}`)).json();
    expect(store.totalSales).toBeGreaterThan(0);
  });

  await test.step('a second look shows no first-time image, and a reload of the payment page leads back', async () => {
    await shop.reload();
    await expect(shop.getByText('Thank you for supporting us!')).toBeVisible();
    await expect(shop.getByTestId('first-order-image')).toHaveCount(0);
    await shop.goto(`/shop/checkout/${sellerId}`);
    await shop.getByRole('button', { name: 'Back to the store' }).click();
    await expect(shop).toHaveURL(new RegExp(`/shop/${sellerId}$`));
    // The paid order emptied the cart.
    await expect(shop.getByRole('article').nth(0).getByRole('button', { name: 'Add to cart' })).toBeVisible();
  });
  await context.close();
});

test('the demo store tour ends at the set-up button, and the demo store sells nothing', async ({ page }, testInfo) => {
  // The refusals are in-app dialogs; a browser alert() box would fail the test.
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected browser dialog: ${dialog.message()}`);
  });
  await page.goto('/store-demo');
  await expect(page.getByText('This is a store demo.')).toBeVisible();
  await page.getByRole('button', { name: "Let's go" }).click();
  for (const title of [
    'Every Participant Creates Their Own Online Store',
    'E-books',
    'Upload of Photo',
    "It's Free To Use",
  ]) {
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByRole('dialog', { name: 'Easy For Your Supporters' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog', { name: 'Explore Online Store' })).toBeVisible();
  await page.getByRole('button', { name: 'Sounds Good!' }).click();

  await page.getByRole('article').first().getByRole('button', { name: 'Add to cart' }).click();
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText("This is a demo store only. Therefore you can't add any e-books to the cart.");
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();
  // The form loads as it comes near the screen (docs/decisions/0013), as when a supporter scrolls down.
  await page.getByTestId('checkout-section').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(notice).toContainText('You can not checkout because this is a demo store only.');
  await notice.getByRole('button', { name: 'OK' }).click();

  await page.getByRole('link', { name: isPhone(testInfo) ? 'Set Up Now' : 'Set Up Fundraiser' }).click();
  await expect(page).toHaveURL(/\/register-store$/);
});
