import { APP_START_ATTRIBUTE, APP_STARTED_ATTRIBUTE, parseAppStart } from '@fundshop/core';
import {
  FRAME_NAVIGATION_PATH,
  hostRegistrationFrame,
  reportHeightToParent,
} from './features/registration/iframe-messages.ts';
import { afterFirstPaint } from './lib/after-first-paint.ts';
import { cartStorage } from './lib/cart-storage.ts';
import { prefetchAppWhenIdle, watchUses } from './lib/first-use.ts';
import { loadCatalogue, startLanguage } from './lib/page-language.ts';
import { importApp } from './lib/import-app.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * The server renders the supporters' pages from the app's own components (docs/decisions/0029), and they are
 * painted before any of the app runs (docs/decisions/0015). An open store and the registration form are usable as
 * they are: the app hydrates them at their first use (docs/decisions/0016) and fetches its files meanwhile; other
 * rendered pages are hydrated right after the first paint. The page framing the registration form runs no app. A
 * page the server did not render is rendered by the app.
 */
async function start(root: HTMLElement): Promise<void> {
  const mode = parseAppStart(root.getAttribute(APP_START_ATTRIBUTE));
  if (mode === 'frame-host') {
    const frame = root.querySelector('iframe');
    if (frame) hostRegistrationFrame(frame, (to) => window.location.assign(FRAME_NAVIGATION_PATH[to]));
    return;
  }
  // Presses on a rendered page before the app has taken it over are carried out once it has.
  const uses = mode === null ? null : watchUses(root);
  // A cart already holding books must show its bar at once.
  if (uses && mode === 'first-use' && !cartStorage.hasAny()) {
    // A framed form tells its host how tall it is before the app runs; the app's page does so afterwards.
    const stopReporting = reportHeightToParent(root);
    prefetchAppWhenIdle();
    await uses.first;
    stopReporting();
  }
  // A pressed button's spinner is painted before the app's work begins.
  await afterFirstPaint();
  const language = startLanguage(document, mode !== null);
  // The page says which language it is in (screen readers, translation tools), whatever the server guessed.
  document.documentElement.lang = language;
  // The page's catalogue, and only its own, comes alongside the app (docs/decisions/0041).
  const [{ startApp }, catalogue] = await Promise.all([
    importApp(() => import('./app/start-app.tsx')),
    loadCatalogue(language),
  ]);
  await startApp(root, { hydrate: mode !== null, language, catalogue, onHydrating: () => uses?.stop() });
  root.setAttribute(APP_STARTED_ATTRIBUTE, '');
  uses?.replay();
}

await start(container);
