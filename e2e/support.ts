import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

export interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The newest mail to an address from the local outbox (/api/dev/mail), waiting for it to be queued. */
export async function mailTo(request: APIRequestContext, to: string): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/dev/mail')).json()) as DevMail[];
      found = mails.find((m) => m.to === to);
      return Boolean(found);
    })
    .toBe(true);
  return found as DevMail;
}

export function isPhone(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'phone';
}

/** Opens a top-bar menu item; on a phone the items sit in the drawer titled Menu. */
export async function openMenuItem(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByText('Menu', { exact: true })).toBeVisible();
    await page.getByRole('navigation', { name: 'Menu' }).getByText(name, { exact: true }).click();
  } else {
    await page.getByRole('banner').getByText(name, { exact: true }).click();
  }
}

export function uniqueEmail(testInfo: TestInfo, who: string): string {
  return `${who}-${testInfo.project.name}-${Date.now()}@example.com`;
}
