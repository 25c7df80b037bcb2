import { MSG, nameTakenMessage } from '@fundshop/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SELLER_KEYS } from '../../../lib/storage.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { hillsideInfo } from '../../../test/store-data.ts';
import { SellerRegisterPage } from '../routes/register-page.tsx';

function renderPage(key = 'KEY123') {
  return renderWithApp(<SellerRegisterPage />, {
    path: `/seller/register/${key}`,
    route: '/seller/register/:sellerRegistrationKey',
  });
}

describe('participant self-registration', () => {
  it('shows the group and asks to accept the terms', async () => {
    mockApi({ '/api/seller/retrieve-basic-webshop-info': () => ({ status: 200, body: hillsideInfo }) });
    renderPage();
    expect(await screen.findByText('Hillside FC · U12')).toBeInTheDocument();
    expect(screen.getByLabelText('Picture')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Anna Berg' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', MSG.sellerTermsRequired);
  });

  it('checks name and email', async () => {
    mockApi({ '/api/seller/retrieve-basic-webshop-info': () => ({ status: 200, body: hillsideInfo }) });
    renderPage();
    await screen.findByText('Hillside FC · U12');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(MSG.nameMissing)).toBeInTheDocument();
    expect(screen.getByText(MSG.invalidEmail)).toBeInTheDocument();
  });

  it('shows a taken name under the name and logs a new seller in', async () => {
    let taken = true;
    const message = nameTakenMessage('Hillside FC');
    const fetchMock = mockApi({
      '/api/seller/retrieve-basic-webshop-info': () => ({ status: 200, body: hillsideInfo }),
      '/api/seller/register-new-seller': () =>
        taken
          ? { status: 409, body: { responseMessage: 'error-name', message, fieldErrors: { name: message } } }
          : { status: 200, body: { responseMessage: 'ok', sellerId: 9, sellerName: 'Anna Berg 2', accessToken: 't9' } },
    });
    renderPage();
    await screen.findByText('Hillside FC · U12');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Anna Berg' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(message)).toBeInTheDocument();

    taken = false;
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Anna Berg 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(window.localStorage.getItem(SELLER_KEYS.sellerId)).toBe('9'));
    const call = fetchMock.mock.calls.filter(([url]) => String(url).includes('register-new-seller')).at(-1);
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      addedByRole: 'seller',
      sellerRegistrationKey: 'KEY123',
      name: 'Anna Berg 2',
      email: 'anna@example.com',
      hasAcceptedTerms: true,
      sellerPictureUrlAsByteArray: '',
    });
  });

  it('says when the link belongs to no organization', async () => {
    mockApi({
      '/api/seller/retrieve-basic-webshop-info': () => ({
        status: 404,
        body: { responseMessage: 'registration-link-not-found', message: MSG.registrationLinkNotFound },
      }),
    });
    renderPage('nope');
    expect(
      await screen.findByText(
        'Unfortunately, we could not find any organization connected to this this link. Please verify that the link you entered is correct and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).toBeNull();
  });
});
