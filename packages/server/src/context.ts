import type { RenderPage } from '@fundshop/core';
import type { FastifyBaseLogger } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createCaptcha, type Captcha } from './integrations/captcha/captcha.ts';
import { createImages } from './integrations/images/create-images.ts';
import type { Images } from './integrations/images/images.ts';
import { createPaymentProvider } from './integrations/payments/create-payment-provider.ts';
import type { PaymentProvider } from './integrations/payments/payment-provider.ts';
import { createPayoutProvider } from './integrations/payouts/create-payout-provider.ts';
import type { PayoutProvider } from './integrations/payouts/payout-provider.ts';
import { createTaxCalculator } from './integrations/tax/create-tax-calculator.ts';
import type { TaxCalculator } from './integrations/tax/tax-calculator.ts';
import { createTaxReversals, type TaxReversals } from './integrations/tax/tax-reversals.ts';
import type { MailTransport } from './integrations/mail/mail-transport.ts';
import { Secrets } from './lib/crypto.ts';
import { Workers } from './lib/poller.ts';
import { DatabaseAvailability } from './modules/health/database-availability.ts';
import { createMetrics, type Metrics } from './modules/metrics/metrics.ts';
import { createOrderCaches, type OrderCaches } from './modules/order/order-caches.ts';
import { ShopCache } from './modules/shop/shop-cache.ts';
import { StoreOpens } from './modules/shop/store-opens.ts';

/** What buildApp is given; everything else it builds itself. */
export interface AppDeps {
  config: Config;
  db: Database;
  /** Tests swap in a captcha that fails or passes on demand; default follows config. */
  captcha?: Captcha;
  /** Tests pass a Stripe provider pointed at a local fake API; default follows config. */
  payments?: PaymentProvider;
  /** Likewise for payouts. */
  payouts?: PayoutProvider;
  /** Likewise for Stripe Tax; default follows config (docs/decisions/0057). */
  tax?: TaxCalculator;
  /** Likewise for recording refunds' tax with Stripe Tax (docs/decisions/0060). */
  taxReversals?: TaxReversals;
  /** Where the log goes instead of stdout; tests read it (logging is off in tests without one). */
  logStream?: DestinationStream;
  /** The process's logger (main.ts), which already logs the start-up and the database pool; wins over logStream. */
  logger?: FastifyBaseLogger;
  /** The mail worker sends through it while the app runs (main.ts); without it no mail worker runs here. */
  mailTransport?: MailTransport;
  /** Tests pass their own registry to see how the health check judges a stalled worker. */
  workers?: Workers;
  /** Tests render pages from the web app's source; default: the web build's renderer (web-pages/page-renderer.ts). */
  renderPage?: RenderPage;
}

/**
 * Everything a route module and its service need, built once per app. Its own module so that modules
 * depend on it and app.ts depends on them, never the other way round.
 */
export interface AppContext {
  config: Config;
  db: Database;
  secrets: Secrets;
  captcha: Captcha;
  payments: PaymentProvider;
  payouts: PayoutProvider;
  /** The tax of a sale: Stripe Tax, or the local rates library. */
  tax: TaxCalculator;
  /** Refunds' tax going back, recorded with Stripe Tax (nothing is sent locally). */
  taxReversals: TaxReversals;
  /** Picture processing and the store that keeps and addresses the results. */
  images: Images;
  /** This instance's micro-cache of public stores; the services that change a store drop its entries. */
  shopCache: ShopCache;
  /** This instance's dashboard and login-code caches. */
  orderCaches: OrderCaches;
  /** This instance's count of store opens not yet written (docs/decisions/0049). */
  storeOpens: StoreOpens;
  /** The background pollers this instance runs, which GET /api/health judges. */
  workers: Workers;
  /** Whether requests found the database away lately, which GET /api/health reports too. */
  databaseAvailability: DatabaseAvailability;
  /** This app's Prometheus metrics, which services count into and GET /metrics writes out. */
  metrics: Metrics;
}

export function createAppContext(deps: AppDeps): AppContext {
  const { config, db } = deps;
  const secrets = new Secrets(config.appSecret);
  return {
    config,
    db,
    secrets,
    captcha: deps.captcha ?? createCaptcha(config, db, secrets),
    payments: deps.payments ?? createPaymentProvider(config, secrets, db),
    payouts: deps.payouts ?? createPayoutProvider(config),
    tax: deps.tax ?? createTaxCalculator(config),
    taxReversals: deps.taxReversals ?? createTaxReversals(config),
    images: createImages(db),
    shopCache: new ShopCache(),
    orderCaches: createOrderCaches(),
    storeOpens: new StoreOpens(),
    workers: deps.workers ?? new Workers(),
    databaseAvailability: new DatabaseAvailability(),
    metrics: createMetrics(db),
  };
}
