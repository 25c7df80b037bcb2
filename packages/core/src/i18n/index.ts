export * from './languages.ts';
export * from './translator.ts';
export { translatorOfCompiled, type CompiledTranslator } from './compiled-translator.ts';
export * from './catalogue-parts.ts';
export type { Catalogue, MessageKey } from './catalogues/en.ts';
export * from './motivate-message.ts';
