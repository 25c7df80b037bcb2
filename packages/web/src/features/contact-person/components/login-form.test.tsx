import { MSG } from '@fundshop/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

describe('contact person login', () => {
  it('says what is missing', async () => {
    mockApi({ '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }) });
    renderWithApp(<LoginForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MSG.idMissing)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordMissing)).toBeInTheDocument();
  });

  it('shows an ID that is not a number under the ID field', async () => {
    mockApi({
      '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }),
      '/api/account/login-contact-person': () => ({
        status: 401,
        body: { responseMessage: 'error-username', message: MSG.idIncorrect },
      }),
    });
    renderWithApp(<LoginForm />);
    fireEvent.change(screen.getByLabelText('ID'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MSG.idIncorrect)).toBeInTheDocument();
    expect(window.localStorage.length).toBe(0);
  });

  it('shows a wrong password, which is also the answer for an ID without a group, under the Password field', async () => {
    mockApi({
      '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }),
      '/api/account/login-contact-person': () => ({
        status: 401,
        body: { responseMessage: 'error-password', message: MSG.passwordIncorrect },
      }),
    });
    renderWithApp(<LoginForm />);
    fireEvent.change(screen.getByLabelText('ID'), { target: { value: '42' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const message = await screen.findByText(MSG.passwordIncorrect);
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.queryByText(MSG.idIncorrect)).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('offers a number keyboard for the ID on phones', () => {
    mockApi({ '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }) });
    renderWithApp(<LoginForm />);
    expect(screen.getByLabelText('ID').getAttribute('inputmode')).toBe('numeric');
  });

  it('links to the marketing site registration', async () => {
    mockApi({ '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }) });
    renderWithApp(<LoginForm />);
    const link = await screen.findByRole('link', { name: 'Login details missing? Click here to register' });
    await waitFor(() => expect(link.getAttribute('href')).toBe('https://fundshop.example/register-group'));
  });

  it("links to this app's own group registration when no marketing site is configured", async () => {
    mockApi({ '/api/public-config': () => ({ status: 200, body: { ...TEST_PUBLIC_CONFIG, marketingSiteUrl: '' } }) });
    renderWithApp(<LoginForm />);
    const link = await screen.findByRole('link', { name: 'Login details missing? Click here to register' });
    await waitFor(() => expect(link.getAttribute('href')).toBe('/register-store'));
  });

  it('is in Swedish on a Swedish page, the co-organiser’s way in too', async () => {
    mockApi({ '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }) });
    renderWithApp(<LoginForm />, { language: 'sv' });
    expect(screen.getByLabelText('ID')).toBeInTheDocument();
    expect(screen.getByLabelText('Lösenord')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logga in' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Saknar du inloggningsuppgifter? Klicka här för att registrera er' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Medorganisatör\?/ }));
    expect(screen.getByLabelText('E-post')).toBeInTheDocument();
    for (const english of [
      'Password',
      'Login details missing? Click here to register',
      'Organiser? Use your login ID',
    ]) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });
});
