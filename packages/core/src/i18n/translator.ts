import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Catalogue, MessageKey } from './catalogues/en.ts';
import type { Language } from './languages.ts';

export type MessageValues = Record<string, string | number>;
/** Reads a catalogue entry in one language: `t('store.fundraiserFor', { name })`. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * A language's translator over its catalogue, through Lingui (docs/decisions/0041): ICU messages, plurals by the
 * language's own rules (Intl.PluralRules). The catalogue is compiled once here, when the language is loaded, so
 * every later call only fills values in.
 */
export function createTranslator(language: Language, catalogue: Catalogue): Translate {
  const compiled = Object.fromEntries(
    Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message)]),
  );
  const i18n = setupI18n({ locale: language, messages: { [language]: compiled } });
  return (key, values) => i18n._(key, values);
}
