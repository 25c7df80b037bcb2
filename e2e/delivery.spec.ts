import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
import { test } from './csp.ts';
import {
  buyByApi,
  fillSupporterDetails,
  isPhone,
  loginAsOrganiser,
  newDeviceContext,
  payWith,
  registerOrganiser,
  registerSeller,
  uniqueEmail,
} from './support.ts';

/**
 * The buyer's mail read the way a developer's buyer does, on the local outbox page /dev/mail (each mail drawn in a
 * sandboxed frame): its 'Open your e-books' button names the my-books page, which the phone then opens.
 */
async function openBooksFromMail(page: Page, buyerEmail: string): Promise<void> {
  const mail = page.getByRole('article').filter({ hasText: buyerEmail }).first();
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass();
  const link = mail.frameLocator('iframe').getByRole('link', { name: 'Open your e-books' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/my-books\/[A-Z2-9]{26}$/);
  await page.goto(new URL(href!).pathname);
}

/** A screenshot kept with the run's results (and attached to its report), for a person to look at. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('a supporter buys on a phone, downloads both formats carrying their name, and a second one refunds', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the supporter journey runs on the phone');
  const organiser = await registerOrganiser(request, testInfo);
  const sellerId = await registerSeller(request, organiser, 'Robin Park');
  await loginAsOrganiser(page, { id: String(organiser.webShopId), password: organiser.password });
  await page.getByRole('region', { name: 'Payments' }).getByRole('button', { name: 'Set up payments' }).click();
  await page.getByRole('button', { name: 'Complete setup' }).click();
  await expect(page.getByText(/Payment setup is finished/)).toBeVisible();

  const phone = await (await newDeviceContext(browser, testInfo)).newPage();
  const buyerEmail = uniqueEmail(testInfo, 'reader');

  await test.step('the supporter buys an e-book and is told it is in the mail', async () => {
    await phone.goto(`/shop/${sellerId}`);
    await phone.getByRole('article').nth(0).getByRole('button', { name: 'Add to cart' }).click();
    await phone.getByRole('button', { name: 'Cart', exact: true }).click();
    await fillSupporterDetails(phone, {
      firstName: 'Alex',
      lastName: 'Morgan',
      email: buyerEmail,
      phone: '+1 555 0101',
      country: 'US',
      street: '12 Maple Street',
      apartment: '',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
    });
    await phone.getByRole('button', { name: 'Continue to payment' }).click();
    await payWith(phone, '4242 4242 4242 4242');
    await expect(phone.getByText('Thank you for supporting us!')).toBeVisible();
    await expect(phone.getByText(/Your e-books are in the mail we have just sent you/)).toBeVisible();
  });

  await test.step('the mail opens the e-books page', async () => {
    await openBooksFromMail(phone, buyerEmail);
    await expect(phone.getByRole('heading', { name: 'Your e-books' })).toBeVisible();
    await expect(phone.getByText(/Thank you for supporting Robin Park/)).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Cancel and refund' })).toBeVisible();
    await keepScreenshot(phone, testInfo, 'my-books-phone');
  });

  await test.step('both formats download, open, and carry the buyer', async () => {
    const files: Record<string, string> = {};
    for (const format of ['PDF', 'EPUB']) {
      const [download] = await Promise.all([
        phone.waitForEvent('download'),
        phone.getByRole('link', { name: new RegExp(`^Download ${format}:`) }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${format.toLowerCase()}$`));
      files[format] = await download.path();
    }
    const pdfText = execFileSync('pdftotext', [files.PDF!, '-'], { encoding: 'utf8' });
    expect(pdfText).toContain('Alex Morgan');
    expect(pdfText).toMatch(/[Oo]rder \D*\d{4,}/);
    const epub = unzipSync(readFileSync(files.EPUB!));
    expect(strFromU8(epub.mimetype!)).toBe('application/epub+zip');
    const texts = Object.entries(epub)
      .filter(([name]) => name.endsWith('.xhtml') || name.endsWith('.opf'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    expect(texts).toContain('Alex Morgan');
    // After a download the terms' self-service refund no longer applies.
    await phone.reload();
    await expect(phone.getByText(/4 downloads left/).first()).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Cancel and refund' })).toHaveCount(0);
  });

  const secondEmail = uniqueEmail(testInfo, 'second-reader');
  await test.step('a second supporter cancels and is refunded by self-service', async () => {
    await buyByApi(request, organiser, sellerId, { email: secondEmail });
    await openBooksFromMail(phone, secondEmail);
    await phone.getByRole('button', { name: 'Cancel and refund' }).click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Cancel and refund' }).click();
    await expect(phone.getByText(/is on its way back to your card/)).toBeVisible();
    await expect(phone.getByRole('link', { name: /^Download PDF:/ })).toHaveCount(0);
    await keepScreenshot(phone, testInfo, 'my-books-refunded-phone');
  });

  await test.step("the organiser's money card shows the refund", async () => {
    await page.reload();
    const money = page.getByRole('region', { name: 'Where the money is' });
    await expect(money.getByText('Refunded to buyers')).toBeVisible();
    await keepScreenshot(page, testInfo, 'money-card-refund');
  });
});
