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

/** Where EARLY_USE_SCRIPT keeps the presses made before the web entry runs, for the entry to carry out. */
export const EARLY_USES_GLOBAL = '__fundshopEarlyUses';

/**
 * Inline before a rendered page's root, so it runs as the page is parsed: the web entry, a module script, runs only
 * once the whole page is parsed and its file has arrived, and a tap on the page's buttons before that did nothing
 * (and a form's submit was the browser's own, putting what was typed into the address). It keeps such presses and
 * submits, marks the button as starting, and leaves them in EARLY_USES_GLOBAL with a way to stop listening; the entry
 * (web lib/first-use.ts) takes them over. Plain ES5 and no imports: the CSP allows exactly this text by its hash.
 */
export const EARLY_USE_SCRIPT =
  '(function(){var u=[],d=document;' +
  `function m(b){if(b){b.setAttribute('${APP_STARTING_ATTRIBUTE}','');b.setAttribute('aria-busy','true')}}` +
  "function c(e){var t=e.target,b=t instanceof Element?t.closest('button'):null;" +
  "if(b&&!(b.type==='submit'&&b.form)){m(b);u.push({kind:'press',element:b})}}" +
  'function s(e){var f=e.target;if(f instanceof HTMLFormElement){e.preventDefault();' +
  `m(f.querySelector('[type="submit"]'));u.push({kind:'submit',element:f})}}` +
  "d.addEventListener('click',c,true);d.addEventListener('submit',s,true);" +
  `window.${EARLY_USES_GLOBAL}={uses:u,stop:function(){d.removeEventListener('click',c,true);` +
  "d.removeEventListener('submit',s,true)}}})();";
