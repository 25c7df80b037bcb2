import { en } from './catalogues/en.ts';
import { fr } from './catalogues/fr.ts';
import { sv } from './catalogues/sv.ts';
import type { Catalogue } from './catalogues/en.ts';
import { LANGUAGES, type Language } from './languages.ts';
import { createTranslator, type Translate } from './translator.ts';

/** Every language's catalogue: the server's and the tests' (a page in the browser loads only its own). */
export const CATALOGUES: Record<Language, Catalogue> = { en, sv, fr };

const translators = new Map<Language, Translate>();

/** The server's translator for a language (mails, rendered pages, answers), made once. */
export function translatorFor(language: Language): Translate {
  let translate = translators.get(language);
  if (!translate) {
    translate = createTranslator(language, CATALOGUES[language]);
    translators.set(language, translate);
  }
  return translate;
}

export { LANGUAGES };
