import { asc, eq, sql } from 'drizzle-orm';
import { CHECKOUT_MSG } from '@fundshop/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, orderLines, orders, orderTaxes, paymentEvents, webshops } from '../../db/schema.ts';
import { checkoutBody, openShop, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { stripeEvent as event, stripeSdk as sdk, WEBHOOK_SECRET } from '../../testing/fake-stripe-api.ts';
import { bearer } from '../../testing/fixtures.ts';
import { manualOrderBody } from '../../testing/order-fixtures.ts';
import { fakeStripeForSuite, postStripeWebhook } from '../../testing/stripe-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { moneyDatabaseKinds } from '../../testing/test-database.ts';

describe.each(moneyDatabaseKinds)('Stripe checkout and webhooks on %s', (kind) => {
  const { fake, payments, tax } = fakeStripeForSuite();
  let t: TestApp;
  let shop: OpenShop;
  let logLines: string[];
  beforeEach(async () => {
    const provider = payments({ publishableKey: 'pk_test_fake', webhookSecret: `whsec_other,${WEBHOOK_SECRET}` });
    logLines = [];
    t = await createTestApp(kind, {
      payments: provider,
      // Stripe configured: Stripe Tax computes every tax (docs/decisions/0059).
      tax: tax(),
      config: { logLevel: 'warn' },
      logStream: { write: (line: string) => void logLines.push(line) },
    });
    shop = await openShop(t.app, t.db);
  });
  afterEach(async () => {
    fake.billingAddress = { country: 'US', state: 'IL' };
    await t.close();
  });

  const createSession = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      payload: checkoutBody(shop, { totalAmount: 1 }),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { checkoutSession: string; clientSecret: string; responseMessage: string };
  };
  const deliver = (payload: string, signature?: string) => postStripeWebhook(t.app, payload, signature);
  const orderOf = async (session: string) =>
    (await t.db.select().from(orders).where(eq(orders.checkoutSession, session)))[0]!;
  const receipts = async () => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'sam.rivera@example.com'));

  it('opens an embedded Checkout Session priced from the database', async () => {
    const before = fake.sent('POST', '/v1/checkout/sessions').length;
    const session = await createSession();
    expect(session).toMatchObject({
      responseMessage: 'ok',
      clientSecret: `${session.checkoutSession}_secret_abc`,
      paymentProvider: 'stripe',
      publishableKey: 'pk_test_fake',
    });
    const sent = fake.sent('POST', '/v1/checkout/sessions');
    expect(sent).toHaveLength(before + 1);
    const { form, headers } = sent.at(-1)!;
    const order = await orderOf(session.checkoutSession);
    expect(order).toMatchObject({ status: 'pending', totalMinor: 6600 });
    expect(Object.fromEntries(form)).toMatchObject({
      ui_mode: 'embedded_page',
      mode: 'payment',
      return_url: 'http://localhost:3000/my-order/{CHECKOUT_SESSION_ID}',
      customer_email: 'sam.rivera@example.com',
      'metadata[orderId]': String(order.id),
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2200',
      'line_items[0][price_data][product_data][name]': 'The Little Garden Cookbook',
      'line_items[1][quantity]': '1',
      'line_items[1][price_data][unit_amount]': '2200',
      // Stripe Tax on the session: an American price has its tax added, the e-book's tax code on each line, and the
      // billing address asked for (docs/decisions/0059).
      'automatic_tax[enabled]': 'true',
      billing_address_collection: 'required',
      'line_items[0][price_data][tax_behavior]': 'exclusive',
      'line_items[0][price_data][product_data][tax_code]': 'txcd_10302000',
      'line_items[1][price_data][tax_behavior]': 'exclusive',
      'line_items[1][price_data][product_data][tax_code]': 'txcd_10302000',
    });
    expect(headers['idempotency-key']).toBe(`fundshop-checkout-order-${order.id}`);
    expect(headers.authorization).toBe('Bearer sk_test_fake');
  });

  it('stores the tax Stripe charged when the session is paid, by webhook or when the buyer returns first', async () => {
    // The buyer's form says Illinois (no tax on e-books: the estimate is none); Checkout's billing address says
    // Washington, whose 6.5% Stripe charges. The order holds what was charged.
    const estimated = await createSession();
    const sent = Object.fromEntries(fake.sent('POST', '/v1/tax/calculations').at(-1)!.form);
    expect(sent).toMatchObject({
      currency: 'usd',
      'line_items[0][amount]': '4400',
      'line_items[0][quantity]': '2',
      'line_items[0][tax_code]': 'txcd_10302000',
      'line_items[0][tax_behavior]': 'exclusive',
      'customer_details[address][country]': 'US',
      'customer_details[address][state]': 'IL',
      'customer_details[address][postal_code]': '62701',
      'customer_details[address_source]': 'billing',
    });
    expect(await orderOf(estimated.checkoutSession)).toMatchObject({
      totalMinor: 6600,
      taxMinor: 0,
      taxSource: 'stripe',
      taxReference: expect.stringMatching(/^taxcalc_test_/),
    });
    fake.billingAddress = { country: 'US', state: 'WA' };
    const byWebhook = await orderOf(estimated.checkoutSession);
    const paid = (id: string, sessionId: string, orderId: number) =>
      event(id, 'checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        metadata: { orderId: String(orderId) },
      });
    expect((await deliver(paid('evt_tax', estimated.checkoutSession, byWebhook.id))).json()).toEqual({
      received: true,
    });
    const lineItems = fake.requests.filter(
      (r) => r.path === `/v1/checkout/sessions/${estimated.checkoutSession}/line_items`,
    );
    expect(lineItems.length).toBeGreaterThan(0);
    // 6.5% of 44.00 and of 22.00, rounded per line: 2.86 + 1.43.
    const charged = { status: 'paid', totalMinor: 7029, taxMinor: 429, taxSource: 'stripe', taxReference: null };
    expect(await orderOf(estimated.checkoutSession)).toMatchObject({ ...charged, earningsMinor: 3300 });
    const levied = await t.db
      .select({ jurisdiction: orderTaxes.jurisdiction, ratePpm: orderTaxes.ratePpm, taxMinor: orderTaxes.taxMinor })
      .from(orderTaxes)
      .where(eq(orderTaxes.orderId, byWebhook.id))
      .orderBy(asc(orderTaxes.id));
    expect(levied).toEqual([
      { jurisdiction: 'US-WA', ratePpm: 65_000, taxMinor: 286 },
      { jurisdiction: 'US-WA', ratePpm: 65_000, taxMinor: 143 },
    ]);
    expect(
      (await t.db.select().from(orderLines).where(eq(orderLines.orderId, byWebhook.id))).map((l) => l.taxMinor).sort(),
    ).toEqual([143, 286]);
    // Sent again, the event changes nothing.
    await deliver(paid('evt_tax', estimated.checkoutSession, byWebhook.id));
    expect(await orderOf(estimated.checkoutSession)).toMatchObject(charged);
    expect(await t.db.select().from(orderTaxes).where(eq(orderTaxes.orderId, byWebhook.id))).toHaveLength(2);

    // The buyer back on /my-order before the webhook: the status query stores the charged tax too.
    const returning = await createSession();
    fake.paidSessions.add(returning.checkoutSession);
    const look = await t.app.inject({
      method: 'GET',
      url: `/api/order/my-order?checkoutSession=${returning.checkoutSession}`,
    });
    expect(look.json().order).toMatchObject({
      totalAmount: 70.29,
      tax: {
        taxBehaviour: 'exclusive',
        netAmount: 66,
        taxAmount: 4.29,
        totalAmount: 70.29,
        taxLabel: 'Sales tax 6.5%',
      },
    });
    expect(await orderOf(returning.checkoutSession)).toMatchObject(charged);
  });

  it("taxes a cash order with Stripe Tax's Calculation API, and asks for the postal code it needs", async () => {
    const cart = [{ productId: shop.productIds[0]!, amountOrdered: 1 }];
    const create = (overrides: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/create-webshop-order',
        headers: bearer(shop.organiser.token),
        payload: manualOrderBody({ sellerId: shop.sellerId, webShopId: shop.webShopId }, cart, {
          state: 'Washington',
          postalCode: '98104',
          ...overrides,
        }),
      });
    const created = await create({});
    expect(created.statusCode, created.body).toBe(200);
    expect(Object.fromEntries(fake.sent('POST', '/v1/tax/calculations').at(-1)!.form)).toMatchObject({
      'line_items[0][amount]': '2200',
      'line_items[0][tax_code]': 'txcd_10302000',
      'line_items[0][tax_behavior]': 'exclusive',
      'customer_details[address][state]': 'WA',
      'customer_details[address][postal_code]': '98104',
    });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, created.json().buyerOfOrderId));
    expect(order).toMatchObject({
      totalMinor: 2343,
      taxMinor: 143,
      taxSource: 'stripe',
      taxRegion: 'WA',
      taxReference: expect.stringMatching(/^taxcalc_test_/),
      earningsMinor: 1100,
    });
    // Stripe Tax places a US address by its postal code: without one, the organiser is asked for it.
    const noPostalCode = await create({ postalCode: '' });
    expect(noPostalCode.statusCode).toBe(400);
    expect(noPostalCode.json().fieldErrors).toEqual({ postalCode: CHECKOUT_MSG.taxLocationInvalid });
  });

  it('pays an order exactly once however often and in whatever order the events arrive', async () => {
    const { checkoutSession } = await createSession();
    const order = await orderOf(checkoutSession);
    const session = (over: object = {}) => ({
      id: checkoutSession,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      metadata: { orderId: String(order.id) },
      ...over,
    });
    const completed = event('evt_completed', 'checkout.session.completed', session());

    const unsigned = await deliver(completed, 't=1,v1=bad');
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().responseMessage).toBe('invalid-signature');
    const tampered = await deliver(
      completed.replace('"paid"', '"paid" '),
      sdk.webhooks.generateTestHeaderString({ payload: completed, secret: WEBHOOK_SECRET }),
    );
    expect(tampered.statusCode).toBe(400);
    expect((await orderOf(checkoutSession)).status).toBe('pending');

    const sequence = [
      event('evt_async_ok', 'checkout.session.async_payment_succeeded', session()),
      completed,
      completed,
      event('evt_expired', 'checkout.session.expired', session({ status: 'expired', payment_status: 'unpaid' })),
      completed,
      event('evt_async_ok', 'checkout.session.async_payment_succeeded', session()),
    ];
    for (const payload of sequence) expect((await deliver(payload)).json()).toEqual({ received: true });

    expect(await orderOf(checkoutSession)).toMatchObject({ status: 'paid', completedAfterClose: false });
    expect(await receipts()).toHaveLength(1);
    expect((await t.db.select().from(paymentEvents)).map((e) => e.providerEventId).sort()).toEqual([
      'evt_async_ok',
      'evt_completed',
      'evt_expired',
    ]);
    const look = await t.app.inject({ method: 'GET', url: `/api/order/my-order?checkoutSession=${checkoutSession}` });
    expect(look.json()).toEqual({
      error: false,
      errorMessage: '',
      isFirstTimeGettingOrder: true,
      order: expect.objectContaining({ currencyCode: 'USD', totalAmount: 66, items: expect.any(Array) }),
    });
  });

  it('refuses a payment for an order not found with 409, logged and not consumed, and pays it once sent again when the order is there', async () => {
    // The order this event is about is not in the database yet (a restore, a lagging replica): id 424242.
    const { checkoutSession } = await createSession();
    const template = await orderOf(checkoutSession);
    const completed = event('evt_early', 'checkout.session.completed', {
      id: 'cs_test_early',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      metadata: { orderId: '424242' },
    });

    for (let i = 0; i < 2; i++) {
      const early = await deliver(completed);
      expect(early.statusCode).toBe(409);
      expect(early.json().responseMessage).toBe('payment-order-unknown');
    }
    expect(await t.db.select().from(paymentEvents)).toEqual([]);
    const warnings = logLines.map((l) => JSON.parse(l)).filter((l) => l.eventId === 'evt_early');
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatchObject({
      level: 40,
      eventType: 'checkout-paid',
      orderId: 424242,
      checkoutSession: 'cs_test_early',
      msg: 'payment event for an order not found: not consumed, the provider will send it again',
    });

    // The order arrives (a copy of the pending one, under the id and session the event names).
    await t.db
      .execute(sql`insert into orders (id, webshop_id, seller_id, source, status, created_by_role, buyer_first_name,
        buyer_last_name, buyer_email, country_code, street_address, city, postal_code, state, currency_code, total_minor,
        checkout_session)
      select 424242, webshop_id, seller_id, source, status, created_by_role, buyer_first_name, buyer_last_name, buyer_email,
        country_code, street_address, city, postal_code, state, currency_code, total_minor, 'cs_test_early'
      from orders where id = ${template.id}`);
    await t.db
      .execute(sql`insert into order_lines (order_id, webshop_product_id, product_name, unit_price_minor, quantity)
      select 424242, webshop_product_id, product_name, unit_price_minor, quantity from order_lines where order_id = ${template.id}`);

    fake.copySession('cs_test_early', checkoutSession);
    for (let i = 0; i < 3; i++) expect((await deliver(completed)).json()).toEqual({ received: true });
    expect(await orderOf('cs_test_early')).toMatchObject({ id: 424242, status: 'paid' });
    expect(await orderOf(checkoutSession)).toMatchObject({ status: 'pending' });
    expect((await t.db.select().from(paymentEvents)).map((e) => e.providerEventId)).toEqual(['evt_early']);
    expect(await receipts()).toHaveLength(1);
  });

  it('waits for an asynchronous payment, cancels it when it fails, and asks Stripe when the buyer returns first', async () => {
    const first = await createSession();
    const order = await orderOf(first.checkoutSession);
    const session = (over: object) => ({
      id: first.checkoutSession,
      object: 'checkout.session',
      metadata: { orderId: String(order.id) },
      ...over,
    });
    await deliver(
      event('evt_c1', 'checkout.session.completed', session({ status: 'complete', payment_status: 'unpaid' })),
    );
    expect((await orderOf(first.checkoutSession)).status).toBe('pending');
    await deliver(event('evt_f1', 'checkout.session.async_payment_failed', session({ payment_status: 'unpaid' })));
    await deliver(event('evt_f1', 'checkout.session.async_payment_failed', session({ payment_status: 'unpaid' })));
    expect((await orderOf(first.checkoutSession)).status).toBe('cancelled');
    // An event naming another order's session changes nothing.
    const second = await createSession();
    await deliver(
      event('evt_wrong', 'checkout.session.completed', {
        ...session({ status: 'complete', payment_status: 'paid' }),
        id: second.checkoutSession,
      }),
    );
    expect((await orderOf(second.checkoutSession)).status).toBe('pending');

    // The buyer is back on /my-order before the webhook: the server asks Stripe.
    const look = () =>
      t.app.inject({ method: 'GET', url: `/api/order/my-order?checkoutSession=${second.checkoutSession}` });
    expect((await look()).json().error).toBe(true);
    fake.paidSessions.add(second.checkoutSession);
    expect((await look()).json()).toEqual({
      error: false,
      errorMessage: '',
      isFirstTimeGettingOrder: true,
      order: expect.objectContaining({ currencyCode: 'USD', totalAmount: 66, items: expect.any(Array) }),
    });
    expect((await orderOf(second.checkoutSession)).status).toBe('paid');
    // The webhook arriving afterwards changes nothing and sends no second receipt.
    const secondOrder = await orderOf(second.checkoutSession);
    await deliver(
      event('evt_c2', 'checkout.session.completed', {
        id: second.checkoutSession,
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        metadata: { orderId: String(secondOrder.id) },
      }),
    );
    expect(await receipts()).toHaveLength(1);
  });

  it("creates the group's Connect account once and opens the shop when account.updated says it is ready", async () => {
    const token = bearer(shop.organiser.token);
    await t.db.update(webshops).set({ hasFinishedOnboarding: false }).where(eq(webshops.id, shop.webShopId));
    const accountsBefore = fake.sent('POST', '/v1/accounts').length;
    for (let i = 0; i < 2; i++) {
      const link = await t.app.inject({ method: 'GET', url: '/api/stripe/organization-details-link', headers: token });
      expect(link.json()).toEqual({ organizationDetailsLink: 'https://connect.stripe.test/setup/acct_test_1' });
    }
    const created = fake.sent('POST', '/v1/accounts').slice(accountsBefore);
    expect(created).toHaveLength(1);
    expect(Object.fromEntries(created[0]!.form)).toMatchObject({
      type: 'express',
      country: 'US',
      email: shop.organiser.email,
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
    });
    expect(created[0]!.headers['idempotency-key']).toBe(`fundshop-account-webshop-${shop.webShopId}`);
    expect(Object.fromEntries(fake.sent('POST', '/v1/account_links').at(-1)!.form)).toMatchObject({
      account: 'acct_test_1',
      type: 'account_onboarding',
      return_url: 'http://localhost:3000/contactperson/start?payment-account=return',
    });

    const status = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/stripe/payment-account-status?webShopId=${shop.webShopId}`,
        headers: token,
      });
    const account = (id: string, ready: boolean) =>
      event(id, 'account.updated', {
        id: 'acct_test_1',
        object: 'account',
        details_submitted: ready,
        charges_enabled: ready,
      });
    await deliver(account('evt_a1', false));
    expect((await status()).json().hasFinishedConnectedStripeAccountSetup).toBe(false);
    await deliver(account('evt_a2', true));
    expect((await status()).json()).toEqual({
      hasFinishedConnectedStripeAccountSetup: true,
      firstTimerEverFinishedStripeAccountCreation: true,
    });
    expect((await status()).json().firstTimerEverFinishedStripeAccountCreation).toBe(false);
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/stripe/organization-login-dashboard-link',
      headers: token,
    });
    expect(dashboard.json()).toEqual({
      organizationLoginDashboardLink: 'https://connect.stripe.test/express/acct_test_1',
    });
  });
});
