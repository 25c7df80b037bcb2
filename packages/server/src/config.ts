// One file on purpose: every environment variable is read, validated and documented here once (README's table).
import path from 'node:path';
import { z } from 'zod';
import {
  BENEFIT_SHARE_PERCENT_DEFAULT,
  COUNTRY_CODES,
  REGISTRATION_REQUIRED,
  type CountryCode,
  DEFAULT_DOWNLOAD_LIMIT,
  DEFAULT_RETENTION_PARTICIPANT_DAYS,
  DEFAULT_RETENTION_SUPPORTER_DAYS,
  SELF_SERVICE_REFUND_DAYS,
} from '@fundshop/core';

/** Products sold at which a group reaches its next bonus. */
const BONUS_THRESHOLDS_DEFAULT = '25,50,100,200';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

/** A CSP source FRAME_ANCESTORS accepts: *, 'self', or an http(s) origin, optionally with a *. subdomain wildcard. */
const FRAME_ANCESTOR_SOURCE = /^(\*|'self'|https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?)$/i;

/** Estimated entropy a production APP_SECRET needs (`openssl rand -hex 32` gives about 240). */
export const APP_SECRET_MIN_BITS = 128;

/**
 * A rough, deliberately pessimistic entropy estimate for APP_SECRET, meant to catch placeholders and patterns
 * ('aaaa…', '0123456789…', 'changeme-changeme-…'), not to prove a value random. Each character is worth
 * log2 of the alphabet its character classes span (hex counts as 16), except characters that continue a
 * constant step from the two before (aaaa, 1234, fedc) or end a three-character run seen earlier
 * (repetitions), which are worth nothing.
 */
export function estimateSecretBits(secret: string): number {
  let alphabet: number;
  if (/^[0-9a-f]+$/.test(secret) || /^[0-9A-F]+$/.test(secret)) alphabet = 16;
  else {
    alphabet = 0;
    if (/[0-9]/.test(secret)) alphabet += 10;
    if (/[a-z]/.test(secret)) alphabet += 26;
    if (/[A-Z]/.test(secret)) alphabet += 26;
    if (/[^0-9a-zA-Z]/.test(secret)) alphabet += 33;
  }
  const codes = [...secret].map((c) => c.codePointAt(0) ?? 0);
  const seen = new Set<string>();
  let unpredictable = 0;
  for (let i = 0; i < codes.length; i++) {
    const [a, b, c] = [codes[i - 2], codes[i - 1], codes[i]];
    if (a === undefined || b === undefined || c === undefined) {
      unpredictable++;
      continue;
    }
    const trigram = String.fromCodePoint(a, b, c);
    if (c - b !== b - a && !seen.has(trigram)) unpredictable++;
    seen.add(trigram);
  }
  return unpredictable * Math.log2(alphabet);
}

/** The port without PORT. */
const DEFAULT_PORT = 3000;

/**
 * PUBLIC_URL, else this machine at PORT: the address every link names. One rule for the server and for the commands
 * that make links or call it (cli/), so a server on PORT=3204 and a command given the same environment agree.
 */
export function publicUrlOf(env: { PUBLIC_URL?: string; PORT?: string | number }): string {
  return (env.PUBLIC_URL || `http://localhost:${env.PORT || DEFAULT_PORT}`).replace(/\/$/, '');
}

/** Every environment variable the server reads, validated once at start (README has the table). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  /** Unset: every interface in production, the loopback interface otherwise (the /dev pages show every login secret). */
  HOST: optionalString,
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  APP_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  ),
  SUPPORT_EMAIL: z.email().default('support@fundshop.example'),
  MAIL_FROM: z.string().default('Fundshop <no-reply@fundshop.example>'),
  SMTP_URL: optionalUrl,
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha', 'none']).default('altcha'),
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  BENEFIT_SHARE_PERCENT: z.coerce.number().int().min(0).max(100).default(BENEFIT_SHARE_PERCENT_DEFAULT),
  /** Bonus thresholds in products sold (the dashboard's leftUntilNextBonus), comma separated. */
  BONUS_THRESHOLDS: z
    .string()
    .default(BONUS_THRESHOLDS_DEFAULT)
    .transform((v) => v.split(',').map((part) => Number(part.trim())))
    .pipe(
      z
        .array(z.number().int('BONUS_THRESHOLDS must be whole numbers').positive('BONUS_THRESHOLDS must be above 0'))
        .min(1),
    )
    .transform((list) => [...new Set(list)].sort((a, b) => a - b)),
  MARKETING_SITE_URL: optionalUrl,
  GA4_MEASUREMENT_ID: optionalString,
  AD_PIXEL_ID: optionalString,
  /** Proxy hops in front of the API whose X-Forwarded-For is trusted; 0 trusts none (a client could fake its address). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Downloads of each e-book file (format) per order; the my-books page shows what is left (docs/decisions/0026). */
  DOWNLOAD_LIMIT: z.coerce
    .number()
    .int('DOWNLOAD_LIMIT must be a whole number')
    .min(1, 'DOWNLOAD_LIMIT must be at least 1')
    .max(1000, 'DOWNLOAD_LIMIT must be at most 1000')
    .default(DEFAULT_DOWNLOAD_LIMIT),
  /**
   * Days after a group's final payout until its supporters' personal fields are erased (docs/decisions/0040); never
   * within the refund window, whose mails need the buyer's address.
   */
  RETENTION_SUPPORTER_DAYS: z.coerce
    .number()
    .int('RETENTION_SUPPORTER_DAYS must be a whole number')
    .min(SELF_SERVICE_REFUND_DAYS + 1, `RETENTION_SUPPORTER_DAYS must be at least ${SELF_SERVICE_REFUND_DAYS + 1}`)
    .max(3650, 'RETENTION_SUPPORTER_DAYS must be at most 3650')
    .default(DEFAULT_RETENTION_SUPPORTER_DAYS),
  /** Days after a fundraiser ended (locked and paid out) until its participants are closed and erased. */
  RETENTION_PARTICIPANT_DAYS: z.coerce
    .number()
    .int('RETENTION_PARTICIPANT_DAYS must be a whole number')
    .min(1, 'RETENTION_PARTICIPANT_DAYS must be at least 1')
    .max(3650, 'RETENTION_PARTICIPANT_DAYS must be at most 3650')
    .default(DEFAULT_RETENTION_PARTICIPANT_DAYS),
  /** Card checkouts one network (a client address, an IPv6 /64) may start per hour: bounds fake pending orders. */
  CHECKOUT_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(120),
  /** Groups one network may register per hour (on top of the captcha). */
  REGISTRATION_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /**
   * Who may frame the embeddable registration form (/register-store/form): CSP frame-ancestors sources,
   * space separated. Checked so that nothing else can be smuggled into the Content-Security-Policy header.
   */
  FRAME_ANCESTORS: z
    .string()
    .default('*')
    .transform((v) => v.split(/\s+/).filter(Boolean))
    .pipe(
      z
        .array(
          z
            .string()
            .regex(
              FRAME_ANCESTOR_SOURCE,
              "FRAME_ANCESTORS takes *, 'self' or origins such as https://www.example.com or https://*.example.com",
            ),
        )
        .min(1, 'FRAME_ANCESTORS must name at least one origin (or *)'),
    ),
  /**
   * Whether the demo organiser and the demo seller can log in (DEMO_LOGIN is published): on by default outside
   * production, off in production unless set. The demo store shows either way.
   */
  DEMO: z.preprocess(emptyAsUndefined, z.enum(['on', 'off'], { error: 'DEMO takes on or off' }).optional()),
  /**
   * The largest refund an operator of the support role may make at a time, in major units of the order's currency
   * (docs/decisions/0031); admins have no limit.
   */
  OPERATOR_SUPPORT_REFUND_LIMIT: z.coerce
    .number({ error: 'OPERATOR_SUPPORT_REFUND_LIMIT must be a number' })
    .min(0, 'OPERATOR_SUPPORT_REFUND_LIMIT must be 0 or more')
    .max(1_000_000, 'OPERATOR_SUPPORT_REFUND_LIMIT must be at most 1000000')
    .default(50),
  /** Lets a Prometheus elsewhere than on this machine read GET /metrics (as bearer token); this machine's needs none. */
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
  ),
  /** OpenTelemetry's standard variable: where traces go (OTLP over HTTP); unset, tracing stays off and unloaded. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL' }).optional(),
  ),
  /** How long a stop (SIGTERM, SIGINT) may take to finish requests in flight and the current mail batch before exiting anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number()
    .int('SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds')
    .min(1000, 'SHUTDOWN_TIMEOUT_MS must be at least 1000')
    .max(600_000, 'SHUTDOWN_TIMEOUT_MS must be at most 600000 (10 minutes)')
    .default(10_000),
  /**
   * How often the notice worker looks for notices due (docs/decisions/0048); set, it runs under NODE_ENV=test too (the
   * journeys' server), where it is otherwise left to the tests.
   */
  NOTICE_POLL_MS: z.coerce
    .number()
    .int('NOTICE_POLL_MS must be a whole number of milliseconds')
    .min(1000, 'NOTICE_POLL_MS must be at least 1000')
    .max(3_600_000, 'NOTICE_POLL_MS must be at most 3600000 (an hour)')
    .optional(),
  /** How long opening a database connection may take before the request answers 503 (docs/decisions/0020). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number()
    .int('DATABASE_CONNECT_TIMEOUT_MS must be a whole number of milliseconds')
    .min(100, 'DATABASE_CONNECT_TIMEOUT_MS must be at least 100')
    .max(120_000, 'DATABASE_CONNECT_TIMEOUT_MS must be at most 120000 (2 minutes)')
    .default(5000),
  /** How long one database statement may run before it is cancelled and the request answers 503. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int('DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds')
    .min(100, 'DATABASE_STATEMENT_TIMEOUT_MS must be at least 100')
    .max(600_000, 'DATABASE_STATEMENT_TIMEOUT_MS must be at most 600000 (10 minutes)')
    .default(15_000),
  /** Connections each instance's pool keeps to PostgreSQL (or to PgBouncer): N instances open up to N times this. */
  DATABASE_POOL_MAX: z.coerce
    .number()
    .int('DATABASE_POOL_MAX must be a whole number')
    .min(1, 'DATABASE_POOL_MAX must be at least 1')
    .max(1000, 'DATABASE_POOL_MAX must be at most 1000')
    .default(10),
  /** pgbouncer: DATABASE_URL names a PgBouncer in transaction mode (docs/decisions/0022). */
  DATABASE_POOLER: z.preprocess(
    emptyAsUndefined,
    z.enum(['pgbouncer'], { error: 'DATABASE_POOLER takes pgbouncer (or is unset)' }).optional(),
  ),
  /** How long a start waits for a database that does not answer yet before it exits with the reason. */
  DATABASE_START_TIMEOUT_MS: z.coerce
    .number()
    .int('DATABASE_START_TIMEOUT_MS must be a whole number of milliseconds')
    .min(0, 'DATABASE_START_TIMEOUT_MS must be at least 0')
    .max(3_600_000, 'DATABASE_START_TIMEOUT_MS must be at most 3600000 (an hour)')
    .default(60_000),
  /** The built web app to serve; unset, packages/web/dist (a test serves a build made elsewhere). */
  WEB_DIST_DIR: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The markets (buyers' countries) Fundshop sells in, comma separated (docs/decisions/0061). */
  MARKETS: z
    .string()
    .default(COUNTRY_CODES.join(','))
    .transform((v) => v.split(',').map((part) => part.trim().toUpperCase()))
    .pipe(
      z
        .array(z.enum(COUNTRY_CODES, { error: `MARKETS takes country codes among ${COUNTRY_CODES.join(', ')}` }))
        .min(1, 'MARKETS must name at least one market'),
    )
    .transform((list) => [...new Set(list)]),
  /** The merchant (Fundshop's legal entity, the seller of every e-book) as its receipts name it. */
  MERCHANT_LEGAL_NAME: optionalString,
  MERCHANT_ADDRESS: optionalString,
  TAX_REGISTRATION_US: optionalString,
  TAX_REGISTRATION_GB: optionalString,
  TAX_REGISTRATION_CA: optionalString,
  TAX_REGISTRATION_AU: optionalString,
  TAX_REGISTRATION_NZ: optionalString,
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connection and statement timeouts, and how long a start waits for the database (docs/decisions/0020). */
  database: {
    connectTimeoutMs: number;
    statementTimeoutMs: number;
    startTimeoutMs: number;
    poolMax: number;
    pooler: Env['DATABASE_POOLER'];
  };
  /**
   * APP_SECRET. Unset (outside production only), main.ts takes the secret stored in the database before anything
   * uses it (db/app-secret.ts), so every instance on one database has the same.
   */
  appSecret: string | undefined;
  supportEmail: string;
  mailFrom: string;
  smtpUrl: string | undefined;
  captcha: { provider: Env['CAPTCHA_PROVIDER']; recaptchaSiteKey?: string; recaptchaSecret?: string };
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string };
  benefitSharePercent: number;
  /** Ascending, distinct, positive. */
  bonusThresholds: number[];
  marketingSiteUrl: string | undefined;
  analytics: { ga4MeasurementId?: string; adPixelId?: string };
  logLevel: Env['LOG_LEVEL'];
  shutdownTimeoutMs: number;
  /** The notice worker's interval; set, the worker runs whatever NODE_ENV says. */
  noticePollMs: number | undefined;
  /** Major units: a support operator's largest refund (OPERATOR_SUPPORT_REFUND_LIMIT). */
  supportRefundLimit: number;
  /** Bearer token for GET /metrics from elsewhere than this machine (modules/metrics). */
  metricsToken: string | undefined;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: traces are exported there (telemetry/tracing.ts, started by main.ts). */
  otlpEndpoint: string | undefined;
  /** The demo organiser's and demo seller's logins work (seed.ts); off, they are replaced by unusable values. */
  demo: boolean;
  /** Downloads of each e-book file per order. */
  downloadLimit: number;
  /** Retention periods in days (docs/decisions/0040). */
  retention: { supporterDays: number; participantDays: number };
  limits: { checkoutPerHour: number; registrationPerHour: number };
  trustProxyHops: number;
  /** CSP frame-ancestors sources of the embeddable registration form. */
  frameAncestors: string[];
  /** Where the built web app is; absent in API-only tests. */
  webDistDir: string | undefined;
  /** The buyers' countries Fundshop sells in (MARKETS). */
  markets: CountryCode[];
  /**
   * Who sells (docs/decisions/0061): the receipts' legal name, address and tax registration per market. Outside
   * production, unset values are placeholders that say so.
   */
  merchant: { legalName: string; address: string; registrations: Partial<Record<CountryCode, string>> };
}

/** What a receipt says for a merchant setting left unset outside production: plainly not a real one. */
const PLACEHOLDER = {
  legalName: 'Fundshop (placeholder legal name, not for production)',
  address: 'Placeholder address, set MERCHANT_ADDRESS',
  registration: (country: CountryCode) => `PLACEHOLDER-${country}-TAX-REGISTRATION`,
};

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.CAPTCHA_PROVIDER === 'recaptcha' && (!e.RECAPTCHA_SITE_KEY || !e.RECAPTCHA_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET',
    );
  }
  if (e.DATABASE_POOLER && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_POOLER needs DATABASE_URL (the embedded database has no pooler)',
    );
  }
  if (e.NODE_ENV === 'production' && !e.APP_SECRET) {
    throw new ConfigError('Invalid configuration:\n  APP_SECRET is required in production');
  }
  if (e.NODE_ENV === 'production' && e.APP_SECRET) {
    const bits = Math.floor(estimateSecretBits(e.APP_SECRET));
    if (bits < APP_SECRET_MIN_BITS) {
      throw new ConfigError(
        `Invalid configuration:\n  APP_SECRET is too predictable for production (about ${bits} bits estimated, at least ${APP_SECRET_MIN_BITS} needed); generate one with: openssl rand -hex 32`,
      );
    }
  }
  if (e.NODE_ENV === 'production' && e.CAPTCHA_PROVIDER === 'none') {
    throw new ConfigError(
      'Invalid configuration:\n  CAPTCHA_PROVIDER=none is not allowed in production (registrations would go unchecked); use altcha or recaptcha',
    );
  }
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL is required in production (the local outbox page is for development only)',
    );
  }
  const missingStripeKeys = Object.entries({
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: e.STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
  })
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (e.NODE_ENV === 'production' && missingStripeKeys.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missingStripeKeys.join(', ')} ${missingStripeKeys.length === 1 ? 'is' : 'are'} required in production (every card checkout needs all three; simulated payments are for development only)`,
    );
  }
  // Canonical links, og:url, links in mails and HSTS all follow PUBLIC_URL; without it they name localhost over http.
  if (e.NODE_ENV === 'production' && (!e.PUBLIC_URL || new URL(e.PUBLIC_URL).protocol !== 'https:')) {
    throw new ConfigError(
      `Invalid configuration:\n  PUBLIC_URL must be set to the store's https address in production (${e.PUBLIC_URL ? `${e.PUBLIC_URL} is not https` : 'it is unset'}), for example https://shop.example.com`,
    );
  }
  const registrations: Partial<Record<CountryCode, string>> = {
    US: e.TAX_REGISTRATION_US,
    GB: e.TAX_REGISTRATION_GB,
    CA: e.TAX_REGISTRATION_CA,
    AU: e.TAX_REGISTRATION_AU,
    NZ: e.TAX_REGISTRATION_NZ,
  };
  if (e.NODE_ENV === 'production') {
    // A receipt is a tax document: it must name who sold and, where selling needs one, its registration.
    const missing = [
      ...(e.MERCHANT_LEGAL_NAME ? [] : ['MERCHANT_LEGAL_NAME']),
      ...(e.MERCHANT_ADDRESS ? [] : ['MERCHANT_ADDRESS']),
      ...e.MARKETS.filter((c) => REGISTRATION_REQUIRED.includes(c) && !registrations[c]).map(
        (c) => `TAX_REGISTRATION_${c}`,
      ),
    ];
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n  ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required in production with MARKETS=${e.MARKETS.join(',')} (receipts are tax documents: the merchant's legal name, address and its tax registration in each enabled market but the US); disable a market by leaving it out of MARKETS`,
      );
    }
  } else {
    for (const c of REGISTRATION_REQUIRED) registrations[c] ??= PLACEHOLDER.registration(c);
  }
  // npm runs workspace scripts inside the package; a relative DATA_DIR means where the command was typed.
  const dataDir = path.resolve(source.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    publicUrl: publicUrlOf(e),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    database: {
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      startTimeoutMs: e.DATABASE_START_TIMEOUT_MS,
      poolMax: e.DATABASE_POOL_MAX,
      pooler: e.DATABASE_POOLER,
    },
    appSecret: e.APP_SECRET,
    supportEmail: e.SUPPORT_EMAIL,
    mailFrom: e.MAIL_FROM,
    smtpUrl: e.SMTP_URL,
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
      recaptchaSecret: e.RECAPTCHA_SECRET,
    },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    },
    benefitSharePercent: e.BENEFIT_SHARE_PERCENT,
    bonusThresholds: e.BONUS_THRESHOLDS,
    marketingSiteUrl: e.MARKETING_SITE_URL,
    analytics: { ga4MeasurementId: e.GA4_MEASUREMENT_ID, adPixelId: e.AD_PIXEL_ID },
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    noticePollMs: e.NOTICE_POLL_MS,
    supportRefundLimit: e.OPERATOR_SUPPORT_REFUND_LIMIT,
    metricsToken: e.METRICS_TOKEN,
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    demo: e.DEMO === undefined ? e.NODE_ENV !== 'production' : e.DEMO === 'on',
    downloadLimit: e.DOWNLOAD_LIMIT,
    retention: { supporterDays: e.RETENTION_SUPPORTER_DAYS, participantDays: e.RETENTION_PARTICIPANT_DAYS },
    limits: { checkoutPerHour: e.CHECKOUT_LIMIT_PER_HOUR, registrationPerHour: e.REGISTRATION_LIMIT_PER_HOUR },
    trustProxyHops: e.TRUST_PROXY_HOPS,
    frameAncestors: e.FRAME_ANCESTORS,
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(source.INIT_CWD ?? process.cwd(), e.WEB_DIST_DIR)
      : path.resolve(import.meta.dirname, '../../web/dist'),
    markets: e.MARKETS,
    merchant: {
      legalName: e.MERCHANT_LEGAL_NAME ?? PLACEHOLDER.legalName,
      address: e.MERCHANT_ADDRESS ?? PLACEHOLDER.address,
      registrations: Object.fromEntries(Object.entries(registrations).filter(([, v]) => v !== undefined)),
    },
    ...overrides,
  };
}
