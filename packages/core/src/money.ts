import type { CountryCode } from './constants.ts';
import type { AppLocale } from './i18n/languages.ts';

/** Amounts are integer minor units in storage (ARCHITECTURE §4); the API and screens speak major units. */
export function toMinor(major: number): number {
  return Math.round(major * 100);
}

export function toMajor(minor: number): number {
  return minor / 100;
}

/** SPEC §3's currency symbols; SEK is written after the amount ('22 kr'), any other currency as its code. */
const SYMBOL: Record<string, string> = { USD: '$', CAD: 'C$', AUD: 'A$', NZD: 'NZ$', GBP: '£', SEK: 'kr' };

/** Canada's French writes its own dollar as '$' after the amount ('55 000 $'): 'C$' there would read as foreign. */
function symbolFor(currencyCode: string, locale: AppLocale): string {
  if (locale === 'fr-CA' && currencyCode === 'CAD') return '$';
  return SYMBOL[currencyCode] ?? currencyCode;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function cachedFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** SPEC §3: integer amounts show as they are, others with 2 decimals. */
function fractionDigits(amount: number): number {
  return Number.isInteger(amount) ? 0 : 2;
}

/**
 * Price strings of SPEC §3 written as the locale writes money (docs/decisions/0043): '$55,000' in en-US,
 * '£1,234.50' in en-GB, '55 000 $' in fr-CA, '22 kr' in sv-SE. Intl places the symbol and the separators (its
 * no-break spaces included, so an amount never breaks across lines); the symbol itself is SPEC's.
 */
export function formatPrice(amount: number, currencyCode: string, locale: AppLocale = 'en-US'): string {
  const digits = fractionDigits(amount);
  const symbol = symbolFor(currencyCode, locale);
  if (currencyCode === 'SEK' || !(currencyCode in SYMBOL)) {
    // After the amount, as SPEC writes 'kr' and unknown codes.
    return `${formatNumber(amount, locale, digits)} ${symbol}`;
  }
  const format = cachedFormat(locale, {
    style: 'currency',
    currency: currencyCode,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return format
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('')
    .trim();
}

/** A number as the locale writes it ('55,000', '55 000'); `digits` fixes the decimals. */
export function formatNumber(value: number, locale: AppLocale = 'en-US', digits?: number): string {
  return cachedFormat(
    locale,
    digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits },
  ).format(value);
}

/** SPEC §3's price rule for a machine-readable column (the CSV's amounts): '1234.5' is '1234.50', no separators. */
export function plainAmount(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date as the locale writes it: 'Nov 27, 2026' (en-US), '27 Nov 2026' (en-GB), '27 nov. 2026' (sv-SE). */
export function formatDate(date: Date | string, locale: AppLocale = 'en-US', timeZone = 'UTC'): string {
  const key = `${locale}|${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
    dateFormats.set(key, format);
  }
  return format.format(typeof date === 'string' ? new Date(date) : date);
}

/** Currency symbol by country (SPEC §3): US and default '$', GB '£', SE 'kr'. */
export function currencySymbolForCountry(country: CountryCode | 'SE' | string | undefined): string {
  if (country === 'GB') return '£';
  if (country === 'SE') return 'kr';
  return '$';
}
