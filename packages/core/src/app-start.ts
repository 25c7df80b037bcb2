// Imports nothing: the web entry uses it before the app, and the build reads it (web build/preload-app.ts).

/**
 * How a page the server rendered from the app's own components is taken over by the app (docs/decisions/0029).
 * The server writes one of these in APP_START_ATTRIBUTE on the page's root:
 * - `first-use`: the page is usable as it is; the app hydrates it at the supporter's first use (a button pressed,
 *   a form field entered, a dialog answered, or an element marked APP_START_NEAR_ATTRIBUTE nearing the screen);
 * - `now`: the app hydrates it right after the first paint;
 * - `frame-host`: the page runs no app (it only sizes the registration form's frame).
 * A page without the attribute was not rendered by the server: the app renders it.
 */
export const APP_START_ATTRIBUTE = 'data-app-start';
export type AppStart = 'first-use' | 'now' | 'frame-host';

export function parseAppStart(value: string | null | undefined): AppStart | null {
  return value === 'first-use' || value === 'now' || value === 'frame-host' ? value : null;
}

/** Set on the root once the app has taken the page over (hydrated it, or rendered it). */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

/** An element whose coming within a screen of the viewport is a first use (the store's checkout, drawn by the app). */
export const APP_START_NEAR_ATTRIBUTE = 'data-app-start-near';
/** Marks the button whose press is starting the app: it shows a spinner until the app carries the press out. */
export const APP_STARTING_ATTRIBUTE = 'data-app-starting';
/** A `<template>` holding the app's `modulepreload` links on such a page, fetched once the browser is idle. */
export const APP_FILES_TEMPLATE_ID = 'fundshop-app-files';
/** Marks the build's `modulepreload` links of the app itself (web build/preload-app.ts), which such a page defers. */
export const APP_FILE_ATTRIBUTE = 'data-app-file';
