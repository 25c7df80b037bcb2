import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { translatorOfCompiled, type CompiledCatalogue, type Language } from '@fundshop/core';
import { setPageTranslator } from '../lib/page-texts.ts';
import { App } from './app.tsx';
import { loadRouteModules, seedInitialData } from './initial-data.ts';
import { createQueryClient } from './providers.tsx';
import { routes } from './router.tsx';

/** Calls `onCommit` once the tree is in the page. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Starts the app in `container`. `hydrate`: the server rendered the page from the same components and data
 * (docs/decisions/0029), and the app takes that markup over as it is, keeping every element, what was typed and
 * the focus; otherwise the app renders the page. `language`: the page's (lib/page-language.ts), `catalogue` its own.
 * `onHydrating` runs just before React takes the markup's events over. Resolves once the app's tree is in the page.
 */
export async function startApp(
  container: HTMLElement,
  {
    hydrate,
    language,
    catalogue,
    onHydrating,
  }: { hydrate: boolean; language: Language; catalogue: Partial<CompiledCatalogue>; onHydrating?: () => void },
): Promise<void> {
  const queryClient = createQueryClient();
  seedInitialData(queryClient);
  const i18n = { language, t: translatorOfCompiled(language, catalogue) };
  setPageTranslator(language, i18n.t);
  // The first render is the page itself, not a fallback while the route's code (and the rest of its texts) loads.
  await loadRouteModules(routes, window.location);
  await new Promise<void>((resolve) => {
    const app = (
      <StrictMode>
        <Committed onCommit={resolve}>
          <App queryClient={queryClient} i18n={i18n} />
        </Committed>
      </StrictMode>
    );
    if (hydrate) {
      onHydrating?.();
      hydrateRoot(container, app);
      return;
    }
    const root = createRoot(container);
    // A transition renders in slices that yield to the browser, so a slow phone stays responsive meanwhile.
    startTransition(() => root.render(app));
  });
}
