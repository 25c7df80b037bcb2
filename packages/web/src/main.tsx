import { afterFirstPaint } from './lib/after-first-paint.ts';
import { importApp } from './lib/import-app.ts';
import {
  hostWithoutApp,
  registrationFirstUse,
  serverRegistrationPage,
} from './features/registration/registration-first-use.ts';
import { firstUseOf, prefetchAppWhenIdle, storeAwaitingFirstUse } from './lib/store-first-use.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * The page the server drew is painted before the app's code runs: on a slow phone the supporter sees the store
 * while the app starts (docs/decisions/0015). The build preloads the app, so only running it waits. An open
 * store waits further, for its first use (docs/decisions/0016), and fetches the app meanwhile; so does the
 * registration form, until its first submit (docs/decisions/0017). The page framing that form runs no app.
 */
async function start(root: HTMLElement): Promise<void> {
  const registration = serverRegistrationPage(root);
  if (registration?.kind === 'host') return hostWithoutApp(registration.frame);
  const store = storeAwaitingFirstUse(root);
  if (store) {
    prefetchAppWhenIdle();
    await firstUseOf(store);
  } else if (registration) {
    if (registration.start === 'first-submit') prefetchAppWhenIdle();
    await registrationFirstUse(registration);
  }
  // The pressed button's busy mark is painted before the app's work begins.
  await afterFirstPaint();
  const { startApp } = await importApp(() => import('./app/start-app.tsx'));
  await startApp(root);
}

await start(container);
