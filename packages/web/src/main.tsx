import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadRouteModules, seedInitialData } from './app/initial-data.ts';
import { createQueryClient } from './app/providers.tsx';
import { routes } from './app/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
seedInitialData(queryClient);
// The first render replaces what the server drew (createRoot clears the container when it commits).
await loadRouteModules(routes, window.location);
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
