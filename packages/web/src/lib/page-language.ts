import { DEFAULT_LANGUAGE, isLanguage, type CompiledCatalogue, type Language } from '@fundshop/core';

/*
 * The page's language before the app runs (main.tsx): no React here, so the entry every page runs stays small.
 */

/**
 * A language's catalogue, its first paint's part (catalogue-parts.ts), compiled at build time and fetched on its own: a page downloads only the catalogue of its
 * language, and no ICU parser (the store's JavaScript budget, docs/decisions/0041). Each import is a chunk of its own.
 */
export async function loadCatalogue(language: Language): Promise<Partial<CompiledCatalogue>> {
  const compiled =
    language === 'sv'
      ? await import('@fundshop/core/i18n/compiled/sv')
      : language === 'fr'
        ? await import('@fundshop/core/i18n/compiled/fr')
        : await import('@fundshop/core/i18n/compiled/en');
  return compiled.default as unknown as Partial<CompiledCatalogue>;
}

/** The rest of a language's catalogue: the texts of every page but the lean first paints (catalogue-parts.ts). */
export async function loadMoreCatalogue(language: Language): Promise<Partial<CompiledCatalogue>> {
  const compiled =
    language === 'sv'
      ? await import('@fundshop/core/i18n/compiled/sv-more')
      : language === 'fr'
        ? await import('@fundshop/core/i18n/compiled/fr-more')
        : await import('@fundshop/core/i18n/compiled/en-more');
  return compiled.default as unknown as Partial<CompiledCatalogue>;
}

/** Where the organiser's or seller's own choice of language is kept in the browser (and on the account). */
export const LANGUAGE_STORAGE_KEY = 'fundshop.language';

export function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts this page; the account keeps it for the next login.
  }
}

/**
 * The language a page starts in: the server's for a page it rendered (the `lang` it wrote, which the markup is in),
 * else the person's own choice, else the one the server took from the browser's Accept-Language.
 */
export function startLanguage(root: Document, serverRendered: boolean): Language {
  const pageLanguage = root.documentElement.lang;
  if (serverRendered && isLanguage(pageLanguage)) return pageLanguage;
  return storedLanguage() ?? (isLanguage(pageLanguage) ? pageLanguage : DEFAULT_LANGUAGE);
}
