import { MSG, REGISTRATION_FORM_ATTRIBUTE } from '@fundshop/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
import { registrationFirstUse, serverRegistrationPage } from '../registration-first-use.ts';
import { RegistrationForm } from './registration-form.tsx';

describe('registration form', () => {
  it('shows the SPEC messages when submitted empty, and sends nothing', async () => {
    const fetchMock = mockApi({ '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }) });
    renderWithApp(<RegistrationForm captchaHidden={false} />);

    for (const label of [
      'Group Name',
      'Amount of team members',
      'Country',
      'Goal',
      'First Name',
      'Last Name',
      'Your Email',
      'Phone Number',
      'Message to supporters',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect((screen.getByLabelText('Goal') as HTMLInputElement).value).toBe('2000');

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    for (const message of [
      MSG.groupNameMissing,
      MSG.teamMembersMissing,
      MSG.countryMissing,
      MSG.firstNameMissing,
      MSG.lastNameMissing,
      MSG.emailMissing,
      MSG.phoneMissing,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText(MSG.captchaMissing)).toBeInTheDocument();
    expect(await screen.findByText(MSG.fixErrors)).toBeInTheDocument();
    expect(await screen.findByText(MSG.termsRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/register-webshop'))).toBe(false);
  });

  it('says an invalid email is invalid', async () => {
    mockApi({ '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }) });
    renderWithApp(<RegistrationForm captchaHidden />);
    fireEvent.change(screen.getByLabelText('Your Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.invalidEmail)).toBeInTheDocument();
    expect(screen.queryByText(MSG.captchaMissing)).toBeNull();
  });

  it('sends the registration, fires the purchase and lead events once and goes to register-completed', async () => {
    window.fundshopAnalytics = [];
    let sent: unknown;
    const fetchMock = mockApi({
      '/api/public-config': () => ({ status: 200, body: { ...TEST_PUBLIC_CONFIG, captchaProvider: 'none' } }),
      '/api/register-webshop': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 200, body: { webShopId: 1001, status: 'ok' } };
      },
    });
    const { router } = renderWithApp(<RegistrationForm captchaHidden={false} />);
    // Without a captcha provider the form shows no captcha once the public config has loaded.
    await waitFor(() => expect(screen.queryByLabelText("I'm not a robot")).toBeNull());
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Group Name', ' Hillside 5A ');
    fill('Amount of team members', '24');
    fill('Country', 'CA');
    fill('First Name', 'Jamie');
    fill('Last Name', 'Lee');
    fill('Your Email', 'jamie@example.com');
    fill('Phone Number', '555 0101');
    fireEvent.click(screen.getByRole('checkbox', { name: /older than 18/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/register-completed'));
    expect(sent).toMatchObject({
      schoolOrAssociation: 'Hillside 5A',
      countryCode: 'CA',
      goal: 2000,
      hasAcceptedTerms: true,
    });
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/register-webshop'))).toHaveLength(1);
    expect(window.fundshopAnalytics).toEqual([{ event: 'purchase' }, { event: 'lead' }]);
  });

  it("takes over the server's form at its first submit: starts from what was typed and carries the submit out", async () => {
    const fetchMock = mockApi({ '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }) });
    // The part of web-pages/registration-markup.ts that matters here.
    const root = document.createElement('div');
    root.innerHTML = `<div ${REGISTRATION_FORM_ATTRIBUTE}="first-submit"><form novalidate>
      <input name="schoolOrAssociation"><select name="countryCode"><option value="" selected></option>
      <option value="GB">United Kingdom</option></select><input name="goal" value="2000">
      <input type="checkbox" name="hasAcceptedTerms"><button type="submit">Submit</button></form></div>`;
    document.body.append(root);
    const page = serverRegistrationPage(root);
    if (page?.kind !== 'form') throw new Error('no server form');
    const takeover = registrationFirstUse(page);
    fireEvent.input(root.querySelector('[name="schoolOrAssociation"]')!, { target: { value: 'Oak Hill Runners' } });
    fireEvent.change(root.querySelector('select')!, { target: { value: 'GB' } });
    fireEvent.click(root.querySelector('[type="checkbox"]')!);
    fireEvent.click(root.querySelector('button')!);
    await takeover;
    root.remove();

    renderWithApp(<RegistrationForm captchaHidden />);
    expect((screen.getByLabelText('Group Name') as HTMLInputElement).value).toBe('Oak Hill Runners');
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('GB');
    expect(screen.getByText('£')).toBeInTheDocument();
    expect((screen.getByRole('checkbox', { name: /older than 18/ }) as HTMLInputElement).checked).toBe(true);
    // The submit made on the server's form runs: what is missing is said, and nothing is sent.
    expect(await screen.findByText(MSG.teamMembersMissing)).toBeInTheDocument();
    expect(screen.queryByText(MSG.groupNameMissing)).toBeNull();
    expect(screen.queryByText(MSG.termsRequired)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/register-webshop'))).toBe(false);
  });
});
