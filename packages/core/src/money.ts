import type { CountryCode } from './constants.ts';

/** Amounts are integer minor units in storage (ARCHITECTURE §4); the API and screens speak major units. */
export function toMinor(major: number): number {
  return Math.round(major * 100);
}

export function toMajor(minor: number): number {
  return minor / 100;
}

/** SPEC §3: integer amounts show as is, others with 2 decimals. */
function amountText(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

const PREFIX: Record<string, string> = { USD: '$', CAD: 'C$', AUD: 'A$', NZD: 'NZ$', GBP: '£' };

/** Price strings of SPEC §3. */
export function formatPrice(amount: number, currencyCode: string): string {
  const text = amountText(amount);
  const prefix = PREFIX[currencyCode];
  if (prefix) return `${prefix}${text}`;
  if (currencyCode === 'SEK') return `${text} kr`;
  return `${text} ${currencyCode}`;
}

/** Currency symbol by country (SPEC §3): US and default '$', GB '£', SE 'kr'. */
export function currencySymbolForCountry(country: CountryCode | 'SE' | string | undefined): string {
  if (country === 'GB') return '£';
  if (country === 'SE') return 'kr';
  return '$';
}
