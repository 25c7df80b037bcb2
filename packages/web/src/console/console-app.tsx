import { createTranslator } from '@fundshop/core';
import { en } from '@fundshop/core/i18n/catalogues/en';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { createConsoleRouter } from './router.tsx';

/** The platform's own staff read English (docs/decisions/0041): the app's shared parts in English. */
const english = { language: 'en' as const, t: createTranslator('en', en) };

/** The operator console: the app's theme and query cache, its own router under /operator. */
export function ConsoleApp() {
  const [router] = useState(createConsoleRouter);
  return (
    <AppProviders i18n={english}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
