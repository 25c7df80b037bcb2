import type { MyOrderResponse } from './checkout.ts';
import type { Language } from './i18n/languages.ts';
import type { PublicConfigResponse } from './public-config.ts';
import type { RetrieveSellerShopResponse } from './shop.ts';

/** The `<script type="application/json">` that carries the server's data for the app's first render. */
export const INITIAL_DATA_ELEMENT_ID = 'fundshop-initial-data';

/**
 * Its content: the API's answers the page's first render needs, exactly as the API sends them. The server renders
 * the page from the same data (docs/decisions/0029), so the app's first render in the browser is the same page.
 */
export interface InitialPageData {
  publicConfig: PublicConfigResponse;
  /** On a store's page: the store, or null where no seller has the id (the API's 404). */
  store?: { sellerId: number; shop: RetrieveSellerShopResponse | null };
  /** On an order link's page: the look-up's answer (GET /api/order/my-order). */
  myOrder?: { checkoutSession: string; answer: MyOrderResponse };
}

/** What the API server asks the web build's page renderer (web src/ssr/render-page.tsx) for. */
export interface PageRenderRequest {
  /** The page's absolute address, query included. */
  url: string;
  /** The browser's User-Agent: a phone's registration form solves its captcha invisibly (SPEC §2). */
  userAgent: string;
  data: InitialPageData;
  /** The page's language (docs/decisions/0044): the page's `<html lang>`, which the browser's app starts in. */
  language: Language;
}

export interface RenderedPage {
  /** The page's markup, for the root element. */
  html: string;
  /** The `<style>` elements the markup needs (emotion's critical CSS), for the head. */
  styles: string;
  /** The router's status: 404 for an address the app has no page for. */
  status: number;
}

/** The web build's server entry: `dist/server/render-page.js` exports this function. */
export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>;
