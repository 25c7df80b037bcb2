import { setupI18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { MessageKey } from './catalogues/en.ts';
import type { Language } from './languages.ts';

export type MessageValues = Record<string, string | number>;
/** Reads a catalogue entry in one language: `t('store.fundraiserFor', { name })`. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;
/** A catalogue whose ICU messages are parsed already (Lingui's compiled form): filling in values is all that is left. */
export type CompiledCatalogue = Record<MessageKey, CompiledMessage>;

/** A translator that can take the rest of its catalogue later (catalogue-parts.ts). */
export interface CompiledTranslator extends Translate {
  add(more: Partial<CompiledCatalogue>): void;
}

/**
 * A language's translator over a compiled catalogue (docs/decisions/0041): plurals by the language's own rules
 * (Intl.PluralRules). Without the ICU parser: the browser loads the catalogues compiled at build time
 * (i18n/compiled/), so a page carries no parser.
 */
export function translatorOfCompiled(language: Language, compiled: Partial<CompiledCatalogue>): CompiledTranslator {
  const i18n = setupI18n({ locale: language, messages: { [language]: compiled } });
  const translate = ((key, values) => i18n._(key, values)) as CompiledTranslator;
  translate.add = (more) => i18n.load(language, more);
  return translate;
}
