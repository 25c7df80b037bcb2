import { execFileSync } from 'node:child_process';
import { expect } from '@playwright/test';
import { test } from './csp.ts';
import {
  buyByApi,
  demoGroupSeller,
  DEMO_ORGANISER,
  isPhone,
  keepScreenshot,
  mailWithSubject,
  uniqueEmail,
  type Organiser,
} from './support.ts';

// The narrowest phone the pages are made for.
test.use({ viewport: { width: 360, height: 780 } });

/**
 * Issue 41 (docs/decisions/0061): the receipt mail and the my-books page show the receipt, and the PDF receipt
 * downloaded from my-books is one page whose text names the receipt number, net, tax and total and who sold.
 */
test('a supporter reads its receipt on a phone and downloads it as a PDF', async ({ page, request }, testInfo) => {
  test.skip(!isPhone(testInfo), 'the supporter journey runs on the phone');
  const seller = await demoGroupSeller(request, testInfo, 'Receipt');
  const email = uniqueEmail(testInfo, 'receipt');
  await buyByApi(request, { webShopId: Number(DEMO_ORGANISER.id) } as Organiser, seller.sellerId, {
    email,
    firstName: 'Alex',
    lastName: 'Morgan',
  });
  const mail = await mailWithSubject(request, email, /Thank you for your order/);
  const receiptNumber = /Receipt number: (FS-\d{6,})/.exec(mail.text)?.[1];
  expect(receiptNumber, mail.text).toBeDefined();
  expect(mail.text).toContain('Amount excluding tax: ');
  expect(mail.text).toContain('Sold by: Fundshop (placeholder legal name, not for production)');

  await page.goto(new URL(/https?:\/\/\S+\/my-books\/[A-Z2-9]{26}/.exec(mail.text)![0]).pathname);
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt.getByText(receiptNumber!)).toBeVisible();
  await expect(receipt.getByText('Amount excluding tax')).toBeVisible();
  await expect(receipt.getByText(/^Sold by: Fundshop/)).toBeVisible();
  await receipt.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'my-books-receipt');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    receipt.getByRole('link', { name: 'Download the receipt (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`receipt-${receiptNumber}.pdf`);
  const file = testInfo.outputPath('receipt.pdf');
  await download.saveAs(file);
  expect(execFileSync('qpdf', ['--check', file]).toString()).toContain('No syntax or stream encoding errors');
  const text = execFileSync('pdftotext', ['-layout', file, '-'])
    .toString()
    .replace(/[ \t]+/g, ' ');
  expect(text).toContain(`Receipt number ${receiptNumber}`);
  expect(text).toContain('Amount excluding tax');
  expect(text).toMatch(/Total \$\d+/);
  // A picture of the PDF kept beside the screenshot, for a person to look at.
  execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', file, testInfo.outputPath('receipt-pdf')]);
  await testInfo.attach('receipt-pdf', { path: testInfo.outputPath('receipt-pdf.png'), contentType: 'image/png' });
});
