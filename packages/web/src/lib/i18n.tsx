import {
  CHECKOUT_MSG,
  countryOfCurrency,
  MSG,
  formatDate,
  formatNumber,
  formatPrice,
  localeFor,
  type Language,
  type MessageKey,
  type Translate,
} from '@fundshop/core';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** The page's language and its translator (docs/decisions/0041). */
export interface I18n {
  language: Language;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n() outside I18nProvider: start the app through startApp() or renderPage()');
  return i18n;
}

/** The page's translator: `t('store.fundraiserFor', { name })`. */
export function useT(): Translate {
  return useI18n().t;
}

/** Money, numbers and dates as the page's language writes them in the group's country (docs/decisions/0043). */
export function useFormat() {
  const { language } = useI18n();
  return useMemo(
    () => ({
      price: (amount: number, currencyCode: string) =>
        formatPrice(amount, currencyCode, localeFor(language, countryOfCurrency(currencyCode))),
      number: (value: number, currencyCode?: string) =>
        formatNumber(value, localeFor(language, countryOfCurrency(currencyCode))),
      date: (date: Date | string, currencyCode?: string) =>
        formatDate(date, localeFor(language, countryOfCurrency(currencyCode)), undefined),
    }),
    [language],
  );
}

/** A reader of an English refusal that carries values (SPEC's error-name names the group), to its key and values. */
export type ErrorTextReader = (text: string) => { key: MessageKey; values: Record<string, string> } | undefined;

/**
 * Where the English texts of the validation rules and the API's refusals come from (core writes them in English: the
 * schemas both sides check with): MSG and CHECKOUT_MSG on every page; a feature adds its own objects when its module
 * loads (`addErrorTexts`), so the store's JavaScript does not carry the organiser's refusals.
 */
const englishSources: Record<string, object> = { msg: MSG, checkout: CHECKOUT_MSG };
const readers: ErrorTextReader[] = [];
let englishKeys: Map<string, MessageKey> | null = null;

export function addErrorTexts(sources: Record<string, object>, reader?: ErrorTextReader): void {
  if (Object.entries(sources).every(([prefix, texts]) => englishSources[prefix] === texts)) return;
  Object.assign(englishSources, sources);
  if (reader && !readers.includes(reader)) readers.push(reader);
  englishKeys = null;
}

function keyOfEnglish(text: string): MessageKey | undefined {
  englishKeys ??= new Map(
    Object.entries(englishSources).flatMap(([prefix, texts]) =>
      Object.entries(texts).flatMap(([name, english]) =>
        typeof english === 'string' ? [[english, `${prefix}.${name}` as MessageKey] as const] : [],
      ),
    ),
  );
  return englishKeys.get(text);
}

/** A rule's or the server's English text in the page's language (as it is when the catalogue has no such text). */
export function useErrorText(): (text: string | undefined) => string | undefined {
  const t = useT();
  return (text) => {
    if (text === undefined) return text;
    for (const read of readers) {
      const found = read(text);
      if (found) return t(found.key, found.values);
    }
    const key = keyOfEnglish(text);
    return key ? t(key) : text;
  };
}
