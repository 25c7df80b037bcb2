import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { test } from './csp.ts';
import { PAYOUT_MSG } from '@fundshop/core';
import { e2eOperator } from './operators.ts';
import {
  expectAccessible,
  fillSupporterDetails,
  isPhone,
  keepScreenshot,
  loginAsOrganiser,
  loginCodeOf,
  operatorApiKey,
  mailTo,
  mailWithSubject,
  newDeviceContext,
  payWith,
  registerOrganiser,
  uniqueEmail,
} from './support.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');

/** The operator's command, as a real process against the journeys' server, with an admin's API key. */
async function payouts(apiKey: string, baseURL: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'payouts', '--', ...args], {
    cwd: root,
    env: { ...process.env, OPERATOR_API_KEY: apiKey, PUBLIC_URL: baseURL },
  });
  return stdout;
}

test('from a fresh group to the money: sell, lock, end the fundraiser, get paid', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the payout journey runs on the phone');
  // Two supporters, a download and the payout's two parts: more steps than the default time allows on a busy machine.
  test.slow();
  const organiser = await registerOrganiser(request, testInfo, 'Cedar Swim Team');
  const section = page.getByRole('region', { name: 'Payments & Sales' });
  const money = page.getByRole('region', { name: 'Where the money is' });

  await test.step('the organiser sets up the payment account (simulated) and adds a participant', async () => {
    await loginAsOrganiser(page, { id: String(organiser.webShopId), password: organiser.password });
    await page.getByRole('region', { name: 'Payments' }).getByRole('button', { name: 'Set up payments' }).click();
    await page.getByRole('button', { name: 'Complete setup' }).click();
    await expect(page).toHaveURL(/\/contactperson\/start/);
    await expect(section).toBeVisible();
    await expect(section.getByText(PAYOUT_MSG.scheduleMonthly)).toBeVisible();
    await page.getByRole('button', { name: 'Register participant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register participant' });
    await dialog.getByLabel('Name').fill('Jo Cedar');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText('Jo Cedar has been registered.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  const sellerId = await (async () => {
    const sellers = await request.get(`/api/seller/seller-list?webShopId=${organiser.webShopId}`, {
      headers: { Authorization: `Bearer ${organiser.accessToken}` },
    });
    const list = (await sellers.json()) as { sellerAllSalesDetailsList: { sellerId: number; name: string }[] };
    const jo = list.sellerAllSalesDetailsList.find((s) => s.name === 'Jo Cedar');
    if (!jo) throw new Error(`no seller Jo Cedar in ${JSON.stringify(list)}`);
    return jo.sellerId;
  })();

  /** A supporter buys `copies` of the first e-book by card on a phone; `download` opens one from the receipt. */
  const buy = async (copies: number, email: string, download: boolean) => {
    const context = await newDeviceContext(browser, testInfo);
    const shop = await context.newPage();
    await shop.goto(`/shop/${sellerId}`);
    const book = shop.getByRole('article').first();
    await book.getByRole('button', { name: 'Add to cart' }).click();
    for (let i = 1; i < copies; i++) await book.getByRole('button', { name: 'Add one' }).click();
    await expect(book.getByTestId('quantity')).toHaveText(String(copies));
    await shop.getByRole('button', { name: 'Cart', exact: true }).click();
    await fillSupporterDetails(shop, {
      firstName: 'Alex',
      lastName: 'Morgan',
      email,
      phone: '+1 555 0101',
      country: 'US',
      street: '12 Maple Street',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
    });
    await shop.getByRole('button', { name: 'Continue to payment' }).click();
    await payWith(shop, '4242 4242 4242 4242');
    await expect(shop.getByText('Thank you for supporting us!')).toBeVisible();
    if (download) {
      const myBooks = /\/my-books\/[A-Z2-9]{26}/.exec((await mailTo(request, email)).text)?.[0];
      expect(myBooks).toBeDefined();
      await shop.goto(myBooks!);
      await Promise.all([
        shop.waitForEvent('download'),
        shop
          .getByRole('link', { name: /^Download EPUB/ })
          .first()
          .click(),
      ]);
    }
    await context.close();
  };

  await test.step('a supporter buys ten e-books by card on a phone and downloads one (no cancelling after that)', () =>
    buy(10, uniqueEmail(testInfo, 'supporter'), true));
  await test.step('a second supporter buys two and may still cancel for 14 days', () =>
    buy(2, uniqueEmail(testInfo, 'supporter-2'), false));

  await test.step("the money card shows the group's share, what a payout would pay and what it holds back", async () => {
    await page.reload();
    await expect(money).toContainText(/Total sold\s*\$264/);
    await expect(money).toContainText(/The group's share \(50%\)\s*\$132/);
    await expect(money.getByTestId('reserve-on-payout')).toContainText(
      /Held back while buyers may still cancel, paid on .+\u2212\$22/,
    );
    await expect(money.getByTestId('available-now')).toContainText('$110');
    await money.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('money-card-phone.png'), fullPage: false });
    await expectAccessible(page);
  });

  await test.step('the organiser locks the shop and ends the fundraiser', async () => {
    await section.getByRole('button', { name: 'Lock webshop' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Lock webshop' }).click();
    await expect(section.getByRole('button', { name: 'Unlock webshop' })).toBeVisible();
    await section.getByRole('button', { name: 'End Fundraiser & Get Paid' }).click();
    const confirm = page.getByRole('dialog');
    // Both parts of the final payout, with their days (docs/decisions/0051).
    await expect(confirm).toContainText(
      /\$110 is sent to the group's payment account now\. \$22 is held back while buyers may still cancel their orders and is paid on .+, less any refunds\./,
    );
    await confirm.screenshot({ path: testInfo.outputPath('payout-confirm-reserve-phone.png') });
    await confirm.getByRole('button', { name: 'End Fundraiser & Get Paid' }).click();
    const initiated = page.getByRole('dialog', { name: 'Payout initiated' });
    await expect(initiated).toContainText('$110 is on its way');
    await initiated.getByRole('button', { name: 'OK' }).click();
    await expect(section.getByTestId('payout-status')).toContainText('Payout status: Initiated.');
    await expect(section.getByRole('button', { name: /Unlock webshop|Lock webshop|End Fundraiser/ })).toHaveCount(0);
    await mailWithSubject(request, organiser.email, /Your payout of \$110 has been initiated/);
  });

  await test.step('unlocking while the payout is handled is refused', async () => {
    const unlock = await request.post('/api/contact-person/update-web-shop-lock-status', {
      headers: { Authorization: `Bearer ${organiser.accessToken}` },
      data: { isLocked: false },
    });
    expect(unlock.status()).toBe(409);
  });

  await test.step('the operator moves the payout to PAID with npm run payouts; dashboard and mail show it', async () => {
    const apiKey = await operatorApiKey(request, e2eOperator('payouts', testInfo.retry));
    const list = await payouts(apiKey, baseURL!, 'list');
    const id = new RegExp(
      `^(\\d+)\\s+Cedar Swim Team \\(${organiser.webShopId}\\)\\s+\\$110\\s+USD\\s+INITIATED`,
      'm',
    ).exec(list)?.[1];
    expect(id, list).toBeDefined();
    expect(await payouts(apiKey, baseURL!, 'advance', id!)).toContain('INITIATED -> PENDING');
    await page.reload();
    await expect(section.getByTestId('payout-status')).toContainText('Payout status: Pending.');
    await section.screenshot({ path: testInfo.outputPath('payments-pending-phone.png') });
    expect(await payouts(apiKey, baseURL!, 'advance', id!)).toContain('PENDING -> PAID');
    await page.reload();
    await expect(section.getByTestId('payout-status')).toHaveCount(0);
    await expect(money).toContainText(/Paid out\s*\$110/);
    await expect(money.getByTestId('reserve-left')).toContainText(
      /Held back while buyers may still cancel, paid on .+\$22/,
    );
    await money.screenshot({ path: testInfo.outputPath('money-card-paid-phone.png') });
    await expect(money.getByTestId('available-now')).toContainText('$0');
    await expect(money.getByText('Paid', { exact: true })).toBeVisible();
    await mailWithSubject(request, organiser.email, /Your payout of \$110 has arrived/);
    // The reserve is the rest of the final payout: the shop stays locked until it is paid.
    await expect(section.getByRole('button', { name: 'Unlock webshop' })).toHaveCount(0);
  });

  await test.step("the fundraiser is over: the organiser's Start leads with its result, the participant's is closed", async () => {
    const result = page.getByRole('region', { name: 'Your fundraiser raised $264' });
    await expect(result).toContainText('$132 for the group, of which $110 has been paid out to your account.');
    await expect(result.getByRole('listitem')).toHaveText(['Jo Cedar: $264']);
    await expect(page.getByRole('button', { name: 'Register participant' })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'closing-start-phone');

    const code = await loginCodeOf(request, organiser.accessToken, organiser.webShopId, sellerId);
    const context = await newDeviceContext(browser, testInfo);
    const seller = await context.newPage();
    await seller.goto(`/seller/login?inloggningskod=${code}`);
    await expect(seller).toHaveURL(/\/seller\/start$/);
    await expect(seller.getByTestId('shop-closed')).toContainText('Your webshop is closed');
    await expect(seller.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
    await expect(seller.getByRole('region', { name: 'Share your store' })).toHaveCount(0);
    await keepScreenshot(seller, testInfo, 'closed-seller-start-phone');
    await context.close();
  });
});
