import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@fundshop/core';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { UndoEmailChangePage } from './undo-email-change-page.tsx';

const renderPage = (search: string) => renderWithApp(<UndoEmailChangePage />, { path: `/undo-email-change${search}` });

describe('undo email change page', () => {
  it('sends the token only when the button is pressed, then says the address is back and how to log in', async () => {
    const fetchMock = mockApi({
      '/api/contact-person/undo-email-change': () => ({
        status: 200,
        body: { responseMessage: 'ok', email: 'jamie@example.com', webShopId: 7 },
      }),
    });
    renderPage('?token=tok-123');
    expect(screen.getByText(MSG.undoEmailChangeIntro)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: MSG.undoEmailChangeButton }));
    expect(
      await screen.findByText(
        "Your group's email address is jamie@example.com again, and everyone who was logged in has been logged out. We have mailed a new password to jamie@example.com: log in with it, then change your password under Profile.",
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: 'tok-123' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/contactperson/login');
  });

  it("shows the server's refusal of a used or old link", async () => {
    mockApi({
      '/api/contact-person/undo-email-change': () => ({
        status: 404,
        body: { responseMessage: 'undo-link-invalid', message: MSG.undoLinkInvalid },
      }),
    });
    renderPage('?token=used');
    fireEvent.click(screen.getByRole('button', { name: MSG.undoEmailChangeButton }));
    expect(await screen.findByText(MSG.undoLinkInvalid)).toBeInTheDocument();
  });

  it('says a link without a token can not be used, and offers no button', () => {
    const fetchMock = mockApi({});
    renderPage('');
    expect(screen.getByText(MSG.undoLinkInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is in the organiser's language: a Swedish page keeps no English of its own", async () => {
    mockApi({
      '/api/contact-person/undo-email-change': () => ({
        status: 200,
        body: { responseMessage: 'ok', email: 'jamie@example.com', webShopId: 7 },
      }),
    });
    renderWithApp(<UndoEmailChangePage />, { path: '/undo-email-change?token=tok-123', language: 'sv' });
    expect(screen.getByRole('heading', { name: sv['organiser.pageUndoEmailChange'] })).toBeInTheDocument();
    expect(document.title).toContain(sv['organiser.pageUndoEmailChange']);
    fireEvent.click(screen.getByRole('button', { name: sv['msg.undoEmailChangeButton'] }));
    expect(await screen.findByText(/^Din grupps e-postadress är jamie@example.com igen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: sv['login.logIn'] })).toBeInTheDocument();
    expect(screen.queryByText(/Your group's email address/)).toBeNull();
    expect(screen.queryByText('Undo the email change')).toBeNull();
  });
});
