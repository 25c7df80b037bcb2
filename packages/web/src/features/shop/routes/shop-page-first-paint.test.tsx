// The store as a supporter first meets it (issue 40): whole before the app runs, its language to choose, and its
// cart bar on the keyboard's way from the books to the form.
import { CHECKOUT_MSG } from '@fundshop/core';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicConfigKeys, storeKeys } from '../../../lib/query-keys.ts';
import { hydrateWithApp, mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
import { sellerShop } from '../../../test/store-data.ts';
import { ShopPage } from './shop-page.tsx';

const SHOP = sellerShop({
  webShopId: 7,
  customerName: 'Hillside School',
  sellerId: 42,
  currencyCode: 'GBP',
  webShopProducts: [
    {
      productId: 1,
      productName: 'Garden Cookbook',
      productPrice: 12.5,
      coverImageUrl: '/covers/a.svg',
      shortProductDescription: 'Forty recipes.',
      productDescription: '<p>Forty recipes</p>',
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

const PAGE_DATA: [readonly unknown[], unknown][] = [
  [publicConfigKeys.all, TEST_PUBLIC_CONFIG],
  [storeKeys.store(42), SHOP],
];

/** A phone's screen: MUI's breakpoints.down('md') matches, so the cart is the bar along the bottom. */
function mockPhone() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: media.includes('max-width'),
    media,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

/**
 * The checkout is within a screen of the viewport (so its form is drawn) but not in it (so the cart bar shows): the
 * store's near-view watch asks with a rootMargin, its in-view watch without.
 */
function mockCheckoutNearButOutOfView() {
  class Observer {
    private readonly callback: (entries: { isIntersecting: boolean }[]) => void;
    private readonly options: IntersectionObserverInit;
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options: IntersectionObserverInit = {}) {
      this.callback = callback;
      this.options = options;
    }
    observe() {
      this.callback([{ isIntersecting: this.options.rootMargin !== undefined }]);
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
}

beforeEach(() => {
  window.sessionStorage.clear();
  mockApi({
    '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }),
    '/api/seller/retrieve-seller-shop': () => ({ status: 200, body: SHOP }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the store before its first use', { timeout: 20_000 }, () => {
  it("is whole as the server draws it: no 'Loading...' card where the checkout will be", async () => {
    await hydrateWithApp(<ShopPage sellerId={42} />, {
      data: PAGE_DATA,
      beforeHydration: (page) => {
        expect(page.querySelectorAll('article')).toHaveLength(2);
        expect(page.textContent).not.toContain(CHECKOUT_MSG.loading);
      },
    });
    expect(screen.getByTestId('checkout-section').textContent).toBe('');
  });

  it('offers its other languages as links the server draws the store in, and names the current one', async () => {
    await hydrateWithApp(<ShopPage sellerId={42} />, {
      data: PAGE_DATA,
      language: 'sv',
      beforeHydration: (page) => {
        // Links, not buttons: they work before the app runs.
        const links = [...page.querySelectorAll('nav a')].map((a) => [a.textContent, a.getAttribute('href')]);
        expect(links).toEqual([
          ['English', '?lang=en'],
          ['Français', '?lang=fr'],
        ]);
      },
    });
    const choice = screen.getByRole('navigation', { name: sv['language.menuItem'] });
    expect(within(choice).getByText('Svenska').getAttribute('aria-current')).toBe('true');
    expect(within(choice).getByRole('link', { name: 'Français' }).getAttribute('lang')).toBe('fr');
  });
});

describe("the cart bar's place in the tab order", { timeout: 20_000 }, () => {
  it("comes right after the last book: Tab reaches 'Cart' and 'Checkout' before the checkout form", async () => {
    mockPhone();
    mockCheckoutNearButOutOfView();
    const user = userEvent.setup();
    renderWithApp(<ShopPage sellerId={42} />);
    const last = await screen.findByRole('article', { name: 'Stars Over the Lake' });
    await user.click(within(last).getByRole('button', { name: 'Add to cart' }));
    // The form is drawn below (its chunk takes a while to import in a test), and the bar shows the cart.
    await screen.findByRole('heading', { name: 'Your details' }, { timeout: 10_000 });
    const bar = screen.getByRole('complementary', { name: 'Cart summary' });
    expect(within(last).getByRole('button', { name: 'Add one' })).toHaveFocus();

    await user.tab();
    expect(within(bar).getByRole('button', { name: 'Cart' })).toHaveFocus();
    await user.tab();
    expect(within(bar).getByRole('button', { name: 'Checkout' })).toHaveFocus();
    await user.tab();
    expect(screen.getByTestId('checkout-section')).toContainElement(document.activeElement as HTMLElement);
  });
});
