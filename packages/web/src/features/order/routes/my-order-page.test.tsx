import {
  CHECKOUT_MSG,
  DELIVERY_MSG,
  formatPrice,
  localeFor,
  type MyOrderResponse,
  type MyOrderSummary,
} from '@fundshop/core';
import { en } from '@fundshop/core/i18n/catalogues/en';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
import { MyOrderPage } from './my-order-page.tsx';
import { ThankYouPage } from './thank-you-page.tsx';

function renderOrder(session: string, language: 'en' | 'sv' = 'en') {
  return renderWithApp(<MyOrderPage />, {
    path: `/my-order/${session}`,
    route: '/my-order/:checkoutSession',
    language,
  });
}

/** /api/order/my-order on the buyer's first look at its paid order (the analytics purchase event fires then). */
function firstLook(order: MyOrderSummary): { status: number; body: MyOrderResponse } {
  return { status: 200, body: { error: false, errorMessage: '', isFirstTimeGettingOrder: true, order } };
}

/** /api/order/my-order for a checkout session with no paid order: the server's text, and no order. */
function orderNotFound(): { status: number; body: MyOrderResponse } {
  return {
    status: 200,
    body: { error: true, errorMessage: CHECKOUT_MSG.orderNotFound, isFirstTimeGettingOrder: false, order: null },
  };
}

beforeEach(() => {
  window.fundshopAnalytics = [];
});

describe('order confirmation', { timeout: 20_000 }, () => {
  it('thanks a first-time buyer with the image and fires the purchase event once', async () => {
    window.sessionStorage.setItem('fundshop.cart.42', '[]');
    mockApi({
      '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }),
      '/api/order/my-order': () =>
        firstLook({
          orderNumber: 1042,
          sellerName: 'Robin Park',
          currencyCode: 'USD',
          totalAmount: 66,
          items: [
            { productId: 1, productName: 'Campfire Stories', amountOrdered: 2, productPrice: 22 },
            { productId: 2, productName: 'Money Smart Kids', amountOrdered: 1, productPrice: 22 },
          ],
          tax: { taxBehaviour: 'exclusive', netAmount: 66, taxAmount: 0, totalAmount: 66, taxLabel: '' },
        }),
    });
    renderOrder('cs_first');
    expect(screen.getByText(CHECKOUT_MSG.loading)).toBeInTheDocument();
    expect(await screen.findByText(CHECKOUT_MSG.thankYou)).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_MSG.orderReceived)).toBeInTheDocument();
    // Where the e-books are comes after SPEC's thanks, without a link (its token is only in the mail); SPEC's
    // 'delivery takes 2-3 weeks' is replaced (docs/decisions/0052).
    expect(screen.getByTestId('books-in-the-mail').textContent).toBe(DELIVERY_MSG.inTheMail);
    expect(screen.queryByRole('link', { name: en['mail.openBooks'] })).toBeNull();
    expect(document.body.textContent).not.toMatch(/weeks/);
    expect(screen.getByTestId('first-order-image')).toBeInTheDocument();
    expect(screen.getByTestId('order-number').textContent).toBe('1042');
    expect(screen.getByText('2 × Campfire Stories')).toBeInTheDocument();
    expect(screen.getByText('$44')).toBeInTheDocument();
    expect(screen.getByTestId('order-total').textContent).toBe('$66');
    expect(screen.getByText('Your order supports Robin Park.')).toBeInTheDocument();
    await waitFor(() => expect(window.fundshopAnalytics).toEqual([{ event: 'purchase' }]));
    expect(window.sessionStorage.getItem('fundshop.cart.42')).toBeNull();
  });

  it("shows an Ontario buyer's net, the HST by its rate and the total it paid", async () => {
    const cad = (amount: number) => formatPrice(amount, 'CAD', localeFor('en', 'CA'));
    mockApi({
      '/api/order/my-order': () =>
        firstLook({
          orderNumber: 1043,
          sellerName: 'Robin Park',
          currencyCode: 'CAD',
          totalAmount: 45.2,
          items: [{ productId: 1, productName: 'Campfire Stories', amountOrdered: 2, productPrice: 20 }],
          tax: { taxBehaviour: 'exclusive', netAmount: 40, taxAmount: 5.2, totalAmount: 45.2, taxLabel: 'HST 13%' },
        }),
    });
    renderOrder('cs_ontario');
    const order = await screen.findByRole('region', { name: 'Your order' });
    const rows = [...within(order).getByTestId('tax-summary').children].map((row) => row.textContent);
    expect(rows).toEqual([`Subtotal${cad(40)}`, `HST 13%${cad(5.2)}`, `Total${cad(45.2)}`]);
  });

  it('shows the GST an Australian total included, and a total alone for an order placed before tax', async () => {
    const aud = (amount: number) => formatPrice(amount, 'AUD', localeFor('en', 'AU'));
    const order = (tax: MyOrderSummary['tax']): MyOrderSummary => ({
      orderNumber: 1044,
      sellerName: 'Robin Park',
      currencyCode: 'AUD',
      totalAmount: 22,
      items: [{ productId: 1, productName: 'Campfire Stories', amountOrdered: 1, productPrice: 22 }],
      tax,
    });
    let answer = order({
      taxBehaviour: 'inclusive',
      netAmount: 20,
      taxAmount: 2,
      totalAmount: 22,
      taxLabel: 'GST 10%',
    });
    mockApi({ '/api/order/my-order': () => firstLook(answer) });
    const taxed = renderOrder('cs_gst');
    const rows = async () => [...(await screen.findByTestId('tax-summary')).children].map((row) => row.textContent);
    expect(await rows()).toEqual([`Total${aud(22)}`, `Includes GST 10%${aud(2)}`]);
    taxed.unmount();
    answer = order({ taxBehaviour: 'inclusive', netAmount: 22, taxAmount: 0, totalAmount: 22, taxLabel: '' });
    renderOrder('cs_before_tax');
    expect(await rows()).toEqual([`Total${aud(22)}`]);
  });

  it('shows no image and sends no event on a later look', async () => {
    mockApi({
      '/api/order/my-order': () => ({
        status: 200,
        body: { error: false, errorMessage: '', isFirstTimeGettingOrder: false, order: null },
      }),
    });
    renderOrder('cs_later');
    expect(await screen.findByText(CHECKOUT_MSG.thankYou)).toBeInTheDocument();
    expect(screen.queryByTestId('first-order-image')).toBeNull();
    expect(window.fundshopAnalytics).toEqual([]);
  });

  it("shows the server's errorMessage when error is true, in the page and not in a browser alert", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mockApi({
      '/api/order/my-order': orderNotFound,
    });
    renderOrder('cs_unknown');
    expect(await screen.findByText(CHECKOUT_MSG.orderNotFound)).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByText(CHECKOUT_MSG.thankYou)).toBeNull();
  });

  it('shows the generic text with the support address on a failed call', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mockApi({
      '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }),
      '/api/order/my-order': () => ({ status: 500, body: { responseMessage: 'error', message: 'boom' } }),
    });
    renderOrder('cs_broken');
    const text =
      'Something went wrong. Please try again, alternatively contact our support at support@fundshop.example and we will assist you.';
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it("is in the page's language: a Swedish buyer's confirmation, its title, picture and server refusal", async () => {
    mockApi({
      '/api/order/my-order': () =>
        firstLook({
          orderNumber: 7,
          sellerName: 'Robin Park',
          currencyCode: 'USD',
          totalAmount: 22,
          items: [],
          tax: { taxBehaviour: 'exclusive', netAmount: 22, taxAmount: 0, totalAmount: 22, taxLabel: '' },
        }),
    });
    const first = renderOrder('cs_sv', 'sv');
    expect(await screen.findByText(sv['checkout.thankYou'])).toBeInTheDocument();
    expect(screen.getByRole('region', { name: sv['orders.yourOrder'] })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: sv['orders.firstOrderImage'] })).toBeInTheDocument();
    expect(screen.getByTestId('books-in-the-mail').textContent).toBe(sv['delivery.inTheMail']);
    await waitFor(() => expect(document.title).toBe(`${sv['orders.yourOrder']} · Fundshop`));
    for (const english of [CHECKOUT_MSG.thankYou, DELIVERY_MSG.inTheMail])
      expect(screen.queryByText(english)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your order' })).toBeNull();
    first.unmount();

    mockApi({
      '/api/order/my-order': orderNotFound,
    });
    renderOrder('cs_sv_unknown', 'sv');
    expect(await screen.findByText(sv['checkout.orderNotFound'])).toBeInTheDocument();
    expect(screen.queryByText(CHECKOUT_MSG.orderNotFound)).toBeNull();
  });

  it("writes the thank-you page in the page's language", async () => {
    renderWithApp(<ThankYouPage />, { language: 'sv' });
    expect(screen.getByRole('heading', { name: sv['orders.thankYouTitle'] })).toBeInTheDocument();
    expect(screen.getByText(sv['checkout.orderReceived'])).toBeInTheDocument();
    expect(screen.getByRole('img', { name: sv['orders.thanksImage'] })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${sv['orders.thankYouPageTitle']} · Fundshop`));
    expect(screen.queryByText('Thank you for your order!')).toBeNull();
    expect(screen.queryByText(CHECKOUT_MSG.orderReceived)).toBeNull();
  });
});
