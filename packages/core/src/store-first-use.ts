// Imports nothing: the web entry uses it before the app, and the build reads it (web build/preload-app.ts).

/**
 * An open store's page starts the app at the supporter's first use of it (docs/decisions/0016). The server's
 * markup carries the seller's id in this attribute; its buttons name what they do in STORE_INTENT_ATTRIBUTE, and
 * the app's buttons that take their place carry the same value.
 */
export const STARTS_ON_FIRST_USE_ATTRIBUTE = 'data-starts-on-first-use';
export const STORE_INTENT_ATTRIBUTE = 'data-store-intent';
/** A `<template>` holding the app's `modulepreload` links on such a page, fetched once the browser is idle. */
export const APP_FILES_TEMPLATE_ID = 'fundshop-app-files';
/** Marks the build's `modulepreload` links of the app itself (web build/preload-app.ts), which such a page defers. */
export const APP_FILE_ATTRIBUTE = 'data-app-file';

/** What a button of the store does: add the product to the cart, or open its More info. */
export interface StoreIntent {
  kind: 'add' | 'info';
  productId: number;
}

export function storeIntentKey(intent: StoreIntent): string {
  return `${intent.kind}-${intent.productId}`;
}

export function parseStoreIntentKey(key: string | null | undefined): StoreIntent | null {
  const match = /^(add|info)-([1-9]\d{0,9})$/.exec(key ?? '');
  return match ? { kind: match[1] as StoreIntent['kind'], productId: Number(match[2]) } : null;
}

/**
 * The demo store's welcome dialog, drawn by the server, marks its buttons (and its backdrop) with what they do:
 * start the tour or skip it. The app's tour opens where the supporter's choice leads.
 */
export const TOUR_INTENT_ATTRIBUTE = 'data-tour-intent';
export type TourIntent = 'start' | 'skip';

export function parseTourIntent(value: string | null | undefined): TourIntent | null {
  return value === 'start' || value === 'skip' ? value : null;
}
