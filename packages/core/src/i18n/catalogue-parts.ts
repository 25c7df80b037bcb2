import type { CompiledCatalogue } from './compiled-translator.ts';

/*
 * What a browser downloads of a catalogue, in two parts (docs/decisions/0041, update 2026-11-28): the first paint's
 * texts, which the lean pages (the store, the demo store, the registration form) need and which load with the app;
 * and the rest, which every other page's route loads before it renders. Texts only the server writes are in neither.
 */

/** Texts only the server writes: mails, the CSV's columns, the unsubscribe page, the poster. */
export const SERVER_ONLY_PREFIXES: readonly string[] = ['mail', 'notice', 'refundMail', 'csv', 'poster'];

/** The texts of the store, the demo store, the registration form and what every page shows (menus, dialogs). */
export const FIRST_PAINT_PREFIXES: readonly string[] = [
  'checkout',
  'common',
  'data',
  'demo',
  'demoTour',
  'earnings',
  'form',
  'greeting',
  'language',
  'login',
  'msg',
  'nav',
  'page',
  'recovery',
  'register',
  'shared',
  'shopPage',
  'store',
  'supporter',
];

/**
 * Texts of other areas that a lean page shows on its first paint: a store that is not open hydrates at once and says
 * why (features/shop/shop-state-texts.ts, checked there), so its reason must be in the first part.
 */
export const FIRST_PAINT_KEYS: readonly string[] = ['people.storeAwaitsGuardian'];

export type CataloguePart = 'first-paint' | 'more' | 'server';

export function partOf(key: string): CataloguePart {
  if (FIRST_PAINT_KEYS.includes(key)) return 'first-paint';
  const prefix = key.slice(0, key.indexOf('.'));
  if (SERVER_ONLY_PREFIXES.includes(prefix)) return 'server';
  return FIRST_PAINT_PREFIXES.includes(prefix) ? 'first-paint' : 'more';
}

/** A compiled catalogue's entries of one part. */
export function cataloguePart(compiled: CompiledCatalogue, part: CataloguePart): Partial<CompiledCatalogue> {
  return Object.fromEntries(Object.entries(compiled).filter(([key]) => partOf(key) === part));
}
