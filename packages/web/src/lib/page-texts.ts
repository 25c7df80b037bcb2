import type { CompiledTranslator, Language } from '@fundshop/core';
import { loadMoreCatalogue } from './page-language.ts';

/*
 * The page's translator starts with its first paint's texts (catalogue-parts.ts); a route other than the lean first
 * paints loads the rest into it before it renders (router.tsx). A page holds one language, so the rest loads once.
 */
let page: { language: Language; translator: CompiledTranslator } | null = null;
let more: Promise<void> | null = null;

export function setPageTranslator(language: Language, translator: CompiledTranslator): void {
  page = { language, translator };
  more = null;
}

/** Loads the rest of the page's catalogue into its translator; nothing to do before the app has one (tests). */
export function loadMoreTexts(): Promise<void> {
  if (!page) return Promise.resolve();
  const { language, translator } = page;
  more ??= loadMoreCatalogue(language).then((texts) => translator.add(texts));
  return more;
}
