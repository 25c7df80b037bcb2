import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from './csp.ts';
import { e2eOperator } from './operators.ts';
import { enrolledOperatorLogin, expectAccessible, isPhone, keepScreenshot } from './support.ts';

/** The first of the last four quarters and this one, as the report names them (UTC). */
function lastFourQuarters(now = new Date()): [string, string] {
  const index = now.getUTCFullYear() * 4 + Math.floor(now.getUTCMonth() / 3);
  const label = (i: number) => `${Math.floor(i / 4)}-Q${(i % 4) + 1}`;
  return [label(index - 3), label(index)];
}

test('an operator reads the tax report by quarter and by month and downloads it as CSV', async ({
  page,
  request,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'the console is for desktops and tablets');
  const email = e2eOperator('tax-report', testInfo.retry);

  await test.step('the operator is enrolled and signed in (through the API, as the console journey does by hand)', async () => {
    const session = JSON.stringify(await enrolledOperatorLogin(request, email));
    await page.addInitScript((value) => window.sessionStorage.setItem('fundshop.operator', value), session);
  });

  await test.step('the Tax report tab shows the last four quarters, with totals and the grid', async () => {
    await page.goto('/operator/groups');
    await page.getByRole('tab', { name: 'Tax report' }).click();
    await expect(page).toHaveURL(/\/operator\/tax$/);
    await expect(page.getByRole('heading', { name: 'Tax report' })).toBeVisible();
    const [first, current] = lastFourQuarters();
    await expect(page.getByRole('combobox', { name: 'To' })).toHaveText(current);
    await expect(page.getByRole('combobox', { name: 'From' })).toHaveText(first);
    await expect(page.getByRole('grid', { name: 'Tax report' })).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'tax-report-quarters-desktop');
  });

  await test.step('months: the range follows, and never runs backwards', async () => {
    await page.getByRole('button', { name: 'Months' }).click();
    const month = new Date().toISOString().slice(0, 7);
    await expect(page.getByRole('combobox', { name: 'To' })).toHaveText(month);
    await page.getByRole('combobox', { name: 'From' }).click();
    await page.getByRole('option', { name: month }).click();
    await page.getByRole('combobox', { name: 'To' }).click();
    await expect(page.getByRole('option')).toHaveText([month]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('grid', { name: 'Tax report' })).toBeVisible();
  });

  await test.step('the CSV of the same range', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as CSV' }).click();
    const file = await download;
    const month = new Date().toISOString().slice(0, 7);
    expect(file.suggestedFilename()).toBe(`tax-month-${month}-${month}.csv`);
    const text = await readFile(await file.path(), 'utf8');
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      '"Period","Jurisdiction","Tax","Rate","Currency","Orders","Taxable sales","Tax on sales","Taxable returned","Tax returned","Net taxable","Net tax"',
    );
  });
});
