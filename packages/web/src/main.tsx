import { afterFirstPaint } from './lib/after-first-paint.ts';
import { importApp } from './lib/import-app.ts';
import { firstUseOf, prefetchAppWhenIdle, storeAwaitingFirstUse } from './lib/store-first-use.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The page the server drew is painted before the app's code runs: on a slow phone the supporter sees the store
// while the app starts (docs/decisions/0015). The build preloads the app, so only running it waits. An open
// store waits further, for its first use (docs/decisions/0016), and fetches the app meanwhile.
const store = storeAwaitingFirstUse(container);
if (store) {
  prefetchAppWhenIdle();
  await firstUseOf(store);
}
// On a store, the pressed button's busy mark is painted before the app's work begins.
await afterFirstPaint();
const { startApp } = await importApp(() => import('./app/start-app.tsx'));
await startApp(container);
