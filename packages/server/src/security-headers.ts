import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EARLY_USE_SCRIPT } from '@fundshop/core';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';

/** The registration form marketing sites embed in an iframe (SPEC §1): the one page other sites may frame. */
export const EMBEDDABLE_FORM_PATH = '/register-store/form';

export function isEmbeddableForm(url: string | undefined): boolean {
  const pathname = (url ?? '/').split(/[?#]/, 1)[0] ?? '/';
  return pathname.replace(/\/+$/, '') === EMBEDDABLE_FORM_PATH;
}

/** What one third party needs the SPA's page to allow, per directive. */
interface ThirdParty {
  script?: string[];
  frame?: string[];
  connect?: string[];
  img?: string[];
}

/** reCAPTCHA v2 (CAPTCHA_PROVIDER=recaptcha), as Google's reCAPTCHA FAQ lists it: api.js, its release script, its frames. */
const RECAPTCHA: ThirdParty = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/**
 * Stripe.js with embedded Checkout, as Stripe's integration security guide lists them (Stripe.js + Checkout).
 * Left out: maps.googleapis.com (only the Address Element on our own page needs it; Checkout's address fields
 * live in Stripe's frame) and m.stripe.network (no longer in Stripe's list; it loads inside Stripe's frames).
 */
const STRIPE: ThirdParty = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://checkout.stripe.com'],
  frame: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    'https://checkout.stripe.com',
  ],
  connect: ['https://api.stripe.com', 'https://checkout.stripe.com'],
  img: ['https://*.stripe.com'],
};

/** GA4 through gtag.js (lib/analytics.ts), as Google's tag platform CSP guide lists it for Analytics. */
const GA4: ThirdParty = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** The Meta ad pixel (lib/analytics.ts): fbevents.js and its configuration script, its beacons to facebook.com. */
const AD_PIXEL: ThirdParty = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  img: ['https://www.facebook.com'],
};

/** The third parties this deployment's pages load: each only when it is configured. */
function thirdParties(config: Config, stripe: boolean): ThirdParty[] {
  return [
    config.captcha.provider === 'recaptcha' ? RECAPTCHA : undefined,
    stripe ? STRIPE : undefined,
    config.analytics.ga4MeasurementId ? GA4 : undefined,
    config.analytics.adPixelId ? AD_PIXEL : undefined,
  ].filter((party) => party !== undefined);
}

type DirectiveValue = string | ((request: IncomingMessage) => string);

export const EARLY_USE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_USE_SCRIPT).digest('base64')}'`;

/**
 * The Content-Security-Policy of every response (docs/decisions/0008). Built for the single-page app: its
 * index.html has no inline script (a rendered page has one, allowed by its hash) and nothing evals (web/public/zod-jitless.js makes zod jitless), so scripts
 * come only from our origin and the configured third parties. Styles allow 'unsafe-inline' because MUI's emotion injects <style> elements at run
 * time (and MUI sets style attributes); a nonce cannot cover a static index.html served by @fastify/static, and
 * injected CSS cannot run script.
 */
export function contentSecurityPolicyDirectives(
  config: Config,
  { stripe }: { stripe: boolean },
): Record<string, DirectiveValue[]> {
  const parties = thirdParties(config, stripe);
  const from = (key: keyof ThirdParty) => [...new Set(parties.flatMap((party) => party[key] ?? []))];
  const https = config.publicUrl.startsWith('https:');
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    // The one inline script, by its hash: the rendered pages' early presses (core EARLY_USE_SCRIPT).
    'script-src': ["'self'", EARLY_USE_SCRIPT_HASH, ...from('script')],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for pictures resized in the browser, blob: for the picture chosen before it is resized.
    'img-src': ["'self'", 'data:', 'blob:', ...from('img')],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...from('connect')],
    // 'self': /register-store frames our own /register-store/form.
    'frame-src': ["'self'", ...from('frame')],
    'form-action': ["'self'"],
    'frame-ancestors': [
      (request) => (isEmbeddableForm(request.url) ? ["'self'", ...config.frameAncestors].join(' ') : "'none'"),
    ],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every response, by helmet. X-Frame-Options is ours rather than helmet's: it cannot name origins,
 * so the embeddable form goes without it and relies on frame-ancestors alone.
 *
 * The headers depend on the request only through frame-ancestors (the embeddable form or not), so helmet computes both
 * sets once, at start, and each response takes one whole. @fastify/helmet built helmet anew on every request, which
 * cost a tenth of a cached store read (docs/decisions/0046).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  { stripe }: { stripe: boolean },
): Promise<void> {
  const headersOf = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(config, { stripe }) },
    frameguard: false,
    // Login codes, registration keys and checkout sessions ride in our paths and queries: other origins get the
    // origin alone (Stripe and reCAPTCHA check it), plain http gets nothing.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Stripe's Checkout may open a wallet or bank in a pop-up that reports back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Only where browsers will come over https anyway; not includeSubDomains: other hosts of the domain are not ours.
    strictTransportSecurity: config.publicUrl.startsWith('https:')
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false }
      : false,
  });
  const headersFor = (url: string): Record<string, string> => {
    const headers: Record<string, string> = {};
    const response = {
      setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
      removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    };
    headersOf({ url } as IncomingMessage, response as unknown as ServerResponse, () => undefined);
    return headers;
  };
  const everyPage = { ...headersFor('/'), 'x-frame-options': 'DENY' };
  const embeddableForm = headersFor(EMBEDDABLE_FORM_PATH);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(isEmbeddableForm(request.url) ? embeddableForm : everyPage);
    done();
  });
}
