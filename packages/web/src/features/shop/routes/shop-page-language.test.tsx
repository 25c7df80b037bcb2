// The store's own words in the supporter's language (docs/decisions/0041): a Swedish page has none of the English.
import { type RetrieveSellerShopResponse } from '@fundshop/core';
import { fr } from '@fundshop/core/i18n/catalogues/fr';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
import { ShopPage } from './shop-page.tsx';

const SHOP: RetrieveSellerShopResponse = {
  isWebShopLocked: false,
  hasFinishedOnboarding: true,
  isActive: true,
  awaitsGuardian: false,
  webShopId: 7,
  customerName: 'Ekbacka skola',
  customerClassOrTeam: 'Klass 5A',
  sellerId: 42,
  sellerName: 'Anna Berg',
  sellerPictureUrl: null,
  commentToCustomers: '',
  currencyCode: 'SEK',
  salesGoal: 2000,
  totalSales: 0,
  isDemo: false,
  language: 'sv',
  webShopProducts: [
    {
      productId: 1,
      productName: 'Trädgårdskokboken',
      productPrice: 129,
      coverImageUrl: '/covers/a.svg',
      shortProductDescription: 'Fyrtio recept.',
      productDescription: '<p>Fyrtio recept</p>',
    },
  ],
};

/** The checkout form is in view, so the page draws it at once (it loads as it nears the screen). */
class InView {
  private readonly callback: (entries: { isIntersecting: boolean }[]) => void;
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    this.callback = callback;
  }
  observe() {
    this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

function mockShop(answer: () => { status: number; body: unknown }) {
  mockApi({
    '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }),
    '/api/seller/retrieve-seller-shop': answer,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the store in the page’s language', { timeout: 20_000 }, () => {
  it('names the books, the cart, the details and More info’s button in Swedish', async () => {
    vi.stubGlobal('IntersectionObserver', InView);
    mockShop(() => ({ status: 200, body: SHOP }));
    renderWithApp(<ShopPage sellerId={42} />, { language: 'sv' });
    expect(await screen.findByRole('heading', { name: sv['shopPage.ebooks'] })).toBeInTheDocument();
    // The checkout section is its own chunk: the first import of it takes a while in a test.
    expect(
      await screen.findByRole('heading', { name: sv['shopPage.yourCart'] }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: sv['shopPage.yourDetails'] })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: sv['store.moreInfo'] }));
    const dialog = await screen.findByRole('dialog', { name: 'Trädgårdskokboken' });
    expect(within(dialog).getByRole('button', { name: sv['store.addToCart'] })).toBeInTheDocument();
    for (const english of ['E-books', 'Your cart', 'Your details', 'Add to cart']) {
      expect(document.body.textContent).not.toContain(english);
    }
  });

  it('says why a store is closed, and offers to try again, in French', async () => {
    mockShop(() => ({ status: 200, body: { ...SHOP, awaitsGuardian: true } }));
    const closed = renderWithApp(<ShopPage sellerId={42} />, { language: 'fr' });
    expect(await screen.findByText(fr['people.storeAwaitsGuardian'])).toBeInTheDocument();
    closed.unmount();

    mockShop(() => ({ status: 500, body: { responseMessage: 'error', message: 'Boom' } }));
    renderWithApp(<ShopPage sellerId={42} />, { language: 'fr' });
    expect(await screen.findByRole('button', { name: fr['shopPage.tryAgain'] })).toBeInTheDocument();
    expect(screen.queryByText('Try again')).toBeNull();
  });
});
