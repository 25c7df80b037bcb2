import { createHash } from 'node:crypto';
import { DEMO_SELLER_ID, EARLY_USE_SCRIPT } from '@fundshop/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from './config.ts';
import { EARLY_USE_SCRIPT_HASH } from './security-headers.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { standInWebBuild, type StandInWebBuild } from './testing/web-build.ts';

/** The directives of a Content-Security-Policy header, by name. */
function csp(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header, 'Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

// The built web app is not there in tests: a stand-in index.html, served like the real one.
let web: StandInWebBuild;
beforeAll(async () => {
  web = await standInWebBuild(
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
});
afterAll(() => web.remove());

describe('security headers', () => {
  let t: TestApp;
  const start = async (config: Partial<Config> = {}) => {
    t = await createTestApp('pglite', { config: { webDistDir: web.dir, ...config }, renderPage: web.renderPage });
    return t;
  };
  afterEach(async () => {
    await t.close();
  });

  it('an API response has the policy, nosniff, the referrer policy and no framing; no HSTS over http', async () => {
    await start();
    const response = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.statusCode).toBe(200);
    const policy = csp(response.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", EARLY_USE_SCRIPT_HASH]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('the single-page app allows what it loads: own scripts only, inline styles, data: and blob: pictures', async () => {
    await start();
    const response = await t.app.inject({ method: 'GET', url: '/contactperson/login' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    const policy = csp(response.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'", EARLY_USE_SCRIPT_HASH]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    // A login page framed by another site is the clickjacking the policy is for.
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // A HEAD for the same page answers like the GET, without the body.
    const head = await t.app.inject({ method: 'HEAD', url: '/contactperson/login' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-frame-options']).toBe('DENY');
    expect(head.body).toBe('');
  });

  it('the embeddable registration form may be framed by the FRAME_ANCESTORS origins and has no X-Frame-Options', async () => {
    await start({ frameAncestors: ['https://www.marketing.example', 'https://*.partner.example'] });
    for (const url of ['/register-store/form', '/register-store/form?embedded=1', '/register-store/form/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(csp(response.headers['content-security-policy']).get('frame-ancestors'), url).toEqual([
        "'self'",
        'https://www.marketing.example',
        'https://*.partner.example',
      ]);
      expect(response.headers['x-frame-options'], url).toBeUndefined();
    }
    // The page hosting it is not embeddable.
    const host = await t.app.inject({ method: 'GET', url: '/register-store' });
    expect(csp(host.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
    expect(host.headers['x-frame-options']).toBe('DENY');
  });

  it('by default any site may frame the registration form', async () => {
    await start();
    const response = await t.app.inject({ method: 'GET', url: '/register-store/form' });
    expect(csp(response.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'self'", '*']);
  });

  it("a store page's one inline script, its early presses, is what the policy allows by hash", async () => {
    await start();
    const response = await t.app.inject({ method: 'GET', url: `/shop/${DEMO_SELLER_ID}` });
    expect(response.statusCode).toBe(200);
    const inline = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toEqual([EARLY_USE_SCRIPT]);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    expect(csp(response.headers['content-security-policy']).get('script-src')).toContain(hash);
  });

  it('allows reCAPTCHA, Stripe and analytics only when they are configured', async () => {
    await start({
      captcha: { provider: 'recaptcha', recaptchaSiteKey: 'site-key', recaptchaSecret: 'secret' },
      stripe: { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: 'whsec_fake' },
      analytics: { ga4MeasurementId: 'G-TEST', adPixelId: '1234' },
    });
    const policy = csp((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://*.googletagmanager.com',
        'https://connect.facebook.net',
      ]),
    );
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://www.google.com/recaptcha/',
        'https://js.stripe.com',
        'https://hooks.stripe.com',
        'https://checkout.stripe.com',
      ]),
    );
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(['https://api.stripe.com', 'https://*.google-analytics.com', 'https://www.facebook.com']),
    );
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(['https://*.stripe.com', 'https://*.google-analytics.com', 'https://www.facebook.com']),
    );
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('without those settings the policy names no other site', async () => {
    await start();
    const header = (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
    expect([...csp(header).values()].flat().filter((source) => /^https?:/.test(source))).toEqual([]);
  });

  it('sends HSTS and upgrades insecure requests when PUBLIC_URL is https', async () => {
    await start({ publicUrl: 'https://fundshop.example' });
    const response = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(csp(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('keeps the Swagger UI working: its page loads only its own scripts and styles', async () => {
    await start();
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
    expect(csp(page.headers['content-security-policy']).get('script-src')).toEqual(["'self'", EARLY_USE_SCRIPT_HASH]);
    const assets = [...page.body.matchAll(/(?:src|href)="\.\/(static\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toEqual(expect.arrayContaining(['static/swagger-ui-bundle.js', 'static/swagger-initializer.js']));
    for (const asset of assets) {
      const response = await t.app.inject({ method: 'GET', url: `/api/docs/${asset}` });
      expect(response.statusCode, asset).toBe(200);
    }
  });
});
