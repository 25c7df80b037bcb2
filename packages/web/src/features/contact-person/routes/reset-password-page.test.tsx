import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fr } from '@fundshop/core/i18n/catalogues/fr';
import { en } from '@fundshop/core/i18n/catalogues/en';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const INVALID = {
  status: 404,
  body: { responseMessage: 'reset-link-invalid', message: en['recovery.resetLinkInvalid'] },
};
const renderPage = (language: 'en' | 'fr' = 'en') =>
  renderWithApp(<ResetPasswordPage />, { path: '/reset-password?token=tok-123', language });

describe('the reset link page', () => {
  it('checks the link as it opens: a used one says so at once, with no form, and asks for a new link there', async () => {
    const fetchMock = mockApi({
      '/api/account/reset-link': () => INVALID,
      '/api/account/forgot-password': () => ({ status: 200, body: { responseMessage: 'ok' } }),
    });
    renderPage();
    expect(await screen.findByText(en['recovery.resetLinkInvalid'])).toBeInTheDocument();
    expect(screen.queryByLabelText(en['recovery.newPasswordLabel'])).toBeNull();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: 'tok-123' });

    fireEvent.click(screen.getByRole('button', { name: en['recovery.forgotPasswordButton'] }));
    const dialog = await screen.findByRole('dialog', { name: en['recovery.forgotPasswordTitle'] });
    fireEvent.change(dialog.querySelector('input')!, { target: { value: 'jamie@example.com' } });
    fireEvent.click(screen.getAllByRole('button', { name: en['recovery.forgotPasswordButton'] }).at(-1)!);
    expect(await screen.findByText(en['recovery.forgotPasswordSent'])).toBeInTheDocument();
    const asked = fetchMock.mock.calls.find(([url]) => String(url).includes('/forgot-password'));
    expect(JSON.parse(String(asked?.[1]?.body))).toEqual({ email: 'jamie@example.com' });
  });

  it('shows the form for a link that can still be used, having used nothing', async () => {
    const fetchMock = mockApi({ '/api/account/reset-link': () => ({ status: 200, body: { responseMessage: 'ok' } }) });
    renderPage('fr');
    expect(await screen.findByLabelText(fr['recovery.newPasswordLabel'])).toBeInTheDocument();
    expect(screen.queryByText(fr['recovery.resetLinkInvalid'])).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/account/reset-link']);
  });
});
