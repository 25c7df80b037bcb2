import { describe, expect, it } from 'vitest';
import { estimatedEarnings, greeting } from './greeting.ts';
import { currencySymbolForCountry, formatPrice, toMajor, toMinor } from './money.ts';

describe('formatPrice (SPEC §3)', () => {
  it.each([
    [22, 'USD', '$22'],
    [22.5, 'CAD', 'C$22.50'],
    [22, 'AUD', 'A$22'],
    [10.1, 'NZD', 'NZ$10.10'],
    [22, 'GBP', '£22'],
    [22, 'SEK', '22 kr'],
    [22.25, 'EUR', '22.25 EUR'],
  ])('%s %s is %s', (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected);
  });

  it('gives the currency symbol by country', () => {
    expect(currencySymbolForCountry('US')).toBe('$');
    expect(currencySymbolForCountry('GB')).toBe('£');
    expect(currencySymbolForCountry('SE')).toBe('kr');
    expect(currencySymbolForCountry(undefined)).toBe('$');
  });

  it('converts between major and minor units without float drift', () => {
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMajor(2200)).toBe(22);
  });
});

describe('greeting (SPEC §9)', () => {
  const at = (hour: number) => new Date(2026, 0, 1, hour, 30);
  it.each([
    [2, 'Good evening'],
    [3, 'Good morning'],
    [9, 'Good morning'],
    [10, 'Good day'],
    [11, 'Good day'],
    [12, 'Good afternoon'],
    [17, 'Good afternoon'],
    [18, 'Good evening'],
    [23, 'Good evening'],
  ])('at %s:30 says %s', (hour, expected) => {
    expect(greeting(at(hour))).toBe(expected);
  });

  it('estimates earnings as members x items x 11', () => {
    expect(estimatedEarnings(25, 12)).toBe(3300);
    expect(estimatedEarnings(1, 1)).toBe(11);
  });
});
