import { DELIVERY_MSG, type BookVoucherResponse } from '@fundshop/core';
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
    expect(screen.getByText(DELIVERY_MSG.voucherFor('Casey'))).toBeInTheDocument();
    expect(screen.getByText(DELIVERY_MSG.intro('Anna Berg', 'Oak Hill Runners'))).toBeInTheDocument();
    expect(screen.getByText('The Baking Book')).toBeInTheDocument();
    expect(screen.getByText(DELIVERY_MSG.voucherHowTo('https://fundshop.example/my-books'))).toBeInTheDocument();
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
});
