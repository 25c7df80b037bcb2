import { expect, type Page } from '@playwright/test';
import { test } from './csp.ts';
import { demoGroupSeller, isPhone, loginAsOrganiser, openMenuItem } from './support.ts';

/** The focused element's name as a person hears it: its label, its aria-label or its text. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '<body>';
    const labelled = element instanceof HTMLInputElement || element instanceof HTMLSelectElement;
    const label = labelled ? element.labels?.[0]?.textContent : null;
    return (label ?? element.getAttribute('aria-label') ?? element.textContent ?? '')
      .replace(/[\s*\u2009]+$/, '')
      .trim();
  });
}

/**
 * Presses Tab until the focus is on an element whose name matches, at most `limit` times; on the way, an empty field
 * named in `type` gets its value typed in (a keyboard user types into the fields Tab brings it to).
 */
async function tabTo(page: Page, name: RegExp, type: Record<string, string> = {}, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const here = await focusedName(page);
    if (name.test(here)) return;
    const value = type[here];
    const empty = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value === '');
    if (value !== undefined && empty) await page.keyboard.type(value);
  }
  throw new Error(`no ${name} within ${limit} presses of Tab; the focus is on '${await focusedName(page)}'`);
}

const SUPPORTER: Record<string, string> = {
  'First name': 'Kim',
  'Last name': 'Keys',
  Email: 'kim.keys@example.com',
  'Phone number': '+1 555 0199',
  'Street address': '1 Main Street',
  City: 'Springfield',
  // A select: typed letters choose the option whose name starts with them.
  'State/Province/Region': 'Illinois',
  'Postal code': '62701',
  'Card number': '4242 4242 4242 4242',
  Expiry: '12/39',
  CVC: '123',
};

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

  await test.step('on through the checkout form, typing the details, to the payment and its Pay button', async () => {
    await tabTo(page, /^Continue to payment/, SUPPORTER, 80);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop\/checkout\//);
    await tabTo(page, /^Pay \$/, SUPPORTER, 20);
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeFocused();
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeInViewport();
  });
});

test('keyboard only: an organiser registers a participant in the dialog and is back where it started', async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'a keyboard is the desktop journey');
  const name = `Kim Keys ${Date.now().toString(36)}`;
  await loginAsOrganiser(page);
  const open = page.getByRole('button', { name: 'Register participant' });
  await tabTo(page, /^Register participant$/);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Register participant' });
  // The production build runs on Preact, where a plain autoFocus does nothing (useFocusWhenShown).
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText(`${name} has been registered.`);
  // The form that held the focus is gone: the focus is on Close, so the next Enter closes.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  // A file to choose is a press of Enter as well (FileChooserButton): the roster's CSV in 'Add many'.
  await openMenuItem(page, testInfo, 'Participants');
  await tabTo(page, /^Add many$/);
  await page.keyboard.press('Enter');
  const addMany = page.getByRole('dialog', { name: 'Add many participants' });
  // Listening first: Playwright turns the chooser's interception on asynchronously, and a key press is quicker.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, /^Upload a CSV file$/);
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'team.csv', mimeType: 'text/csv', buffer: Buffer.from(`Name\n${name} 2\n`) });
  await expect(addMany.getByTestId('roster-text')).toHaveValue(new RegExp(`${name} 2`));
});
