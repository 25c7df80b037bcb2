import { expect } from '@playwright/test';
import { APP_STARTED_ATTRIBUTE, CHECKOUT_MSG } from '@fundshop/core';
import { test } from './csp.ts';
import { demoGroupSeller, isPhone } from './support.ts';

// The store as a new supporter met it (issue 40), on a 360 px phone: whole before the app runs, the keyboard's focus
// visible on 'Add to cart', the cart bar's 'Checkout' on Tab's way, and a language to choose.
test.use({ viewport: { width: 360, height: 740 } });

test('a 360 px store: no Loading card, a focus ring before the app, Tab to Checkout, another language', async ({
  page,
  request,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the phone journey');
  const seller = await demoGroupSeller(request, testInfo, 'Touch');
  await page.goto(`/shop/${seller.sellerId}`);
  const books = page.getByRole('article');
  await expect(books.first()).toBeVisible();
  await expect(page.getByText(CHECKOUT_MSG.loading, { exact: true })).toHaveCount(0);

  await test.step("Tab to 'Add to cart': its outline shows before the app has run", async () => {
    const add = books.first().getByRole('button', { name: 'Add to cart' });
    for (let i = 0; i < 30 && !(await add.evaluate((b) => b === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(add).toBeFocused();
    await expect(page.locator(`#root[${APP_STARTED_ATTRIBUTE}]`)).toHaveCount(0);
    const outline = await add.evaluate((b) => getComputedStyle(b));
    expect(outline.outlineStyle).toBe('solid');
    expect(outline.outlineWidth).toBe('3px');
    await add.scrollIntoViewIfNeeded();
    const file = testInfo.outputPath('store-360-focus.png');
    await page.screenshot({ path: file });
    await testInfo.attach('store-360-focus', { path: file, contentType: 'image/png' });
  });

  await test.step('Enter adds the book; Tab goes on through the books to the checkout', async () => {
    await page.keyboard.press('Enter');
    await expect(books.first().getByTestId('quantity')).toHaveText('1');
    const bar = page.getByRole('complementary', { name: 'Cart summary' });
    await expect(bar).toBeVisible();
    // The bar sits right after the books in the page's order and shows while the cart is out of view: Tab from the
    // last book reaches its 'Checkout', or, where that book's buttons have brought the cart itself into view (the
    // bar gone, as a pointer user sees it), the cart's first button. Which one depends on the phone's height and
    // the moment the page has scrolled, so the journey takes the one the page offers and checks it is that one.
    // Where the focus is: the bar's 'Checkout', the checkout section (its cart, then its form) or elsewhere.
    const focusAt = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        if (focused?.closest('aside') && focused.textContent === 'Checkout') return 'bar';
        return focused?.closest('[data-testid="checkout-section"]') ? 'checkout' : 'elsewhere';
      });
    let at = await focusAt();
    for (let i = 0; i < 30 && at === 'elsewhere'; i++) {
      await page.keyboard.press('Tab');
      at = await focusAt();
    }
    if (at === 'bar') {
      await expect(bar.getByRole('button', { name: 'Checkout' })).toBeFocused();
      await page.keyboard.press('Enter');
    } else {
      expect(at).toBe('checkout');
      await expect(page.getByRole('heading', { name: 'Your cart' })).toBeInViewport();
      await expect(bar).toBeHidden();
      const firstName = page.getByLabel('First name');
      for (let i = 0; i < 10 && !(await firstName.evaluate((b) => b === document.activeElement)); i++) {
        await page.keyboard.press('Tab');
      }
    }
    await expect(page.getByLabel('First name')).toBeFocused();
  });

  await test.step('Svenska: the same store, drawn in Swedish', async () => {
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Svenska' }).click();
    await expect(page).toHaveURL(/\?lang=sv$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByRole('navigation', { name: 'Språk' }).getByText('Svenska')).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
