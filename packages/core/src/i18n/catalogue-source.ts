/** The string entries of a messages object (its functions are written as ICU messages in the catalogue instead). */
type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** A messages object's texts as catalogue entries `<prefix>.<key>`. */
export type Prefixed<P extends string, T> = { [K in StringKeys<T> as `${P}.${K}`]: string };

/**
 * The English catalogue reads core's messages objects (MSG, CHECKOUT_MSG, ...), where SPEC's English texts are
 * kept to the letter and which the server and the validation rules use: each string entry `key` becomes the catalogue
 * entry `<prefix>.<key>` (docs/decisions/0041). A text added to such an object is thereby an English catalogue entry;
 * the Swedish and French catalogues then fail to compile until they have it too.
 */
export function prefixed<P extends string, T extends object>(prefix: P, messages: T): Prefixed<P, T> {
  const entries = Object.entries(messages).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return Object.fromEntries(entries.map(([key, text]) => [`${prefix}.${key}`, text])) as Prefixed<P, T>;
}

/**
 * One area's texts in its three languages side by side (docs/decisions/0041, update 2026-11-28): the English ones
 * decide the keys, and the Swedish and French ones must have exactly those keys (a missing or extra key does not
 * compile). The language catalogues (en.ts, sv.ts, fr.ts) spread each area's part.
 */
export function catalogueArea<const E extends Record<string, string>>(texts: {
  en: E;
  sv: { [K in keyof E]: string };
  fr: { [K in keyof E]: string };
}) {
  return texts;
}
