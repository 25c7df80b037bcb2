import { expect } from '@playwright/test';
import { GROUP_SETTINGS_MSG } from '@fundshop/core';
import { en } from '@fundshop/core/i18n/catalogues/en';
import { fr } from '@fundshop/core/i18n/catalogues/fr';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { test } from './csp.ts';
import {
  expectAccessible,
  isPhone,
  keepScreenshot,
  loginAsOrganiser,
  loginCodeOf,
  newDeviceContext,
  openMenuItem,
  registerOrganiser,
  registerSeller,
} from './support.ts';

/*
 * Who reads which language (docs/decisions/0044): the group's, set in Profile, is its store's; each person may keep
 * its own, chosen in the menu and kept on the account for the next login on another device.
 */
test("an organiser gives the group Swedish, its store speaks it, and the organiser's own French follows it to a new device", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the language journey is the phone one');
  const organiser = await registerOrganiser(request, testInfo, 'Érable Hockey');
  const sellerId = await registerSeller(request, organiser, 'Léa Tremblay');
  const login = { id: String(organiser.webShopId), password: organiser.password };

  await test.step("the group's language is Swedish, from Profile", async () => {
    await loginAsOrganiser(page, login);
    await openMenuItem(page, testInfo, 'Profile');
    const settings = page.getByRole('region', { name: GROUP_SETTINGS_MSG.title });
    await settings.getByLabel(GROUP_SETTINGS_MSG.language).selectOption({ label: 'Svenska' });
    await settings.getByRole('button', { name: GROUP_SETTINGS_MSG.save }).click();
    await expect(settings.getByText(GROUP_SETTINGS_MSG.saved)).toBeVisible();
  });

  await test.step('a supporter whose browser asks for none of our languages reads the store in Swedish', async () => {
    const context = await browser.newContext({ ...testInfo.project.use, locale: 'de-DE' });
    const store = await context.newPage();
    await store.goto(`/shop/${sellerId}`);
    await expect(store.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(store).toHaveTitle(/^Insamling för/);
    await context.close();
  });

  await test.step("a participant logs in with its link and reads its Start in the group's Swedish", async () => {
    const code = await loginCodeOf(request, organiser.accessToken, organiser.webShopId, sellerId);
    const context = await newDeviceContext(browser, testInfo);
    const seller = await context.newPage();
    await seller.goto(`/seller/login?inloggningskod=${code}`);
    await expect(seller).toHaveURL(/\/seller\/start$/);
    await expect(seller.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(seller.getByRole('heading', { name: sv['sellerStart.yourWebshop'] })).toBeVisible();
    await expect(seller.getByRole('button', { name: sv['sellerStart.copyLink'] })).toBeVisible();
    await expect(seller.getByText(en['sellerStart.copyLink'], { exact: true })).toHaveCount(0);
    await expectAccessible(seller);
    await keepScreenshot(seller, testInfo, 'seller-start-sv-360');
    await context.close();
  });

  await test.step("the organiser's own language, French, from the menu", async () => {
    await openMenuItem(page, testInfo, en['language.menuItem']);
    const dialog = page.getByRole('dialog', { name: en['language.title'] });
    await dialog.getByRole('radio', { name: 'Français' }).check();
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'language-chooser-360');
    await dialog.getByRole('button', { name: en['language.save'] }).click();
    // The page loads again in French: the menu names the chooser in French, and no English or Swedish of it shows.
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('button', { name: fr['nav.openMenu'] }).click();
    const menu = page.getByRole('navigation', { name: fr['nav.menu'] });
    for (const key of ['language.menuItem', 'nav.start', 'nav.logOut'] as const) {
      await expect(menu.getByText(fr[key], { exact: true })).toBeVisible();
      await expect(menu.getByText(sv[key], { exact: true })).toHaveCount(0);
      await expect(menu.getByText(en[key], { exact: true })).toHaveCount(0);
    }
    await keepScreenshot(page, testInfo, 'organiser-menu-fr-360');
  });

  await test.step('on another device the login brings the French back', async () => {
    const other = await newDeviceContext(browser, testInfo);
    const second = await other.newPage();
    await loginAsOrganiser(second, login);
    await second.getByRole('button', { name: fr['nav.openMenu'] }).click();
    await expect(
      second.getByRole('navigation', { name: fr['nav.menu'] }).getByText(fr['language.menuItem'], { exact: true }),
    ).toBeVisible();
    await other.close();
  });
});
