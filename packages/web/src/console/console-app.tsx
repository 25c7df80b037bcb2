import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { createConsoleRouter } from './router.tsx';

/** The operator console: the app's theme and query cache, its own router under /operator. */
export function ConsoleApp() {
  const [router] = useState(createConsoleRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
