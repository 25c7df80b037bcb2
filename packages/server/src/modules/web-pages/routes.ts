import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  captchaHiddenFor,
  CHECKOUT_MSG,
  DEMO_SELLER_ID,
  isAppRoute,
  OPERATOR_CONSOLE_PATH,
  PAGE_META,
  REGISTRATION_FORM_PATH,
  shopPageDescription,
  shopPageTitle,
  STATIC_PAGE_META,
  type RetrieveSellerShopResponse,
} from '@fundshop/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { publicConfigOf } from '../public-config/routes.ts';
import { cachedSellerShop } from '../shop/service.ts';
import { HtmlTemplate } from './html-document.ts';
import { sendHtml, HTML_CACHE_CONTROL } from './send-html.ts';
import { registrationFormMarkup, registrationHostMarkup } from './registration-markup.ts';
import {
  linkNotFoundMarkup,
  shopMarkup,
  shopNotFoundMarkup,
  startsOnFirstUse,
  unknownPageMarkup,
} from './shop-markup.ts';

/** Vite names every file under assets/ by its content hash: a changed file is a new address. */
export const ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The brand card a shared store link shows when the seller has no picture (web public/share-card.png). */
export const SHARE_CARD_PATH = '/share-card.png';

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
): Promise<{ shop: RetrieveSellerShopResponse; json: string } | null> {
  try {
    const cached = await cachedSellerShop(ctx, sellerId);
    return { shop: JSON.parse(cached.json) as RetrieveSellerShopResponse, json: cached.json };
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

/**
 * The single-page app's files and HTML (docs/decisions/0013): hashed assets cached for a year, everything else
 * revalidated; files precompressed at build time (brotli, gzip) and chosen by Accept-Encoding. The store pages
 * come with their content, title and link-preview tags; other public pages with their title and description.
 */
export async function registerWebPages(app: FastifyInstance, ctx: AppContext, webDist: string): Promise<void> {
  const template = HtmlTemplate.fromFile(webDist);
  // Hashed files: the app's, and the operator console's (its own build, docs/decisions/0032).
  const assetsDirs = [path.join(webDist, 'assets'), path.join(webDist, 'operator', 'assets')].map((d) => d + path.sep);
  const publicUrl = ctx.config.publicUrl;
  const absolute = (url: string) => new URL(url, `${publicUrl}/`).href;
  // InitialPageData, written around the store's already serialized JSON instead of serializing it again.
  const publicConfigJson = JSON.stringify(publicConfigOf(ctx.config));
  const initialData = (shopJson?: string) =>
    shopJson === undefined
      ? `{"publicConfig":${publicConfigJson}}`
      : `{"publicConfig":${publicConfigJson},"shop":${shopJson}}`;

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    decorateReply: false,
    wildcard: false,
    // index.html is a template the routes below fill; never sent as the file.
    index: false,
    allowedPath: (pathname) => pathname !== '/index.html' && pathname !== `${OPERATOR_CONSOLE_PATH}/index.html`,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = assetsDirs.some((dir) => filePath.startsWith(dir));
      res.setHeader('cache-control', hashed ? ASSETS_CACHE_CONTROL : HTML_CACHE_CONTROL);
      res.setHeader('vary', 'Accept-Encoding');
    },
  });

  const renderShop = async (
    request: FastifyRequest,
    reply: FastifyReply,
    sellerId: number | null,
    demo: boolean,
  ): Promise<FastifyReply> => {
    const pageUrl = absolute(request.url.split('?')[0] ?? '/');
    const found = sellerId === null ? null : await shopOrNull(ctx, sellerId);
    if (!found) {
      const title = demo ? PAGE_META.storeDemo.title : PAGE_META.shopNotFound.title;
      const html = template.render({ title, rootHtml: shopNotFoundMarkup(pageUrl), initialDataJson: initialData() });
      return sendHtml(request, reply, html, 404);
    }
    const { shop, json } = found;
    const title = demo ? PAGE_META.storeDemo.title : shopPageTitle(shop);
    const description = demo ? PAGE_META.storeDemo.description : shopPageDescription(shop);
    const html = template.render({
      title,
      description,
      preview: {
        url: pageUrl,
        image: absolute(shop.sellerPictureUrl ?? SHARE_CARD_PATH),
        imageAlt: shop.sellerPictureUrl ? shop.sellerName : 'Fundshop: e-books for fundraisers',
      },
      rootHtml: shopMarkup(shop, { demo, homeHref: pageUrl, supportEmail: ctx.config.supportEmail }),
      initialDataJson: initialData(json),
      appStartsOnFirstUse: startsOnFirstUse(shop),
    });
    return sendHtml(request, reply, html);
  };

  // Pages, not API routes: left out of the OpenAPI document (the attack suite calls them on its own).
  const page = { schema: { hide: true } };
  app.get<{ Params: { sellerId: string } }>('/shop/:sellerId', page, (request, reply) =>
    renderShop(request, reply, parseSellerId(request.params.sellerId), false),
  );
  app.get('/store-demo', page, (request, reply) => renderShop(request, reply, DEMO_SELLER_ID, true));

  // Group registration (docs/decisions/0017): the host page runs no app; the form is usable before the app, which
  // takes it over at its first submit, or at once where a captcha is to be shown.
  const registrationHost = template.render({
    ...PAGE_META.registerStore,
    rootHtml: registrationHostMarkup(ctx.config.supportEmail),
    initialDataJson: initialData(),
    appStartsOnFirstUse: true,
  });
  app.get('/register-store', page, (request, reply) => sendHtml(request, reply, registrationHost));
  const captchaProvider = publicConfigOf(ctx.config).captchaProvider;
  const registrationForm = (captchaShown: boolean) =>
    template.render({
      ...PAGE_META.registerForm,
      rootHtml: registrationFormMarkup(captchaShown ? 'at-once' : 'first-submit', captchaProvider === 'altcha'),
      initialDataJson: initialData(),
      appStartsOnFirstUse: !captchaShown,
    });
  const registrationForms = { withCaptcha: registrationForm(true), withoutCaptcha: registrationForm(false) };
  app.get(REGISTRATION_FORM_PATH, page, (request, reply) => {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const captchaShown = captchaProvider !== 'none' && !captchaHiddenFor(query, request.headers['user-agent'] ?? '');
    const html = captchaShown ? registrationForms.withCaptcha : registrationForms.withoutCaptcha;
    // A phone gets the form without a captcha to show: the page depends on the browser.
    return sendHtml(request, reply, html, 200, 'Accept-Encoding, User-Agent');
  });

  // Every other page of the app: the template with the page's title when the server knows it (public pages).
  const pages = new Map<string, string>();
  const pageHtml = (pathname: string): string => {
    const known = STATIC_PAGE_META[pathname];
    const key = known ? pathname : '';
    let html = pages.get(key);
    if (html === undefined) {
      html = template.render({ ...(known ?? { title: '' }), initialDataJson: initialData() });
      pages.set(key, html);
    }
    return html;
  };

  // An order link the app would answer with 'no order for this link' is 404 with that text (SPEC §8 order lookup);
  // the look-up leaves the order as it is (the confirmation's first-time flag is the API's to set).
  const orderNotFoundPage = template.render({
    ...PAGE_META.myOrder,
    rootHtml: linkNotFoundMarkup(CHECKOUT_MSG.orderNotFound, '/'),
    initialDataJson: initialData(),
  });
  app.get<{ Params: { checkoutSession: string } }>('/my-order/:checkoutSession', page, async (request, reply) =>
    (await orderLinkExists(ctx, request.params.checkoutSession))
      ? sendHtml(request, reply, pageHtml('/my-order'))
      : sendHtml(request, reply, orderNotFoundPage, 404),
  );

  // The operator console: its own page for every address under /operator (its router draws the page); no search
  // engine is to index it, and no page of it is ever cached by a shared cache.
  const consolePage = path.join(webDist, 'operator', 'index.html');
  if (existsSync(consolePage)) {
    const html = readFileSync(consolePage, 'utf8');
    const sendConsole = (request: FastifyRequest, reply: FastifyReply) => {
      void reply.header('x-robots-tag', 'noindex');
      return sendHtml(request, reply, html);
    };
    app.get(OPERATOR_CONSOLE_PATH, page, sendConsole);
    app.get(`${OPERATOR_CONSOLE_PATH}/*`, page, sendConsole);
  }

  // Any address the app has no page for: 404 with the app's error page (SPEC §2), drawn before any script.
  const unknownPage = template.render({
    ...PAGE_META.notFound,
    rootHtml: unknownPageMarkup(),
    initialDataJson: initialData(),
  });

  // Client-side routes: every unknown GET or HEAD outside /api is the single-page app.
  app.setNotFoundHandler((request, reply) => {
    // HEAD too: link previews and uptime checks ask for a page's headers without its body.
    if ((request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')) {
      const pathname = (request.url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
      // index.html is the app's page too (the file itself is never sent).
      if (!isAppRoute(pathname) && pathname !== '/index.html') return sendHtml(request, reply, unknownPage, 404);
      return sendHtml(request, reply, pageHtml(pathname));
    }
    return reply.status(404).send({ responseMessage: 'not-found', message: 'Not found' });
  });
}
