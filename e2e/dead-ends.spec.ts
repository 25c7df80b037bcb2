import { expect } from '@playwright/test';
import { test } from './csp.ts';
import { registerOrganiser, registerSeller } from './support.ts';

test.beforeEach(({ page }) => {
  // Every refusal is an in-app message; a browser alert() box fails the test.
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected browser dialog: ${dialog.message()}`);
  });
});

test("the login pages' register links lead somewhere useful without a marketing site", async ({ page }) => {
  await page.goto('/contactperson/login');
  await page.getByRole('link', { name: 'Login details missing? Click here to register' }).click();
  await expect(page).toHaveURL(/\/register-store$/);
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Submit' })).toBeVisible();

  await page.goto('/seller/login');
  await page.getByRole('button', { name: 'Not registered yet? Click here to register.' }).click();
  await expect(page.getByRole('alertdialog')).toContainText("Please ask your group's organiser for it.");
  await expect(page).toHaveURL(/\/seller\/login$/);
});

test('a participant sees that its store does not sell before the payment setup is done', async ({
  page,
  request,
}, testInfo) => {
  const organiser = await registerOrganiser(request, testInfo, 'Not Yet Open Club');
  const sellerId = await registerSeller(request, organiser, 'Robin Early');
  const list = await request.get(`/api/seller/seller-list?webShopId=${organiser.webShopId}`, {
    headers: { Authorization: `Bearer ${organiser.accessToken}` },
  });
  const code =
    (
      (await list.json()) as { sellerAllSalesDetailsList: { sellerId: number; password: string }[] }
    ).sellerAllSalesDetailsList.find((s) => s.sellerId === sellerId)?.password ?? '';
  await page.goto(`/seller/login?inloggningskod=${code}`);
  await expect(page).toHaveURL(/\/seller\/start$/);
  const notice = page.getByTestId('shop-not-open');
  await expect(notice).toContainText('Your webshop is not open yet');
  await expect(notice).toContainText('has not finished the payment setup');
});

test('the earnings counter box can be emptied and retyped', async ({ page }) => {
  await page.goto('/earnings-counter');
  const box = page.getByRole('spinbutton', { name: 'Group size' });
  await box.fill('');
  await box.pressSequentially('40');
  await expect(box).toHaveValue('40');
  await expect(page.getByText('You will earn: $5,280')).toBeVisible();
});

test('the registration form links its terms, and its error snackbar is on screen inside the iframe', async ({
  page,
}) => {
  await page.goto('/register-store');
  const form = page.frameLocator('iframe');
  await expect(form.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms');
  await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  await form.getByRole('button', { name: 'Submit' }).click();
  const snackbar = form.getByText('Please fix errors and try again.');
  await expect(snackbar).toBeVisible();
  // In the host page's coordinates: the iframe is as tall as the whole form.
  const viewportHeight = page.viewportSize()?.height ?? 0;
  await expect
    .poll(async () => {
      const box = await snackbar.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= viewportHeight;
    })
    .toBe(true);
});

test('the shop footer shows support, delivery and the legal pages, and the logo stays in the shop', async ({
  page,
  request,
}, testInfo) => {
  const organiser = await registerOrganiser(request, testInfo, 'Footer Club');
  const sellerId = await registerSeller(request, organiser, 'Lee Footer');
  await page.goto(`/shop/${sellerId}`);
  const footer = page.getByRole('contentinfo');
  // One delivery sentence, the true one (docs/decisions/0052).
  await expect(footer).toContainText('E-books usually arrive within minutes, by email');
  await expect(footer).not.toContainText('2-3 weeks');
  await expect(footer.getByRole('link', { name: 'support@fundshop.example' })).toHaveAttribute(
    'href',
    'mailto:support@fundshop.example',
  );
  await expect(page.getByRole('link', { name: 'Fundshop', exact: true })).toHaveAttribute('href', `/shop/${sellerId}`);
  await footer.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();
  await expect(page.getByText(/support@fundshop\.example/).first()).toBeVisible();
});

test("the demo store's 'Set Up Fundraiser' button leaves the footer's links within reach", async ({ page }) => {
  await page.goto('/store-demo');
  await page.getByRole('button', { name: 'Skip tour' }).click();
  const setUp = page.getByRole('link', { name: /^Set Up (Fundraiser|Now)$/ });
  await expect(setUp).toBeVisible();
  // The form loads as it comes near the screen (docs/decisions/0013); then the page ends at its footer.
  await page.getByTestId('checkout-section').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = await setUp.boundingBox();
  const links = page.getByRole('contentinfo').getByRole('link');
  await expect(links).toHaveCount(3);
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    if (!button || !box) throw new Error('the button and the footer links should be on screen');
    const apart =
      box.y >= button.y + button.height ||
      box.y + box.height <= button.y ||
      box.x >= button.x + button.width ||
      box.x + box.width <= button.x;
    expect(apart, `${await link.textContent()} lies under the floating button`).toBe(true);
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
  await expect(page.getByRole('heading', { name: 'Terms of use', level: 1 })).toBeVisible();
});
