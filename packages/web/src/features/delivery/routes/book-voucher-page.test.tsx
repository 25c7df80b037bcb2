import { DELIVERY_MSG, type BookVoucherResponse } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import { fr } from '@fundshop/core/i18n/catalogues/fr';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
import { BookVoucherPage } from './book-voucher-page.tsx';

const voucher: BookVoucherResponse = {
  orderNumber: 1043,
  buyerFirstName: 'Casey',
  sellerName: 'Anna Berg',
  groupName: 'Oak Hill Runners',
  code: 'ABCDE-FGHJK-MNPQR-STUVW-XYZ23-4',
  url: 'https://fundshop.example/my-books/ABCDEFGHJKMNPQRSTUVWXYZ234',
  books: ['The Baking Book', 'Campfire Stories'],
};

beforeEach(() => {
  window.localStorage.setItem('fundshop.seller.accessToken', 'tok');
});

describe('e-book voucher', () => {
  it("asks for the order's voucher with the seller's token and shows it ready to print", async () => {
    const fetchMock = mockApi({
      '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }),
      '/api/order/book-voucher': () => ({ status: 200, body: voucher }),
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithApp(<BookVoucherPage />, { path: '/seller/voucher/41', route: '/seller/voucher/:orderId' });

    expect(await screen.findByTestId('voucher-code')).toHaveProperty('textContent', voucher.code);
    expect(screen.getByRole('heading', { level: 1, name: DELIVERY_MSG.voucherTitle })).toBeInTheDocument();
    expect(screen.getByText('For Casey')).toBeInTheDocument();
    expect(
      screen.getByText('Thank you for supporting Anna Berg and Oak Hill Runners. Your e-books are ready to download.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The Baking Book')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Scan the code or open https://fundshop.example/my-books and type the code to download your e-books.',
      ),
    ).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: DELIVERY_MSG.voucherQrLabel });
    expect(qr.getAttribute('data-qr-value')).toBe(voucher.url);

    const calls = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/order/book-voucher');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ orderId: 41 });
    expect(new Headers(calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer tok');

    fireEvent.click(screen.getByRole('button', { name: DELIVERY_MSG.voucherPrint }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal", async () => {
    mockApi({
      '/api/order/book-voucher': () => ({ status: 403, body: { responseMessage: 'forbidden', message: 'Not yours' } }),
    });
    renderWithApp(<BookVoucherPage />, { path: '/seller/voucher/41', route: '/seller/voucher/:orderId' });
    expect(await screen.findByText('Not yours')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DELIVERY_MSG.voucherPrint })).toBeNull();
  });

  it('is printed in the page’s language: a French voucher has none of the English', async () => {
    mockApi({
      '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }),
      '/api/order/book-voucher': () => ({ status: 200, body: voucher }),
    });
    renderWithApp(<BookVoucherPage />, {
      path: '/seller/voucher/41',
      route: '/seller/voucher/:orderId',
      language: 'fr',
    });
    const t = translatorFor('fr');
    expect(await screen.findByTestId('voucher-code')).toHaveProperty('textContent', voucher.code);
    expect(screen.getByRole('heading', { level: 1, name: fr['delivery.voucherTitle'] })).toBeInTheDocument();
    expect(document.title).toBe(`${fr['delivery.voucherButton']} · Fundshop`);
    expect(screen.getByText(t('delivery.voucherFor', { name: 'Casey' }))).toBeInTheDocument();
    expect(
      screen.getByText(t('delivery.intro', { seller: 'Anna Berg', group: 'Oak Hill Runners' })),
    ).toBeInTheDocument();
    expect(
      screen.getByText(t('delivery.voucherHowTo', { url: 'https://fundshop.example/my-books' })),
    ).toBeInTheDocument();
    expect(screen.getByText(fr['delivery.voucherCodeLabel'])).toBeInTheDocument();
    expect(screen.getByRole('img', { name: fr['delivery.voucherQrLabel'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: fr['delivery.voucherPrint'] })).toBeInTheDocument();
    for (const english of [DELIVERY_MSG.voucherTitle, DELIVERY_MSG.voucherPrint, 'Scan the code', 'For Casey']) {
      expect(document.body.textContent).not.toContain(english);
    }
  });
});
