import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { test } from './csp.ts';
import {
  DEMO_ORGANISER,
  demoGroupSeller,
  expectAccessible,
  fillSupporterDetails,
  isPhone,
  keepScreenshot,
  mailWithSubject,
  newDeviceContext,
  payWith,
  uniqueEmail,
} from './support.ts';

const run = promisify(execFile);

/** A supporter on a store's page buys its first e-book by card, as a phone does it: the cart bar, the form, the card. */
async function buyFirstBook(supporter: Page, firstName: string, email: string): Promise<void> {
  await supporter.getByRole('article').first().getByRole('button', { name: 'Add to cart' }).click();
  await supporter.getByRole('button', { name: 'Cart', exact: true }).click();
  await fillSupporterDetails(supporter, {
    firstName,
    lastName: 'Holm',
    email,
    phone: '+1 555 0109',
    street: '9 Birch Lane',
    city: 'Springfield',
    region: 'IL',
    postalCode: '62701',
  });
  await supporter.getByRole('button', { name: 'Continue to payment' }).click();
  await payWith(supporter, '4242 4242 4242 4242');
  await expect(supporter.getByText('Thank you for supporting us!')).toBeVisible();
}

/**
 * Selling together (issue 29, docs/decisions/0049), on a phone: a participant shares its store through the kit (the
 * phone's share sheet stubbed, the text message and WhatsApp links read), prints its poster, and a relative comes
 * through the team page, picks the participant and buys, another buys for the team as a whole; the participant then
 * sees which way brought the sale, and the organiser the team's own sale and that the store was opened.
 */
test.describe.configure({ timeout: 180_000 });

test('a participant shares through the kit, a supporter comes through the team page and buys', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the sharing journey is the phone one');
  const sellerEmail = uniqueEmail(testInfo, 'noa');
  const seller = await demoGroupSeller(request, testInfo, 'Noa', sellerEmail);
  const store = new URL(`/shop/${seller.sellerId}`, testInfo.project.use.baseURL).href;

  await test.step('the participant logs in and finds the share kit with a ready message', async () => {
    // The phone's share sheet, stubbed: what it was handed is kept for the test.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { sharedForTest: shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto(`/seller/login?inloggningskod=${seller.loginCode}`);
    await expect(page).toHaveURL(/\/seller\/start$/);
    const kit = page.getByRole('region', { name: 'Share your store' });
    await expect(kit.getByRole('textbox', { name: 'Your message' })).toHaveValue(/raising money for/);
    await kit.getByRole('textbox', { name: 'Your message' }).fill('Help our team: every e-book counts!');
    const sms = decodeURIComponent((await kit.getByRole('link', { name: 'Text message' }).getAttribute('href')) ?? '');
    expect(sms).toBe(`sms:?&body=Help our team: every e-book counts!\n${store}?via=sms`);
    const whatsapp = (await kit.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')) ?? '';
    expect(whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(whatsapp)).toContain(`${store}?via=whatsapp`);
    await kit.getByRole('button', { name: 'Share…' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedForTest: ShareData[] }).sharedForTest))
      .toEqual([expect.objectContaining({ url: `${store}?via=share`, text: 'Help our team: every e-book counts!' })]);
    await keepScreenshot(page, testInfo, 'share-kit-phone');
    await kit.screenshot({ path: testInfo.outputPath('share-kit-card-phone.png') });
    await expectAccessible(page);
  });

  await test.step('the participant downloads its poster: a valid PDF naming it', async () => {
    const kit = page.getByRole('region', { name: 'Share your store' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      kit.getByRole('button', { name: 'Poster (A4)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`poster-${seller.sellerId}-a4.pdf`);
    const file = testInfo.outputPath('poster-a4.pdf');
    await download.saveAs(file);
    const checked = await run('qpdf', ['--check', file]);
    expect(checked.stdout).toContain('No syntax or stream encoding errors found');
    const { stdout } = await run('pdftotext', [file, '-']);
    expect(stdout.replace(/\s+/g, ' ')).toContain(`Support ${seller.name}!`);
  });

  await test.step('a relative opens the team page, picks the participant and buys', async () => {
    const context = await newDeviceContext(browser, testInfo);
    const supporter = await context.newPage();
    await supporter.goto(`/team/${DEMO_ORGANISER.id}`);
    await supporter.screenshot({ path: testInfo.outputPath('team-page-phone.png') });
    await supporter.getByRole('button', { name: 'Support the team' }).first().click();
    const dialog = supporter.getByRole('dialog', { name: 'Whom would you like to support?' });
    await expectAccessible(supporter);
    await dialog.getByRole('searchbox', { name: 'Find a participant' }).fill(seller.name);
    await keepScreenshot(supporter, testInfo, 'team-page-support-phone');
    await dialog.getByRole('link', { name: seller.name }).click();
    await expect(supporter).toHaveURL(new RegExp(`/shop/${seller.sellerId}\\?via=team$`));
    await buyFirstBook(supporter, 'Ingrid', uniqueEmail(testInfo, 'relative'));
    await context.close();
  });

  await test.step('another relative, not sure whom to pick, buys for the team as a whole', async () => {
    const context = await newDeviceContext(browser, testInfo);
    const supporter = await context.newPage();
    await supporter.goto(`/team/${DEMO_ORGANISER.id}`);
    await supporter.getByRole('button', { name: 'Support the team' }).first().click();
    await supporter.getByRole('button', { name: 'Buy for the team as a whole' }).click();
    await expect(supporter).toHaveURL(/\/shop\/\d+\?via=team$/);
    await expect(supporter.getByRole('heading', { level: 1 })).toContainText('Fundraiser for');
    await buyFirstBook(supporter, 'Per', uniqueEmail(testInfo, 'team-supporter'));
    await context.close();
  });

  await test.step('the participant sees the team page brought the sale; the organiser sees the store was opened', async () => {
    await page.reload();
    await expect(page.getByTestId('sales-by-way')).toHaveText('Your sales came by: team page 1');
    const login = await request.post('/api/account/login-contact-person', {
      data: { webShopId: Number(DEMO_ORGANISER.id), password: DEMO_ORGANISER.password },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    // The opens are written every 10 seconds by the server.
    await expect
      .poll(
        async () => {
          const board = await request.get(`/api/order/contact-person-start-page?webShopId=${DEMO_ORGANISER.id}`, {
            headers: { Authorization: `Bearer ${accessToken}` },
          });
          const { orderDetails } = (await board.json()) as {
            orderDetails: {
              orderSellers: {
                sellerId: number;
                isTeam: boolean;
                totalAmountOfProducts: number;
                storeOpens: { lastSevenDays: number };
              }[];
            };
          };
          // The team's own sale shows as the team's row.
          expect(orderDetails.orderSellers.find((s) => s.isTeam)?.totalAmountOfProducts).toBeGreaterThan(0);
          return orderDetails.orderSellers.find((s) => s.sellerId === seller.sellerId)?.storeOpens.lastSevenDays;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
  });

  await test.step('the participant hears of its sale by mail, with a thank-you to send', async () => {
    // The notices run every 2 seconds in the journeys (NOTICE_POLL_MS); a payment settles 30 seconds first.
    const notice = await mailWithSubject(request, sellerEmail, /^You sold 1 e-book!$/, 60_000);
    expect(notice.text).toContain('You sold 1 e-book to Ingrid');
    expect(notice.text).toMatch(/Unsubscribe from these mails: \S+\/api\/notices\/unsubscribe\//);
  });
});
