import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { formatPrice, type CountryCode } from '@fundshop/core';
import { test } from './csp.ts';
import {
  checkoutSessionOf,
  isPhone,
  loginAsOrganiser,
  registerOrganiser,
  registerSeller,
  uniqueEmail,
} from './support.ts';

/**
 * What a supporter sees of tax before paying (issue 41, docs/decisions/0063): how the store's prices stand with it,
 * and the tax an Ontario buyer's order adds, on the payment page before the card form and on the confirmation. On a
 * phone the page is 360 px wide, the narrowest we serve.
 */

/** A group of the country with one participant, its payments set up (the store sells only then); its store's id. */
async function openStore(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  countryCode: CountryCode,
  group: string,
): Promise<number> {
  const organiser = await registerOrganiser(request, testInfo, group, { countryCode });
  const sellerId = await registerSeller(request, organiser, 'Mia Chen');
  await loginAsOrganiser(page, { id: String(organiser.webShopId), password: organiser.password });
  await page.getByRole('region', { name: 'Payments' }).getByRole('button', { name: 'Set up payments' }).click();
  await page.getByRole('button', { name: 'Complete setup' }).click();
  await expect(page.getByText(/Payment setup is finished/)).toBeVisible();
  if (isPhone(testInfo)) await page.setViewportSize({ width: 360, height: 780 });
  return sellerId;
}

/** What the screen shows around `part` (scrolled into view), kept with the run's results for a person to look at. */
async function look(page: Page, testInfo: TestInfo, part: Locator, name: string): Promise<void> {
  await part.scrollIntoViewIfNeeded();
  const file = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** The rows of the order's money (tax-summary.tsx): 'Subtotal…', 'HST 13%…', 'Total…'. */
function summaryRows(page: Page) {
  return page.getByTestId('tax-summary').locator(':scope > *');
}

test('an Australian store says its prices include GST, on the card and in the cart', async ({
  page,
  request,
}, testInfo) => {
  const sellerId = await openStore(page, request, testInfo, 'AU', 'Bondi Surf Club');
  await page.goto(`/shop/${sellerId}`);
  const book = page.getByRole('article').first();
  await expect(book.getByTestId('price-tax-note')).toHaveText('incl. GST');
  await book.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Cart', exact: true }).click();
  const cart = page.getByRole('region', { name: 'Cart contents' });
  await expect(cart.getByTestId('price-tax-note')).toHaveText('incl. GST');
  // What is paid is the price shown: the button says the cart's total and nothing more.
  const total = await cart.getByTestId('cart-total').textContent();
  await expect(page.getByRole('button', { name: `Continue to payment · ${total}`, exact: true })).toBeVisible();
  await look(page, testInfo, cart, 'australian-cart');
  await page.evaluate(() => window.scrollTo(0, 0));
  await look(page, testInfo, book, 'australian-store');
});

test('an Ontario buyer sees the HST added before paying, pays, and the confirmation shows it', async ({
  page,
  request,
}, testInfo) => {
  const sellerId = await openStore(page, request, testInfo, 'CA', 'Maple Leaf Rowing');
  const store = await (await request.get(`/api/seller/retrieve-seller-shop?sellerId=${sellerId}`)).json();
  const price = (store.webShopProducts as { productPrice: number }[])[0]!.productPrice;
  const cad = (amount: number) => formatPrice(amount, 'CAD', 'en-CA');
  // Ontario's HST is 13%, on the price without tax (rounded to the cent).
  const hst = Math.round(price * 13) / 100;
  const expected = [`Subtotal${cad(price)}`, `HST 13%${cad(hst)}`, `Total${cad(price + hst)}`];

  await test.step("the store's prices say tax is added", async () => {
    await page.goto(`/shop/${sellerId}`);
    const book = page.getByRole('article').first();
    await expect(book.getByTestId('price-tax-note')).toHaveText('+ tax');
    await book.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: 'Cart', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Cart contents' }).getByTestId('price-tax-note')).toHaveText('+ tax');
    await expect(page.getByRole('button', { name: `Continue to payment · ${cad(price)} + tax` })).toBeVisible();
  });

  await test.step('the buyer chooses Ontario from the list with the keyboard alone', async () => {
    await page.getByLabel('First name', { exact: true }).fill('Léa');
    await page.getByLabel('Last name', { exact: true }).fill('Tremblay');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail(testInfo, 'ontario'));
    // A Canadian group's form starts in Canada, with its provinces to choose from.
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('CA');
    await page.getByLabel('City', { exact: true }).fill('Toronto');
    await page.keyboard.press('Tab');
    const region = page.getByLabel('State/Province/Region', { exact: true });
    await expect(region).toBeFocused();
    await expect(region).toHaveValue('');
    // A closed select takes typed letters as the start of an option's name.
    await page.keyboard.type('Ontario');
    await expect(region).toHaveValue('ON');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Postal code', { exact: true })).toBeFocused();
    await page.keyboard.type('M5V 2T6');
    await look(page, testInfo, region, 'ontario-region');
  });

  await test.step('the payment page shows the HST added, above the card form', async () => {
    await page.getByRole('button', { name: /^Continue to payment/ }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/checkout/${sellerId}$`));
    await expect(summaryRows(page)).toHaveText(expected);
    const summary = await page.getByTestId('tax-summary').boundingBox();
    const cardNumber = await page.getByLabel('Card number').boundingBox();
    expect(summary!.y).toBeLessThan(cardNumber!.y);
    await expect(page.getByRole('button', { name: `Pay ${cad(price + hst)}` })).toBeVisible();
    await look(page, testInfo, page.getByTestId('tax-summary'), 'ontario-payment');
  });

  await test.step('pays, and the confirmation shows the net, the HST and the total', async () => {
    const checkoutSession = await checkoutSessionOf(page);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12/39');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(new RegExp(`/my-order/${checkoutSession}$`));
    await expect(summaryRows(page)).toHaveText(expected);
    await look(page, testInfo, page.getByTestId('tax-summary'), 'ontario-confirmation');
  });
});
