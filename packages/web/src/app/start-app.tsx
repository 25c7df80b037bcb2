import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { loadRouteModules, seedInitialData } from './initial-data.ts';
import { createQueryClient } from './providers.tsx';
import { routes } from './router.tsx';

/** Renders the app into `container`, in place of whatever the server drew there. */
export async function startApp(container: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  seedInitialData(queryClient);
  // The first render replaces what the server drew (createRoot clears the container when it commits).
  await loadRouteModules(routes, window.location);
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, so a slow phone is not blocked for long while the
  // app rebuilds the page the server drew; that page stays on screen until the new tree is committed.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}
