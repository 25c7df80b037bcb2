import { INITIAL_DATA_ELEMENT_ID, type InitialPageData } from '@fundshop/core';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { orderKeys } from '../features/order/query-keys.ts';
import { sellerShopQueryOptions } from '../lib/seller-shop.ts';
import { publicConfigQueryOptions } from '../lib/public-config.ts';

/**
 * What the server put into the page (docs/decisions/0013, 0029) goes into the query cache, so the app's first render
 * is the page the server rendered from the same data, and asks the API nothing. The server made it from the same
 * typed answers its API sends, so it is not parsed with the schemas again (that would load zod on every first
 * visit). Anything unreadable is ignored: the page then asks the API, as without the data.
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
  seedQueryCache(queryClient, data);
}

/** The page's data into the query cache: the browser's first render and the server's render start from it alike. */
export function seedQueryCache(queryClient: QueryClient, data: Partial<InitialPageData> | null): void {
  if (typeof data?.publicConfig?.supportEmail === 'string') {
    queryClient.setQueryData(publicConfigQueryOptions.queryKey, data.publicConfig);
  }
  const store = data?.store;
  if (typeof store?.sellerId === 'number' && (store.shop === null || Array.isArray(store.shop?.webShopProducts))) {
    queryClient.setQueryData(sellerShopQueryOptions(store.sellerId).queryKey, store.shop);
  }
  const myOrder = data?.myOrder;
  if (typeof myOrder?.checkoutSession === 'string' && typeof myOrder.answer?.error === 'boolean') {
    // By its key alone: the query's options bring the API client and zod, which a first paint does not need.
    queryClient.setQueryData(orderKeys.myOrder(myOrder.checkoutSession), myOrder.answer);
  }
}

/**
 * Loads the lazy route modules the address needs before the first render, so that render is the page and not
 * an empty fallback: the server's page stays as it is until the app takes it over with the same content.
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
