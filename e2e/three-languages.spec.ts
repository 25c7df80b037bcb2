import { expect, type Page, type TestInfo } from '@playwright/test';
import { LANGUAGE_NAMES, type Language } from '@fundshop/core';
import { CATALOGUES } from '@fundshop/core/i18n/all';
import { test } from './csp.ts';
import { expectOnlyLanguage, textsOfOtherLanguages } from './language-scan.ts';
import {
  expectAccessible,
  isPhone,
  keepScreenshot,
  registerOrganiser,
  registerSeller,
  uniqueEmail,
  type Organiser,
} from './support.ts';

/*
 * Issue 28's journey: the same way through the product in English, Swedish and French on a phone (a group registered
 * in the language, its store and checkout, the organiser's Start, the create-order and motivate dialogs), and on each
 * page the scan of language-scan.ts: no interface text of another language shows. Screenshots are kept for a person.
 */

/** Each language's browser: the organiser's device asks for it; the supporter's asks for none of ours (German). */
const BROWSER_LOCALE: Record<Language, string> = { en: 'en-US', sv: 'sv-SE', fr: 'fr-CA' };

/** The group's own words to its supporters, as an organiser of each language would write them. */
const GROUP_MESSAGE: Record<Language, string> = {
  en: 'Every book helps our relay team travel to the finals.',
  sv: 'Varje bok hjälper vårt stafettlag att resa till finalen.',
  fr: 'Chaque livre aide notre équipe de relais à se rendre en finale.',
};

async function scanned(page: Page, testInfo: TestInfo, language: Language, name: string): Promise<void> {
  await expectOnlyLanguage(page, language);
  await keepScreenshot(page, testInfo, `${name}-${language}-360`);
}

for (const language of ['en', 'sv', 'fr'] as const) {
  const t = CATALOGUES[language];

  test(`in ${LANGUAGE_NAMES[language]}: a group's store, checkout, Start and its dialogs speak only it`, async ({
    browser,
    request,
  }, testInfo) => {
    test.skip(!isPhone(testInfo), 'the language journey is the phone one');
    const organiser: Organiser = await registerOrganiser(request, testInfo, 'Lakeside Relay', {
      language,
      commentToBuyers: GROUP_MESSAGE[language],
    });
    const sellerId = await registerSeller(request, organiser, 'Alex Martin');
    const device = { ...testInfo.project.use };

    const organiserContext = await browser.newContext({ ...device, locale: BROWSER_LOCALE[language] });
    const page = await organiserContext.newPage();

    await test.step('the organiser logs in and reads its Start', async () => {
      await page.goto('/contactperson/login');
      await page.getByLabel(t['organiserLogin.id'], { exact: true }).fill(String(organiser.webShopId));
      await page.getByLabel(t['organiserLogin.password'], { exact: true }).fill(organiser.password);
      await page.getByRole('button', { name: t['login.logIn'] }).click();
      await expect(page).toHaveURL(/\/contactperson\/start$/);
      const introduction = page.getByRole('dialog', { name: t['tools.introductionTitle'] });
      await introduction.getByRole('button', { name: t['tools.introductionLater'] }).click();
      await expect(introduction).toBeHidden();
      await scanned(page, testInfo, language, 'organiser-start');
    });

    await test.step('the organiser finishes the (simulated) payment account', async () => {
      await page.getByRole('button', { name: t['organiser.setUpPayments'] }).click();
      await expect(page).toHaveURL(/\/dev\/payment-account\//);
      // The provider's own page (simulated here) is the provider's language, not ours.
      await page.getByRole('button', { name: 'Complete setup' }).click();
      await expect(page).toHaveURL(/\/contactperson\/start/);
    });

    await test.step("the participant's orders and the create-order dialog ('Skapa beställning' in Swedish)", async () => {
      const orders = t['orders.titleWithSeller'].replace('{name}', 'Alex Martin');
      await page.getByRole('link', { name: orders }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(orders);
      await page.getByRole('button', { name: t['order.createOrderTitle'] }).click();
      const dialog = page.getByRole('dialog', { name: t['order.createOrderTitle'] });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await scanned(page, testInfo, language, 'create-order');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.goBack();
      await expect(page).toHaveURL(/\/contactperson\/start$/);
    });

    await test.step("the motivate dialog ('Motivera försäljarna')", async () => {
      await page.getByRole('button', { name: t['tools.motivateSellers'] }).click();
      const dialog = page.getByRole('dialog', { name: t['tools.motivateTitle'] });
      await expect(dialog.getByRole('button', { name: t['tools.motivateSend'] })).toBeVisible();
      await scanned(page, testInfo, language, 'motivate');
      await dialog.getByText(t['tools.motivateCancel'], { exact: true }).click();
      await expect(dialog).toBeHidden();
    });
    await organiserContext.close();

    const supporterContext = await browser.newContext({ ...device, locale: 'de-DE' });
    const shop = await supporterContext.newPage();

    await test.step("a supporter whose browser asks for German reads the store in the group's language", async () => {
      await shop.goto(`/shop/${sellerId}`);
      await expect(
        shop.getByRole('heading', { name: t['store.fundraiserFor'].replace('{name}', 'Alex Martin') }),
      ).toBeVisible();
      await scanned(shop, testInfo, language, 'store');
      // The scan can fail: the same page holds texts that the scan of any other language finds.
      const other = language === 'en' ? 'sv' : 'en';
      expect(await textsOfOtherLanguages(shop, other)).not.toEqual([]);
    });

    await test.step('adds a book, fills in the checkout form in the language and pays', async () => {
      await shop.getByRole('article').first().getByRole('button', { name: t['store.addToCart'] }).click();
      await shop.getByRole('button', { name: t['store.cart'], exact: true }).click();
      await shop.getByLabel(t['form.firstName'], { exact: true }).fill('Jordan');
      await shop.getByLabel(t['form.lastName'], { exact: true }).fill('Lee');
      await shop.getByLabel(t['form.email'], { exact: true }).fill(uniqueEmail(testInfo, `supporter-${language}`));
      await shop.getByLabel(t['form.phoneNumber'], { exact: true }).fill('+1 555 0102');
      await shop.getByLabel(t['form.streetAddress'], { exact: true }).fill('3 Oak Road');
      await shop.getByLabel(t['form.city'], { exact: true }).fill('Springfield');
      await shop.getByLabel(t['form.state'], { exact: true }).selectOption('IL');
      await shop.getByLabel(t['form.postalCode'], { exact: true }).fill('62701');
      await scanned(shop, testInfo, language, 'checkout-form');
      await shop.getByRole('button', { name: new RegExp(`^${t['supporter.continueToPayment']}`) }).click();
      await expect(shop).toHaveURL(/\/checkout/);
      await shop.getByLabel(t['checkoutPage.cardNumber'], { exact: true }).fill('4242 4242 4242 4242');
      await shop.getByLabel(t['checkoutPage.expiry'], { exact: true }).fill('12/39');
      await shop.getByLabel(t['checkoutPage.cvc'], { exact: true }).fill('123');
      await scanned(shop, testInfo, language, 'payment');
      await shop
        .getByRole('button', { name: new RegExp(`^${t['supporter.payAmount'].replace(' {amount}', '')}`) })
        .click();
      await expect(shop.getByText(t['checkout.thankYou'], { exact: true })).toBeVisible();
      await scanned(shop, testInfo, language, 'thank-you');
    });
    await supporterContext.close();
  });
}
