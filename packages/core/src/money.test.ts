import { describe, expect, it } from 'vitest';
import { estimatedEarnings, greeting } from './greeting.ts';
import {
  currencySymbolForCountry,
  formatDate,
  formatNumber,
  formatPrice,
  plainAmount,
  toMajor,
  toMinor,
} from './money.ts';

describe('formatPrice (SPEC §3)', () => {
  it.each([
    [22, 'USD', '$22'],
    [22.5, 'CAD', 'C$22.50'],
    [22, 'AUD', 'A$22'],
    [10.1, 'NZD', 'NZ$10.10'],
    [22, 'GBP', '£22'],
    [22, 'SEK', '22 kr'],
    [22.25, 'EUR', '22.25 EUR'],
    [55000, 'USD', '$55,000'],
  ])('%s %s is %s', (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected);
  });

  it.each([
    // The examples, then every locale: SPEC's symbol where the locale puts the currency.
    [55000, 'USD', 'en-US', '$55,000'],
    [1234.5, 'GBP', 'en-GB', '£1,234.50'],
    [55000, 'CAD', 'fr-CA', '55\u00a0000\u00a0$'],
    [1234.5, 'CAD', 'en-CA', 'C$1,234.50'],
    [1234.5, 'AUD', 'en-AU', 'A$1,234.50'],
    [1234.5, 'NZD', 'en-NZ', 'NZ$1,234.50'],
    [1234.5, 'SEK', 'sv-SE', '1\u00a0234,50 kr'],
    [55000, 'USD', 'sv-SE', '55\u00a0000\u00a0$'],
    [22, 'GBP', 'fr-CA', '22\u00a0£'],
    [-5, 'USD', 'en-US', '-$5'],
  ] as const)('%s %s in %s is %j', (amount, currency, locale, expected) => {
    expect(formatPrice(amount, currency, locale)).toBe(expected);
  });

  it('writes numbers and dates as each locale does', () => {
    expect(formatNumber(55000, 'en-US')).toBe('55,000');
    expect(formatNumber(55000, 'en-GB')).toBe('55,000');
    expect(formatNumber(55000, 'fr-CA')).toBe('55\u00a0000');
    expect(formatNumber(55000, 'sv-SE')).toBe('55\u00a0000');
    expect(formatNumber(1234.5, 'fr-CA', 2)).toBe('1\u00a0234,50');
    const day = new Date('2026-11-27T12:00:00Z');
    expect(formatDate(day, 'en-US')).toBe('Nov 27, 2026');
    expect(formatDate(day, 'en-GB')).toBe('27 Nov 2026');
    expect(formatDate(day, 'en-CA')).toBe('Nov 27, 2026');
    expect(formatDate(day, 'en-AU')).toBe('27 Nov 2026');
    expect(formatDate(day, 'en-NZ')).toBe('27 Nov 2026');
    expect(formatDate(day, 'fr-CA')).toBe('27 nov. 2026');
    expect(formatDate(day, 'sv-SE')).toBe('27 nov. 2026');
  });

  it('keeps machine-readable amounts for the CSV: no separators, SPEC’s decimals', () => {
    expect(plainAmount(55000)).toBe('55000');
    expect(plainAmount(1234.5)).toBe('1234.50');
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
