import { MSG } from '@fundshop/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { publicConfigKeys } from '../../../lib/query-keys.ts';
import { hydrateWithApp, mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
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
      // The group's language is the page's unless the visitor chose another.
      language: 'en',
    });
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/register-webshop'))).toHaveLength(1);
    expect(window.fundshopAnalytics).toEqual([{ event: 'purchase' }, { event: 'lead' }]);
  });

  it("keeps what was typed into the server's form before the app hydrated it, and submits from there", async () => {
    const fetchMock = mockApi({ '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }) });
    await hydrateWithApp(<RegistrationForm captchaHidden />, {
      data: [[publicConfigKeys.all, TEST_PUBLIC_CONFIG]],
      // Typed into the server's form: the browser's own fields, before any of the app ran.
      beforeHydration: (page) => {
        const field = (name: string) => page.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`)!;
        field('schoolOrAssociation').value = 'Oak Hill Runners';
        field('countryCode').value = 'GB';
        field('hasAcceptedTerms').checked = true;
      },
    });
    await waitFor(() => expect(screen.getByText('£')).toBeInTheDocument());
    expect((screen.getByLabelText('Group Name') as HTMLInputElement).value).toBe('Oak Hill Runners');
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('GB');
    expect((screen.getByRole('checkbox', { name: /older than 18/ }) as HTMLInputElement).checked).toBe(true);
    // The form knows it too: a submit says only what is still missing, and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.teamMembersMissing)).toBeInTheDocument();
    expect(screen.queryByText(MSG.groupNameMissing)).toBeNull();
    expect(screen.queryByText(MSG.countryMissing)).toBeNull();
    expect(screen.queryByText(MSG.termsRequired)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/register-webshop'))).toBe(false);
  });

  it('is in Swedish on a Swedish page, as the server draws it, and sends the group language chosen there', async () => {
    let sent: { language?: string } | undefined;
    const config = { ...TEST_PUBLIC_CONFIG, captchaProvider: 'none' };
    mockApi({
      '/api/public-config': () => ({ status: 200, body: config }),
      '/api/register-webshop': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 200, body: { webShopId: 1001, status: 'ok' } };
      },
    });
    await hydrateWithApp(<RegistrationForm captchaHidden />, {
      language: 'sv',
      data: [[publicConfigKeys.all, config]],
    });
    expect(screen.getByRole('heading', { name: 'Starta er insamling' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Registrera er grupp' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'användarvillkoren' }).getAttribute('href')).toBe('/terms');
    // Each language in its own name, whatever the page is in.
    // The page's language is offered as the group's.
    const language = screen.getByLabelText('Gruppens språk') as HTMLSelectElement;
    expect(language.value).toBe('sv');
    expect([...language.options].map((option) => [option.text, option.lang])).toEqual([
      ['English', 'en'],
      ['Svenska', 'sv'],
      ['Français', 'fr'],
    ]);
    for (const english of ['Start your fundraiser', 'Group Name', 'Your Email', 'Submit', "Group's language"]) {
      expect(screen.queryByText(english)).toBeNull();
    }

    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Gruppens namn', 'Klass 5A');
    fill('Antal medlemmar', '24');
    fill('Land', 'CA');
    fill('Förnamn', 'Jamie');
    fill('Efternamn', 'Lee');
    fill('Din e-post', 'jamie@example.com');
    fill('Telefonnummer', '555 0101');
    fill('Gruppens språk', 'fr');
    fireEvent.click(screen.getByRole('checkbox', { name: /över 18 år/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    await waitFor(() => expect(sent?.language).toBe('fr'));
  });
});
