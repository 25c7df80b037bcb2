import type { SellerOrderDetails } from '@fundshop/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../test/render.tsx';
import { SellerOrderRoute } from './seller-order-route.tsx';

// Typed, so a change of the contract shows here at build time rather than as a row that no longer parses.
const details: SellerOrderDetails = {
  responseMessage: 'ok',
  sellerName: 'Anna Berg',
  customerName: 'Oak Hill Runners',
  classOrTeam: '',
  sellerIsActive: true,
  currencyCode: 'GBP',
  orderFromBuyers: [
    {
      buyerOfOrderId: 41,
      buyerFirstName: 'Casey',
      buyerLastName: '',
      buyerEmail: '',
      buyerPhoneNumber: '+44 20 0000 0000',
      hasEmail: false,
      note: '',
      boughtForAmount: 12.5,
      earnings: 6.25,
      orderFromBuyerDetailsList: [
        { productId: 1, productName: 'The Baking Book', amountOrdered: 1, productPrice: 12.5 },
      ],
      source: 'manual',
      orderDate: '2026-11-20T10:00:00.000Z',
      isEditable: true,
      personalMessage: '',
      status: 'paid',
    },
  ],
};

describe('/contactperson/seller-order', () => {
  it("lists the seller named in the route state with the organiser's token, and goes back to Start", async () => {
    window.localStorage.setItem('fundshop.contactPerson.accessToken', 'organiser-token');
    const fetchMock = mockApi({
      '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }),
      '/api/order/get-seller-order-details': () => ({ status: 200, body: details }),
    });
    const { router } = renderWithApp(<SellerOrderRoute />, {
      path: '/contactperson/seller-order',
      state: { sellerId: 7, userRole: 'contactperson' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders: Anna Berg' })).toBeInTheDocument();
    const order = screen.getByTestId('buyer-order');
    expect(within(order).getByTestId('order-amount').textContent).toBe('£12.50');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('get-seller-order-details'));
    expect(String(call?.[0])).toContain('sellerId=7');
    expect((call?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer organiser-token');

    fireEvent.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByRole('dialog', { name: 'Create order' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create order' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contactperson/start'));
  });

  it('says where to open it from when the route state is missing', () => {
    mockApi({});
    renderWithApp(<SellerOrderRoute />, { path: '/contactperson/seller-order' });
    expect(screen.getByText('Open a participant from the participants table to see its orders.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
