import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Catalogue } from './catalogues/en.ts';
import { translatorOfCompiled, type CompiledCatalogue, type Translate } from './compiled-translator.ts';
import type { Language } from './languages.ts';

export type { CompiledCatalogue, MessageValues, Translate } from './compiled-translator.ts';

/** Parses every ICU message of a catalogue once (Lingui's compileMessage). */
export function compileCatalogue(catalogue: Catalogue): CompiledCatalogue {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message)]),
  ) as CompiledCatalogue;
}

/**
 * A language's translator over its catalogue's source (the server and the tests): compiled once here, when the
 * language is loaded, so every later call only fills values in.
 */
export function createTranslator(language: Language, catalogue: Catalogue): Translate {
  return translatorOfCompiled(language, compileCatalogue(catalogue));
}
