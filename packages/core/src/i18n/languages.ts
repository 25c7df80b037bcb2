import { CURRENCY_BY_COUNTRY, type CountryCode } from '../constants.ts';

/** The interface's languages (docs/decisions/0041): English, Swedish (SPEC's Swedish texts) and Canada's French. */
export const LANGUAGES = ['en', 'sv', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name, as the language chooser shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sv: 'Svenska', fr: 'Français' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The locale numbers, money and dates are written in: English as the group's country writes it, Swedish as Sweden
 * does, French as Canada does (docs/decisions/0043).
 */
export type AppLocale = 'en-US' | 'en-GB' | 'en-CA' | 'en-AU' | 'en-NZ' | 'fr-CA' | 'sv-SE';

export function localeFor(language: Language, country?: CountryCode | string | null): AppLocale {
  if (language === 'sv') return 'sv-SE';
  if (language === 'fr') return 'fr-CA';
  switch (country) {
    case 'GB':
      return 'en-GB';
    case 'CA':
      return 'en-CA';
    case 'AU':
      return 'en-AU';
    case 'NZ':
      return 'en-NZ';
    default:
      return 'en-US';
  }
}

/**
 * The language of a supporter's page: the first supported language the browser's Accept-Language asks for (by
 * weight), else the group's. 'sv-SE' and 'fr-CA' match their language; '*' does not choose one.
 */
export function languageFromAcceptLanguage(header: string | undefined, fallback: Language): Language {
  return askedLanguage(header) ?? fallback;
}

/** The query parameter of a supporter's own choice of language on a page the server draws (the store's `?lang=sv`). */
export const STORE_LANGUAGE_PARAMETER = 'lang';

/**
 * A page's language when the address may choose one: the chosen language (`?lang=`, one of ours; anything else is
 * not a choice), else the browser's as languageFromAcceptLanguage.
 */
export function chosenPageLanguage(chosen: unknown, header: string | undefined, fallback: Language): Language {
  return isLanguage(chosen) ? chosen : languageFromAcceptLanguage(header, fallback);
}

/** The first of our languages the browser's Accept-Language asks for (by weight), or null when it asks for none. */
export function askedLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const asked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return asked.map((entry) => entry.language).find(isLanguage) ?? null;
}

/** The group's country by its currency (each country has its own, constants.ts). */
export function countryOfCurrency(currencyCode: string | undefined): CountryCode | undefined {
  return (Object.keys(CURRENCY_BY_COUNTRY) as CountryCode[]).find((c) => CURRENCY_BY_COUNTRY[c] === currencyCode);
}
