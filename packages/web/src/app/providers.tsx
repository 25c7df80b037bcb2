import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiRequestError } from '../lib/api-error.ts';
import { I18nProvider, type I18n } from '../lib/i18n.tsx';
import { theme } from './theme.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx answer will not change by asking again.
        retry: (count, error) =>
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** `i18n`: the page's language and translator, its catalogue loaded before the first render (lib/i18n.tsx). */
export function AppProviders({
  children,
  queryClient,
  i18n,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  i18n: I18n;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nProvider value={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
