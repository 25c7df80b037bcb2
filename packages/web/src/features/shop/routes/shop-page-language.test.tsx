// The store's own words in the supporter's language (docs/decisions/0041): a Swedish page has none of the English.
import { fr } from '@fundshop/core/i18n/catalogues/fr';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockInView, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
import { sellerShop } from '../../../test/store-data.ts';
import { ShopPage } from './shop-page.tsx';

const SHOP = sellerShop({
  webShopId: 7,
  customerName: 'Ekbacka skola',
  customerClassOrTeam: 'Klass 5A',
  sellerId: 42,
  currencyCode: 'SEK',
  salesGoal: 2000,
  language: 'sv',
  webShopProducts: [
    {
      productId: 1,
      productName: 'Trädgårdskokboken',
      productPrice: 129,
      coverImageUrl: '/covers/a.svg',
      shortProductDescription: 'Fyrtio recept.',
      productDescription: '<p>Fyrtio recept</p>',
      sampleEdition: false,
    },
  ],
});

function mockShop(answer: () => { status: number; body: unknown }) {
  mockApi({
    '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }),
    '/api/seller/retrieve-seller-shop': answer,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the store in the page’s language', { timeout: 20_000 }, () => {
  it('names the books, the cart, the details and More info’s button in Swedish', async () => {
    mockInView(true);
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
