import { en } from '@fundshop/core/i18n/catalogues/en';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webshops } from '../../db/schema.ts';
import { openShop, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { standInWebBuild, type StandInWebBuild } from '../../testing/web-build.ts';

const PUBLIC_URL = 'https://shop.example.org';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decoded = (html: string) =>
  html.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) =>
    ref.startsWith('#x')
      ? String.fromCodePoint(parseInt(ref.slice(2), 16))
      : ref.startsWith('#')
        ? String.fromCodePoint(Number(ref.slice(1)))
        : (NAMED[ref] ?? whole),
  );
const metaContent = (html: string, attribute: string, key: string) => {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match ? decoded(match[1]!) : undefined;
};
const titleOf = (html: string) => decoded(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

/** The team page's and the front page's HTML (docs/decisions/0047): title and link preview before any script runs. */
describe('team and front pages', () => {
  let t: TestApp;
  let web: StandInWebBuild;
  let shop: OpenShop;
  beforeAll(async () => {
    web = await standInWebBuild(
      '<!doctype html><html lang="en"><head><title>Fundshop</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp('pglite', {
      config: { webDistDir: web.dir, publicUrl: PUBLIC_URL },
      renderPage: web.renderPage,
    });
    shop = await openShop(t.app, t.db, { schoolOrAssociation: 'Hillside FC' });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  const get = (url: string, language?: string) =>
    t.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

  it("names the team in its title and link preview, in the browser's language, else the group's", async () => {
    const english = await get(`/team/${shop.webShopId}`);
    expect(english.statusCode).toBe(200);
    expect(english.headers.vary).toBe('Accept-Encoding, Accept-Language');
    expect(titleOf(english.body)).toBe('Fundraiser for Hillside FC · Fundshop');
    expect(metaContent(english.body, 'property', 'og:title')).toBe('Fundraiser for Hillside FC');
    expect(metaContent(english.body, 'property', 'og:description')).toBe(
      'Support Hillside FC: choose a participant and buy an e-book. 50% of every purchase goes to the group.',
    );
    expect(metaContent(english.body, 'property', 'og:url')).toBe(`${PUBLIC_URL}/team/${shop.webShopId}`);
    // The brand card, never a child's picture.
    expect(metaContent(english.body, 'property', 'og:image')).toBe(`${PUBLIC_URL}/share-card.png`);

    const swedish = await get(`/team/${shop.webShopId}`, 'sv-SE,sv;q=0.9');
    expect(langOf(swedish.body)).toBe('sv');
    expect(metaContent(swedish.body, 'property', 'og:title')).toBe('Insamling för Hillside FC');
    expect(metaContent(swedish.body, 'name', 'description')).toContain('Stöd Hillside FC');

    const group = await openShop(t.app, t.db, { schoolOrAssociation: 'Les Aigles' });
    await t.db.update(webshops).set({ language: 'fr' }).where(eq(webshops.id, group.webShopId));
    const french = await get(`/team/${group.webShopId}`, 'de');
    expect(langOf(french.body)).toBe('fr');
    expect(metaContent(french.body, 'property', 'og:title')).toBe('Collecte de fonds pour Les Aigles');
  });

  it('answers an unknown team, or one not open yet, with 404 and no preview', async () => {
    const fresh = await openShop(t.app, t.db);
    await t.db.update(webshops).set({ hasFinishedOnboarding: false }).where(eq(webshops.id, fresh.webShopId));
    for (const url of ['/team/999999', '/team/abc', `/team/${fresh.webShopId}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(titleOf(response.body), url).toBe('Shop not found · Fundshop');
      expect(metaContent(response.body, 'property', 'og:title'), url).toBeUndefined();
    }
  });

  it("is the front page at the root, not a redirect, in the browser's language", async () => {
    const english = await get('/');
    expect(english.statusCode).toBe(200);
    expect(titleOf(english.body)).toBe(`${en['front.pageTitle']} · Fundshop`);
    expect(metaContent(english.body, 'property', 'og:description')).toBe(en['front.pageDescription']);
    expect(metaContent(english.body, 'property', 'og:url')).toBe(`${PUBLIC_URL}/`);
    const swedish = await get('/', 'sv');
    expect(langOf(swedish.body)).toBe('sv');
    expect(titleOf(swedish.body)).toBe(`${sv['front.pageTitle']} · Fundshop`);
  });
});
