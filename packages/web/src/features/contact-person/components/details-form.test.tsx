import { MSG } from '@fundshop/core';
import { contactPersonDetails } from '@fundshop/core/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { DetailsForm } from './details-form.tsx';

const UPDATE = '/api/contact-person/update-webshop-details';
const sentBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).startsWith(UPDATE))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const renderForm = () => renderWithApp(<DetailsForm webShopId={5} details={contactPersonDetails} />);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

/** The Profile form (decision 0019): the current password is asked once the email or the password changes. */
describe('Profile details form', () => {
  beforeEach(() => {
    window.localStorage.setItem('fundshop.contactPerson.accessToken', 'tok');
    window.localStorage.setItem('fundshop.contactPerson.webShopId', '5');
  });

  it('saves other details without asking for the current password', async () => {
    const fetchMock = mockApi({ [UPDATE]: () => ({ status: 200, body: { responseMessage: 'ok' } }) });
    renderForm();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    type('Last name', 'Lee-Smith');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    save();
    expect(await screen.findByText(MSG.savedBody)).toBeInTheDocument();
    expect(sentBodies(fetchMock)[0]).toMatchObject({
      lastName: 'Lee-Smith',
      email: contactPersonDetails.email,
      currentPassword: '',
    });
  });

  it('asks for the current password when the email changes, and sends it', async () => {
    const fetchMock = mockApi({ [UPDATE]: () => ({ status: 200, body: { responseMessage: 'ok' } }) });
    renderForm();
    type('Email', 'new@example.com');
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    save();
    expect(await screen.findByText(MSG.currentPasswordMissing)).toBeInTheDocument();
    expect(sentBodies(fetchMock)).toEqual([]);
    type('Current password', 'old-secret');
    save();
    expect(await screen.findByText(MSG.savedBody)).toBeInTheDocument();
    expect(sentBodies(fetchMock)[0]).toMatchObject({ email: 'new@example.com', currentPassword: 'old-secret' });
  });

  it('asks for it when a new password is typed; a wrong one shows under the field and keeps the session', async () => {
    mockApi({
      [UPDATE]: () => ({
        status: 401,
        body: {
          responseMessage: 'error-password',
          message: MSG.passwordIncorrect,
          fieldErrors: { currentPassword: MSG.passwordIncorrect },
        },
      }),
    });
    renderForm();
    type('Password', 'brand-new-1');
    type('Current password', 'wrong-one');
    save();
    expect(await screen.findByText(MSG.passwordIncorrect)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(MSG.fixTheErrors)).toBeInTheDocument());
    expect(window.localStorage.getItem('fundshop.contactPerson.accessToken')).toBe('tok');
  });

  it("is in the page's language: Swedish labels and hints, the current password asked in Swedish too", () => {
    mockApi({});
    renderWithApp(<DetailsForm webShopId={5} details={contactPersonDetails} />, { language: 'sv' });
    for (const key of ['organiser.organization', 'organiser.classOrTeam', 'organiser.messageToBuyers'] as const) {
      expect(screen.getByLabelText(sv[key])).toBeInTheDocument();
    }
    expect(screen.getByText(sv['organiser.passwordHint'])).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(sv['organiser.email']), { target: { value: 'new@example.com' } });
    expect(screen.getByLabelText(sv['organiser.currentPassword'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sv['organiser.save'] })).toBeInTheDocument();
    for (const english of ['Class or team', 'Current password', 'Save', 'Back']) {
      expect(screen.queryByLabelText(english)).toBeNull();
      expect(screen.queryByText(english)).toBeNull();
    }
  });
});
