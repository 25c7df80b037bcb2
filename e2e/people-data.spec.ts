import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from './csp.ts';
import {
  buyByApi,
  demoGroupSeller,
  DEMO_ORGANISER,
  isPhone,
  keepScreenshot,
  uniqueEmail,
  type Organiser,
} from './support.ts';

// The narrowest phone the pages are made for (the phone project's Pixel 7 is 412 wide).
test.use({ viewport: { width: 360, height: 780 } });

/**
 * Issue 27: a supporter, who has no account, asks for its data on a phone, opens the mailed link on /dev/mail,
 * downloads its data as JSON, and then erases it.
 */
test('a supporter gets its data by a mailed link, downloads it as JSON, then erases it', async ({
  page,
  request,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the supporter journey runs on the phone');
  // The demo group's payment account is set up, so its participants' stores sell.
  const seller = await demoGroupSeller(request, testInfo, 'Data');
  const group = { webShopId: Number(DEMO_ORGANISER.id) } as Organiser;
  const email = uniqueEmail(testInfo, 'data-asker');
  await buyByApi(request, group, seller.sellerId, { email, firstName: 'Morgan', lastName: 'Datasson', copies: 2 });

  await test.step('the supporter asks for its data with the address it bought with', async () => {
    await page.goto('/privacy');
    await page.getByRole('link', { name: 'Get my data' }).click();
    await expect(page.getByRole('heading', { name: 'Get my data' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await keepScreenshot(page, testInfo, 'data-request-phone');
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await expect(page.getByRole('status')).toContainText('If we hold data for this address, a link is on its way');
  });

  await test.step('the mail on /dev/mail opens the data page', async () => {
    const mail = page.getByRole('article').filter({ hasText: email }).filter({ hasText: 'Your data at Fundshop' });
    await expect(async () => {
      await page.goto('/dev/mail');
      await expect(mail.first()).toBeVisible({ timeout: 1000 });
    }).toPass();
    const href = await mail
      .first()
      .frameLocator('iframe')
      .getByRole('link', { name: 'Open my data' })
      .getAttribute('href');
    expect(href).toMatch(/\/my-data\/[A-Za-z0-9_-]{43}$/);
    await page.goto(new URL(href!).pathname);
    await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
    await expect(page.getByText('We hold one order for your address.')).toBeVisible();
    await keepScreenshot(page, testInfo, 'my-data-phone');
  });

  await test.step('the JSON download holds the order with its buyer and lines', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^fundshop-buyer-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      subject: string;
      sections: { orders: { email: string; lastName: string }[]; items: { quantity: number }[] };
    };
    expect(data.subject).toBe('buyer');
    expect(data.sections.orders).toEqual([expect.objectContaining({ email, lastName: 'Datasson' })]);
    expect(data.sections.items).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  await test.step('the supporter erases its data; the link then ends', async () => {
    await page.getByRole('button', { name: 'Erase my data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase your data?' });
    await expect(dialog.getByRole('button', { name: 'Erase permanently' })).toBeDisabled();
    await dialog.getByLabel('I understand that this cannot be undone').check();
    await keepScreenshot(page, testInfo, 'erase-dialog-phone');
    await dialog.getByRole('button', { name: 'Erase permanently' }).click();
    await expect(page.getByRole('status')).toHaveText('Your data has been erased.');
    await page.reload();
    await expect(page.getByText('This link is not valid any more. Ask for a new one.')).toBeVisible();
  });
});
