import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './csp.ts';
import { e2eOperator } from './operators.ts';
import {
  buyByApi,
  E2E_OPERATOR_PASSWORD,
  expectAccessible,
  isPhone,
  keepScreenshot,
  loginAsOrganiser,
  mailWithSubject,
  registerOrganiser,
  registerSeller,
  setupTokenOf,
  totpCode,
  uniqueEmail,
} from './support.ts';

const EBOOKS = path.resolve(import.meta.dirname, '../packages/server/assets/ebooks');
const TABLET = { width: 820, height: 1180 };

/** The organiser dashboard's participants table row of a participant. */
const participantRow = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Participants' }).getByRole('row').filter({ hasText: name });

/** At 1280 px every column of the grid is shown whole inside its box: nothing is cut (issue 40). */
async function expectNothingCut(page: Page, grid: ReturnType<Page['getByRole']>) {
  expect(page.viewportSize()?.width).toBe(1280);
  const box = (await grid.boundingBox())!;
  const headers = await grid.getByRole('columnheader').all();
  expect(headers.length).toBeGreaterThan(5);
  for (const header of headers) {
    const column = (await header.boundingBox())!;
    expect(column.x + column.width, await header.innerText()).toBeLessThanOrEqual(box.x + box.width + 1);
  }
}

test('an operator enrols, signs in, resends, refunds half, moves an order and puts a new e-book on sale', async ({
  page,
  request,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'the console is for desktops and tablets');
  test.setTimeout(180_000);
  const organiser = await registerOrganiser(request, testInfo, 'Juniper Robotics Club');
  const ada = await registerSeller(request, organiser, 'Ada Juniper');
  const ben = await registerSeller(request, organiser, 'Ben Juniper');
  const first = uniqueEmail(testInfo, 'first-supporter');
  const second = uniqueEmail(testInfo, 'second-supporter');
  const organiserPage = await page.context().newPage();

  await test.step('the organiser finishes the payment set-up; two supporters buy from Ada', async () => {
    await loginAsOrganiser(organiserPage, { id: String(organiser.webShopId), password: organiser.password });
    await organiserPage
      .getByRole('region', { name: 'Payments' })
      .getByRole('button', { name: 'Set up payments' })
      .click();
    await organiserPage.getByRole('button', { name: 'Complete setup' }).click();
    await expect(organiserPage.getByText(/Payment setup is finished/)).toBeVisible();
    await buyByApi(request, organiser, ada, { email: first, firstName: 'Fern', lastName: 'Okoro', copies: 2 });
    await buyByApi(request, organiser, ada, { email: second, firstName: 'Gus', lastName: 'Moreau' });
  });

  let secret = '';
  let enrolStep = 0;
  await test.step('the operator follows the set-up link: QR code, password, a code of the app, recovery codes', async () => {
    const token = await setupTokenOf(request, e2eOperator('console', testInfo.retry));
    await page.goto(`/operator/enrol#${token}`);
    await expect(page.getByRole('heading', { name: 'Set up your operator account' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'console-enrol-desktop');
    await page.getByLabel('Password').fill(E2E_OPERATOR_PASSWORD);
    enrolStep = Math.floor(Date.now() / 30_000);
    await page.getByLabel('Code from the app').fill(await totpCode(secret, enrolStep));
    await page.getByRole('button', { name: 'Finish set-up' }).click();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await keepScreenshot(page, testInfo, 'console-recovery-codes-desktop');
    await page.getByRole('link', { name: 'Go to sign-in' }).click();
    await expect(page).toHaveURL(/\/operator\/sign-in$/);
  });

  await test.step('signs in with the keyboard alone: email, password, the next code, Enter', async () => {
    await expectAccessible(page);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(e2eOperator('console', testInfo.retry));
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(E2E_OPERATOR_PASSWORD);
    await page.keyboard.press('Tab'); // the password's Show button
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Code')).toBeFocused();
    // The enrolment's code is used: the app's next one.
    await page.keyboard.type(await totpCode(secret, enrolStep + 1));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/operator\/groups$/);
    await expect(page.getByRole('grid', { name: 'Groups' })).toBeVisible();
    await page.getByLabel('Search groups').fill('Juniper Robotics');
    await expect(page.getByRole('grid', { name: 'Groups' }).getByText('Juniper Robotics Club')).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'console-groups-desktop');
  });

  await test.step("finds the first order by the buyer's email and sends its e-books again", async () => {
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByLabel('Search orders').fill(first);
    const grid = page.getByRole('grid', { name: 'Orders', exact: true });
    await expect(grid.getByText('Fern Okoro')).toBeVisible();
    await grid.getByText('Fern Okoro').click();
    await expect(page.getByRole('heading', { name: /^Order \d+$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Send the e-books again' }).click();
    await expect(page.getByText('We have sent the link to the email address of the order.')).toBeVisible();
    await mailWithSubject(request, first, /Your e-books/);
  });

  await test.step('refunds half of it, with the reason; the refund and the audit trail show it', async () => {
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: "Refund to the buyer's card" });
    await dialog.getByLabel('A part').check();
    await dialog.getByLabel('Amount (USD)').fill('22');
    await dialog.getByLabel('Reason').fill('One of the two copies was bought twice');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(dialog).toBeHidden();
    const refunds = page.getByRole('grid', { name: 'Refunds' });
    await expect(refunds.getByText('succeeded')).toBeVisible();
    await expect(refunds.getByText('One of the two copies was bought twice')).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Audit trail of the order' }).getByText('refund.create')).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'console-order-desktop');
  });

  await test.step('moves the second order to Ben: both participants on the dashboard follow', async () => {
    await organiserPage.reload();
    await expect(participantRow(organiserPage, 'Ada Juniper')).toContainText('3');
    await expect(participantRow(organiserPage, 'Ben Juniper')).toContainText('has not sold anything');
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByLabel('Search orders').fill(second);
    await page.getByRole('grid', { name: 'Orders', exact: true }).getByText('Gus Moreau').click();
    await page.getByRole('button', { name: 'Move to another participant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move the order to another participant' });
    await dialog.getByLabel('Participant').selectOption({ label: 'Ben Juniper' });
    await dialog.getByLabel('Reason').fill('Gus bought for Ben, not Ada');
    await dialog.getByRole('button', { name: 'Move the order' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/Ben Juniper \(\d+\)/)).toBeVisible();
    await organiserPage.reload();
    // Ada keeps the first order's two copies (half refunded: $11 share), Ben has the moved one ($11 share).
    await expect(participantRow(organiserPage, 'Ada Juniper')).toContainText('2');
    await expect(participantRow(organiserPage, 'Ada Juniper')).toContainText('$11');
    await expect(participantRow(organiserPage, 'Ben Juniper')).toContainText('1');
    await expect(participantRow(organiserPage, 'Ben Juniper')).toContainText('$11');
  });

  const title = `Rainy Day Crafts ${Date.now()}`;
  await test.step('makes a new e-book, uploads its EPUB and PDF, puts it on sale, and finds it in the store', async () => {
    await page.getByRole('tab', { name: 'Catalogue' }).click();
    await page.getByRole('link', { name: 'New e-book' }).click();
    await page.getByLabel('Slug').fill(`rainy-day-crafts-${Date.now()}`);
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Short description').fill('Twenty things to make indoors when it pours.');
    await page.getByLabel('Description (HTML)').fill('<p>Paper, glue and <strong>patience</strong>.</p>');
    await page.getByLabel('USD').fill('9.50');
    await page.getByRole('button', { name: 'Create the e-book' }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // A damaged file is refused with the reason.
    await page.getByLabel('Upload the PDF').setInputFiles({
      name: 'broken.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7 nothing else'),
    });
    await expect(page.getByText(/not an e-book we accept: the PDF is cut short/)).toBeVisible();
    await page.getByLabel('Upload the EPUB').setInputFiles(path.join(EBOOKS, 'campfire-stories.epub'));
    await expect(page.getByText(/\.epub, \d+ KB$/)).toBeVisible();
    await page.getByLabel('Upload the PDF').setInputFiles(path.join(EBOOKS, 'campfire-stories.pdf'));
    await expect(page.getByText(/\.pdf, \d+ KB$/)).toBeVisible();
    await page.getByLabel(/^On sale/).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'console-product-desktop');
    const store = await page.context().newPage();
    await store.goto(`/shop/${ada}`);
    await expect(store.getByText(title)).toBeVisible();
    await store.close();
  });

  await test.step('the audit trail lists every act; screenshots on a tablet', async () => {
    await page.getByRole('tab', { name: 'Audit trail' }).click();
    const trail = page.getByRole('grid', { name: 'Audit trail' });
    for (const action of ['order.reassign', 'refund.create', 'refund.settle', 'order.resend-books', 'product.update']) {
      await expect(trail.getByText(action).first()).toBeVisible();
    }
    await trail.getByText('order.reassign').click();
    const entry = page.getByRole('dialog', { name: /^order\.reassign · order \d+$/ });
    // Audit rows keep ids, not names (decision 0039): the participant moved to is Ben's id, each field in words.
    await expect(entry).toContainText(`BeforeParticipant${ada}`);
    await expect(entry).toContainText(`AfterParticipant${ben}`);
    await expect(entry).not.toContainText('sellerId');
    await expect(entry.getByText('Gus bought for Ben, not Ada')).toBeVisible();
    await entry.getByRole('button', { name: 'Close' }).click();
    await expect(entry).toBeHidden();
    // A refund's amounts in its currency, in words, and its outcome beside the 'pending' it was asked with.
    await expect(trail.getByText(/State: succeeded · Refund: \d+ · Amount: \$\d/).first()).toBeVisible();
    await expect(trail).not.toContainText('amountMinor');
    await expectNothingCut(page, trail);
    await keepScreenshot(page, testInfo, 'console-audit-desktop');
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByLabel('Search orders').fill(first);
    const orders = page.getByRole('grid', { name: 'Orders', exact: true });
    await expect(orders.getByText(first).first()).toBeVisible();
    await expectNothingCut(page, orders);
    await keepScreenshot(page, testInfo, 'console-orders-desktop');
    await page.setViewportSize(TABLET);
    await keepScreenshot(page, testInfo, 'console-audit-tablet');
    await page.getByRole('tab', { name: 'Groups' }).click();
    await page.getByLabel('Search groups').fill('Juniper Robotics');
    await page.getByRole('grid', { name: 'Groups' }).getByText('Juniper Robotics Club').click();
    await expect(page.getByRole('region', { name: 'Reconciliation' }).getByText('Adds up')).toBeVisible();
    await keepScreenshot(page, testInfo, 'console-group-tablet');
    await page.getByRole('tab', { name: 'Payouts' }).click();
    await expect(page.getByRole('heading', { name: 'Payouts' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'console-payouts-tablet');
  });
});
