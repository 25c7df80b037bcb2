import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { I18n } from '../lib/i18n.tsx';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

export function App({ queryClient, i18n }: { queryClient?: QueryClient; i18n: I18n }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
