import { expect } from '@playwright/test';
import { test } from './csp.ts';
import { TOOLS_MSG } from '@fundshop/core';
import {
  expectAccessible,
  isPhone,
  loginAsOrganiser,
  mailWithSubject,
  newDeviceContext,
  openMenuItem,
  registerOrganiser,
  uniqueEmail,
} from './support.ts';

test('the organiser messages the sellers and support, and turns the leaderboard on for them', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the organiser tools journey runs on the phone');
  const organiser = await registerOrganiser(request, testInfo, 'Birch Lane Band');
  const sellerEmail = uniqueEmail(testInfo, 'seller');
  const registered = await request.post('/api/seller/register-new-seller', {
    headers: { Authorization: `Bearer ${organiser.accessToken}` },
    data: { name: 'Mo Birch', email: sellerEmail, webShopId: organiser.webShopId, addedByRole: 'contactperson' },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const loginMail = await mailWithSubject(request, sellerEmail, /./);
  const loginCode = /Login code: (\S+)/.exec(loginMail.text)?.[1] ?? '';
  expect(loginCode).not.toBe('');

  await loginAsOrganiser(page, { id: String(organiser.webShopId), password: organiser.password });

  await test.step('a message to all sellers: empty is refused, sent shows Sent!! and who it reached', async () => {
    await openMenuItem(page, testInfo, 'Messages');
    await expect(page).toHaveURL(/\/contactperson\/messages$/);
    const sellersBox = page.getByRole('region', { name: TOOLS_MSG.messageAllSellers });
    await sellersBox.getByRole('button', { name: 'Send' }).click();
    await expect(sellersBox.getByText('Text is missing.')).toBeVisible();
    await sellersBox.getByRole('textbox').fill('Last week of the fundraiser: share your link today!');
    await sellersBox.getByRole('button', { name: 'Send' }).click();
    const sent = page.getByRole('dialog', { name: 'Sent!!' });
    await expect(sent).toContainText('Your message has been sent.');
    await expect(sent).toContainText('Sent to 1 participant.');
    await sent.getByRole('button', { name: 'OK' }).click();
    await expect(sent).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('messages-phone.png') });
    await expectAccessible(page);
    await expect(sellersBox.getByRole('textbox')).toHaveValue('');
    const mail = await mailWithSubject(request, sellerEmail, /^A message from Robin/);
    expect(mail.text).toContain('Last week of the fundraiser: share your link today!');
  });

  await test.step('a message to support', async () => {
    const supportBox = page.getByRole('region', { name: TOOLS_MSG.contactSupport });
    await supportBox.getByRole('textbox').fill('How do we print the QR codes?');
    await supportBox.getByRole('button', { name: 'Send' }).click();
    const sent = page.getByRole('dialog', { name: 'Sent!!' });
    await expect(sent).toContainText('Your message has been sent.');
    await sent.getByRole('button', { name: 'OK' }).click();
  });

  await test.step('the leaderboard is turned on, and the seller sees it', async () => {
    await openMenuItem(page, testInfo, 'Start');
    const tools = page.getByRole('region', { name: 'Your sellers' });
    await tools.getByRole('switch', { name: TOOLS_MSG.leaderboard }).click();
    await expect(page.getByText(TOOLS_MSG.leaderboardOn)).toBeVisible();

    const context = await newDeviceContext(browser, testInfo);
    const seller = await context.newPage();
    await seller.goto('/seller/login');
    await seller.getByLabel('Email').fill(sellerEmail);
    await seller.getByLabel('Login code').fill(loginCode);
    await seller.getByRole('button', { name: 'Log in' }).click();
    await expect(seller).toHaveURL(/\/seller\/start$/);
    // Nobody has sold yet: only participants with sales are ranked, so the board says how it starts.
    const board = seller.getByRole('region', { name: 'Leaderboard' });
    await expect(board).toContainText('Nobody has sold yet: the first sale takes first place.');
    await expect(board.getByRole('listitem')).toHaveCount(0);
    await context.close();
  });
});

test('the sales list prints three participants to a row', async ({ page, request }, testInfo) => {
  test.skip(isPhone(testInfo), 'the print view is for a computer');
  const organiser = await registerOrganiser(request, testInfo, 'Pine Hill Scouts');
  for (const name of ['Ava Pine', 'Ben Hill', 'Cleo Scout', 'Dan Ridge']) {
    const response = await request.post('/api/seller/register-new-seller', {
      headers: { Authorization: `Bearer ${organiser.accessToken}` },
      data: { name, email: '', webShopId: organiser.webShopId, addedByRole: 'contactperson' },
    });
    expect(response.status()).toBe(200);
  }
  await loginAsOrganiser(page, { id: String(organiser.webShopId), password: organiser.password });
  await page.getByRole('link', { name: TOOLS_MSG.printSalesList }).click();
  await expect(page).toHaveURL(/\/contactperson\/utskrift$/);
  for (const name of ['Ava Pine', 'Ben Hill', 'Cleo Scout', 'Dan Ridge'])
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sales-list-desktop.png'), fullPage: true });
  // What the paper shows, with the print stylesheet applied (kept beside the screenshot to look at).
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: testInfo.outputPath('sales-list.pdf'), format: 'A4' });
});

test("a seller prints a sheet of the shop's QR code", async ({ page, request }, testInfo) => {
  test.skip(isPhone(testInfo), 'the QR sheet is printed from a computer');
  const organiser = await registerOrganiser(request, testInfo, 'Elm Court Choir');
  const sellerEmail = uniqueEmail(testInfo, 'qr-seller');
  const registered = await request.post('/api/seller/register-new-seller', {
    headers: { Authorization: `Bearer ${organiser.accessToken}` },
    data: { name: 'Lu Elm', email: sellerEmail, webShopId: organiser.webShopId, addedByRole: 'contactperson' },
  });
  const { sellerId } = (await registered.json()) as { sellerId: number };
  const loginCode = /Login code: (\S+)/.exec((await mailWithSubject(request, sellerEmail, /./)).text)?.[1] ?? '';
  await page.goto('/seller/login');
  await page.getByLabel('Email').fill(sellerEmail);
  await page.getByLabel('Login code').fill(loginCode);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/seller\/start$/);

  await page.getByRole('button', { name: 'Print QR codes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print QR codes' });
  await dialog.getByLabel('Number of copies').fill('0');
  await dialog.getByRole('button', { name: 'Show sheet' }).click();
  await expect(dialog.getByText('Enter a whole number from 1 to 1000.')).toBeVisible();
  await dialog.getByLabel('Number of copies').fill('4');
  await dialog.getByRole('button', { name: 'Show sheet' }).click();
  await expect(page).toHaveURL(new RegExp(`/seller/print-qr-codes/${sellerId}\\?copies=4$`));
  const sheet = page.getByTestId('qr-sheet');
  await expect(sheet.getByRole('img', { name: 'QR code of the webshop link' })).toHaveCount(4);
  await expect(sheet.getByText('Scan to support Lu Elm')).toHaveCount(4);
  await expect(sheet.getByText(`/shop/${sellerId}`).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page);
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: testInfo.outputPath('qr-sheet-a4.pdf'), format: 'A4' });
  await page.pdf({ path: testInfo.outputPath('qr-sheet-letter.pdf'), format: 'Letter' });
});
