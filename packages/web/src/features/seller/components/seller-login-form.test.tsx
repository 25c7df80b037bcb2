import { MSG, SUPPORTER_MSG } from '@fundshop/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SELLER_KEYS } from '../../../lib/storage.ts';
import { expectMessageDialog, mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
import { SellerLoginForm } from './seller-login-form.tsx';

const config = { '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }) };

function fillAndSubmit(email: string, code: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Login code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('seller login', () => {
  it('says what is missing', async () => {
    mockApi(config);
    renderWithApp(<SellerLoginForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MSG.emailMissing)).toBeInTheDocument();
    expect(screen.getByText(MSG.loginCodeMissing)).toBeInTheDocument();
  });

  it("shows the server's refusal of an email and code under the code field", async () => {
    mockApi({
      ...config,
      '/api/account/login-seller': () => ({
        status: 401,
        body: { responseMessage: 'error-password', message: MSG.passwordIncorrect },
      }),
    });
    renderWithApp(<SellerLoginForm />);
    fillAndSubmit('anna@example.com', 'ABCDEFGHJKLN');
    const message = await screen.findByText(MSG.passwordIncorrect);
    expect(screen.getByLabelText('Login code').getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.queryByText(MSG.emailIncorrect)).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('tells a removed seller in a dialog', async () => {
    mockApi({
      ...config,
      '/api/account/login-seller': () => ({
        status: 403,
        body: { responseMessage: 'seller-inactive', message: MSG.sellerInactive },
      }),
    });
    renderWithApp(<SellerLoginForm />);
    fillAndSubmit('anna@example.com', 'ABCDEFGHJKLM');
    await expectMessageDialog(MSG.sellerInactive);
  });

  it("logs in with the link's code alone and says when the link is invalid", async () => {
    const fetchMock = mockApi({
      ...config,
      '/api/account/login-seller': () => ({
        status: 401,
        body: { responseMessage: 'error-password', message: MSG.passwordIncorrect },
      }),
    });
    renderWithApp(<SellerLoginForm linkCode="BADCODE" />);
    expect(await screen.findByText(MSG.loginLinkInvalid)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('login-seller'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ loginPassword: 'BADCODE' });
    // The form is there to log in by hand.
    expect(screen.getByLabelText('Login code')).toBeInTheDocument();
  });

  it('stores the seller on success', async () => {
    mockApi({
      ...config,
      '/api/account/login-seller': () => ({
        status: 200,
        body: { responseMessage: 'ok', sellerId: 7, sellerName: 'Anna Berg', accessToken: 'tok' },
      }),
    });
    renderWithApp(<SellerLoginForm />);
    fillAndSubmit('anna@example.com', 'ABCDEFGHJKLM');
    await waitFor(() => expect(window.localStorage.getItem(SELLER_KEYS.sellerId)).toBe('7'));
    expect(window.localStorage.getItem(SELLER_KEYS.name)).toBe('Anna Berg');
    expect(window.localStorage.getItem(SELLER_KEYS.accessToken)).toBe('tok');
  });

  it("tells a participant to ask the organiser for the group's link instead of linking to group registration", async () => {
    mockApi(config);
    renderWithApp(<SellerLoginForm />);
    fireEvent.click(await screen.findByRole('button', { name: 'Not registered yet? Click here to register.' }));
    await expectMessageDialog(SUPPORTER_MSG.participantRegisterHint);
    expect(screen.queryByRole('link', { name: /register/ })).toBeNull();
  });
});
