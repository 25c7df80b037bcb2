import { INITIAL_DATA_ELEMENT_ID, type InitialPageData } from '@fundshop/core';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { sellerShopQueryOptions } from '../lib/seller-shop.ts';
import { publicConfigQueryOptions } from '../lib/public-config.ts';

/**
 * What the server put into the page (docs/decisions/0013) goes into the query cache, so the app's first render
 * shows the store the server drew instead of 'Loading store...', and asks the API nothing. The server made it
 * from the same typed answers its API sends, so it is not parsed with the schemas again (that would load zod
 * on every first visit). Anything unreadable is ignored: the page then asks the API, as without the data.
 */
export function seedInitialData(queryClient: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  let data: Partial<InitialPageData> | null;
  try {
    data = JSON.parse(text) as Partial<InitialPageData> | null;
  } catch {
    return;
  }
  if (typeof data?.publicConfig?.supportEmail === 'string') {
    queryClient.setQueryData(publicConfigQueryOptions.queryKey, data.publicConfig);
  }
  const shop = data?.shop;
  if (typeof shop?.sellerId === 'number' && Array.isArray(shop.webShopProducts)) {
    queryClient.setQueryData(sellerShopQueryOptions(shop.sellerId).queryKey, shop);
  }
}

/**
 * Loads the lazy route modules the address needs before the first render, so that render is the page and not
 * an empty fallback: the server's markup stays on screen until the app replaces it with the same content.
 */
export async function loadRouteModules(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}
