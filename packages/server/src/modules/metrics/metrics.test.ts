import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { Secrets } from '../../lib/crypto.ts';
import { createStripeProvider } from '../../integrations/payments/stripe-provider.ts';
import { appWithOpenShop, checkoutBody, TEST_CARD } from '../../testing/checkout-fixtures.ts';
import { WEBHOOK_SECRET } from '../../testing/fake-stripe-api.ts';
import { bearer } from '../../testing/fixtures.ts';
import { postStripeWebhook } from '../../testing/stripe-fixtures.ts';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds, TEST_APP_SECRET } from '../../testing/test-database.ts';
import { startHousekeeping } from '../housekeeping/service.ts';
import { createMetrics } from './metrics.ts';

const METRICS_TOKEN = 'metrics-test-token-0123456789abcdef';
const REMOTE = '203.0.113.5';
const SECRET_SESSION = 'cs_secret_metrics_5d2a';

/** The value of one sample of the exposition, or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(singleDatabaseKinds)('GET /metrics on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('shows the requests by route, the checkout outcomes, the outbox and the process after a paid checkout', async () => {
    const opened = await appWithOpenShop(kind);
    t = opened.t;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      payload: checkoutBody(opened.shop),
    });
    expect(created.statusCode).toBe(200);
    const { clientSecret } = created.json() as { clientSecret: string };
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/pay',
      payload: { clientSecret, ...TEST_CARD },
    });
    expect(paid.json()).toMatchObject({ status: 'paid' });
    await t.app.inject({ method: 'GET', url: `/api/order/my-order?checkoutSession=${SECRET_SESSION}` });
    await t.app.inject({ method: 'GET', url: `/no-such-page/${SECRET_SESSION}` });

    const text = await scrape();
    const route = (method: string, path: string, status: number) =>
      `fundshop_http_requests_total{method="${method}",route="${path}",status_code="${status}"}`;
    expect(sample(text, route('POST', '/api/stripe/create-checkout-session', 200))).toBe(1);
    expect(sample(text, route('POST', '/api/payments/simulated/pay', 200))).toBe(1);
    expect(sample(text, route('GET', '/api/order/my-order', 200))).toBe(1);
    expect(sample(text, route('GET', '(unmatched)', 404))).toBe(1);
    expect(
      sample(
        text,
        'fundshop_http_request_duration_seconds_count{method="POST",route="/api/stripe/create-checkout-session",status_code="200"}',
      ),
    ).toBe(1);
    expect(sample(text, 'fundshop_checkouts_total{outcome="created"}')).toBe(1);
    expect(sample(text, 'fundshop_checkouts_total{outcome="paid"}')).toBe(1);
    // No mail worker runs in tests: the receipt (and the registration mails) wait in the outbox.
    const pending = await t.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
    expect(pending.length).toBeGreaterThan(0);
    expect(sample(text, 'fundshop_mail_outbox_mails{status="pending"}')).toBe(pending.length);
    expect(sample(text, 'fundshop_mail_outbox_mails{status="failed"}')).toBe(0);
    expect(sample(text, 'fundshop_mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'fundshop_payouts{status="INITIATED"}')).toBe(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    // The pool and the query timer exist only on PostgreSQL.
    if (kind === 'pglite') {
      expect(text).not.toContain('fundshop_db_');
    } else {
      expect(sample(text, 'fundshop_db_pool_connections')).toBeGreaterThan(0);
      expect(sample(text, 'fundshop_db_query_duration_seconds_count')).toBeGreaterThan(10);
    }
    // Labels carry patterns, never an address as sent.
    expect(text).not.toContain(SECRET_SESSION);
  });

  it('counts store reads by where the answer came from: the database first, then the micro-cache', async () => {
    const opened = await appWithOpenShop(kind);
    t = opened.t;
    const read = () =>
      t.app.inject({ method: 'GET', url: `/api/seller/retrieve-seller-shop?sellerId=${opened.shop.sellerId}` });
    expect((await read()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, 'fundshop_store_reads_total{cache="miss"}')).toBe(1);
    expect(sample(text, 'fundshop_store_reads_total{cache="hit"}')).toBe(2);
  });

  it('answers this machine without a token and anyone else only with METRICS_TOKEN', async () => {
    t = await createTestApp(kind, { config: { metricsToken: METRICS_TOKEN } });
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    expect((await from('127.0.0.1')).statusCode).toBe(200);
    // A reverse proxy on this machine: the peer is local, the visitor is not.
    expect((await from('127.0.0.1', { 'x-forwarded-for': REMOTE })).statusCode).toBe(401);
    expect((await from('127.0.0.1', { forwarded: `for=${REMOTE}` })).statusCode).toBe(401);
    expect((await from(REMOTE)).statusCode).toBe(401);
    expect((await from(REMOTE, bearer('wrong-token-0123456789abcdef0123456789'))).statusCode).toBe(401);
    const allowed = await from(REMOTE, bearer(METRICS_TOKEN));
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('fundshop_http_requests_total');
  });

  it('refuses every other address when METRICS_TOKEN is unset', async () => {
    t = await createTestApp(kind);
    const refused = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: REMOTE });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toContain('fundshop_');
  });

  it("times a webhook event from the provider's creating it to its being applied", async () => {
    const payments = createStripeProvider({
      secretKey: 'sk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      publicUrl: testConfig().publicUrl,
    });
    t = await createTestApp(kind, { payments });
    const payload = JSON.stringify({
      id: 'evt_lag',
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000) - 30,
      data: { object: {} },
    });
    expect((await postStripeWebhook(t.app, payload)).statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, 'fundshop_webhook_lag_seconds_bucket{le="15",event="ignored"}')).toBe(0);
    expect(sample(text, 'fundshop_webhook_lag_seconds_bucket{le="60",event="ignored"}')).toBe(1);
  });
});

describe('housekeeping passes', () => {
  it('are counted: the first sweeps, the next within the hour is skipped', async () => {
    const t = await createTestApp('pglite');
    try {
      const metrics = createMetrics(t.db);
      const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
      const poller = startHousekeeping(
        t.db,
        { retention: t.config.retention, secrets: new Secrets(TEST_APP_SECRET), publicUrl: t.config.publicUrl },
        log,
        metrics,
        10,
      );
      await expect
        .poll(async () => sample(await metrics.scrape(log), 'fundshop_housekeeping_runs_total{outcome="skipped"}'))
        .toBeGreaterThan(0);
      await poller.stop();
      expect(sample(await metrics.scrape(log), 'fundshop_housekeeping_runs_total{outcome="ran"}')).toBe(1);
    } finally {
      await t.close();
    }
  });
});
