export * from './languages.ts';
export * from './translator.ts';
export { translatorOfCompiled } from './compiled-translator.ts';
export type { Catalogue, MessageKey } from './catalogues/en.ts';
export * from './motivate-message.ts';
