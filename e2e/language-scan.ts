import { expect, type Page } from '@playwright/test';
import { LANGUAGES, type Language } from '@fundshop/core';
import { CATALOGUES } from '@fundshop/core/i18n/all';

/**
 * The scan of issue 28's language journey: no interface text of another language shows on a page. A text counts when
 * it is distinctive: a phrase of at least two words, cut between the message's ICU arguments, that no message of the
 * page's own language contains ('Total', 'Start' or 'E-book' are words of two languages and prove nothing).
 */
function phrasesOf(message: string): string[] {
  const phrases: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of message) {
    if (character === '{') {
      if (depth === 0) {
        phrases.push(current);
        current = '';
      }
      depth += 1;
    } else if (character === '}') {
      depth -= 1;
    } else if (depth === 0) {
      current += character;
    }
  }
  phrases.push(current);
  return phrases.map((phrase) => phrase.trim()).filter((phrase) => /\p{L}+[\s\p{P}]+\p{L}+/u.test(phrase));
}

const phrasesByLanguage = new Map<Language, Set<string>>(
  LANGUAGES.map((language) => [language, new Set(Object.values(CATALOGUES[language]).flatMap(phrasesOf))]),
);

/** The other languages' phrases that are not also the page language's own words. */
function foreignPhrases(language: Language): { phrase: string; language: Language }[] {
  const own = Object.values(CATALOGUES[language]).join('\n');
  return LANGUAGES.filter((other) => other !== language).flatMap((other) =>
    [...(phrasesByLanguage.get(other) ?? [])]
      .filter((phrase) => !own.includes(phrase))
      .map((phrase) => ({ phrase, language: other })),
  );
}

/** The interface texts of other languages on the page now (its visible text and its title), with their language. */
export async function textsOfOtherLanguages(page: Page, language: Language): Promise<string[]> {
  const shown = await page.evaluate(() => `${document.title}\n${document.body.innerText}`);
  return foreignPhrases(language)
    .filter(({ phrase }) => shown.includes(phrase))
    .map(({ phrase, language: other }) => `${other}: ${phrase}`);
}

/** Catalogue keys shown as they are: a text the page's part of the catalogue lacks (catalogue-parts.ts). */
async function keysShown(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => `${document.title}\n${document.body.innerText}`);
  return Object.keys(CATALOGUES.en).filter((key) => shown.includes(key));
}

/** Fails with the foreign texts or bare keys found; the page must also be marked as being in its language. */
export async function expectOnlyLanguage(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  expect(await textsOfOtherLanguages(page, language)).toEqual([]);
  expect(await keysShown(page)).toEqual([]);
}
