import { MSG, PEOPLE_MSG, nameTakenMessage } from '@fundshop/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    fireEvent.click(within(screen.getByText(/terms of use/).closest('label')!).getByRole('checkbox'));
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

  it("asks a participant under 18 for the guardian's email instead of an own one, and says what the guardian is asked", async () => {
    const fetchMock = mockApi({
      '/api/seller/retrieve-basic-webshop-info': () => ({ status: 200, body: hillsideInfo }),
      '/api/seller/register-new-seller': () => ({
        status: 200,
        body: { responseMessage: 'ok', sellerId: 11, sellerName: 'Kid Berg', accessToken: 't11' },
      }),
    });
    renderPage();
    await screen.findByText('Hillside FC · U12');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Kid Berg' } });
    // Typed before saying so: the child's own email is emptied, and never sent.
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'kid@example.com' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I am under 18' }));
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByLabelText('Picture')).toBeNull();
    expect(screen.getByLabelText("Parent or guardian's email")).toBeInTheDocument();
    // The box's accessible name is its tooltip's (SPEC's 'accept the terms'); its label holds the text.
    const termsLabel = screen.getByText(/will be asked by email to confirm that I take part/).closest('label')!;
    expect(termsLabel.textContent).toBe(
      'I have read and agree to the terms of use and privacy policy. My parent or guardian will be asked by email to confirm that I take part, and my store stays closed until they do.',
    );
    const terms = within(termsLabel).getByRole('checkbox');
    fireEvent.click(terms);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(PEOPLE_MSG.guardianEmailMissing)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('register-new-seller'))).toBe(false);

    fireEvent.change(screen.getByLabelText("Parent or guardian's email"), {
      target: { value: 'parent.berg@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(window.localStorage.getItem(SELLER_KEYS.sellerId)).toBe('11'));
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('register-new-seller'));
    const sent = JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({
      addedByRole: 'seller',
      name: 'Kid Berg',
      email: '',
      isMinor: true,
      guardianEmail: 'parent.berg@example.com',
      hasAcceptedTerms: true,
      sellerPictureUrlAsByteArray: '',
    });
    expect(JSON.stringify(sent)).not.toContain('kid@example.com');
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
