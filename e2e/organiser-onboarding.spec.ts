import { expect } from '@playwright/test';
import { test } from './csp.ts';
import { isPhone, mailTo, openMenuItem, uniqueEmail } from './support.ts';

test('an organiser registers a group, reads the login mail, logs in, edits the profile and logs out', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'organiser');

  await test.step('register through the embedded form on /register-store', async () => {
    await page.goto('/register-store');
    const form = page.frameLocator('iframe');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Please fix errors and try again.')).toBeVisible();
    await expect(form.getByText('Group name is missing')).toBeVisible();
    await expect(form.getByText('Email is missing')).toBeVisible();

    await form.getByLabel('Group Name').fill('Hillside Class 5A');
    await form.getByLabel('Amount of team members').fill('24');
    await form.getByLabel('Country').selectOption('GB');
    await form.getByLabel('First Name').fill('Jamie');
    await form.getByLabel('Last Name').fill('Lee');
    await form.getByLabel('Your Email').fill(email);
    await form.getByLabel('Phone Number').fill('+44 20 7946 0000');
    await form.getByLabel('Message to supporters').fill('Help us go to the science museum!');
    if (isPhone(testInfo)) {
      // A mobile browser hides the captcha and solves it in the background.
      await expect(form.getByLabel("I'm not a robot")).toHaveCount(0);
    } else {
      const captcha = form.getByLabel("I'm not a robot");
      await captcha.click();
      await expect(captcha).toBeChecked();
    }
    await form.getByRole('checkbox', { name: /older than 18/ }).check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/register-completed$/);
  });

  const mail = await mailTo(request, email);
  const loginId = /Login ID: (\d+)/.exec(mail.text)?.[1] ?? '';
  const password = /Password: (\S+)/.exec(mail.text)?.[1] ?? '';
  expect(loginId).not.toBe('');
  expect(mail.text).toContain('/contactperson/login');

  await test.step('log in, with a wrong password first', async () => {
    await page.goto('/contactperson/login');
    await page.getByLabel('ID').fill(loginId);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Password is incorrect')).toBeVisible();
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/contactperson\/start$/);
    await expect(page.getByText(/Good (morning|day|afternoon|evening),? Jamie/)).toBeVisible();
    await expect(page.getByText(`Login ID: ${loginId}`)).toBeVisible();
    // The wrong password above is reported to the owner.
    await expect(page.getByTestId('failed-logins')).toContainText(
      'One wrong password was tried on your account since your last login',
    );
  });

  await test.step('the introduction question is asked until answered, once', async () => {
    const dialog = page.getByRole('dialog', { name: 'One question before you start' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('No option selected. Please select an option to continue.')).toBeVisible();
    await dialog.getByLabel('Other', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Please enter a description to continue.')).toBeVisible();
    await dialog.getByLabel('Please describe').fill('Our coach told us');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your sellers' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('edit the profile', async () => {
    await openMenuItem(page, testInfo, 'Profile');
    await expect(page).toHaveURL(/\/contactperson\/details$/);
    await expect(page.getByLabel('Organisation')).toHaveValue('Hillside Class 5A');
    await page.getByLabel('Class or team').fill('Year 5');
    await page.getByLabel('Last name').fill('Lee-Smith');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved!')).toBeVisible();
    await expect(page.getByText('Your details has now been updated.')).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/contactperson\/start$/);
    await page.goto('/contactperson/details');
    await expect(page.getByLabel('Last name')).toHaveValue('Lee-Smith');
    await expect(page.getByLabel('Class or team')).toHaveValue('Year 5');
  });

  await test.step('log out', async () => {
    await openMenuItem(page, testInfo, 'Log out');
    await expect(page.getByText('Are you sure that you would like to log out?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByLabel('ID')).toBeVisible();
    await page.goto('/contactperson/start');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});

test('unknown routes show the application error page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
});
