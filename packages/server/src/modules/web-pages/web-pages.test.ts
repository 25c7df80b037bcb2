// One file: the pages the server sends, against one stand-in web build and one app.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  APP_FILES_TEMPLATE_ID,
  APP_START_ATTRIBUTE,
  CHECKOUT_MSG,
  MSG,
  FIELD_MAX,
  REGISTRATION_FIELDS,
  REGISTRATION_FORM_PATH,
  REGISTRATION_FORM_TEXT,
  INITIAL_DATA_ELEMENT_ID,
  PAGE_META,
  PRIVACY_PATH,
  SHOP_STATE_TEXT,
  STORE_DEMO_WELCOME,
  SUPPORTER_MSG,
  TERMS_PATH,
  type AppStart,
  type InitialPageData,
} from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSeller, openShop } from '../../testing/checkout-fixtures.ts';
import { cardOrder } from '../../testing/order-fixtures.ts';
import { registerOrganiser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { standInWebBuild, type StandInWebBuild } from '../../testing/web-build.ts';
import { RENDER_PAGE_FILE } from './page-renderer.ts';
import { ASSETS_CACHE_CONTROL } from './routes.ts';

const PUBLIC_URL = 'https://shop.example.org';
const ENTRY_PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/core-Ij90Kl12.js">';
const PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/app-Ef56Gh78.js" data-app-file>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

const FAVICON_ICO = readFileSync(new URL('../../../../web/public/favicon.ico', import.meta.url));

// A stand-in for the web build: its index.html and files as Vite and the precompress step write them.
let web: StandInWebBuild;
beforeAll(async () => {
  web = await standInWebBuild(
    `<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title>Fundshop</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>\n    ${ENTRY_PRELOAD}\n    ${PRELOAD}</head><body><div id="root"></div></body></html>`,
    {
      'assets/index-Ab12Cd34.js': SCRIPT,
      'assets/index-Ab12Cd34.js.br': brotliCompressSync(SCRIPT),
      'assets/index-Ab12Cd34.js.gz': gzipSync(SCRIPT),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      // The web app's own (packages/web/public), which the build copies to dist's root.
      'favicon.ico': FAVICON_ICO,
    },
  );
});
afterAll(() => web.remove());

function body(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.rawPayload.toString('utf8');
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Character references decoded as a browser would (the renderers write them in different forms). */
function decoded(html: string): string {
  return html.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(Number(ref.slice(1)));
    return NAMED[ref] ?? whole;
  });
}

/** The page's text as a reader sees it: no tags, references decoded. */
const textOf = (html: string) => decoded(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');

/** The content of `<meta {attribute}="{key}" content="…">` in a page, unescaped as a browser would. */
function metaContent(html: string, attribute: string, key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match ? decoded(match[1]!) : undefined;
}
function initialData(html: string): InitialPageData {
  const match = new RegExp(`<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(
    html,
  );
  expect(match, 'initial data element').not.toBeNull();
  return JSON.parse(match![1]!) as InitialPageData;
}
/** How the page says the app takes it over, or undefined for a page the server did not render. */
const startOf = (html: string) =>
  new RegExp(`<div id="root" ${APP_START_ATTRIBUTE}="([a-z-]+)">`).exec(html)?.[1] as AppStart | undefined;
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('web pages and files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      config: { webDistDir: web.dir, publicUrl: PUBLIC_URL },
      renderPage: web.renderPage,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends a hashed asset precompressed as the browser accepts, cached for a year', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/index-Ab12Cd34.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe(ASSETS_CACHE_CONTROL);
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(body(response)).toBe(SCRIPT);
      if (encoding) expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    }
  });

  it('serves /favicon.ico, which browsers and crawlers ask for without a link, as an icon', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    // An ICO file's header: reserved 0, type 1 (icon), and the icons it holds (16, 32 and 48 pixels).
    expect([...response.rawPayload.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
    expect(response.rawPayload.equals(FAVICON_ICO)).toBe(true);
  });

  it('revalidates files without a hash in their name (304 on If-None-Match)', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends every page no-cache with an ETag, 304 when unchanged, and the public pages with their title', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/earnings-counter', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    // Its words are in the language the browser asks for (issue 28), so a shared cache keeps one per language.
    expect(page.headers.vary).toBe('Accept-Encoding, Accept-Language');
    const html = body(page);
    expect(html).toContain(`<title>${PAGE_META.earningsCounter.title} · Fundshop</title>`);
    expect(metaContent(html, 'name', 'description')).toBe(PAGE_META.earningsCounter.description);
    expect(html).toContain('<script type="module" src="/assets/index-Ab12Cd34.js"></script>');
    // A page the app draws preloads the app from the head.
    expect(html.slice(0, html.indexOf('</head>'))).toContain(PRELOAD);
    expect(html).not.toContain(APP_FILES_TEMPLATE_ID);
    expect(initialData(html).publicConfig.supportEmail).toBe('support@fundshop.test');

    const again = await t.app.inject({
      method: 'GET',
      url: '/earnings-counter',
      headers: { 'if-none-match': `W/"x", ${String(page.headers.etag)}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // A client route the server has no title for, index.html itself, and a HEAD: the plain app page.
    for (const url of ['/contactperson/start', '/index.html']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.statusCode).toBe(200);
      expect(other.headers['cache-control']).toBe('no-cache');
      expect(other.body).toContain('<title>Fundshop</title>');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/store-demo' });
    expect(head.headers['cache-control']).toBe('no-cache');
    // The API's unknown routes stay JSON.
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ responseMessage: 'not-found' });
  });

  it('never sends the page renderer or index.html as files', async () => {
    for (const url of [`/${RENDER_PAGE_FILE}`, '/server/', '/index.html']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('not for browsers');
    }
  });

  it('renders group registration: a host page that runs no app, and a form the app hydrates', async () => {
    const host = await t.app.inject({ method: 'GET', url: '/register-store' });
    expect(host.statusCode).toBe(200);
    expect(host.body).toContain(`<title>${PAGE_META.registerStore.title} · Fundshop</title>`);
    expect(host.body).toMatch(new RegExp(`<iframe src="${REGISTRATION_FORM_PATH}" title="Registration form"`));
    expect(host.body).toContain(`href="${TERMS_PATH}"`);
    expect(startOf(host.body)).toBe('frame-host');
    // The host runs none of the app: its files stay out of the head.
    expect(headOf(host.body)).not.toContain(PRELOAD);

    const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
    const form = async (app: TestApp['app'], url: string, userAgent: string) => {
      const response = await app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language, User-Agent');
      return response.body;
    };
    // Without a captcha to show the form is usable before the app: no captcha configured (this app), or with
    // ALTCHA on a phone or the embedded/mobile flag (solved invisibly).
    const altcha = await createTestApp('pglite', {
      config: { webDistDir: web.dir, publicUrl: PUBLIC_URL, captcha: { provider: 'altcha' } },
      renderPage: web.renderPage,
    });
    try {
      for (const [app, url, agent] of [
        [t.app, REGISTRATION_FORM_PATH, desktop],
        [altcha.app, REGISTRATION_FORM_PATH, phone],
        [altcha.app, `${REGISTRATION_FORM_PATH}?embedded=1`, desktop],
        [altcha.app, `${REGISTRATION_FORM_PATH}?mobile=true`, desktop],
      ] as const) {
        const html = await form(app, url, agent);
        expect(startOf(html), url).toBe('first-use');
        expect(headOf(html)).not.toContain(PRELOAD);
      }
      // A desktop browser is shown the captcha, which only the app can run: the app starts at once.
      const withCaptcha = await form(altcha.app, `${REGISTRATION_FORM_PATH}?embedded=0`, desktop);
      expect(startOf(withCaptcha)).toBe('now');
      expect(headOf(withCaptcha)).toContain(PRELOAD);
    } finally {
      await altcha.close();
    }

    // The app's form: every field of core's list with its label and limit, the Goal's default, the terms' links.
    const html = await form(t.app, REGISTRATION_FORM_PATH, phone);
    expect(html).toContain(`aria-label="${REGISTRATION_FORM_TEXT.formName}"`);
    for (const field of REGISTRATION_FIELDS) {
      expect(textOf(html)).toContain(translatorFor('en')(field.label));
      expect(html).toContain(`name="${field.name}"`);
    }
    expect(html).toMatch(
      // React writes the attribute as maxLength, Preact as maxlength: HTML reads both alike.
      new RegExp(
        `maxlength="${FIELD_MAX.registration.schoolOrAssociation}"[^>]*name="schoolOrAssociation"|name="schoolOrAssociation"[^>]*maxlength="${FIELD_MAX.registration.schoolOrAssociation}"`,
        'i',
      ),
    );
    expect(html).toMatch(/name="goal"[^>]*value="2000"|value="2000"[^>]*name="goal"/);
    expect(html).toMatch(/<option value="GB"[^>]*>United Kingdom<\/option>/);
    expect(html).toMatch(new RegExp(`href="${PRIVACY_PATH}"[^>]*target="_blank"`));
    // The group's language is the page's until the visitor picks another.
    expect(html).toMatch(/<option value="en"[^>]*selected/);
  });

  it('renders group registration in the language the browser asks for, offering it as the group’s', async () => {
    const swedish = { 'accept-language': 'sv-SE,sv;q=0.9,en;q=0.5' };
    const host = await t.app.inject({ method: 'GET', url: '/register-store', headers: swedish });
    expect(host.headers.vary).toBe('Accept-Encoding, Accept-Language');
    expect(host.body).toContain('<html lang="sv"');
    expect(host.body).toContain('<title>Starta en insamling · Fundshop</title>');
    expect(host.body).toMatch(new RegExp(`<iframe src="${REGISTRATION_FORM_PATH}" title="Registreringsformulär"`));

    const form = await t.app.inject({ method: 'GET', url: REGISTRATION_FORM_PATH, headers: swedish });
    const html = form.body;
    expect(html).toContain('<html lang="sv"');
    expect(html).toContain('<title>Registrera er grupp · Fundshop</title>');
    expect(html).toContain('aria-label="Registrera er grupp"');
    for (const label of ['Gruppens namn', 'Din e-post', 'Gruppens språk', 'Skicka'])
      expect(textOf(html)).toContain(label);
    expect(textOf(html)).not.toContain(REGISTRATION_FORM_TEXT.heading);
    expect(html).toMatch(/<option value="sv"[^>]*selected/);
    expect(html).toMatch(
      /<option value="fr"[^>]*lang="fr"[^>]*>Français<\/option>|<option[^>]*lang="fr"[^>]*value="fr"/,
    );
  });

  it('renders a store into its page, with the link-preview tags and the data the app hydrates from', async () => {
    const shop = await openShop(t.app, t.db, { schoolOrAssociation: 'Hillside School' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/shop/${shop.sellerId}?utm_source=chat`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = body(response);
    const title = 'Fundraiser for Robin Park (Hillside School)';
    expect(html).toContain(`<title>${title} · Fundshop</title>`);
    expect(metaContent(html, 'property', 'og:title')).toBe(title);
    expect(metaContent(html, 'name', 'description')).toContain('Robin Park of Hillside School');
    expect(metaContent(html, 'property', 'og:description')).toBe(metaContent(html, 'name', 'description'));
    expect(metaContent(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/shop/${shop.sellerId}`);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${PUBLIC_URL}/share-card.png`);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');

    const api = await t.app.inject({
      method: 'GET',
      url: `/api/seller/retrieve-seller-shop?sellerId=${shop.sellerId}`,
    });
    const data = initialData(html);
    expect(data.store).toEqual({ sellerId: shop.sellerId, shop: api.json() });
    // The store is on the page before any script, as the app's components draw it: header and every book, each
    // with its buttons, the first covers loaded at once. Its styles come with it, in the head.
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Fundraiser for Robin Park<\/h1>/);
    const products = data.store!.shop!.webShopProducts;
    for (const product of products) expect(html).toMatch(new RegExp(`<h3[^>]*>${product.productName}</h3>`));
    expect(html.match(/>Add to cart</g)).toHaveLength(products.length);
    expect(html.match(/loading="eager"/g)).toHaveLength(Math.min(2, products.length));
    expect(headOf(html)).toMatch(/<style data-emotion="css [^"]+">/);
    // Who is behind the store, before any script too: how e-books arrive (one sentence, no SPEC 2-3 weeks beside it:
    // docs/decisions/0052), support address, terms and privacy.
    const footer = html.slice(html.indexOf('<footer'));
    expect(textOf(footer)).toContain(SUPPORTER_MSG.howEbooksArrive);
    expect(textOf(footer)).not.toMatch(/weeks/);
    expect(footer).toContain('href="mailto:support@fundshop.test"');
    expect(footer).toContain(`href="${TERMS_PATH}"`);
    expect(footer).toContain(`href="${PRIVACY_PATH}"`);
    expect(text).toContain('50% of each purchase benefits Robin Park');

    // The store is hydrated at its first use (decision 0016): the app's files wait in a template, not the head.
    expect(startOf(html)).toBe('first-use');
    expect(headOf(html)).not.toContain(PRELOAD);
    expect(headOf(html)).toContain(ENTRY_PRELOAD);
    expect(html).toContain(`<template id="${APP_FILES_TEMPLATE_ID}">${PRELOAD}</template>`);
    expect(html).toContain('<script type="module" src="/assets/index-Ab12Cd34.js"></script>');

    // Rendered again only when the store changes: the same page until then, and a new one after a sale.
    const again = body(await t.app.inject({ method: 'GET', url: `/shop/${shop.sellerId}` }));
    expect(again).toBe(html);
  });

  it('draws a store in the language its ?lang= chooses over the browser’s, whole without a Loading card', async () => {
    const shop = await openShop(t.app, t.db, { schoolOrAssociation: 'Hillside School' });
    const get = (query: string) =>
      t.app.inject({ method: 'GET', url: `/shop/${shop.sellerId}${query}`, headers: { 'accept-language': 'en' } });
    const swedish = await get('?lang=sv');
    expect(swedish.statusCode).toBe(200);
    expect(swedish.body).toContain('<html lang="sv"');
    expect(textOf(swedish.body)).toContain(translatorFor('sv')('store.addToCart'));
    // The choice is drawn as links to the store in the other languages, before any script.
    expect(swedish.body).toMatch(/<a[^>]*href="\?lang=fr"[^>]*>Français<\/a>/);
    expect(swedish.body).toMatch(/<a[^>]*href="\?lang=en"[^>]*>English<\/a>/);
    expect(textOf(swedish.body)).not.toContain(CHECKOUT_MSG.loading);
    // The Swedish page is kept apart from the English one the same address without ?lang= gets.
    const english = await get('');
    expect(english.body).toContain('<html lang="en"');
    expect(textOf(english.body)).toContain('Add to cart');
    // Anything else is no choice: the browser's language stands.
    for (const query of ['?lang=de', '?lang=sv&lang=fr', '?lang=']) {
      const other = await get(query);
      expect(other.statusCode).toBe(200);
      expect(other.body).toContain('<html lang="en"');
    }
  });

  it('leaves the app to start at once on a store that is not open', async () => {
    const organiser = await registerOrganiser(t.app, t.db, { email: 'not-open@example.org' });
    const sellerId = await insertSeller(t.db, organiser.webShopId, { name: 'Sam Lee' });
    const html = (await t.app.inject({ method: 'GET', url: `/shop/${sellerId}` })).body;
    expect(textOf(html)).toContain(SHOP_STATE_TEXT['onboarding-not-finished']);
    expect(startOf(html)).toBe('now');
    expect(html).not.toContain(APP_FILES_TEMPLATE_ID);
    expect(headOf(html)).toContain(PRELOAD);
  });

  it("renders the demo route's welcome dialog in the page, which waits for the dialog's answer", async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/store-demo' })).body;
    expect(startOf(html)).toBe('first-use');
    expect(html).toContain(`<template id="${APP_FILES_TEMPLATE_ID}">${PRELOAD}</template>`);
    expect(html).toMatch(
      /role="dialog"[^>]*aria-labelledby="demo-welcome-title"|aria-labelledby="demo-welcome-title"[^>]*role="dialog"/,
    );
    expect(html).toMatch(/aria-modal="true"/);
    expect(html).toMatch(new RegExp(`id="demo-welcome-title"[^>]*>${STORE_DEMO_WELCOME.title}<`));
    expect(textOf(html)).toContain(STORE_DEMO_WELCOME.start);
    expect(textOf(html)).toContain(STORE_DEMO_WELCOME.skip);
    expect(textOf(html)).toContain(CHECKOUT_MSG.demoStoreBanner);
    // A seller's own store has no dialog.
    const shop = await openShop(t.app, t.db, { email: 'own-store@example.org' });
    const own = (await t.app.inject({ method: 'GET', url: `/shop/${shop.sellerId}` })).body;
    expect(own).not.toContain('role="dialog"');
  });

  it('escapes a seller name that tries to close the data script or add markup', async () => {
    const name = `</script><img src=x onerror="alert(1)">'&`;
    const shop = await openShop(t.app, t.db, {}, name);
    const html = (await t.app.inject({ method: 'GET', url: `/shop/${shop.sellerId}` })).body;
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain(name);
    // Only the page's own script elements end: the early presses' script, one module script and the data.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(initialData(html).store?.shop?.sellerName).toBe(name);
    expect(metaContent(html, 'property', 'og:title')).toContain(name);
    expect(textOf(html)).toContain(`Fundraiser for ${name}`);
  });

  it('answers an unknown store and a link that is no id with 404 and the not-found page', async () => {
    for (const [url, sellerId] of [
      ['/shop/2147483000', 2147483000],
      ['/shop/abc', null],
      ['/shop/0', null],
      ['/shop/99999999999', null],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain(`<title>${PAGE_META.shopNotFound.title} · Fundshop</title>`);
      expect(textOf(response.body)).toContain(CHECKOUT_MSG.shopNotFound);
      // The app hydrates the same answer: no such store, which it does not ask the API again.
      expect(initialData(response.body).store).toEqual(sellerId === null ? undefined : { sellerId, shop: null });
      expect(startOf(response.body)).toBe('now');
    }
  });

  it("answers an address the app has no page for with 404 and SPEC's application error page", async () => {
    for (const url of ['/no/such/page', '/shop/12/more', '/contactperson/nothing', '/my-order', '/missing.png']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url, headers: { 'accept-encoding': 'br' } });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        if (method === 'HEAD') continue;
        const html = body(response);
        expect(html).toContain(`<title>${PAGE_META.notFound.title} · Fundshop</title>`);
        expect(textOf(html)).toContain(MSG.unexpectedError);
        // The app's router renders it, on the server and again in the browser.
        expect(startOf(html)).toBe('now');
        expect(html).toContain('<script type="module" src="/assets/index-Ab12Cd34.js"></script>');
        expect(initialData(html).publicConfig.supportEmail).toBe('support@fundshop.test');
      }
    }
    // The app's pages, a trailing slash or another letter case included, stay 200.
    for (const url of ['/shop/checkout/12', '/contactperson/seller-list/3', '/Seller/Login/', '/my-books/abc']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(MSG.unexpectedError);
    }
  });

  it('answers an unknown address and an unknown store in the language the browser asks for', async () => {
    const sv = translatorFor('sv');
    const unknown = await t.app.inject({ method: 'GET', url: '/no/such/page', headers: { 'accept-language': 'sv' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.vary).toContain('Accept-Language');
    expect(unknown.body).toContain(`<title>${sv('page.notFound')} · Fundshop</title>`);
    expect(textOf(unknown.body)).toContain(sv('msg.unexpectedError'));
    expect(textOf(unknown.body)).toContain(sv('shared.errorPageText'));
    expect(textOf(unknown.body)).not.toContain(MSG.unexpectedError);
    expect(textOf(unknown.body)).not.toContain(translatorFor('en')('shared.errorPageText'));
    // Rendered once per language: English still reads English after a Swedish one.
    const english = await t.app.inject({ method: 'GET', url: '/no/such/page', headers: { 'accept-language': 'en' } });
    expect(english.body).toContain(`<title>${PAGE_META.notFound.title} · Fundshop</title>`);

    const fr = translatorFor('fr');
    const shop = await t.app.inject({
      method: 'GET',
      url: '/shop/2147483000',
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(shop.statusCode).toBe(404);
    expect(shop.body).toContain(`<title>${fr('page.shopNotFound')} · Fundshop</title>`);
    expect(textOf(shop.body)).toContain(fr('checkout.shopNotFound'));
    expect(textOf(shop.body)).not.toContain(CHECKOUT_MSG.shopNotFound);
  });

  it("answers an order link with no order behind it with 404 and SPEC's text; a real one is the app's page", async () => {
    for (const [url, session] of [
      ['/my-order/cs_no_such_session', 'cs_no_such_session'],
      ['/my-order/cs%20%3Cb%3E%27', "cs <b>'"],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain(`<title>${PAGE_META.myOrder.title} · Fundshop</title>`);
      expect(textOf(response.body)).toContain(CHECKOUT_MSG.orderNotFound);
      expect(initialData(response.body).myOrder).toEqual({
        checkoutSession: session,
        answer: { error: true, errorMessage: CHECKOUT_MSG.orderNotFound, isFirstTimeGettingOrder: false, order: null },
      });
    }

    const shop = await openShop(t.app, t.db, { email: 'order-link@example.org' });
    const session = await cardOrder(t.app, shop, [{ productId: shop.productIds[0]!, amountOrdered: 1 }], 'paid');
    const page = await t.app.inject({ method: 'GET', url: `/my-order/${encodeURIComponent(session)}` });
    expect(page.statusCode).toBe(200);
    expect(textOf(page.body)).not.toContain(CHECKOUT_MSG.orderNotFound);
    // The page's look-up leaves the order as it was: the app's first call is still the first time.
    const api = await t.app.inject({
      method: 'GET',
      url: `/api/order/my-order?checkoutSession=${encodeURIComponent(session)}`,
    });
    expect(api.json()).toMatchObject({ error: false, isFirstTimeGettingOrder: true });
  });
});
