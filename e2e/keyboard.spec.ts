import { expect, type Page } from '@playwright/test';
import { test } from './csp.ts';
import { demoGroupSeller, isPhone } from './support.ts';

/** The focused element's accessible name as a person hears it: its aria-label or its text. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '<body>';
    return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
  });
}

/** Presses Tab until the focus is on an element whose name matches, at most `limit` times. */
async function tabTo(page: Page, name: RegExp, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`no ${name} within ${limit} presses of Tab; the focus is on '${await focusedName(page)}'`);
}

test('keyboard only: a supporter adds two e-books and reaches the Pay button with Tab and Enter', async ({
  page,
  request,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'a keyboard is the desktop journey');
  const seller = await demoGroupSeller(request, testInfo, 'Keys');
  await page.goto(`/shop/${seller.sellerId}`);
  const books = page.getByRole('article');
  await expect(books.first()).toBeVisible();

  await test.step('the first book: Enter on Add to cart, the focus stays on its counter', async () => {
    await tabTo(page, /^Add to cart$/);
    await page.keyboard.press('Enter');
    await expect(books.nth(0).getByTestId('quantity')).toHaveText('1');
    await expect(books.nth(0).getByRole('button', { name: 'Add one' })).toBeFocused();
  });

  await test.step('the second book, the next Add to cart along', async () => {
    await tabTo(page, /^Add to cart$/);
    await expect(books.nth(1).getByRole('button', { name: 'Add to cart' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(books.nth(1).getByTestId('quantity')).toHaveText('1');
    await expect(books.nth(1).getByRole('button', { name: 'Add one' })).toBeFocused();
  });

  await test.step('on through the checkout form to the Pay button', async () => {
    await tabTo(page, /^Pay\b/, 80);
    await expect(page.getByRole('button', { name: /^Pay\b/ })).toBeFocused();
    await expect(page.getByRole('button', { name: /^Pay\b/ })).toBeInViewport();
  });
});
