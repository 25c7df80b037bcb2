import { DELIVERY_MSG } from '@fundshop/core';
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
});
