import { MSG, RECOVERY_MSG, SUPPORTER_MSG } from '@fundshop/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/page-language.ts';
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
  it("is in the page's language: a Swedish page has no English of its own (SPEC's texts as Swedish ones)", () => {
    mockApi(config);
    renderWithApp(<SellerLoginForm />, { language: 'sv' });
    expect(screen.getByText(sv['recovery.sellerCodeAlone'])).toBeInTheDocument();
    expect(screen.getByText(sv['login.sellerDetailsSent'])).toBeInTheDocument();
    expect(screen.getByLabelText(sv['login.loginCode'])).toBeInTheDocument();
    expect(screen.getByLabelText(sv['form.email'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sv['login.logIn'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sv['recovery.sellerLinkButton'] })).toBeInTheDocument();
    expect(screen.getByText(sv['login.sellerNotRegistered'])).toBeInTheDocument();
    for (const english of [
      RECOVERY_MSG.sellerCodeAlone,
      'Log in',
      'Login code',
      'Not registered yet? Click here to register.',
    ]) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });

  it('says what is missing, and that the code alone logs in', async () => {
    mockApi(config);
    renderWithApp(<SellerLoginForm />);
    expect(screen.getByText(RECOVERY_MSG.sellerCodeAlone)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MSG.loginCodeMissing)).toBeInTheDocument();
    expect(screen.queryByText(MSG.emailMissing)).toBeNull();
  });

  it('logs in with the code alone when the email is left empty', async () => {
    const fetchMock = mockApi({
      ...config,
      '/api/account/login-seller': () => ({
        status: 200,
        body: { responseMessage: 'ok', sellerId: 7, sellerName: 'Kim', accessToken: 'token', language: 'sv' },
      }),
    });
    renderWithApp(<SellerLoginForm />);
    fireEvent.change(screen.getByLabelText('Login code'), { target: { value: 'ABCDEFGHJKLM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(window.localStorage.getItem(SELLER_KEYS.sellerId)).toBe('7'));
    // The next page starts in the seller's language (docs/decisions/0044).
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sv');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/account/login-seller'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ loginEmail: '', loginPassword: 'ABCDEFGHJKLM' });
  });

  it("mails the login link from 'Send me my login link' and says so whatever the address", async () => {
    const fetchMock = mockApi({
      ...config,
      '/api/account/send-seller-login-link': () => ({ status: 200, body: { responseMessage: 'ok' } }),
    });
    renderWithApp(<SellerLoginForm />);
    fireEvent.click(screen.getByRole('button', { name: RECOVERY_MSG.sellerLinkButton }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'kim@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: RECOVERY_MSG.sellerLinkButton }));
    expect(await within(dialog).findByText(RECOVERY_MSG.sellerLinkSent)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/account/send-seller-login-link'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'kim@example.com' });
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
        body: { responseMessage: 'ok', sellerId: 7, sellerName: 'Anna Berg', accessToken: 'tok', language: 'en' },
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
