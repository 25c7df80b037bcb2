import { describe, expect, it } from 'vitest';
import { translatorFor } from './i18n/all-languages.ts';
import { formatPrice } from './money.ts';

describe('dashboard texts (the catalogues, with plurals)', () => {
  const t = translatorFor('en');

  it('counts products and writes money as the locale does', () => {
    expect(t('dashboard.ownSales', { count: 1, earnings: '$11' })).toBe('1 product, $11 for the group');
    expect(t('dashboard.ownSales', { count: 0, earnings: '$0' })).toBe('0 products, $0 for the group');
    expect(t('dashboard.ownSales', { count: 3, earnings: formatPrice(33, 'USD') })).toBe(
      '3 products, $33 for the group',
    );
    expect(
      t('dashboard.goalProgress', {
        raised: formatPrice(12.5, 'GBP', 'en-GB'),
        goal: formatPrice(2000, 'GBP', 'en-GB'),
      }),
    ).toBe('£12.50 of £2,000');
    expect(t('dashboard.participantsTotal', { total: formatPrice(66, 'USD') })).toBe('Total: $66');
    expect(t('dashboard.orderEarnings', { earnings: formatPrice(7.5, 'CAD', 'en-CA') })).toBe(' · C$7.50 to the group');
    expect(t('dashboard.nextBonus', { left: 21, threshold: 25 })).toBe(
      '21 more to reach 25 products sold and the next bonus.',
    );
  });

  it('counts in Swedish and French by their own rules', () => {
    const sek = formatPrice(55, 'SEK', 'sv-SE');
    expect(translatorFor('sv')('dashboard.ownSales', { count: 1, earnings: sek })).toBe(
      '1 produkt, 55 kr till gruppen',
    );
    expect(translatorFor('sv')('dashboard.ownSales', { count: 5, earnings: sek })).toBe(
      '5 produkter, 55 kr till gruppen',
    );
    const cad = formatPrice(55, 'CAD', 'fr-CA');
    expect(translatorFor('fr')('dashboard.ownSales', { count: 1, earnings: cad })).toBe(
      '1 produit, 55\u00a0$ pour le groupe',
    );
    expect(translatorFor('fr')('dashboard.ownSales', { count: 5, earnings: cad })).toBe(
      '5 produits, 55\u00a0$ pour le groupe',
    );
  });
});
