import { DELIVERY_MSG, type BuyerOrderRow, type Language, type SellerOrderDetails } from '@fundshop/core';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectMessageDialog, mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
import { SellerOrders } from './seller-orders.tsx';

function row(overrides: Partial<BuyerOrderRow> = {}): BuyerOrderRow {
  return {
    buyerOfOrderId: 41,
    buyerFirstName: 'Casey',
    buyerLastName: 'Jones',
    buyerEmail: 'casey@example.com',
    buyerPhoneNumber: '+1 555 0100',
    hasEmail: true,
    note: 'Paid in cash',
    boughtForAmount: 30,
    earnings: 15,
    orderFromBuyerDetailsList: [{ productId: 1, productName: 'The Baking Book', amountOrdered: 2, productPrice: 15 }],
    source: 'manual',
    orderDate: '2026-11-20T10:00:00.000Z',
    isEditable: true,
    personalMessage: '',
    status: 'paid',
    ...overrides,
  };
}

function details(orders: BuyerOrderRow[]): SellerOrderDetails {
  return {
    responseMessage: 'ok',
    sellerName: 'Anna Berg',
    customerName: 'Oak Hill Runners',
    classOrTeam: '',
    sellerIsActive: true,
    currencyCode: 'USD',
    orderFromBuyers: orders,
  };
}

function renderOrders(
  auth: 'contact-person' | 'seller',
  handlers: Parameters<typeof mockApi>[0],
  language: Language = 'en',
) {
  const onCreate = vi.fn();
  const onEdit = vi.fn();
  const fetchMock = mockApi({
    '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }),
    ...handlers,
  });
  renderWithApp(<SellerOrders sellerId={7} auth={auth} onCreate={onCreate} onEdit={onEdit} />, { language });
  return { onCreate, onEdit, fetchMock };
}

describe('seller orders', () => {
  it('lists buyer order rows with items, amount, earnings and source; card orders cannot be changed', async () => {
    const card = row({
      buyerOfOrderId: 42,
      buyerFirstName: 'Riley',
      buyerLastName: 'Card',
      source: 'card',
      isEditable: false,
      note: '',
    });
    const { onEdit, onCreate } = renderOrders('contact-person', {
      '/api/order/get-seller-order-details': () => ({ status: 200, body: details([row(), card]) }),
    });
    expect(await screen.findByRole('heading', { name: 'Orders: Anna Berg' })).toBeInTheDocument();
    const [manual, paid] = screen.getAllByTestId('buyer-order');
    expect(within(manual!).getByText('Casey Jones')).toBeInTheDocument();
    expect(within(manual!).getByText('2 × The Baking Book')).toBeInTheDocument();
    expect(within(manual!).getByTestId('order-amount').textContent).toBe('$30');
    expect(within(manual!).getByText(/\$15 to the group/)).toBeInTheDocument();
    expect(within(manual!).getByText('Added by hand')).toBeInTheDocument();
    expect(within(manual!).getByText('Paid in cash')).toBeInTheDocument();
    expect(within(paid!).getByText('Card')).toBeInTheDocument();
    expect(within(paid!).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(within(paid!).getByText('Paid by card: it cannot be changed here.')).toBeInTheDocument();

    fireEvent.click(within(manual!).getByRole('button', { name: 'Edit (Casey Jones)' }));
    expect(onEdit).toHaveBeenCalledWith(41);
    fireEvent.click(screen.getByRole('button', { name: 'Create order' }));
    expect(onCreate).toHaveBeenCalled();
  });

  it("shows SPEC's empty states: for the organiser the seller has not sold anything, for the seller itself", async () => {
    renderOrders('contact-person', {
      '/api/order/get-seller-order-details': () => ({ status: 200, body: details([]) }),
    });
    expect(await screen.findByText('Anna Berg has not sold anything.')).toBeInTheDocument();
  });

  it("tells the seller it haven't sold anything yet", async () => {
    renderOrders('seller', { '/api/order/get-seller-order-details': () => ({ status: 200, body: details([]) }) });
    expect(await screen.findByText("You haven't sold anything yet.")).toBeInTheDocument();
  });

  it('deletes after the confirm dialog, and refreshes the list', async () => {
    let orders = [row()];
    const { fetchMock } = renderOrders('seller', {
      '/api/order/get-seller-order-details': () => ({ status: 200, body: details(orders) }),
      '/api/seller/delete-webshop-purchase': () => {
        orders = [];
        return { status: 200, body: { responseMessage: 'ok', webShopPurchaseId: 41 } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete (Casey Jones)' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete order' });
    expect(within(dialog).getByText('Are you sure that you would like to delete this order?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText("You haven't sold anything yet.")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('delete-webshop-purchase'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ webShopPurchaseId: 41, sellerId: 7 });
  });

  it("shows 'Error code:' with the status and the generic message when a delete fails", async () => {
    renderOrders('contact-person', {
      '/api/order/get-seller-order-details': () => ({ status: 200, body: details([row()]) }),
      '/api/seller/delete-webshop-purchase': () => ({
        status: 409,
        body: { responseMessage: 'locked-webshop', message: 'locked' },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete (Casey Jones)' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete order' })).getByRole('button', { name: 'Yes' }));
    await expectMessageDialog(
      'Error code: 409 Something went wrong. Please try again, alternatively contact our support at support@fundshop.example and we will assist you.',
    );
    expect(screen.getByText('Casey Jones')).toBeInTheDocument();
  });

  it("sends a paid order's e-books again, and links an order without email to its printable voucher", async () => {
    const noEmail = row({
      buyerOfOrderId: 43,
      buyerFirstName: 'Sam',
      buyerLastName: 'Cash',
      buyerEmail: '',
      hasEmail: false,
    });
    const { fetchMock } = renderOrders('seller', {
      '/api/order/get-seller-order-details': () => ({ status: 200, body: details([row(), noEmail]) }),
      '/api/order/resend-books': () => ({ status: 200, body: { responseMessage: 'ok' } }),
    });
    const [withEmail, cash] = await screen.findAllByTestId('buyer-order');
    expect(within(withEmail!).queryByRole('link', { name: /E-book voucher/ })).toBeNull();
    fireEvent.click(within(withEmail!).getByRole('button', { name: 'Send e-books again (Casey Jones)' }));
    expect(await screen.findByText(DELIVERY_MSG.resent)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/order/resend-books');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ orderId: 41 });

    expect(within(cash!).queryByRole('button', { name: /Send e-books again/ })).toBeNull();
    const voucher = within(cash!).getByRole('link', { name: 'E-book voucher (Sam Cash)' });
    expect(voucher.getAttribute('href')).toBe('/seller/voucher/43');
  });

  it("shows the organiser the voucher in its own area, and the server's refusal of a resend", async () => {
    renderOrders('contact-person', {
      '/api/order/get-seller-order-details': () => ({
        status: 200,
        body: details([row(), row({ buyerOfOrderId: 43, buyerLastName: 'Cash', buyerEmail: '', hasEmail: false })]),
      }),
      '/api/order/resend-books': () => ({
        status: 429,
        body: {
          responseMessage: 'too-many-requests',
          message: 'Too many attempts. Please wait a while and try again.',
        },
      }),
    });
    const link = await screen.findByRole('link', { name: 'E-book voucher (Casey Cash)' });
    expect(link.getAttribute('href')).toBe('/contactperson/voucher/43');
    fireEvent.click(screen.getByRole('button', { name: 'Send e-books again (Casey Jones)' }));
    await expectMessageDialog('Too many attempts. Please wait a while and try again.');
    await waitFor(() => expect(screen.queryByText(DELIVERY_MSG.resent)).toBeNull());
  });

  it("labels a refunded order 'Refunded' without delivery buttons", async () => {
    const refunded = row({ source: 'card', isEditable: false, status: 'refunded' });
    renderOrders('contact-person', {
      '/api/order/get-seller-order-details': () => ({ status: 200, body: details([refunded]) }),
    });
    const card = await screen.findByTestId('buyer-order');
    expect(within(card).getByText(DELIVERY_MSG.orderRefunded)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Send e-books again/ })).toBeNull();
    expect(within(card).queryByRole('link', { name: /E-book voucher/ })).toBeNull();
  });

  it("is in the page's language: a Swedish organiser reads the list, its dates and its buttons in Swedish", async () => {
    const noEmail = row({ buyerOfOrderId: 43, buyerFirstName: 'Kim', buyerLastName: 'Paper', hasEmail: false });
    renderOrders(
      'contact-person',
      { '/api/order/get-seller-order-details': () => ({ status: 200, body: details([row(), noEmail]) }) },
      'sv',
    );
    expect(await screen.findByRole('heading', { name: 'Beställningar: Anna Berg' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sv['order.createOrderTitle'] })).toBeInTheDocument();
    const [manual, voucher] = screen.getAllByTestId('buyer-order');
    expect(within(manual!).getByText(sv['dashboard.sourceManual'])).toBeInTheDocument();
    expect(within(manual!).getByText('20 nov. 2026')).toBeInTheDocument();
    expect(within(manual!).getByRole('button', { name: `${sv['delivery.resendButton']} (Casey Jones)` })).toBeVisible();
    expect(within(voucher!).getByRole('link', { name: `${sv['delivery.voucherButton']} (Kim Paper)` })).toBeVisible();
    for (const english of ['Orders: Anna Berg', 'Added by hand', 'Nov 20, 2026', DELIVERY_MSG.resendButton, 'Edit']) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });
});
