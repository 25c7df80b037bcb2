import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { RenderPage } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { UserAgentProvider } from '../lib/user-agent.tsx';
import { seedQueryCache } from './initial-data.ts';
import { AppProviders, createQueryClient } from './providers.tsx';
import { routes } from './router.tsx';

const handler = createStaticHandler(routes);

/**
 * The web build's server entry (docs/decisions/0029): the API server renders a page from the app's own components
 * and the data it embeds for the browser, which then hydrates the same markup. Built by `vite build --ssr` into
 * dist/server/render-page.js, with Preact in place of React as in the browser's build. It renders in `language`
 * with the same catalogue the browser then loads for the page, so the first paint is in the language the app keeps.
 */
export const renderPage: RenderPage = async ({ url, userAgent, data, language }) => {
  const context = await handler.query(new Request(url));
  // No route redirects on the pages the server renders; one that did would be a bug to see at once.
  if (context instanceof Response) throw new Error(`The app redirects ${url}: not a page to render on the server`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, data);
  // Emotion's cache with the browser's default key, so the app in the browser adopts the styles the page carries.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const markup = renderToString(
    <CacheProvider value={cache}>
      <UserAgentProvider value={userAgent}>
        <AppProviders queryClient={queryClient} i18n={{ language, t: translatorFor(language) }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </UserAgentProvider>
    </CacheProvider>,
  );
  const chunks = emotion.extractCriticalToChunks(markup);
  return { html: chunks.html, styles: emotion.constructStyleTagsFromChunks(chunks), status: context.statusCode };
};
