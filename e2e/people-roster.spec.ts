import { expect } from '@playwright/test';
import { PEOPLE_MSG } from '@fundshop/core';
import { test } from './csp.ts';
import { loginAsOrganiser, mailTo, mailWithSubject, openMenuItem, uniqueEmail } from './support.ts';

/**
 * A coach with 18 children (issue 27): pastes the names, marks one as under 18 with a parent's email, the parent
 * confirms from the mail, and only then does the child's store open (docs/decisions/0037, 0038).
 */
test('a coach pastes 18 names, a parent confirms for the minor, and the child’s store opens', async ({
  page,
  request,
}, testInfo) => {
  const suffix = Date.now().toString(36).slice(-5);
  const child = `Anna ${suffix} Berg`;
  const guardian = uniqueEmail(testInfo, 'parent');
  const names = [child, ...Array.from({ length: 17 }, (_, i) => `Player ${i + 1} ${suffix}`)];
  let sellerId = 0;

  await test.step('the coach pastes 18 names and checks the list', async () => {
    await loginAsOrganiser(page);
    await openMenuItem(page, testInfo, 'Participants');
    await page.getByRole('button', { name: PEOPLE_MSG.addManyButton }).click();
    const dialog = page.getByRole('dialog', { name: PEOPLE_MSG.addManyTitle });
    await dialog.getByTestId('roster-text').fill(names.map((n, i) => (i === 5 ? `${n}, not-an-email` : n)).join('\n'));
    await dialog.getByRole('button', { name: PEOPLE_MSG.checkList }).click();
    await expect(dialog.getByTestId('roster-row')).toHaveCount(18);
    // The bad email is shown on its row before anything is saved.
    await expect(dialog.getByText('Invalid email')).toBeVisible();
    await dialog.getByRole('button', { name: PEOPLE_MSG.backToList }).click();
    await dialog.getByTestId('roster-text').fill(names.join('\n'));
    await dialog.getByRole('button', { name: PEOPLE_MSG.checkList }).click();
    await expect(dialog.getByText(PEOPLE_MSG.previewReady)).toBeVisible();
  });

  await test.step('marks the child as under 18 with a parent’s email and adds all 18', async () => {
    const dialog = page.getByRole('dialog', { name: PEOPLE_MSG.addManyTitle });
    await dialog.getByRole('checkbox', { name: `${PEOPLE_MSG.previewColumnMinor} (${child})` }).check();
    await expect(dialog.getByRole('button', { name: 'Add 18 participants' })).toBeDisabled();
    await dialog.getByRole('button', { name: PEOPLE_MSG.checkList }).click();
    await expect(dialog.getByText(PEOPLE_MSG.guardianEmailMissing)).toBeVisible();
    await dialog.getByLabel(PEOPLE_MSG.previewColumnGuardian).fill(guardian);
    await dialog.getByRole('button', { name: PEOPLE_MSG.checkList }).click();
    await expect(dialog.getByText(PEOPLE_MSG.previewReady)).toBeVisible();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: testInfo.outputPath('paste-preview-360.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Add 18 participants' }).click();
    await expect(dialog.getByText('18 participants have been added.')).toBeVisible();
    await dialog.getByRole('button', { name: PEOPLE_MSG.close }).click();
    const row = page.getByRole('row', { name: new RegExp(child) });
    await expect(row.getByText(PEOPLE_MSG.guardianPending)).toBeVisible();
    const token = await page.evaluate(() => window.localStorage.getItem('fundshop.contactPerson.accessToken'));
    const list = await request.get('/api/seller/seller-list?webShopId=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    const sellers = (await list.json()) as { sellerAllSalesDetailsList: { sellerId: number; name: string }[] };
    sellerId = sellers.sellerAllSalesDetailsList.find((s) => s.name === child)?.sellerId ?? 0;
    expect(sellerId).toBeGreaterThan(0);
  });

  await test.step('the child’s store stays closed until the parent confirms', async () => {
    await page.goto(`/shop/${sellerId}`);
    await expect(page.getByText(PEOPLE_MSG.storeAwaitsGuardian)).toBeVisible();
    await expect(page.getByRole('button', { name: /add to cart/i })).toHaveCount(0);
  });

  await test.step('the parent confirms from the mail', async () => {
    const mail = await mailTo(request, guardian);
    expect(mail.subject).toMatch(/^Please confirm your child's part in the .+ fundraiser$/);
    const link = /(\/guardian\/[A-Z0-9]+)/.exec(mail.text)?.[1] ?? '';
    expect(link).not.toBe('');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: PEOPLE_MSG.guardianPageTitle })).toBeVisible();
    await expect(page.getByText(child).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('guardian-page-360.png'), fullPage: true });
    await page.getByRole('button', { name: PEOPLE_MSG.guardianConfirmButton }).click();
    await expect(page.getByText(PEOPLE_MSG.guardianConfirmedTitle)).toBeVisible();
  });

  await test.step('the store opens, with the first name and an initial', async () => {
    await page.goto(`/shop/${sellerId}`);
    await expect(page.getByText(PEOPLE_MSG.storeAwaitsGuardian)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Anna B.');
    await expect(page.getByText(`${suffix} Berg`)).toHaveCount(0);
    const login = await mailWithSubject(request, guardian, /login details/);
    expect(login.subject).toContain(child);
    expect(login.text).toMatch(/Login code: \S+/);
  });
});
