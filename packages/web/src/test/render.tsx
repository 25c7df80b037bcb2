import { DEFAULT_RETENTION_PARTICIPANT_DAYS, DEFAULT_RETENTION_SUPPORTER_DAYS } from '@fundshop/core';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import type { Language } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import { AppProviders } from '../app/providers.tsx';

/** The page's language and translator as startApp() gives them (English unless a test asks for another). */
export const i18nOf = (language: Language = 'en') => ({ language, t: translatorFor(language) });

/** Renders a component inside the app's providers and a memory router (`route` is its pattern, for useParams). */
export function renderWithApp(
  ui: ReactNode,
  {
    path = '/',
    route = '*',
    state,
    language,
  }: { path?: string; route?: string; state?: unknown; language?: Language } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: route, element: ui }], {
    // `state`: navigation state of the first entry (what navigate(to, { state }) would have left).
    initialEntries: [state === undefined ? path : { pathname: path, state }],
  });
  return {
    router,
    ...render(
      <AppProviders queryClient={queryClient} i18n={i18nOf(language)}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}

/**
 * A component as the server renders it (to a string, in the page) and then hydrated, as the browser's app takes
 * the page over (docs/decisions/0029). `data` is what the page carries for both renders (query key and answer);
 * `beforeHydration` acts on the server's markup as a user can before the app runs.
 */
export async function hydrateWithApp(
  ui: ReactNode,
  {
    path = '/',
    route = '*',
    data = [],
    beforeHydration,
    language,
  }: {
    language?: Language;
    path?: string;
    route?: string;
    data?: [QueryKey, unknown][];
    beforeHydration?: (container: HTMLElement) => void | Promise<void>;
  } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  for (const [key, answer] of data) queryClient.setQueryData(key, answer);
  const tree = () => (
    <AppProviders queryClient={queryClient} i18n={i18nOf(language)}>
      <RouterProvider router={createMemoryRouter([{ path: route, element: ui }], { initialEntries: [path] })} />
    </AppProviders>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree());
  document.body.append(container);
  await beforeHydration?.(container);
  return render(tree(), { container, hydrate: true });
}

export const TEST_PUBLIC_CONFIG = {
  supportEmail: 'support@fundshop.example',
  marketingSiteUrl: 'https://fundshop.example',
  captchaProvider: 'altcha',
  retention: { supporterDays: DEFAULT_RETENTION_SUPPORTER_DAYS, participantDays: DEFAULT_RETENTION_PARTICIPANT_DAYS },
} as const;

type Handler = (init: RequestInit | undefined) => { status: number; body: unknown };

/** Stubs fetch: each path (without query) answers with its handler; anything else is a 404. */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const handler = handlers[url.pathname];
    const { status, body } = handler
      ? handler(init)
      : { status: 404, body: { responseMessage: 'not-found', message: 'Not found' } };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Stubs IntersectionObserver: every element observed is at once in view, or out of it. jsdom has no layout, and the
 * store page loads its checkout form as the form nears the screen.
 */
export function mockInView(inView: boolean) {
  class InView {
    private readonly callback: (entries: { isIntersecting: boolean }[]) => void;
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      this.callback = callback;
    }
    observe() {
      this.callback([{ isIntersecting: inView }]);
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', InView);
}

/** The in-app message dialog (useMessageDialog, in place of window.alert) shows `text`; it is closed with OK. */
export async function expectMessageDialog(text: string): Promise<void> {
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText(text)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  // The page behind is hidden from the accessibility tree until the dialog has faded out.
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}
