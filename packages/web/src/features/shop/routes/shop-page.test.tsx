// One file: the store page's behaviour, which every case drives through the same store and API stubs.
import { CHECKOUT_MSG, type RetrieveSellerShopResponse } from '@fundshop/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { publicConfigKeys, storeKeys } from '../../../lib/query-keys.ts';
import {
  expectMessageDialog,
  hydrateWithApp,
  mockApi,
  mockInView,
  renderWithApp,
  TEST_PUBLIC_CONFIG,
} from '../../../test/render.tsx';
import { sellerShop } from '../../../test/store-data.ts';
import { ShopPage } from './shop-page.tsx';

const SHOP = sellerShop({
  webShopId: 7,
  customerName: 'Hillside School',
  customerClassOrTeam: 'Class 5A',
  sellerId: 42,
  commentToCustomers: 'Help our class go to camp!',
  currencyCode: 'GBP',
  salesGoal: 200,
  webShopProducts: [
    {
      productId: 1,
      productName: 'Garden Cookbook',
      productPrice: 12.5,
      coverImageUrl: '/covers/a.svg',
      shortProductDescription: 'x'.repeat(150),
      productDescription: '<p>Forty <strong>recipes</strong></p>',
      sampleEdition: false,
    },
    {
      productId: 2,
      productName: 'Stars Over the Lake',
      productPrice: 10,
      coverImageUrl: '/covers/b.svg',
      shortProductDescription: 'A gentle adventure.',
      productDescription: '<p>Chapter book</p>',
      sampleEdition: false,
    },
  ],
});

function mockShop(shop: Partial<RetrieveSellerShopResponse> | null, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }),
    '/api/seller/retrieve-seller-shop': () =>
      shop === null
        ? { status: 404, body: { responseMessage: 'not-found', message: CHECKOUT_MSG.shopNotFound } }
        : { status: 200, body: { ...SHOP, ...shop } },
    ...extra,
  });
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('store page', { timeout: 20_000 }, () => {
  it('shows Loading store... and then the open store with its header and goal bar', async () => {
    mockShop({});
    renderWithApp(<ShopPage sellerId={42} />);
    expect(screen.getByText(CHECKOUT_MSG.loadingStore)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Fundraiser for Anna Berg' })).toBeInTheDocument();
    expect(screen.getByText('Help our class go to camp!')).toBeInTheDocument();
    expect(screen.getByText('50% of each purchase benefits Anna Berg')).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_MSG.beFirstToSupport)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sales goal' }).getAttribute('aria-valuenow')).toBe('0');
    // SPEC §3 prices and the 140-character cut.
    expect(within(card('Garden Cookbook')).getByText('£12.50')).toBeInTheDocument();
    expect(within(card('Stars Over the Lake')).getByText('£10')).toBeInTheDocument();
    expect(within(card('Garden Cookbook')).getByText(`${'x'.repeat(140)}...`)).toBeInTheDocument();
  });

  it('caps the goal bar at 100% and hides it without a goal', async () => {
    mockShop({ totalSales: 500 });
    const first = renderWithApp(<ShopPage sellerId={42} />);
    const bar = await screen.findByRole('progressbar', { name: 'Sales goal' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('£500 of £200 raised')).toBeInTheDocument();
    first.unmount();

    mockShop({ salesGoal: 0 });
    renderWithApp(<ShopPage sellerId={42} />);
    await screen.findByRole('heading', { name: 'Fundraiser for Anna Berg' });
    expect(screen.queryByRole('progressbar', { name: 'Sales goal' })).toBeNull();
  });

  it.each([
    [{ isWebShopLocked: true }, CHECKOUT_MSG.shopLocked],
    [{ isActive: false }, CHECKOUT_MSG.shopSellerInactive],
    [{ hasFinishedOnboarding: false }, CHECKOUT_MSG.onboardingNotFinished],
    [{ webShopId: 0 }, CHECKOUT_MSG.shopNotOpened],
  ])('shows the store state %j', async (state, text) => {
    mockShop(state);
    renderWithApp(<ShopPage sellerId={42} />);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Continue to payment/ })).toBeNull();
  });

  it('says the shop was not found for an unknown seller and for a link that is no id', async () => {
    mockShop(null);
    const first = renderWithApp(<ShopPage />, { path: '/shop/999', route: '/shop/:sellerId' });
    expect(await screen.findByText(CHECKOUT_MSG.shopNotFound)).toBeInTheDocument();
    first.unmount();
    renderWithApp(<ShopPage />, { path: '/shop/abc', route: '/shop/:sellerId' });
    expect(screen.getByText(CHECKOUT_MSG.shopNotFound)).toBeInTheDocument();
  });

  it('counts with + and -, and the floating Cart button shows the count while the form is out of view', async () => {
    mockInView(false);
    mockShop({});
    renderWithApp(<ShopPage sellerId={42} />);
    await screen.findByRole('heading', { name: 'Fundraiser for Anna Berg' });
    expect(screen.queryByRole('button', { name: 'Cart' })).toBeNull();

    fireEvent.click(within(card('Garden Cookbook')).getByRole('button', { name: 'Add to cart' }));
    expect(within(card('Garden Cookbook')).getByTestId('quantity').textContent).toBe('1');
    fireEvent.click(within(card('Garden Cookbook')).getByRole('button', { name: 'Add one' }));
    fireEvent.click(within(card('Stars Over the Lake')).getByRole('button', { name: 'Add to cart' }));
    expect(within(card('Garden Cookbook')).getByTestId('quantity').textContent).toBe('2');

    const cartButton = await screen.findByRole('button', { name: 'Cart' });
    expect(within(cartButton).getByText('3')).toBeInTheDocument();
    expect(await screen.findByTestId('cart-total')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total').textContent).toBe('£35');

    fireEvent.click(within(card('Garden Cookbook')).getByRole('button', { name: 'Remove one' }));
    fireEvent.click(within(card('Garden Cookbook')).getByRole('button', { name: 'Remove one' }));
    expect(within(card('Garden Cookbook')).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(within(screen.getByRole('button', { name: 'Cart' })).getByText('1')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total').textContent).toBe('£10');
  });

  it('hides the floating Cart button while the form is visible', async () => {
    mockInView(true);
    mockShop({});
    renderWithApp(<ShopPage sellerId={42} />);
    await screen.findByRole('heading', { name: 'Fundraiser for Anna Berg' });
    fireEvent.click(within(card('Garden Cookbook')).getByRole('button', { name: 'Add to cart' }));
    expect(within(card('Garden Cookbook')).getByTestId('quantity').textContent).toBe('1');
    expect(screen.queryByRole('button', { name: 'Cart' })).toBeNull();
  });

  it('edits the cart above the form (one more, one less, remove) and shows the total on the button', async () => {
    mockInView(true);
    mockShop({});
    renderWithApp(<ShopPage sellerId={42} />);
    await screen.findByRole('heading', { name: 'Fundraiser for Anna Berg' });
    fireEvent.click(within(card('Garden Cookbook')).getByRole('button', { name: 'Add to cart' }));
    fireEvent.click(within(card('Stars Over the Lake')).getByRole('button', { name: 'Add to cart' }));
    const summary = await screen.findByRole('region', { name: 'Cart contents' });
    const cookbook = within(summary).getByRole('group', { name: 'Quantity of Garden Cookbook' });
    fireEvent.click(within(cookbook).getByRole('button', { name: 'Add one' }));
    expect(within(cookbook).getByTestId('quantity').textContent).toBe('2');
    // The store's card follows the summary.
    expect(within(card('Garden Cookbook')).getByTestId('quantity').textContent).toBe('2');
    expect(screen.getByTestId('cart-total').textContent).toBe('£35');
    // A British price holds its VAT: the cart says so, and the button's amount is what is paid.
    expect(within(summary).getByTestId('price-tax-note').textContent).toBe('incl. VAT');
    expect(screen.getByRole('button', { name: 'Continue to payment · £35' })).toBeInTheDocument();
    fireEvent.click(within(summary).getByRole('button', { name: 'Remove Stars Over the Lake from the cart' }));
    expect(within(summary).queryByText('Stars Over the Lake')).toBeNull();
    fireEvent.click(within(cookbook).getByRole('button', { name: 'Remove one' }));
    fireEvent.click(within(cookbook).getByRole('button', { name: 'Remove one' }));
    expect(await screen.findByText(CHECKOUT_MSG.cartEmpty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();
  });

  it("says '+ tax' in an American store, beside the cart's total and on the button: the buyer's state adds it", async () => {
    mockInView(true);
    mockShop({ currencyCode: 'USD' });
    renderWithApp(<ShopPage sellerId={42} />);
    await screen.findByRole('heading', { name: 'Fundraiser for Anna Berg' });
    expect(within(card('Garden Cookbook')).getByTestId('price-tax-note').textContent).toBe('+ tax');
    fireEvent.click(within(card('Garden Cookbook')).getByRole('button', { name: 'Add to cart' }));
    const summary = await screen.findByRole('region', { name: 'Cart contents' });
    expect(within(summary).getByTestId('price-tax-note').textContent).toBe('+ tax');
    const total = screen.getByTestId('cart-total').textContent;
    expect(screen.getByRole('button', { name: `Continue to payment · ${total}\u00a0+\u00a0tax` })).toBeInTheDocument();
    expect((screen.getByLabelText('State/Province/Region') as HTMLSelectElement).tagName).toBe('SELECT');
  });

  it('opens More info with the HTML description', async () => {
    mockShop({});
    renderWithApp(<ShopPage sellerId={42} />);
    await screen.findByRole('heading', { name: 'Fundraiser for Anna Berg' });
    fireEvent.click(within(card('Garden Cookbook')).getByRole('button', { name: 'More info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Garden Cookbook' });
    expect(within(dialog).getByText('recipes').tagName).toBe('STRONG');
  });

  it("hydrates the server's store as it is, then shows this tab's cart", async () => {
    mockShop({});
    window.sessionStorage.setItem(
      'fundshop.cart.42',
      JSON.stringify([{ productId: 2, amountOrdered: 2, productName: 'Stars Over the Lake', productPrice: 10 }]),
    );
    let serverCard: Element | null = null;
    await hydrateWithApp(<ShopPage sellerId={42} />, {
      data: [
        [publicConfigKeys.all, TEST_PUBLIC_CONFIG],
        [storeKeys.store(42), SHOP],
      ],
      beforeHydration: (page) => {
        // The server renders every store with an empty cart: the tab's cart is the browser's to show.
        expect(page.textContent).not.toContain('Add one');
        serverCard = page.querySelector('article');
      },
    });
    // The same elements are kept, and the cart comes in once the app runs.
    expect(screen.getAllByRole('article')[0]).toBe(serverCard);
    await waitFor(() => expect(within(card('Stars Over the Lake')).getByTestId('quantity').textContent).toBe('2'));
    expect(within(card('Garden Cookbook')).queryByTestId('quantity')).toBeNull();
  });

  it('says the shop was not found when the page carries no store for the id', async () => {
    const fetchMock = mockShop({});
    await hydrateWithApp(<ShopPage sellerId={42} />, {
      data: [
        [publicConfigKeys.all, TEST_PUBLIC_CONFIG],
        [storeKeys.store(42), null],
      ],
    });
    expect(screen.getByText(CHECKOUT_MSG.shopNotFound)).toBeInTheDocument();
    // The page's answer stands: the store is not asked for again.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('retrieve-seller-shop'))).toBe(false);
  });

  it('shows every missing field and the empty cart on an empty submit: what an e-book sale needs, and no more', async () => {
    mockInView(true);
    mockShop({});
    renderWithApp(<ShopPage sellerId={42} />);
    fireEvent.click(await screen.findByRole('button', { name: /^Continue to payment/ }));
    expect(await screen.findByText('First name is missing')).toBeInTheDocument();
    for (const text of ['Last name is missing', 'Email is missing', 'State/Province/Region is missing']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    // Phone and address stay in the form, marked optional (docs/decisions/0053).
    for (const label of ['Phone number', 'Street address', 'City', 'Postal code']) {
      const field = screen.getByLabelText(label);
      expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent, label).toBe(
        'Optional',
      );
    }
    for (const text of [
      'Phone number is missing',
      'Street address is missing',
      'City is missing',
      'Postal code is missing',
    ]) {
      expect(screen.queryByText(text)).toBeNull();
    }
    expect(screen.getByText(CHECKOUT_MSG.cartEmpty)).toBeInTheDocument();
    // The group's country is preselected (GBP -> United Kingdom).
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('GB');
  });

  it('sends the order and opens the payment page with the client secret in navigation state', async () => {
    // A British e-book: VAT at 0%, still shown.
    const TAX = { taxBehaviour: 'inclusive', netAmount: 10, taxAmount: 0, totalAmount: 10, taxLabel: 'VAT 0%' };
    let sent: Record<string, unknown> = {};
    mockShop(
      {},
      {
        '/api/stripe/create-checkout-session': (init) => {
          sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
          return {
            status: 200,
            body: {
              responseMessage: 'ok',
              clientSecret: 'sim_secret',
              checkoutSession: 'sim_cs_1',
              paymentProvider: 'simulated',
              message: '',
              tax: TAX,
            },
          };
        },
      },
    );
    const { router } = renderWithApp(<ShopPage sellerId={42} />);
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Garden Cookbook' })).getByRole('button', {
        name: 'Add to cart',
      }),
    );
    const fill: Record<string, string> = {
      'First name': 'Alex',
      'Last name': 'Morgan',
      Email: 'alex@example.com',
      'Phone number': '+44 20 7946 0000',
      'Street address': '1 High Street',
      Apartment: '',
      City: 'Leeds',
      'State/Province/Region': 'West Yorkshire',
      'Postal code': 'LS1 1AA',
      'Name Of Person I Support': 'Anna',
    };
    for (const [label, value] of Object.entries(fill)) {
      fireEvent.change(await screen.findByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: /^Continue to payment/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/checkout/42'));
    // The payment page shows the order's net, tax and total from the checkout answer.
    expect(router.state.location.state).toMatchObject({
      clientSecret: 'sim_secret',
      checkoutSession: 'sim_cs_1',
      tax: TAX,
    });
    expect(sent).toMatchObject({
      sellerId: 42,
      webShopId: 7,
      buyerFirstName: 'Alex',
      countryCode: 'GB',
      personalMessage: 'Anna',
      createdByContactPersonOrSeller: false,
      webShopCartProducts: [{ productId: 1, amountOrdered: 1 }],
    });
  });

  it.each([
    ['locked-webshop', CHECKOUT_MSG.checkoutLocked],
    ['inactive-seller', CHECKOUT_MSG.checkoutSellerInactive],
    [
      'error',
      'Something went wrong. Please try again, alternatively contact our support at support@fundshop.example and we will assist you.',
    ],
  ])('shows the SPEC text for %s in a dialog', async (responseMessage, text) => {
    window.sessionStorage.setItem(
      'fundshop.cart.42',
      JSON.stringify([{ productId: 2, amountOrdered: 1, productName: 'Stars Over the Lake', productPrice: 10 }]),
    );
    window.sessionStorage.setItem(
      'fundshop.cart.draft',
      JSON.stringify({
        buyerFirstName: 'Alex',
        buyerLastName: 'Morgan',
        buyerEmail: 'alex@example.com',
        // What an e-book sale needs (docs/decisions/0053): no phone or street address.
        state: 'WY',
      }),
    );
    mockShop(
      {},
      {
        '/api/stripe/create-checkout-session': () => ({
          status: 200,
          body: { responseMessage, clientSecret: '', checkoutSession: '', paymentProvider: 'simulated', message: 'x' },
        }),
      },
    );
    renderWithApp(<ShopPage sellerId={42} />);
    // The cart and the form draft of this tab come back (as after 'Back' from the payment page).
    expect(
      within(await screen.findByRole('article', { name: 'Stars Over the Lake' })).getByTestId('quantity').textContent,
    ).toBe('1');
    fireEvent.click(await screen.findByRole('button', { name: /^Continue to payment/ }));
    await expectMessageDialog(text);
  });
});

describe('demo store', { timeout: 20_000 }, () => {
  it('shows the banner and blocks adding to the cart and checking out', async () => {
    mockInView(true);
    mockShop({ isDemo: true });
    renderWithApp(<ShopPage sellerId={1} demo />);
    expect(screen.getByText(CHECKOUT_MSG.demoStoreBanner)).toBeInTheDocument();
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Garden Cookbook' })).getByRole('button', {
        name: 'Add to cart',
      }),
    );
    await expectMessageDialog(CHECKOUT_MSG.demoAddToCart);
    expect(within(card('Garden Cookbook')).queryByTestId('quantity')).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: /^Continue to payment/ }));
    await expectMessageDialog(CHECKOUT_MSG.demoCheckout);
    expect(screen.queryByText('First name is missing')).toBeNull();
  });
});
