import { DELIVERY_MSG } from '@fundshop/core';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
import { VoucherCodePage } from './voucher-code-page.tsx';

describe('voucher code', () => {
  it('opens the books page of a code typed with dashes, spaces and small letters', async () => {
    mockApi({ '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }) });
    // The page stays where the books page would be: the test's router has only this one route.
    const { router } = renderWithApp(<VoucherCodePage />, { path: '/my-books', route: '/my-books/*' });
    const field = screen.getByRole('textbox', { name: DELIVERY_MSG.codeLabel });

    fireEvent.change(field, { target: { value: 'ABCDE-0' } });
    fireEvent.click(screen.getByRole('button', { name: DELIVERY_MSG.codeOpen }));
    expect(await screen.findByText(DELIVERY_MSG.codeInvalid)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-books');

    fireEvent.change(field, { target: { value: 'abcde-fghjk mnpqr-stuvw-xyz23-4' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-books/ABCDEFGHJKMNPQRSTUVWXYZ234'));
  });

  it('asks for the code in the page’s language', () => {
    mockApi({ '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }) });
    renderWithApp(<VoucherCodePage />, { path: '/my-books', route: '/my-books/*', language: 'sv' });
    expect(screen.getByRole('heading', { level: 1, name: sv['delivery.pageTitle'] })).toBeInTheDocument();
    expect(screen.getByText(sv['delivery.codeIntro'])).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: sv['delivery.codeOpen'] }));
    expect(screen.getByRole('textbox', { name: sv['delivery.codeLabel'] })).toBeInTheDocument();
    expect(screen.getByText(sv['delivery.codeInvalid'])).toBeInTheDocument();
    for (const english of [DELIVERY_MSG.codeIntro, DELIVERY_MSG.codeOpen, DELIVERY_MSG.codeInvalid]) {
      expect(document.body.textContent).not.toContain(english);
    }
  });
});
