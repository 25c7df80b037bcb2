import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  APP_FILES_TEMPLATE_ID,
  CHECKOUT_MSG,
  CURRENCY_ATTRIBUTE,
  MSG,
  FIELD_MAX,
  REGISTRATION_FIELDS,
  REGISTRATION_FORM_ATTRIBUTE,
  REGISTRATION_FORM_PATH,
  REGISTRATION_HOST_ATTRIBUTE,
  INITIAL_DATA_ELEMENT_ID,
  PAGE_META,
  PRIVACY_PATH,
  DEMO_SELLER_ID,
  SHOP_STATE_TEXT,
  STARTS_ON_FIRST_USE_ATTRIBUTE,
  STORE_DEMO_WELCOME,
  STORE_INTENT_ATTRIBUTE,
  SUPPORTER_MSG,
  TOUR_INTENT_ATTRIBUTE,
  TERMS_PATH,
  type InitialPageData,
} from '@fundshop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSeller, openShop } from '../../testing/checkout-fixtures.ts';
import { cardOrder } from '../../testing/order-fixtures.ts';
import { registerOrganiser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { ASSETS_CACHE_CONTROL } from './routes.ts';

const PUBLIC_URL = 'https://shop.example.org';
const ENTRY_PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/core-Ij90Kl12.js">';
const PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/app-Ef56Gh78.js" data-app-file>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

// A stand-in for the web build: its index.html and files as Vite and the precompress step write them.
let webDistDir: string;
beforeAll(() => {
  webDistDir = mkdtempSync(path.join(tmpdir(), 'fundshop-web-dist-'));
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(
    path.join(webDistDir, 'index.html'),
    `<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title>Fundshop</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>\n    ${ENTRY_PRELOAD}\n    ${PRELOAD}</head><body><div id="root"></div></body></html>`,
  );
  const asset = path.join(webDistDir, 'assets', 'index-Ab12Cd34.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  writeFileSync(path.join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

function body(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.rawPayload.toString('utf8');
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

/** The content of `<meta {attribute}="{key}" content="…">` in a page, unescaped as a browser would. */
function metaContent(html: string, attribute: string, key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1]?.replace(/&(#\d+|amp|lt|gt|quot);/g, (_, ref: string) =>
    ref.startsWith('#') ? String.fromCharCode(Number(ref.slice(1))) : NAMED[ref]!,
  );
}
function initialData(html: string): InitialPageData {
  const match = new RegExp(`<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(
    html,
  );
  expect(match, 'initial data element').not.toBeNull();
  return JSON.parse(match![1]!) as InitialPageData;
}

describe('web pages and files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { webDistDir, publicUrl: PUBLIC_URL } });
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
    expect(page.headers.vary).toBe('Accept-Encoding');
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

  it('draws group registration: a host page that needs no app, and a form the app takes over', async () => {
    const host = await t.app.inject({ method: 'GET', url: '/register-store' });
    expect(host.statusCode).toBe(200);
    expect(host.body).toContain(`<title>${PAGE_META.registerStore.title} · Fundshop</title>`);
    expect(host.body).toContain(`<iframe src="${REGISTRATION_FORM_PATH}" title="Registration form"`);
    expect(host.body).toContain(REGISTRATION_HOST_ATTRIBUTE);
    expect(host.body).toContain(`<a href="${TERMS_PATH}">`);
    // The host runs none of the app: its files stay out of the head.
    expect(host.body.slice(0, host.body.indexOf('</head>'))).not.toContain(PRELOAD);

    const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
    const form = async (app: TestApp['app'], url: string, userAgent: string) => {
      const response = await app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toBe('Accept-Encoding, User-Agent');
      const html = response.body;
      return {
        html,
        start: new RegExp(`${REGISTRATION_FORM_ATTRIBUTE}="([a-z-]+)"`).exec(html)?.[1],
        preloadsInHead: html.slice(0, html.indexOf('</head>')).includes(PRELOAD),
      };
    };
    // Without a captcha to show the app waits for the first submit: no captcha configured (this app), or with
    // ALTCHA on a phone or the embedded/mobile flag (solved invisibly).
    const altcha = await createTestApp('pglite', {
      config: { webDistDir, publicUrl: PUBLIC_URL, captcha: { provider: 'altcha' } },
    });
    try {
      for (const [app, url, agent] of [
        [t.app, REGISTRATION_FORM_PATH, desktop],
        [altcha.app, REGISTRATION_FORM_PATH, phone],
        [altcha.app, `${REGISTRATION_FORM_PATH}?embedded=1`, desktop],
        [altcha.app, `${REGISTRATION_FORM_PATH}?mobile=true`, desktop],
      ] as const) {
        const page = await form(app, url, agent);
        expect(page.start, url).toBe('first-submit');
        expect(page.preloadsInHead).toBe(false);
        expect(page.html).not.toContain("I'm not a robot");
      }
      // A desktop browser is shown the captcha, which only the app draws: it starts at once, its box kept in place.
      const withCaptcha = await form(altcha.app, `${REGISTRATION_FORM_PATH}?embedded=0`, desktop);
      expect(withCaptcha.start).toBe('at-once');
      expect(withCaptcha.preloadsInHead).toBe(true);
      expect(withCaptcha.html).toContain("I'm not a robot");
    } finally {
      await altcha.close();
    }

    // Every field of core's list, with its limit; the country options carry their currency.
    const { html } = await form(t.app, REGISTRATION_FORM_PATH, phone);
    for (const field of REGISTRATION_FIELDS) {
      expect(html).toContain(`<label class="rf-label" for="rf-${field.name}">${escapeHtml(field.label)}</label>`);
    }
    expect(html).toContain(
      `name="schoolOrAssociation" autocomplete="organization" type="text" maxlength="${FIELD_MAX.registration.schoolOrAssociation}"`,
    );
    expect(html).toContain(`<option value="GB" ${CURRENCY_ATTRIBUTE}="£">`);
    expect(html).toContain('<form class="rf-form" method="post" novalidate');
    expect(html).toContain(`<a href="${PRIVACY_PATH}" target="_blank" rel="noopener">privacy policy</a>`);
  });

  it('draws a store into its page, with the link-preview tags and the data the app starts from', async () => {
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
    expect(data.shop).toEqual(api.json());
    // The store is on the page before any script: header, goal line and every book.
    expect(html).toContain('<h1 class="fp-h1">Fundraiser for Robin Park</h1>');
    for (const product of data.shop!.webShopProducts) expect(html).toContain(`>${product.productName}</h3>`);
    // Who is behind the store, before any script too: delivery time and how e-books arrive, support address, terms
    // and privacy.
    const footer = html.slice(html.indexOf('<footer'));
    expect(footer).toContain(SUPPORTER_MSG.delivery);
    expect(footer).toContain(SUPPORTER_MSG.howEbooksArrive);
    expect(footer).toContain('href="mailto:support@fundshop.test"');
    expect(footer).toContain(`href="${TERMS_PATH}"`);
    expect(footer).toContain(`href="${PRIVACY_PATH}"`);

    // The store starts the app at first use (decision 0016): its buttons say what they do, and the app's files
    // wait in a template instead of the head.
    expect(html).toContain(`${STARTS_ON_FIRST_USE_ATTRIBUTE}="${shop.sellerId}"`);
    const firstBook = data.shop!.webShopProducts[0]!.productId;
    expect(html).toContain(`${STORE_INTENT_ATTRIBUTE}="add-${firstBook}"`);
    expect(html).toContain(`${STORE_INTENT_ATTRIBUTE}="info-${firstBook}"`);
    expect(html).not.toContain(' disabled');
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain(PRELOAD);
    expect(html.slice(0, html.indexOf('</head>'))).toContain(ENTRY_PRELOAD);
    expect(html).toContain(`<template id="${APP_FILES_TEMPLATE_ID}">${PRELOAD}</template>`);
    expect(html).toContain('<script type="module" src="/assets/index-Ab12Cd34.js"></script>');
  });

  it('leaves the app to start at once on a store that is not open', async () => {
    const organiser = await registerOrganiser(t.app, t.db, { email: 'not-open@example.org' });
    const sellerId = await insertSeller(t.db, organiser.webShopId, { name: 'Sam Lee' });
    const html = (await t.app.inject({ method: 'GET', url: `/shop/${sellerId}` })).body;
    expect(html).toContain(SHOP_STATE_TEXT['onboarding-not-finished']);
    expect(html).not.toContain(STARTS_ON_FIRST_USE_ATTRIBUTE);
    expect(html).not.toContain(APP_FILES_TEMPLATE_ID);
    expect(html.slice(0, html.indexOf('</head>'))).toContain(PRELOAD);
  });

  it("draws the demo route's welcome dialog over an inert store, which waits for the dialog's answer", async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/store-demo' })).body;
    expect(html).toContain(`${STARTS_ON_FIRST_USE_ATTRIBUTE}="${DEMO_SELLER_ID}"`);
    expect(html).toContain(`<template id="${APP_FILES_TEMPLATE_ID}">${PRELOAD}</template>`);
    expect(html).toContain('role="dialog" aria-modal="true" aria-labelledby="demo-welcome-title"');
    expect(html).toContain(`<h2 id="demo-welcome-title">${STORE_DEMO_WELCOME.title}</h2>`);
    expect(html).toContain(
      `${TOUR_INTENT_ATTRIBUTE}="start" autofocus>${escapeHtml(STORE_DEMO_WELCOME.start)}</button>`,
    );
    expect(html).toContain(`${TOUR_INTENT_ATTRIBUTE}="skip">${STORE_DEMO_WELCOME.skip}</button>`);
    // Everything but the dialog is out of reach until it is answered.
    for (const element of ['<header class="fp-bar" inert>', '<main inert>', '<footer class="fp-foot" inert>']) {
      expect(html).toContain(element);
    }
    // A seller's own store has no dialog and nothing inert.
    const shop = await openShop(t.app, t.db, { email: 'own-store@example.org' });
    const own = (await t.app.inject({ method: 'GET', url: `/shop/${shop.sellerId}` })).body;
    expect(own).not.toContain(TOUR_INTENT_ATTRIBUTE);
    expect(own).not.toContain(' inert');
  });

  it('escapes a seller name that tries to close the data script or add markup', async () => {
    const name = `</script><img src=x onerror="alert(1)">'&`;
    const shop = await openShop(t.app, t.db, {}, name);
    const html = (await t.app.inject({ method: 'GET', url: `/shop/${shop.sellerId}` })).body;
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain(name);
    // Only the template's own script elements end: one module script and the data.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(initialData(html).shop?.sellerName).toBe(name);
    expect(metaContent(html, 'property', 'og:title')).toContain(name);
    expect(html).toContain('&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;&amp;');
  });

  it('answers an unknown store and a link that is no id with 404 and the not-found page', async () => {
    for (const url of ['/shop/2147483000', '/shop/abc', '/shop/0', '/shop/99999999999']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain(`<title>${PAGE_META.shopNotFound.title} · Fundshop</title>`);
      expect(response.body).toContain('we could not find any shop');
      expect(initialData(response.body).shop).toBeUndefined();
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
        expect(html).toContain(MSG.unexpectedError);
        // The app still starts: it draws the same error page in the browser.
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

  it("answers an order link with no order behind it with 404 and SPEC's text; a real one is the app's page", async () => {
    for (const url of ['/my-order/cs_no_such_session', '/my-order/cs%20%3Cb%3E%27']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain(`<title>${PAGE_META.myOrder.title} · Fundshop</title>`);
      expect(response.body).toContain(escapeHtml(CHECKOUT_MSG.orderNotFound));
    }

    const shop = await openShop(t.app, t.db, { email: 'order-link@example.org' });
    const session = await cardOrder(t.app, shop, [{ productId: shop.productIds[0]!, amountOrdered: 1 }], 'paid');
    const page = await t.app.inject({ method: 'GET', url: `/my-order/${encodeURIComponent(session)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(escapeHtml(CHECKOUT_MSG.orderNotFound));
    // The page's look-up leaves the order as it was: the app's first call is still the first time.
    const api = await t.app.inject({
      method: 'GET',
      url: `/api/order/my-order?checkoutSession=${encodeURIComponent(session)}`,
    });
    expect(api.json()).toMatchObject({ error: false, isFirstTimeGettingOrder: true });
  });
});
