import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Language } from '@fundshop/core';
import { en } from '@fundshop/core/i18n/catalogues/en';
import { fr } from '@fundshop/core/i18n/catalogues/fr';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../lib/i18n.tsx';
import { i18nOf } from '../../../test/render.tsx';
import { bakingBook } from '../../../test/store-data.ts';
import { ProductCard } from './product-card.tsx';
import { ProductInfoDialog } from './product-info-dialog.tsx';

function Card() {
  const [quantity, setQuantity] = useState(0);
  return (
    <ProductCard
      product={bakingBook}
      currencyCode="USD"
      quantity={quantity}
      onAdd={() => setQuantity((q) => q + 1)}
      onRemove={() => setQuantity((q) => q - 1)}
      onMoreInfo={() => undefined}
    />
  );
}

describe('ProductCard with the keyboard', () => {
  it("keeps the focus on the cart control when 'Add to cart' becomes the counter and back", async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider value={i18nOf()}>
        <Card />
      </I18nProvider>,
    );
    screen.getByRole('button', { name: 'Add to cart' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('quantity').textContent).toBe('1');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add one' }));

    await user.keyboard('{Enter}');
    expect(screen.getByTestId('quantity').textContent).toBe('2');

    const removeOne = screen.getByRole('button', { name: 'Remove one' });
    removeOne.focus();
    await user.keyboard('{Enter}{Enter}');
    expect(screen.queryByTestId('quantity')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to cart' }));
  });
});

describe('a sample edition (docs/decisions/0058)', () => {
  const sample = { ...bakingBook, sampleEdition: true };
  const card = (product: typeof bakingBook, language: 'en' | 'sv' | 'fr' = 'en') =>
    render(
      <I18nProvider value={i18nOf(language)}>
        <ProductCard
          product={product}
          currencyCode="USD"
          quantity={0}
          onAdd={() => undefined}
          onRemove={() => undefined}
          onMoreInfo={() => undefined}
        />
      </I18nProvider>,
    );

  it("says 'Sample edition' on its card, in the page's language, and nothing on a full edition's card", () => {
    card(sample);
    expect(within(screen.getByRole('article', { name: sample.productName })).getByText('Sample edition')).toBeVisible();
    card(sample, 'sv');
    expect(screen.getByText(sv['store.sampleEdition'])).toBeInTheDocument();
    card(sample, 'fr');
    expect(screen.getByText(fr['store.sampleEdition'])).toBeInTheDocument();
  });

  it('says nothing of samples on a full edition', () => {
    card(bakingBook);
    expect(screen.queryByText(en['store.sampleEdition'])).toBeNull();
  });

  it('says in More info what the sample holds, above the description', () => {
    render(
      <I18nProvider value={i18nOf('sv')}>
        <ProductInfoDialog product={sample} currencyCode="USD" onClose={() => undefined} onAdd={() => undefined} />
      </I18nProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: sample.productName });
    expect(within(dialog).getByText(sv['store.sampleEdition'])).toBeInTheDocument();
    expect(within(dialog).getByTestId('sample-edition-note').textContent).toBe(sv['store.sampleEditionNote']);
  });
});

describe("how a price stands with tax in the group's market", () => {
  const card = (currencyCode: string, language: Language = 'en') =>
    render(
      <I18nProvider value={i18nOf(language)}>
        <ProductCard
          product={bakingBook}
          currencyCode={currencyCode}
          quantity={0}
          onAdd={() => undefined}
          onRemove={() => undefined}
          onMoreInfo={() => undefined}
        />
      </I18nProvider>,
    );
  const noteOf = () =>
    within(screen.getByRole('article', { name: bakingBook.productName })).getByTestId('price-tax-note').textContent;

  it.each([
    ['AUD', 'incl. GST'],
    ['NZD', 'incl. GST'],
    ['GBP', 'incl. VAT'],
    ['USD', '+ tax'],
    ['CAD', '+ tax'],
  ])('a %s card says %s', (currencyCode, note) => {
    card(currencyCode);
    expect(noteOf()).toBe(note);
  });

  it("says it in the page's language, the tax by its own name", () => {
    card('AUD', 'sv');
    expect(noteOf()).toBe('inkl. GST');
    cleanup();
    card('CAD', 'fr');
    expect(noteOf()).toBe(fr['store.taxAdded']);
    cleanup();
    card('GBP', 'fr');
    expect(noteOf()).toBe('VAT incluse');
  });

  it('says it in More info beside the price', () => {
    render(
      <I18nProvider value={i18nOf()}>
        <ProductInfoDialog product={bakingBook} currencyCode="AUD" onClose={() => undefined} onAdd={() => undefined} />
      </I18nProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: bakingBook.productName });
    expect(within(dialog).getByTestId('price-tax-note').textContent).toBe('incl. GST');
  });
});
