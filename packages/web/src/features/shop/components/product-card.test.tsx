import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../lib/i18n.tsx';
import { i18nOf } from '../../../test/render.tsx';
import { bakingBook } from '../../../test/store-data.ts';
import { ProductCard } from './product-card.tsx';

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
