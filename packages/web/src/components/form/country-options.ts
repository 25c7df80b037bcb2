import { COUNTRY_CODES, type CountryCode, type MessageKey, type Translate } from '@fundshop/core';

const COUNTRY_KEYS: Record<CountryCode, MessageKey> = {
  US: 'shared.countryUS',
  GB: 'shared.countryGB',
  CA: 'shared.countryCA',
  AU: 'shared.countryAU',
  NZ: 'shared.countryNZ',
};

/**
 * The allowed countries (SPEC §5) as select options, in core's order, named in the page's language (SPEC's English
 * names on an English page). From the catalogue rather than Intl.DisplayNames: the server's and the browser's ICU may
 * name a country differently, and the server-rendered forms must hydrate to the same text.
 */
export function countryOptions(t: Translate): { value: CountryCode; label: string }[] {
  return COUNTRY_CODES.map((code) => ({ value: code, label: t(COUNTRY_KEYS[code]) }));
}
