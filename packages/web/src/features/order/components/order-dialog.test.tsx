import { cashOrderForm } from '@fundshop/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectMessageDialog, mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
import { bakingBook, gardenStories, sellerShop } from '../../../test/store-data.ts';
import { OrderDialog, type OrderDialogTarget } from './order-dialog.tsx';

const shop = sellerShop({ webShopProducts: [bakingBook, gardenStories] });

/** Order 50 as the edit dialog opens it: two copies of The Baking Book. */
const orderForEdit = {
  ...shop,
  buyerOfOrderId: 50,
  webShopCartProducts: [{ productId: 1, productName: 'The Baking Book', amountOrdered: 2, productPrice: 15 }],
  order: cashOrderForm,
};

function bodyOf(fetchMock: ReturnType<typeof mockApi>, path: string): Record<string, unknown> {
  const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith(path));
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
}

function renderDialog(target: OrderDialogTarget, handlers: Parameters<typeof mockApi>[0]) {
  const onClose = vi.fn();
  const fetchMock = mockApi({
    '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }),
    '/api/seller/retrieve-seller-shop': () => ({ status: 200, body: shop }),
    ...handlers,
  });
  renderWithApp(<OrderDialog target={target} auth="contact-person" onClose={onClose} />);
  return { onClose, fetchMock };
}

describe("'Skapa beställning' / 'Ändra beställning'", () => {
  it('creates an order with last name and email left empty, and closes', async () => {
    const { onClose, fetchMock } = renderDialog(
      { kind: 'create', sellerId: 7 },
      {
        '/api/order/create-webshop-order': () => ({
          status: 200,
          body: {
            responseMessage: 'ok',
            buyerOfOrderId: 50,
            boughtForAmount: 42.5,
            earnings: 21.25,
            currencyCode: 'USD',
          },
        }),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create order' });
    const baking = await within(dialog).findByRole('group', { name: 'Quantity of The Baking Book' });
    fireEvent.click(within(baking).getByRole('button', { name: 'Add one' }));
    fireEvent.click(within(baking).getByRole('button', { name: 'Add one' }));
    fireEvent.click(
      within(within(dialog).getByRole('group', { name: 'Quantity of Garden Stories' })).getByRole('button', {
        name: 'Add one',
      }),
    );
    expect(within(dialog).getByTestId('cart-total').textContent).toBe('$42.50');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Order' }));
    expect(await within(dialog).findByText('First name is missing')).toBeInTheDocument();
    expect(within(dialog).queryByText('Last name is missing')).toBeNull();
    expect(within(dialog).queryByText('Email is missing')).toBeNull();

    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('First name'), cashOrderForm.buyerFirstName);
    await user.type(within(dialog).getByLabelText('Phone number'), cashOrderForm.buyerPhoneNumber);
    await user.selectOptions(within(dialog).getByLabelText('Country'), cashOrderForm.countryCode);
    await user.type(within(dialog).getByLabelText('Street address'), cashOrderForm.streetAddress);
    await user.type(within(dialog).getByLabelText('City'), cashOrderForm.city);
    await user.selectOptions(within(dialog).getByLabelText('State/Province/Region'), cashOrderForm.state);
    await user.type(within(dialog).getByLabelText('Postal code'), cashOrderForm.postalCode);
    await user.type(within(dialog).getByLabelText('Note'), cashOrderForm.note);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Order' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(fetchMock, '/api/order/create-webshop-order')).toMatchObject({
      createdByContactPersonOrSeller: true,
      sellerId: 7,
      webShopId: 5,
      ...cashOrderForm,
      webShopCartProducts: [
        { productId: 1, amountOrdered: 2 },
        { productId: 2, amountOrdered: 1 },
      ],
    });
  });

  // docs/decisions/0053: an e-book paid in cash needs a name, not an address or a phone.
  it('creates a cash order with the name only, and still checks a phone that is given', async () => {
    const { onClose, fetchMock } = renderDialog(
      { kind: 'create', sellerId: 7 },
      {
        '/api/order/create-webshop-order': () => ({
          status: 200,
          body: { responseMessage: 'ok', buyerOfOrderId: 51, boughtForAmount: 15, earnings: 7.5, currencyCode: 'USD' },
        }),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create order' });
    const baking = await within(dialog).findByRole('group', { name: 'Quantity of The Baking Book' });
    fireEvent.click(within(baking).getByRole('button', { name: 'Add one' }));
    for (const label of ['Phone number', 'Street address', 'City', 'State/Province/Region', 'Postal code']) {
      const field = within(dialog).getByLabelText(label);
      expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent, label).toBe(
        'Optional',
      );
    }
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('First name'), 'Ola');
    await user.type(within(dialog).getByLabelText('Phone number'), 'call me');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Order' }));
    expect(
      await within(dialog).findByText('Phone number is invalid: use digits, spaces, +, - and parentheses'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('create-webshop-order'))).toBe(false);

    await user.clear(within(dialog).getByLabelText('Phone number'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Order' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    for (const missing of ['Street address is missing', 'City is missing', 'Phone number is missing']) {
      expect(within(dialog).queryByText(missing)).toBeNull();
    }
    expect(bodyOf(fetchMock, '/api/order/create-webshop-order')).toMatchObject({
      buyerFirstName: 'Ola',
      countryCode: 'US',
      buyerPhoneNumber: '',
      streetAddress: '',
      city: '',
      state: '',
      postalCode: '',
      webShopCartProducts: [{ productId: 1, amountOrdered: 1 }],
    });
  });

  it('still checks an email when one is given', async () => {
    renderDialog({ kind: 'create', sellerId: 7 }, {});
    const dialog = await screen.findByRole('dialog', { name: 'Create order' });
    const user = userEvent.setup();
    await user.type(await within(dialog).findByLabelText('Email'), 'not-an-email');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Order' }));
    expect(await within(dialog).findByText('Invalid email')).toBeInTheDocument();
  });

  it('opens an order with its cart and values, and saves it with its id', async () => {
    const { onClose, fetchMock } = renderDialog(
      { kind: 'edit', buyerOfOrderId: 50 },
      {
        '/api/seller/retrieve-seller-shop-for-edit': () => ({ status: 200, body: orderForEdit }),
        '/api/order/edit-webshop-order': () => ({
          status: 200,
          body: { responseMessage: 'ok', buyerOfOrderId: 50, boughtForAmount: 45, earnings: 22.5, currencyCode: 'USD' },
        }),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit order' });
    expect(((await within(dialog).findByLabelText('First name')) as HTMLInputElement).value).toBe(
      cashOrderForm.buyerFirstName,
    );
    expect((within(dialog).getByLabelText('Note') as HTMLInputElement).value).toBe(cashOrderForm.note);
    const baking = within(dialog).getByRole('group', { name: 'Quantity of The Baking Book' });
    expect(within(baking).getByTestId('quantity').textContent).toBe('2');
    fireEvent.click(within(baking).getByRole('button', { name: 'Add one' }));
    expect(within(dialog).queryByRole('button', { name: 'Order' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(fetchMock, '/api/order/edit-webshop-order')).toMatchObject({
      buyerOfOrderId: 50,
      createdByContactPersonOrSeller: true,
      webShopCartProducts: [{ productId: 1, amountOrdered: 3 }],
    });
  });

  it("shows the server's text when the order is refused, and stays open", async () => {
    const locked =
      'The order could not be completed because the webshop has been locked and does not accept any more orders.';
    const { onClose } = renderDialog(
      { kind: 'edit', buyerOfOrderId: 50 },
      {
        '/api/seller/retrieve-seller-shop-for-edit': () => ({ status: 200, body: orderForEdit }),
        '/api/order/edit-webshop-order': () => ({
          status: 409,
          body: { responseMessage: 'locked-webshop', message: locked },
        }),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit order' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
    await expectMessageDialog(locked);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
