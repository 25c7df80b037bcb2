import { MSG } from '@fundshop/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
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
      expect(screen.getByLabelText(label)).toBeTruthy();
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
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByText(MSG.captchaMissing)).toBeTruthy();
    expect(await screen.findByText(MSG.fixErrors)).toBeTruthy();
    expect(await screen.findByText(MSG.termsRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/register-webshop'))).toBe(false);
  });

  it('says an invalid email is invalid', async () => {
    mockApi({ '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }) });
    renderWithApp(<RegistrationForm captchaHidden />);
    fireEvent.change(screen.getByLabelText('Your Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.invalidEmail)).toBeTruthy();
    expect(screen.queryByText(MSG.captchaMissing)).toBeNull();
  });
});
