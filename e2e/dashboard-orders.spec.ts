import { expect, type Locator } from '@playwright/test';
import { test } from './csp.ts';
import {
  expectAccessible,
  fillSupporterDetails,
  isPhone,
  loginAsOrganiser,
  newDeviceContext,
  registerOrganiser,
  registerSeller,
  uniqueEmail,
} from './support.ts';

interface ShopProduct {
  productId: number;
  productName: string;
  productPrice: number;
}

/** '$12' or '$12.50' as the dashboards write US dollars (core formatPrice). */
function usd(amount: number): string {
  return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

/** The group's share of an order: 50%, rounded down to the cent (as the server computes it). */
function share(amount: number): number {
  return Math.floor(Math.round(amount * 100) / 2) / 100;
}

async function fillOrderForm(dialog: Locator, firstName: string): Promise<void> {
  await dialog.getByLabel('First name', { exact: true }).fill(firstName);
  await dialog.getByLabel('Phone number', { exact: true }).fill('+1 555 0199');
  await dialog.getByLabel('Country', { exact: true }).selectOption('US');
  await dialog.getByLabel('Street address', { exact: true }).fill('1 Cash Lane');
  await dialog.getByLabel('City', { exact: true }).fill('Springfield');
  await dialog.getByLabel('State/Province/Region', { exact: true }).selectOption('IL');
  await dialog.getByLabel('Postal code', { exact: true }).fill('62701');
  await dialog.getByLabel('Note', { exact: true }).fill('Paid in cash at practice');
}

test('the organiser enters, edits and deletes a cash order; a card sale shows on both dashboards', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the dashboard journey runs on the phone');
  // Nine steps in two browsers with two accessibility scans: about 45 s alone, past 90 s beside another journey on
  // the two cores of CI.
  test.slow();
  const organiser = await registerOrganiser(request, testInfo, 'Oak Hill Runners');
  const samId = await registerSeller(request, organiser, 'Sam Oak');
  const kimId = await registerSeller(request, organiser, 'Kim Hill');
  const shop = (await (await request.get(`/api/seller/retrieve-seller-shop?sellerId=${samId}`)).json()) as {
    webShopProducts: ShopProduct[];
  };
  const [first, second] = shop.webShopProducts;
  if (!first || !second) throw new Error('the webshop needs two products');
  const earnings = page.getByTestId('group-earnings');

  await test.step('the organiser sees an empty dashboard and finishes the payment setup', async () => {
    await loginAsOrganiser(page, { id: String(organiser.webShopId), password: organiser.password });
    await expect(earnings).toHaveText('$0');
    const table = page.getByRole('table', { name: 'Participants' });
    await expect(table.getByRole('row', { name: /Sam Oak/ })).toContainText('Sam Oak has not sold anything.');
    await page.getByRole('region', { name: 'Payments' }).getByRole('button', { name: 'Set up payments' }).click();
    await page.getByRole('button', { name: 'Complete setup' }).click();
    await expect(page).toHaveURL(/\/contactperson\/start/);
  });

  const cashTotal = first.productPrice * 2;
  const editedTotal = first.productPrice * 2 + second.productPrice;

  await test.step("the organiser opens Sam's orders and enters a cash order", async () => {
    await page.getByRole('link', { name: 'Orders: Sam Oak' }).click();
    await expect(page).toHaveURL(/\/contactperson\/seller-order$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders: Sam Oak');
    await expect(page.getByText('Sam Oak has not sold anything.')).toBeVisible();
    await page.getByRole('button', { name: 'Create order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create order' });
    const firstRow = dialog.getByRole('group', { name: `Quantity of ${first.productName}` });
    await firstRow.getByRole('button', { name: 'Add one' }).click();
    await firstRow.getByRole('button', { name: 'Add one' }).click();
    await expect(firstRow.getByTestId('quantity')).toHaveText('2');
    await dialog.getByRole('button', { name: 'Order', exact: true }).click();
    await expect(dialog.getByText('First name is missing')).toBeVisible();
    // SPEC §5: last name and email are optional for the organiser.
    await expect(dialog.getByText('Last name is missing')).toHaveCount(0);
    await expect(dialog.getByText('Email is missing')).toHaveCount(0);
    await fillOrderForm(dialog, 'Casey');
    await expect(dialog.getByTestId('cart-total')).toHaveText(usd(cashTotal));
    await page.screenshot({ path: '/tmp/order-dialog-phone.png' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Order', exact: true }).click();
    await expect(dialog).toBeHidden();
    const order = page.getByTestId('buyer-order');
    await expect(order).toHaveCount(1);
    await expect(order).toContainText('Casey');
    await expect(order).toContainText(`2 × ${first.productName}`);
    await expect(order.getByTestId('order-amount')).toHaveText(usd(cashTotal));
    await expect(order).toContainText('Paid in cash at practice');
    await expectAccessible(page);
  });

  await test.step('the per-participant chart counts whole products (two sold: no tick at 0.5)', async () => {
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByTestId('products-sold')).toHaveText('2');
    const ticks = page.getByTestId('per-seller-chart').locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
    await expect(ticks.first()).toBeVisible();
    const labels = await ticks.allTextContents();
    expect(labels).toEqual(expect.arrayContaining(['0', '2']));
    for (const label of labels) expect(label).toMatch(/^\d+$/);
    await page.getByRole('link', { name: 'Orders: Sam Oak' }).click();
  });

  await test.step('the organiser edits the order and the totals move', async () => {
    await page.getByRole('button', { name: 'Edit (Casey)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit order' });
    await expect(dialog.getByLabel('First name', { exact: true })).toHaveValue('Casey');
    await expect(
      dialog.getByRole('group', { name: `Quantity of ${first.productName}` }).getByTestId('quantity'),
    ).toHaveText('2');
    await dialog
      .getByRole('group', { name: `Quantity of ${second.productName}` })
      .getByRole('button', { name: 'Add one' })
      .click();
    await dialog.getByLabel('Last name', { exact: true }).fill('Jones');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('order-amount')).toHaveText(usd(editedTotal));
    await expect(page.getByTestId('buyer-order')).toContainText('Casey Jones');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/contactperson\/start$/);
    await expect(earnings).toHaveText(usd(share(editedTotal)));
    await expect(page.getByTestId('products-sold')).toHaveText('3');
    await expect(page.getByRole('img', { name: 'Group earnings over time' })).toBeVisible();
    await expect(page.getByTestId('per-seller-chart')).toBeVisible();
  });

  let kimCode = '';
  const cardTotal = second.productPrice;

  await test.step("a supporter pays by card in Kim's store", async () => {
    kimCode =
      (await page
        .getByRole('table', { name: 'Participants' })
        .getByRole('row', { name: /Kim Hill/ })
        .getByTestId('login-code')
        .textContent()) ?? '';
    expect(kimCode).not.toBe('');
    const context = await newDeviceContext(browser, testInfo);
    const store = await context.newPage();
    await store.goto(`/shop/${kimId}`);
    await store.getByRole('article').nth(1).getByRole('button', { name: 'Add to cart' }).click();
    await fillSupporterDetails(store, {
      firstName: 'Riley',
      lastName: 'Card',
      email: uniqueEmail(testInfo, 'card-supporter'),
      phone: '+1 555 0102',
      country: 'US',
      street: '2 Card Road',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
    });
    await store.getByRole('button', { name: 'Continue to payment' }).click();
    await store.getByLabel('Card number').fill('4242 4242 4242 4242');
    await store.getByLabel('Expiry').fill('12/39');
    await store.getByLabel('CVC').fill('123');
    await store.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(store.getByText('Thank you for supporting us!')).toBeVisible();
    await context.close();
  });

  await test.step("the card sale is on the organiser's dashboard", async () => {
    await page.reload();
    await expect(earnings).toHaveText(usd(share(editedTotal) + share(cardTotal)));
    await expect(
      page
        .getByRole('table', { name: 'Participants' })
        .getByRole('row', { name: /Kim Hill/ })
        .getByTestId('seller-earnings'),
    ).toHaveText(usd(share(cardTotal)));
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.getByTestId('per-seller-chart').locator('svg').first()).toBeVisible();
    await page.screenshot({ path: '/tmp/dashboard-organiser-360.png', fullPage: true });
    await page
      .getByRole('region', { name: 'Dashboard' })
      .screenshot({ path: '/tmp/dashboard-organiser-360-detail.png' });
    await expectAccessible(page);
  });

  await test.step('Kim sees the card sale and only its own orders', async () => {
    const context = await newDeviceContext(browser, testInfo);
    const kim = await context.newPage();
    await kim.goto(`/seller/login?inloggningskod=${kimCode}`);
    await expect(kim).toHaveURL(/\/seller\/start$/);
    await expect(kim.getByTestId('group-earnings')).toHaveText(usd(share(editedTotal) + share(cardTotal)));
    const orders = kim.getByTestId('buyer-order');
    await expect(orders).toHaveCount(1);
    // A seller sees a supporter's first name only (decision 0036).
    await expect(orders.getByRole('heading', { name: 'Riley', exact: true })).toBeVisible();
    await expect(orders).not.toContainText('Card Road');
    await expect(orders).toContainText('Paid by card');
    await expect(kim.getByText('Casey')).toHaveCount(0);
    await expect(kim.getByRole('table', { name: 'Participants' })).toHaveCount(0);
    await expect(kim.getByRole('button', { name: 'Export orders (CSV)' })).toHaveCount(0);
    await expect(kim.getByRole('img', { name: 'QR code of the webshop link' })).toBeVisible();
    await kim.setViewportSize({ width: 360, height: 780 });
    await expect(kim.getByTestId('earnings-over-time-chart').locator('svg').first()).toBeVisible();
    await kim.screenshot({ path: '/tmp/dashboard-seller-360.png', fullPage: true });
    await kim.getByRole('region', { name: 'Dashboard' }).screenshot({ path: '/tmp/dashboard-seller-360-detail.png' });
    await expectAccessible(kim);
    await context.close();
  });

  await test.step('the organiser deletes the cash order and the totals fall back to the card sale', async () => {
    await page.getByRole('link', { name: 'Orders: Sam Oak' }).click();
    await page.getByRole('button', { name: 'Delete (Casey Jones)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete order' });
    await expect(confirm).toContainText('Are you sure that you would like to delete this order?');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Sam Oak has not sold anything.')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(earnings).toHaveText(usd(share(cardTotal)));
  });

  await test.step('the export downloads the group orders as CSV', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export orders (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^orders-${organiser.webShopId}-.*\\.csv$`));
  });
});
