// One file: the checkout calls' API tests, on every database kind, sharing one group set-up per test.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MSG, DEMO_SELLER_ID, DEMO_WEBSHOP_ID, genericErrorMessage, MSG, SUPPORTER_MSG } from '@fundshop/core';
import { CHECKOUT_OPTIONAL_FIELDS, checkoutRuleCases, simulatedCardRuleCases, withRule } from '@fundshop/core/testing';
import { mailOutbox, orderLines, orders, paymentEvents, sellers, webshops } from '../../db/schema.ts';
import { createSimulatedProvider } from '../../integrations/payments/simulated-provider.ts';
import { Secrets } from '../../lib/crypto.ts';
import {
  appWithOpenShop,
  checkoutBody,
  insertSeller,
  openShop,
  TEST_CARD,
  type OpenShop,
} from '../../testing/checkout-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { moneyDatabaseKinds, TEST_APP_SECRET } from '../../testing/test-database.ts';

describe.each(moneyDatabaseKinds)('card checkout (simulated provider) on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  beforeEach(async () => {
    ({ t, shop } = await appWithOpenShop(kind));
  });
  afterEach(() => t.close());

  const checkout = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', payload });
  const pay = (clientSecret: string, card: object = TEST_CARD) =>
    t.app.inject({ method: 'POST', url: '/api/payments/simulated/pay', payload: { clientSecret, ...card } });
  const myOrder = (checkoutSession: string) =>
    t.app.inject({ method: 'GET', url: `/api/order/my-order?checkoutSession=${encodeURIComponent(checkoutSession)}` });
  const orderCount = async () => (await t.db.select({ id: orders.id }).from(orders)).length;

  it('refuses every SPEC §5 checkout rule with 400 and its message, and creates no order', async () => {
    const valid = checkoutBody(shop);
    for (const rule of checkoutRuleCases) {
      const response = await checkout(withRule(valid, rule));
      expect(response.statusCode, `${rule.field}=${JSON.stringify(rule.value)}`).toBe(400);
      expect(response.json().fieldErrors[rule.field], `${rule.field}=${JSON.stringify(rule.value)}`).toBe(rule.message);
      expect(response.json().message).toBe(MSG.fixErrors);
    }
    const silly = await checkout({
      ...valid,
      webShopCartProducts: [{ productId: shop.productIds[0], amountOrdered: 1e9 }],
    });
    expect(silly.statusCode).toBe(400);
    expect(await orderCount()).toBe(0);
  });

  // docs/decisions/0053: an e-book sale asks for name, email, country and region; SPEC §5's phone and address are optional.
  it('opens a card checkout without a phone or an address, and keeps them empty', async () => {
    const body: Record<string, unknown> = checkoutBody(shop);
    for (const field of CHECKOUT_OPTIONAL_FIELDS) delete body[field];
    const response = await checkout(body);
    expect(response.statusCode, response.body).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.checkoutSession, response.json().checkoutSession));
    expect(order).toMatchObject({
      status: 'pending',
      buyerPhoneNumber: '',
      streetAddress: '',
      apartment: '',
      city: '',
      postalCode: '',
      countryCode: 'US',
      state: 'IL',
    });
  });

  it('charges database prices whatever the cart says, and refuses products the shop does not sell', async () => {
    const [first, second] = shop.productIds as [number, number];
    const tampered = checkoutBody(shop, {
      webShopCartProducts: [
        { productId: first, amountOrdered: 2, productName: 'Cheap', productPrice: 0.01 },
        { productId: second, amountOrdered: 1, productName: 'Free', productPrice: 0 },
      ],
      totalAmount: 0.03,
    });
    const response = await checkout(tampered);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ responseMessage: 'ok', paymentProvider: 'simulated', message: '' });
    expect(body.checkoutSession).toMatch(/^sim_cs_[0-9a-f]{32}$/);
    expect(body.clientSecret).toContain('_secret_');
    const [order] = await t.db.select().from(orders).where(eq(orders.checkoutSession, body.checkoutSession));
    expect(order).toMatchObject({
      status: 'pending',
      source: 'card',
      createdByRole: 'buyer',
      totalMinor: 3 * 2200,
      currencyCode: 'USD',
      sellerId: shop.sellerId,
      webshopId: shop.webShopId,
      buyerFirstName: 'Sam',
      personalMessage: 'Robin',
    });
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.map((l) => [l.unitPriceMinor, l.quantity])).toEqual([
      [2200, 2],
      [2200, 1],
    ]);
    expect(lines[0]!.productName).not.toBe('Cheap');

    // A product of the catalog this shop does not sell, and one that does not exist.
    const other = await openShop(t.app, t.db, { countryCode: 'GB', productIdentifiers: ['campfire-stories'] });
    const notSold = shop.productIds.find((id) => !other.productIds.includes(id))!;
    for (const productId of [notSold, 999_999]) {
      const foreign = await checkout(
        checkoutBody(other, { webShopCartProducts: [{ productId, amountOrdered: 1 }], countryCode: 'GB' }),
      );
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().fieldErrors.webShopCartProducts).toBe(CHECKOUT_MSG.productNotInShop);
    }
    // A seller of one shop with another shop's id.
    const mismatch = await checkout(checkoutBody(shop, { webShopId: other.webShopId }));
    expect(mismatch.statusCode).toBe(400);
    // GBP shop: priced in its own currency.
    const gbp = await checkout(
      checkoutBody(other, { webShopCartProducts: [{ productId: other.productIds[0]!, amountOrdered: 3 }] }),
    );
    expect(gbp.json().responseMessage).toBe('ok');
    const [gbpOrder] = await t.db.select().from(orders).where(eq(orders.checkoutSession, gbp.json().checkoutSession));
    expect(gbpOrder).toMatchObject({ currencyCode: 'GBP', totalMinor: 6600 });
  });

  it('refuses a locked shop, a removed seller, unfinished onboarding, the demo store and an unknown seller', async () => {
    const refused = async (responseMessage: string, message: string) => {
      const response = await checkout(checkoutBody(shop));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ responseMessage, message, clientSecret: '', checkoutSession: '' });
    };
    await t.db.update(webshops).set({ isLocked: true }).where(eq(webshops.id, shop.webShopId));
    await refused('locked-webshop', CHECKOUT_MSG.checkoutLocked);
    await t.db.update(webshops).set({ isLocked: false }).where(eq(webshops.id, shop.webShopId));
    await t.db.update(sellers).set({ isActive: false }).where(eq(sellers.id, shop.sellerId));
    await refused('inactive-seller', CHECKOUT_MSG.checkoutSellerInactive);
    await t.db.update(sellers).set({ isActive: true }).where(eq(sellers.id, shop.sellerId));
    await t.db.update(webshops).set({ hasFinishedOnboarding: false }).where(eq(webshops.id, shop.webShopId));
    await refused('error', CHECKOUT_MSG.onboardingNotFinished);

    const demoShop = await t.app.inject({
      method: 'GET',
      url: `/api/seller/retrieve-seller-shop?sellerId=${DEMO_SELLER_ID}`,
    });
    const demoProducts = (demoShop.json().webShopProducts as { productId: number }[]).map((p) => p.productId);
    const demo = await checkout(
      checkoutBody({ sellerId: DEMO_SELLER_ID, webShopId: DEMO_WEBSHOP_ID, productIds: demoProducts }),
    );
    expect(demo.json()).toMatchObject({ responseMessage: 'error', message: CHECKOUT_MSG.demoCheckout });

    const unknown = await checkout(checkoutBody({ ...shop, sellerId: 987_654 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CHECKOUT_MSG.shopNotFound);
    expect(await orderCount()).toBe(0);
  });

  it('sells in a participant store of the demo group: only the fixed demo seller is a demo (SPEC §2)', async () => {
    const sellerId = await insertSeller(t.db, DEMO_WEBSHOP_ID, { name: 'Noah Demo-Group' });
    const store = await t.app.inject({ method: 'GET', url: `/api/seller/retrieve-seller-shop?sellerId=${sellerId}` });
    expect(store.json()).toMatchObject({ isDemo: false, hasFinishedOnboarding: true, webShopId: DEMO_WEBSHOP_ID });
    const productIds = (store.json().webShopProducts as { productId: number }[]).map((p) => p.productId);
    const started = await checkout(checkoutBody({ sellerId, webShopId: DEMO_WEBSHOP_ID, productIds }));
    expect(started.json()).toMatchObject({ responseMessage: 'ok', paymentProvider: 'simulated' });
    const paid = await pay(started.json().clientSecret);
    expect(paid.json()).toMatchObject({ status: 'paid' });
    expect((await myOrder(started.json().checkoutSession)).json()).toMatchObject({ error: false });
  });

  it('pays by simulated card once, mails a receipt and shows the confirmation as first-time once', async () => {
    const { clientSecret, checkoutSession } = (await checkout(checkoutBody(shop))).json();

    for (const rule of simulatedCardRuleCases) {
      const response = await pay(clientSecret, withRule(TEST_CARD, rule));
      expect(response.statusCode, `${rule.field}=${String(rule.value)}`).toBe(400);
      expect(response.json().fieldErrors[rule.field]).toBe(rule.message);
    }
    const declined = await pay(clientSecret, { ...TEST_CARD, cardNumber: '4000 0000 0000 0002' });
    expect(declined.json()).toEqual({ status: 'declined', checkoutSession, message: CHECKOUT_MSG.cardDeclined });
    expect((await myOrder(checkoutSession)).json()).toEqual({
      error: true,
      errorMessage: CHECKOUT_MSG.orderNotPaid,
      isFirstTimeGettingOrder: false,
      order: null,
    });
    // A forged client secret for a real session is refused.
    const forged = await pay(`${checkoutSession}_secret_forged`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(CHECKOUT_MSG.paymentSessionInvalid);

    const paid = await pay(clientSecret);
    expect(paid.json()).toEqual({ status: 'paid', checkoutSession, message: '' });
    expect((await pay(clientSecret)).json().status).toBe('paid');
    const [order] = await t.db.select().from(orders).where(eq(orders.checkoutSession, checkoutSession));
    expect(order).toMatchObject({ status: 'paid', completedAfterClose: false });
    expect(order!.paidAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(paymentEvents)).toHaveLength(1);

    const receipts = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'sam.rivera@example.com'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe('Thank you for your order!');
    expect(receipts[0]!.text).toContain('Thank you for supporting Robin Park');
    expect(receipts[0]!.text).toContain('2 x The Little Garden Cookbook: $44');
    expect(receipts[0]!.text).toContain('Total: $66');
    // Delivery is at once: the receipt says how e-books arrive and carries the link to them (docs/decisions/0026).
    expect(receipts[0]!.text).toContain(SUPPORTER_MSG.howEbooksArrive);
    expect(receipts[0]!.text).toMatch(/Open your e-books: http\S+\/my-books\/[A-HJKMNP-Z2-9]{26}\n/);
    expect(receipts[0]!.text).not.toContain('2-3 weeks');
    // Support, terms and privacy are one tap away from the receipt.
    expect(receipts[0]!.text).toContain('Questions about an order? support@fundshop.test');
    expect(receipts[0]!.text).toMatch(/Terms of use: http\S+\/terms\n/);
    expect(receipts[0]!.html).toMatch(/<a href="http[^"]+\/privacy"/);

    // The confirmation shows the order number, the lines at the prices charged and the total.
    const summary = {
      orderNumber: order!.id,
      sellerName: 'Robin Park',
      currencyCode: 'USD',
      totalAmount: 66,
      items: [
        {
          productId: shop.productIds[0],
          productName: 'The Little Garden Cookbook',
          amountOrdered: 2,
          productPrice: 22,
        },
        { productId: shop.productIds[1], productName: expect.any(String), amountOrdered: 1, productPrice: 22 },
      ],
      // Illinois does not tax e-books (docs/decisions/0057): an American price has nothing added.
      tax: { taxBehaviour: 'exclusive', netAmount: 66, taxAmount: 0, totalAmount: 66, taxLabel: '' },
    };
    expect((await myOrder(checkoutSession)).json()).toEqual({
      error: false,
      errorMessage: '',
      isFirstTimeGettingOrder: true,
      order: summary,
    });
    expect((await myOrder(checkoutSession)).json()).toEqual({
      error: false,
      errorMessage: '',
      isFirstTimeGettingOrder: false,
      order: summary,
    });
    expect((await myOrder('sim_cs_unknown')).json()).toMatchObject({
      error: true,
      errorMessage: CHECKOUT_MSG.orderNotFound,
    });
    expect((await myOrder('')).statusCode).toBe(400);

    // The store counts the sale at once on this instance.
    const store = await t.app.inject({
      method: 'GET',
      url: `/api/seller/retrieve-seller-shop?sellerId=${shop.sellerId}`,
    });
    expect(store.json().totalSales).toBe(66);
  });

  it('refuses a payment whose order is not found with 409 and records nothing, then pays it once the order is there', async () => {
    // A session the provider opened (its client secret is ours) whose order has not been linked to it yet.
    const session = await createSimulatedProvider(
      new Secrets(TEST_APP_SECRET),
      'http://localhost',
    ).createCheckoutSession({
      orderId: 0,
      webshopId: shop.webShopId,
      sellerId: shop.sellerId,
      currencyCode: 'USD',
      buyerEmail: '',
      lines: [],
      taxBehaviour: 'exclusive',
    });
    const early = await pay(session.clientSecret);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      responseMessage: 'payment-order-unknown',
      message: CHECKOUT_MSG.paymentOrderUnknown,
    });
    expect(await t.db.select().from(paymentEvents)).toEqual([]);

    const { checkoutSession } = (await checkout(checkoutBody(shop))).json();
    await t.db
      .update(orders)
      .set({ checkoutSession: session.sessionId })
      .where(eq(orders.checkoutSession, checkoutSession));
    expect((await pay(session.clientSecret)).json()).toEqual({
      status: 'paid',
      checkoutSession: session.sessionId,
      message: '',
    });
    expect((await pay(session.clientSecret)).json().status).toBe('paid');
    expect((await t.db.select().from(orders).where(eq(orders.checkoutSession, session.sessionId)))[0]).toMatchObject({
      status: 'paid',
    });
    expect((await t.db.select().from(paymentEvents)).map((e) => e.providerEventId)).toEqual([
      `sim_evt_${session.sessionId}`,
    ]);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'sam.rivera@example.com'))).toHaveLength(1);
  });

  it('records a payment that completes after the shop was locked or the seller removed as paid, flagged completedAfterClose', async () => {
    const { clientSecret, checkoutSession } = (await checkout(checkoutBody(shop))).json();
    const lock = await t.app.inject({
      method: 'POST',
      url: '/api/contact-person/update-web-shop-lock-status',
      headers: { authorization: `Bearer ${shop.organiser.token}` },
      payload: { sellerId: shop.sellerId, isLocked: true },
    });
    expect(lock.json()).toEqual({ responseMessage: 'ok', isLocked: true });
    expect((await pay(clientSecret)).json().status).toBe('paid');
    const [order] = await t.db.select().from(orders).where(eq(orders.checkoutSession, checkoutSession));
    expect(order).toMatchObject({ status: 'paid', completedAfterClose: true });
    expect((await checkout(checkoutBody(shop))).json().responseMessage).toBe('locked-webshop');

    // Same for a seller removed between checkout and payment.
    await t.db.update(webshops).set({ isLocked: false }).where(eq(webshops.id, shop.webShopId));
    const second = (await checkout(checkoutBody(shop))).json();
    await t.db.update(sellers).set({ isActive: false }).where(eq(sellers.id, shop.sellerId));
    expect((await pay(second.clientSecret)).json().status).toBe('paid');
    const [secondOrder] = await t.db.select().from(orders).where(eq(orders.checkoutSession, second.checkoutSession));
    expect(secondOrder).toMatchObject({ status: 'paid', completedAfterClose: true });
  });
});

describe.each(moneyDatabaseKinds)('checkout when the payment provider fails on %s', (kind) => {
  it('cancels the pending order and answers 502 with the generic message', async () => {
    const secrets = new Secrets(TEST_APP_SECRET);
    const simulated = createSimulatedProvider(secrets, 'http://localhost');
    const t = await createTestApp(kind, {
      payments: {
        ...simulated,
        createCheckoutSession: async () => {
          throw new Error('provider down');
        },
      },
    });
    try {
      const shop = await openShop(t.app, t.db);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/create-checkout-session',
        payload: checkoutBody(shop),
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(genericErrorMessage(t.config.supportEmail));
      const rows = await t.db.select({ status: orders.status }).from(orders);
      expect(rows).toEqual([{ status: 'cancelled' }]);
    } finally {
      await t.close();
    }
  });
});
