/**
 * Web analytics (GA4 via gtag) and the ad pixel (fbq), SPEC §1/§4.
 * The scripts load lazily, on the first event after configureAnalytics() received their ids; without ids the
 * providers are skipped. Every event is ALSO pushed onto `window.fundshopAnalytics` so tests can observe it.
 */

export interface AnalyticsEvent {
  event: 'purchase' | 'lead';
  name?: string;
  params?: Record<string, unknown>;
}

type Gtag = (...args: unknown[]) => void;
interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    fundshopAnalytics?: AnalyticsEvent[];
    dataLayer?: unknown[];
    gtag?: Gtag;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

interface AnalyticsIds {
  ga4MeasurementId?: string;
  adPixelId?: string;
}

let ids: AnalyticsIds = {};
let gaLoaded = false;
let pixelLoaded = false;

/** Sets the provider ids from the public configuration (GET /api/public-config). */
export function configureAnalytics(next: AnalyticsIds): void {
  ids = { ga4MeasurementId: next.ga4MeasurementId || undefined, adPixelId: next.adPixelId || undefined };
}

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function gtag(): Gtag | undefined {
  const id = ids.ga4MeasurementId;
  if (!id) return undefined;
  if (!gaLoaded) {
    gaLoaded = true;
    window.dataLayer = window.dataLayer ?? [];
    window.gtag =
      window.gtag ??
      function gtagStub() {
        // gtag.js reads the arguments object itself, as Google's snippet does.
        // eslint-disable-next-line prefer-rest-params
        window.dataLayer!.push(arguments);
      };
    window.gtag('js', new Date());
    window.gtag('config', id);
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  }
  return window.gtag;
}

function fbq(): Fbq | undefined {
  const id = ids.adPixelId;
  if (!id) return undefined;
  if (!pixelLoaded) {
    pixelLoaded = true;
    if (!window.fbq) {
      // The standard pixel stub: queue calls until fbevents.js has loaded.
      const stub = function (...args: unknown[]) {
        if (stub.callMethod) stub.callMethod(...args);
        else stub.queue.push(args);
      } as Fbq;
      stub.push = stub;
      stub.loaded = true;
      stub.version = '2.0';
      stub.queue = [];
      window.fbq = stub;
      window._fbq = window._fbq ?? stub;
      addScript('https://connect.facebook.net/en_US/fbevents.js');
    }
    window.fbq('init', id);
    window.fbq('track', 'PageView');
  }
  return window.fbq;
}

function record(event: AnalyticsEvent): void {
  window.fundshopAnalytics = window.fundshopAnalytics ?? [];
  window.fundshopAnalytics.push(event);
}

/** The purchase analytics event sent after a successful registration. */
export function trackPurchase(params?: Record<string, unknown>): void {
  record(params ? { event: 'purchase', params } : { event: 'purchase' });
  try {
    gtag()?.('event', 'purchase', params ?? {});
    fbq()?.('track', 'Purchase', params ?? {});
  } catch (error) {
    console.warn('Analytics failed', error);
  }
}

/**
 * A lead tracking event: the standard 'Lead' without a name (after registration), or a custom one such as
 * 'stripe_account_registered' with its parameters.
 */
export function trackLead(name?: string, params?: Record<string, unknown>): void {
  record({ event: 'lead', ...(name ? { name } : {}), ...(params ? { params } : {}) });
  try {
    gtag()?.('event', name ?? 'generate_lead', params ?? {});
    if (name) fbq()?.('trackCustom', name, params ?? {});
    else fbq()?.('track', 'Lead', params ?? {});
  } catch (error) {
    console.warn('Analytics failed', error);
  }
}
