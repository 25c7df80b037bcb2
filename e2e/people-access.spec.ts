import { expect, type Page } from '@playwright/test';
import { CO_ORGANISER_MSG, GROUP_SETTINGS_MSG, RECOVERY_MSG } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import { test } from './csp.ts';
import { LASTING_FLAGS } from '../packages/web/src/lib/session-flag.ts';
import {
  isPhone,
  keepScreenshot,
  loginAsOrganiser,
  newDeviceContext,
  openMenuItem,
  registerOrganiser,
  uniqueEmail,
} from './support.ts';

/**
 * A mail read the way a developer does, on the local outbox page /dev/mail (each mail drawn in a sandboxed frame):
 * answers the address its button leads to, which the page then opens.
 */
async function followMailButton(page: Page, to: string, subject: string, button: string): Promise<string> {
  const mail = page.getByRole('article').filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass();
  const href = await mail.frameLocator('iframe').getByRole('link', { name: button }).getAttribute('href');
  expect(href).not.toBeNull();
  const url = new URL(href!);
  await page.goto(`${url.pathname}${url.search}`);
  return url.pathname;
}

test('an organiser who forgot the password resets it through the mail and logs in with the new one', async ({
  page,
  request,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the people and access journeys run on the phone');
  const organiser = await registerOrganiser(request, testInfo, 'Willow Park Rowers');

  await test.step("'Forgot password?' on the login page: the same answer whoever asks", async () => {
    await page.goto('/contactperson/login');
    await page.getByRole('button', { name: RECOVERY_MSG.forgotPasswordLink }).click();
    const dialog = page.getByRole('dialog', { name: RECOVERY_MSG.forgotPasswordTitle });
    await dialog.getByLabel('Email').fill(organiser.email);
    await dialog.getByRole('button', { name: RECOVERY_MSG.forgotPasswordButton }).click();
    await expect(dialog.getByText(RECOVERY_MSG.forgotPasswordSent)).toBeVisible();
    await keepScreenshot(page, testInfo, 'forgot-password-360');
    await dialog.getByRole('button', { name: RECOVERY_MSG.close }).click();
  });

  await test.step('the mail at /dev/mail leads to the reset page, which takes a new password by the rules', async () => {
    const path = await followMailButton(
      page,
      organiser.email,
      'Choose a new Fundshop password',
      'Choose a new password',
    );
    expect(path).toBe('/reset-password');
    await expect(page.getByRole('heading', { name: RECOVERY_MSG.resetTitle })).toBeVisible();
    await page.getByLabel(RECOVERY_MSG.newPasswordLabel).fill('abc');
    await page.getByRole('button', { name: RECOVERY_MSG.resetButton }).click();
    await expect(page.getByText('The password is too short. Please enter at least 6 characters')).toBeVisible();
    await keepScreenshot(page, testInfo, 'reset-page-360');
    await page.getByLabel(RECOVERY_MSG.newPasswordLabel).fill('rowing-2026');
    await page.getByRole('button', { name: RECOVERY_MSG.resetButton }).click();
    await expect(page.getByText(RECOVERY_MSG.resetDone)).toBeVisible();
    await expect(page.getByText(String(organiser.webShopId), { exact: true })).toBeVisible();
    await keepScreenshot(page, testInfo, 'reset-done-360');
  });

  await test.step('the old password no longer works; the new one does', async () => {
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/contactperson\/login$/);
    await page.getByLabel('ID').fill(String(organiser.webShopId));
    await page.getByLabel('Password').fill(organiser.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Password is incorrect')).toBeVisible();
    await page.getByLabel('Password').fill('rowing-2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/contactperson\/start$/);
  });
});

test('an organiser invites a co-organiser, who accepts, logs in and sees no payouts', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the people and access journeys run on the phone');
  const organiser = await registerOrganiser(request, testInfo, 'Cedar Court Choir');
  const coEmail = uniqueEmail(testInfo, 'co-organiser');

  await test.step('the organiser invites by email on the Profile page', async () => {
    await loginAsOrganiser(page, { id: String(organiser.webShopId), password: organiser.password });
    await openMenuItem(page, testInfo, 'Profile');
    const card = page.getByRole('region', { name: CO_ORGANISER_MSG.title });
    await expect(card.getByText(CO_ORGANISER_MSG.none)).toBeVisible();
    await card.getByLabel(CO_ORGANISER_MSG.inviteEmailLabel).fill(coEmail);
    await card.getByRole('button', { name: CO_ORGANISER_MSG.inviteButton }).click();
    await expect(card.getByText(translatorFor('en')('coOrganiser.invited', { email: coEmail }))).toBeVisible();
    await expect(card.getByText(CO_ORGANISER_MSG.pending)).toBeVisible();
    await expect(page.getByRole('region', { name: GROUP_SETTINGS_MSG.title })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'co-organisers-360');
  });

  const co = await newDeviceContext(browser, testInfo);
  const coPage = await co.newPage();
  // The introduction question is the group's, put off here as for the organiser (loginAsOrganiser).
  await coPage.addInitScript(
    (key) => window.localStorage.setItem(key, String(Date.now())),
    LASTING_FLAGS.introductionLater(organiser.webShopId),
  );

  await test.step('the invitee accepts from the mail: a name, a password and 18 or older', async () => {
    const path = await followMailButton(
      coPage,
      coEmail,
      'You are invited to help run the Cedar Court Choir fundraiser',
      CO_ORGANISER_MSG.mailAction,
    );
    expect(path).toBe('/co-organiser/accept');
    await expect(
      coPage.getByText(translatorFor('en')('coOrganiser.acceptIntro', { group: 'Cedar Court Choir' })),
    ).toBeVisible();
    await coPage.getByLabel(CO_ORGANISER_MSG.nameLabel).fill('Sam Rivera');
    await coPage.getByLabel(CO_ORGANISER_MSG.passwordLabel).fill('sam-helps');
    await coPage.getByRole('button', { name: CO_ORGANISER_MSG.acceptButton }).click();
    await expect(coPage.getByText(CO_ORGANISER_MSG.adultRequired)).toBeVisible();
    await keepScreenshot(coPage, testInfo, 'co-organiser-accept-360');
    await coPage.getByRole('checkbox').check();
    await coPage.getByRole('button', { name: CO_ORGANISER_MSG.acceptButton }).click();
    await expect(coPage.getByText(CO_ORGANISER_MSG.acceptedDone)).toBeVisible();
  });

  await test.step('the co-organiser logs in by email on the organiser login and sees no payout acts', async () => {
    await coPage.getByRole('link', { name: CO_ORGANISER_MSG.logIn }).click();
    await coPage.getByRole('button', { name: CO_ORGANISER_MSG.loginAsCoOrganiser }).click();
    await coPage.getByLabel(CO_ORGANISER_MSG.emailLabel).fill(coEmail);
    await coPage.getByLabel('Password').fill('sam-helps');
    await coPage.getByRole('button', { name: 'Log in' }).click();
    await expect(coPage).toHaveURL(/\/contactperson\/start$/);
    await expect(coPage.getByText(/Sam!/)).toBeVisible();
    await expect(coPage.getByText(CO_ORGANISER_MSG.payoutsByOrganiser)).toBeVisible();
    await openMenuItem(coPage, testInfo, 'Profile');
    await expect(coPage.getByRole('heading', { name: GROUP_SETTINGS_MSG.title })).toBeVisible();
    await expect(coPage.getByRole('region', { name: CO_ORGANISER_MSG.title })).toHaveCount(0);
    await coPage.getByLabel('Goal').fill('3000');
    await coPage.getByRole('button', { name: GROUP_SETTINGS_MSG.save }).click();
    await expect(coPage.getByText(GROUP_SETTINGS_MSG.saved)).toBeVisible();
  });

  await test.step('the organiser sees the acceptance and removes the co-organiser, who is logged out', async () => {
    await page.reload();
    const card = page.getByRole('region', { name: CO_ORGANISER_MSG.title });
    await expect(card.getByText(`Sam Rivera (${coEmail})`)).toBeVisible();
    await expect(card.getByText(CO_ORGANISER_MSG.accepted, { exact: true })).toBeVisible();
    await card.getByRole('button', { name: CO_ORGANISER_MSG.remove }).click();
    await page.getByRole('button', { name: CO_ORGANISER_MSG.yes }).click();
    await expect(card.getByText(CO_ORGANISER_MSG.none)).toBeVisible();
    await coPage.goto('/contactperson/start');
    await expect(coPage.getByRole('heading', { name: 'Contact person login' })).toBeVisible();
  });
  await co.close();
});

test('a participant has the login link mailed again from the seller login, which says the code alone logs in', async ({
  page,
  request,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the people and access journeys run on the phone');
  const organiser = await registerOrganiser(request, testInfo, 'Aspen Hill Runners');
  const sellerEmail = uniqueEmail(testInfo, 'runner');
  const added = await request.post('/api/seller/register-new-seller', {
    headers: { Authorization: `Bearer ${organiser.accessToken}` },
    data: { name: 'Noa Hill', email: sellerEmail, webShopId: organiser.webShopId, addedByRole: 'contactperson' },
  });
  expect(added.status(), await added.text()).toBe(200);

  await page.goto('/seller/login');
  await expect(page.getByText(RECOVERY_MSG.sellerCodeAlone)).toBeVisible();
  await page.getByRole('button', { name: RECOVERY_MSG.sellerLinkButton }).click();
  const dialog = page.getByRole('dialog', { name: RECOVERY_MSG.sellerLinkButton });
  await dialog.getByLabel('Email').fill(sellerEmail);
  await dialog.getByRole('button', { name: RECOVERY_MSG.sellerLinkButton }).click();
  await expect(dialog.getByText(RECOVERY_MSG.sellerLinkSent)).toBeVisible();
  await keepScreenshot(page, testInfo, 'seller-login-link-360');

  await followMailButton(page, sellerEmail, 'Your login link for the Aspen Hill Runners fundraiser', 'Log in');
  await expect(page).toHaveURL(/\/seller\/start$/);
});
