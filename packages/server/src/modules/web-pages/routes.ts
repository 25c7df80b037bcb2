import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  CHECKOUT_MSG,
  DEMO_SELLER_ID,
  isAppRoute,
  chosenPageLanguage,
  LANGUAGES,
  OPERATOR_CONSOLE_PATH,
  PAGE_META,
  shopPageDescription,
  shopPageTitle,
  shopStateOf,
  STATIC_PAGE_META,
  STORE_LANGUAGE_PARAMETER,
  type Language,
  type RenderPage,
  type RetrieveSellerShopResponse,
} from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { BoundedMap } from '../../lib/bounded-map.ts';
import { refusedOrder } from '../checkout/my-order.ts';
import { publicConfigOf } from '../public-config/routes.ts';
import { cachedSellerShop } from '../shop/service.ts';
import { HtmlTemplate } from './html-document.ts';
import { RENDER_PAGE_FILE } from './page-renderer.ts';
import { sendHtml, HTML_CACHE_CONTROL } from './send-html.ts';
import { registerRegistrationPages, type RenderAppPage } from './registration-pages.ts';
import { registerTeamPages } from './team-page.ts';

/** Vite names every file under assets/ by its content hash: a changed file is a new address. */
export const ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The brand card a shared store link shows when the seller has no picture (web public/share-card.png). */
export const SHARE_CARD_PATH = '/share-card.png';
/** Rendered store pages kept per instance, each for as long as its store's data is the same. */
const RENDERED_STORES = 2000;

const SELLER_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

function parseSellerId(value: string): number | null {
  if (!SELLER_ID.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** The store, or null for a seller that does not exist (any other failure is the server's error). */
async function shopOrNull(
  ctx: AppContext,
  sellerId: number,
): Promise<{ shop: RetrieveSellerShopResponse; json: string; etag: string } | null> {
  try {
    const cached = await cachedSellerShop(ctx, sellerId);
    return { shop: JSON.parse(cached.json) as RetrieveSellerShopResponse, json: cached.json, etag: cached.etag };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not-found') return null;
    throw error;
  }
}

/** Whether an order was ever started with this payment session: the /my-order link's key (GET /api/order/my-order). */
async function orderLinkExists(ctx: AppContext, checkoutSession: string): Promise<boolean> {
  if (checkoutSession.length === 0 || checkoutSession.length > 255) return false;
  const found = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.checkoutSession, checkoutSession))
    .limit(1);
  return found.length > 0;
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/**
 * A page's language (docs/decisions/0044): the one its address chooses (`?lang=`, the store's language links), else the
 * one the browser asks for first among ours, else the group's (a store's), else English.
 */
const languageOf = (request: FastifyRequest, fallback: Language = 'en'): Language =>
  chosenPageLanguage(
    (request.query as Record<string, unknown> | undefined)?.[STORE_LANGUAGE_PARAMETER],
    request.headers['accept-language'],
    fallback,
  );

/**
 * The single-page app's files and HTML (docs/decisions/0013): hashed assets cached for a year, everything else
 * revalidated; files precompressed at build time (brotli, gzip) and chosen by Accept-Encoding. The supporters' pages
 * (the stores, group registration) and the 404s are rendered on the server from the app's own components
 * (docs/decisions/0029), with their title and link-preview tags; other pages with their title and description.
 */
export async function registerWebPages(
  app: FastifyInstance,
  ctx: AppContext,
  web: { dir: string; renderPage: RenderPage },
): Promise<void> {
  const template = HtmlTemplate.fromFile(web.dir);
  // Hashed files: the app's, and the operator console's (its own build, docs/decisions/0032).
  const assetsDirs = [path.join(web.dir, 'assets'), path.join(web.dir, 'operator', 'assets')].map((d) => d + path.sep);
  const rendererDir = path.join(web.dir, path.dirname(RENDER_PAGE_FILE)) + path.sep;
  const publicUrl = ctx.config.publicUrl;
  const absolute = (url: string) => new URL(url, `${publicUrl}/`).href;
  const publicConfig = publicConfigOf(ctx.config);
  const publicConfigJson = JSON.stringify(publicConfig);

  await app.register(fastifyStatic, {
    root: web.dir,
    prefix: '/',
    decorateReply: false,
    wildcard: false,
    // index.html is a template the routes below fill, and the page renderer runs here: neither is sent as a file.
    index: false,
    allowedPath: (pathname) =>
      pathname !== '/index.html' &&
      pathname !== `${OPERATOR_CONSOLE_PATH}/index.html` &&
      !path.join(web.dir, pathname).startsWith(rendererDir),
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = assetsDirs.some((dir) => filePath.startsWith(dir));
      res.setHeader('cache-control', hashed ? ASSETS_CACHE_CONTROL : HTML_CACHE_CONTROL);
      res.setHeader('vary', 'Accept-Encoding');
    },
  });

  /**
   * The app's page at `url`, rendered from `data` (which the page embeds for the browser's first render, as
   * `dataJson` when the caller has it serialized already), in the template with `meta`'s head.
   */
  const renderAppPage: RenderAppPage = async (
    request,
    url,
    data,
    start,
    meta,
    language,
    dataJson = JSON.stringify(data),
  ) => {
    const userAgent = request.headers['user-agent'] ?? '';
    const page = await web.renderPage({ url: absolute(url), userAgent, data, language });
    return template.render({ ...meta, language, rendered: { page, start }, initialDataJson: dataJson });
  };

  // A store's page is rendered again only when its data changed (the store's ETag is its JSON's hash).
  const renderedStores = new BoundedMap<string, { etag: string; html: string }>(RENDERED_STORES);
  const renderShop = async (
    request: FastifyRequest,
    reply: FastifyReply,
    sellerId: number | null,
    demo: boolean,
  ): Promise<FastifyReply> => {
    const pagePath = demo ? '/store-demo' : pathOf(request);
    const pageUrl = absolute(pagePath);
    const found = sellerId === null ? null : await shopOrNull(ctx, sellerId);
    if (!found) {
      const language = languageOf(request);
      const t = translatorFor(language);
      const title = demo ? t('page.storeDemo') : t('page.shopNotFound');
      const store = sellerId === null ? {} : { store: { sellerId, shop: null } };
      const html = await renderAppPage(request, pagePath, { publicConfig, ...store }, 'now', { title }, language);
      return sendHtml(request, reply, html, 404, 'Accept-Encoding, Accept-Language');
    }
    const { shop, json, etag } = found;
    if (!demo) ctx.storeOpens.record(shop.sellerId, request.headers['user-agent']);
    const language = languageOf(request, shop.language);
    const t = translatorFor(language);
    const cacheKey = `${pagePath} ${language}`;
    const cached = renderedStores.get(cacheKey);
    // The page is in the language the browser asks for: a shared cache keeps one per Accept-Language.
    const vary = 'Accept-Encoding, Accept-Language';
    if (cached?.etag === etag) return sendHtml(request, reply, cached.html, 200, vary);
    const html = await renderAppPage(
      request,
      pagePath,
      { publicConfig, store: { sellerId: shop.sellerId, shop } },
      // An open store is usable as it is (docs/decisions/0016); a closed one has nothing to use and starts at once.
      shopStateOf(shop) === 'open' ? 'first-use' : 'now',
      {
        title: demo ? t('page.storeDemo') : shopPageTitle(shop, t),
        description: demo ? t('page.storeDemoDescription') : shopPageDescription(shop, t),
        preview: {
          url: pageUrl,
          image: absolute(shop.sellerPictureUrl ?? SHARE_CARD_PATH),
          imageAlt: shop.sellerPictureUrl ? shop.sellerName : t('page.previewImageAlt'),
        },
      },
      language,
      // The store's JSON as the cache holds it, not serialized again.
      `{"publicConfig":${publicConfigJson},"store":{"sellerId":${shop.sellerId},"shop":${json}}}`,
    );
    renderedStores.set(cacheKey, { etag, html });
    return sendHtml(request, reply, html, 200, vary);
  };

  // Pages, not API routes: left out of the OpenAPI document (the attack suite calls them on its own).
  const page = { schema: { hide: true } };
  app.get<{ Params: { sellerId: string } }>('/shop/:sellerId', page, (request, reply) =>
    renderShop(request, reply, parseSellerId(request.params.sellerId), false),
  );
  app.get('/store-demo', page, (request, reply) => renderShop(request, reply, DEMO_SELLER_ID, true));
  registerTeamPages(app, ctx, { template, shareCardPath: SHARE_CARD_PATH });

  /** A page that is the same for every request of its kind, rendered at its first request. */
  const once = (render: (request: FastifyRequest) => Promise<string>) => {
    let html: Promise<string> | null = null;
    return (request: FastifyRequest) => {
      html ??= render(request).catch((error: unknown) => {
        html = null;
        throw error;
      });
      return html;
    };
  };

  /** A page rendered once in each of our languages, at its first request in it; a request gets its browser's. */
  const inEachLanguage = (render: (request: FastifyRequest, language: Language) => Promise<string>) => {
    const pages = Object.fromEntries(
      LANGUAGES.map((language) => [language, once((request) => render(request, language))]),
    ) as Record<Language, (request: FastifyRequest) => Promise<string>>;
    return (request: FastifyRequest) => pages[languageOf(request)](request);
  };

  registerRegistrationPages(app, { renderAppPage, inEachLanguage, publicConfig });

  // Every other page of the app: the template with the page's title when the server knows it (public pages), and
  // the language the browser asks for, which the app starts in unless the person has chosen one (lib/page-language.ts).
  const pages = new Map<string, string>();
  const pageHtml = (pathname: string, language: Language): string => {
    const known = STATIC_PAGE_META[pathname];
    const key = `${known ? pathname : ''} ${language}`;
    let html = pages.get(key);
    if (html === undefined) {
      html = template.render({
        ...(known ?? { title: '' }),
        language,
        initialDataJson: JSON.stringify({ publicConfig }),
      });
      pages.set(key, html);
    }
    return html;
  };

  // An order link the app would answer with 'no order for this link' is 404 with that text (SPEC §8 order lookup);
  // the look-up leaves the order as it is (the confirmation's first-time flag is the API's to set).
  const orderNotFound = (request: FastifyRequest, checkoutSession: string) =>
    renderAppPage(
      request,
      pathOf(request),
      { publicConfig, myOrder: { checkoutSession, answer: refusedOrder(CHECKOUT_MSG.orderNotFound) } },
      'now',
      PAGE_META.myOrder,
      'en',
    );
  app.get<{ Params: { checkoutSession: string } }>('/my-order/:checkoutSession', page, async (request, reply) => {
    const { checkoutSession } = request.params;
    return (await orderLinkExists(ctx, checkoutSession))
      ? sendHtml(request, reply, pageHtml('/my-order', languageOf(request)), 200, 'Accept-Encoding, Accept-Language')
      : sendHtml(request, reply, await orderNotFound(request, checkoutSession), 404);
  });

  // Any address the app has no page for: 404 with the app's error page (SPEC §2), which the router renders for it,
  // in the language the browser asks for (no group is known from such an address).
  const unknownPage = inEachLanguage((request, language) => {
    const meta = { title: translatorFor(language)('page.notFound') };
    return renderAppPage(request, pathOf(request), { publicConfig }, 'now', meta, language);
  });

  // The operator console: its own page for every address under /operator (its router draws the page); no search
  // engine is to index it, and no page of it is ever cached by a shared cache.
  const consolePage = path.join(web.dir, 'operator', 'index.html');
  if (existsSync(consolePage)) {
    const html = readFileSync(consolePage, 'utf8');
    const sendConsole = (request: FastifyRequest, reply: FastifyReply) => {
      void reply.header('x-robots-tag', 'noindex');
      return sendHtml(request, reply, html);
    };
    app.get(OPERATOR_CONSOLE_PATH, page, sendConsole);
    app.get(`${OPERATOR_CONSOLE_PATH}/*`, page, sendConsole);
  }

  // Client-side routes: every unknown GET or HEAD outside /api is the single-page app.
  app.setNotFoundHandler(async (request, reply) => {
    // HEAD too: link previews and uptime checks ask for a page's headers without its body.
    if ((request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')) {
      const pathname = pathOf(request).replace(/(.)\/+$/, '$1');
      // index.html is the app's page too (the file itself is never sent).
      if (!isAppRoute(pathname) && pathname !== '/index.html') {
        return sendHtml(request, reply, await unknownPage(request), 404, 'Accept-Encoding, Accept-Language');
      }
      return sendHtml(request, reply, pageHtml(pathname, languageOf(request)), 200, 'Accept-Encoding, Accept-Language');
    }
    return reply.status(404).send({ responseMessage: 'not-found', message: 'Not found' });
  });
}
