import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DOWNLOAD_LIMIT, DELIVERY_MSG, formatPrice, SUPPORTER_MSG, type MyBooksResponse } from '@fundshop/core';
import { en } from '@fundshop/core/i18n/catalogues/en';
import { fr } from '@fundshop/core/i18n/catalogues/fr';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { bookLinks, mailOutbox, orders, webshops } from '../../db/schema.ts';
import {
  appWithOpenShop,
  checkoutBody,
  openShop,
  sellerToken,
  TEST_CARD,
  type OpenShop,
} from '../../testing/checkout-fixtures.ts';
import { stripeEvent } from '../../testing/fake-stripe-api.ts';
import { bearer } from '../../testing/fixtures.ts';
import { cardOrder, manualOrder } from '../../testing/order-fixtures.ts';
import { fakeStripeForSuite, postStripeWebhook } from '../../testing/stripe-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';
import { bookLinkMailedTo, orderOfSession } from '../../testing/delivery-fixtures.ts';
import { RESEND_LIMIT } from './resend.ts';

const BUYER = 'sam.rivera@example.com';

describe.each(singleDatabaseKinds)('e-book delivery: mails, the my-books page, resend and vouchers on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  beforeEach(async () => {
    ({ t, shop } = await appWithOpenShop(kind));
  });
  afterEach(() => t.close());

  const page = (token: string) => t.app.inject({ method: 'GET', url: `/api/my-books/${encodeURIComponent(token)}` });
  const cart = () => [
    { productId: shop.productIds[0]!, amountOrdered: 2 },
    { productId: shop.productIds[1]!, amountOrdered: 1 },
  ];

  it("writes the buyer's mails in the language its browser asked for, else the group's, money as it writes it", async () => {
    // A Swedish browser in an English group: the receipt in Swedish, the amounts as Sweden writes them.
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      headers: { 'accept-language': 'sv-SE,sv;q=0.9,en;q=0.5' },
      payload: checkoutBody({ ...shop, productIds: [] }, { webShopCartProducts: cart() }),
    });
    const { clientSecret, checkoutSession } = checkout.json() as { clientSecret: string; checkoutSession: string };
    await t.app.inject({ method: 'POST', url: '/api/payments/simulated/pay', payload: { clientSecret, ...TEST_CARD } });
    expect((await orderOfSession(t, checkoutSession)).language).toBe('sv');
    const swedish = (await bookLinkMailedTo(t, BUYER)).mail;
    expect(swedish.subject).toBe(sv['mail.receiptSubject']);
    expect(swedish.text).toContain('Hej Sam!');
    expect(swedish.text).toContain(`${sv['mail.total']}: ${formatPrice(66, 'USD', 'sv-SE')}`);
    expect(swedish.text).not.toContain(en['mail.orderNumber']);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/my-books/${(await bookLinkMailedTo(t, BUYER)).token}/resend`,
    });
    expect(again.statusCode).toBe(200);
    expect((await bookLinkMailedTo(t, BUYER)).mail.subject).toBe(sv['mail.booksSubject']);

    // A manual order has no browser: the group's language, here French, with Canada's French money.
    await t.db.update(webshops).set({ language: 'fr' }).where(eq(webshops.id, shop.webShopId));
    const other = 'alex.martin@example.com';
    await manualOrder(t.app, shop.organiser.token, shop, cart(), { buyerEmail: other });
    const french = (await bookLinkMailedTo(t, other)).mail;
    expect(french.subject).toBe(fr['mail.receiptSubject']);
    expect(french.text).toContain(`${fr['mail.total']}\u00a0: ${formatPrice(66, 'USD', 'fr-CA')}`);
    expect(french.text).toContain(fr['mail.openBooks']);
  });

  it('mails the receipt with the link at once after a simulated card payment; the page shows the order and its files', async () => {
    const session = await cardOrder(t.app, shop, cart(), 'paid');
    const order = await orderOfSession(t, session);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, BUYER));
    expect(mails).toHaveLength(1);
    const { mail, token } = await bookLinkMailedTo(t, BUYER);
    expect(mail.subject).toBe('Thank you for your order!');
    expect(mail.containsCredentials).toBe(true);
    expect(mail.text).toContain(SUPPORTER_MSG.howEbooksArrive);
    expect(mail.text).toContain(`${t.config.publicUrl}/my-books/${token}`);
    expect(mail.text).not.toMatch(/2-3 weeks/);
    expect(mail.html).toContain(`/my-books/${token}`);
    // Stored as a hash only.
    expect(JSON.stringify(await t.db.select().from(bookLinks))).not.toContain(token);

    const response = await page(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const books = response.json() as MyBooksResponse;
    expect(books).toMatchObject({
      orderNumber: order.id,
      buyerFirstName: 'Sam',
      sellerName: 'Robin Park',
      currencyCode: 'USD',
      totalAmount: 66,
      refundedAmount: 0,
      status: 'paid',
      downloadsSuspended: false,
      canResend: true,
      canSelfRefund: true,
    });
    expect(new Date(books.selfRefundUntil!).getTime() - order.paidAt!.getTime()).toBe(14 * 24 * 3600 * 1000);
    expect(books.books.map((b) => [b.productId, b.quantity])).toEqual([
      [shop.productIds[0], 2],
      [shop.productIds[1], 1],
    ]);
    for (const book of books.books) {
      expect(book.files.map((f) => f.format)).toEqual(['epub', 'pdf']);
      for (const file of book.files) {
        expect(file.size).toBeGreaterThan(1000);
        expect(file.fileName).toMatch(new RegExp(`\\.${file.format}$`));
        expect(file.downloadsLeft).toBe(DEFAULT_DOWNLOAD_LIMIT);
        expect(file.downloadUrl).toBe(
          `/api/my-books/${token}/download?productId=${book.productId}&format=${file.format}`,
        );
      }
    }
    // Typed from a voucher: dashes, spaces and lower case are the same token.
    const typed = token
      .toLowerCase()
      .match(/.{1,5}/g)!
      .join('- ');
    expect((await page(typed)).json()).toEqual(books);
  });

  it('a manual order with an email gets the receipt with the link when it is saved; one without gets no mail', async () => {
    const withEmail = await manualOrder(t.app, shop.organiser.token, shop, cart(), {
      buyerFirstName: 'Kim',
      buyerEmail: 'kim@example.com',
    });
    const { token } = await bookLinkMailedTo(t, 'kim@example.com');
    expect((await page(token)).json()).toMatchObject({
      orderNumber: withEmail,
      buyerFirstName: 'Kim',
      canResend: true,
      canSelfRefund: false,
      selfRefundUntil: null,
    });
    const before = (await t.db.select().from(mailOutbox)).length;
    await manualOrder(t.app, shop.organiser.token, shop, cart());
    expect(await t.db.select().from(mailOutbox)).toHaveLength(before);
  });

  it("answers 404 for an unknown, an expired or a deleted order's token, 400 for one that cannot be a token", async () => {
    const session = await cardOrder(t.app, shop, cart(), 'paid');
    const { token } = await bookLinkMailedTo(t, BUYER);
    const unknown = await page('ABCDEFGHJKMNPQRSTUVWXYZ234');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ responseMessage: 'book-link-unknown', message: DELIVERY_MSG.linkUnknown });
    expect((await page('not a token')).statusCode).toBe(400);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/my-books/ABCDEFGHJKMNPQRSTUVWXYZ234/download?productId=${shop.productIds[0]}&format=pdf`,
    });
    expect(download.statusCode).toBe(404);

    const order = await orderOfSession(t, session);
    await t.db.execute(
      sql`update book_links set expires_at = now() - interval '1 second' where order_id = ${order.id}`,
    );
    expect((await page(token)).statusCode).toBe(404);

    const manual = await manualOrder(t.app, shop.organiser.token, shop, cart(), { buyerEmail: 'kim@example.com' });
    const { token: manualToken } = await bookLinkMailedTo(t, 'kim@example.com');
    expect((await page(manualToken)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/seller/delete-webshop-purchase',
      headers: bearer(shop.organiser.token),
      payload: { webShopPurchaseId: manual, sellerId: shop.sellerId },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await page(manualToken)).statusCode).toBe(404);
  });

  it("a buyer's token opens only that buyer's order", async () => {
    await cardOrder(t.app, shop, cart(), 'paid', 'First');
    const first = await bookLinkMailedTo(t, BUYER);
    await cardOrder(t.app, shop, [{ productId: shop.productIds[2]!, amountOrdered: 1 }], 'paid', 'Second');
    const second = await bookLinkMailedTo(t, BUYER);
    const a = (await page(first.token)).json() as MyBooksResponse;
    const b = (await page(second.token)).json() as MyBooksResponse;
    expect(a.buyerFirstName).toBe('First');
    expect(b.buyerFirstName).toBe('Second');
    expect(b.orderNumber).not.toBe(a.orderNumber);
    expect(b.books.map((x) => x.productId)).toEqual([shop.productIds[2]]);
    // Another order's product through this token: not in the order.
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/my-books/${second.token}/download?productId=${shop.productIds[0]}&format=pdf`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(DELIVERY_MSG.bookNotInOrder);
  });

  it("sends the link again from the page to the order's own address, a new link each time, at most 3 an hour", async () => {
    await cardOrder(t.app, shop, cart(), 'paid');
    const { token } = await bookLinkMailedTo(t, BUYER);
    const resend = () => t.app.inject({ method: 'POST', url: `/api/my-books/${token}/resend`, payload: {} });
    const tokens = new Set([token]);
    for (let i = 0; i < RESEND_LIMIT.limit; i++) {
      const response = await resend();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ responseMessage: 'ok', message: DELIVERY_MSG.resent });
      const again = await bookLinkMailedTo(t, BUYER);
      expect(again.mail.subject).toBe(en['mail.booksSubject']);
      expect(again.mail.containsCredentials).toBe(true);
      tokens.add(again.token);
    }
    expect(tokens.size).toBe(RESEND_LIMIT.limit + 1);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    // Every link still opens the page.
    for (const each of tokens) expect((await page(each)).statusCode).toBe(200);
  });

  it("the order's seller and organiser send the link again and print a voucher; nobody else", async () => {
    const cash = await manualOrder(t.app, shop.organiser.token, shop, cart());
    await cardOrder(t.app, shop, cart(), 'paid');
    const [card] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.source, 'card'));
    const other = await openShop(t.app, t.db);
    const seller = await sellerToken(t.db, shop.webShopId, shop.sellerId);
    const otherSeller = await sellerToken(t.db, other.webShopId, other.sellerId);
    const call = (url: string, token: string, orderId: number) =>
      t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { orderId } });

    for (const token of [seller, shop.organiser.token]) {
      expect((await call('/api/order/resend-books', token, card!.id)).statusCode).toBe(200);
    }
    expect((await bookLinkMailedTo(t, BUYER)).mail.subject).toBe(en['mail.booksSubject']);
    const noEmail = await call('/api/order/resend-books', seller, cash);
    expect(noEmail.statusCode).toBe(409);
    expect(noEmail.json().message).toBe(DELIVERY_MSG.orderWithoutEmail);

    const voucher = await call('/api/order/book-voucher', seller, cash);
    expect(voucher.statusCode).toBe(200);
    const body = voucher.json() as { code: string; url: string; orderNumber: number; books: string[] };
    expect(body.code).toMatch(/^[A-HJKMNP-Z2-9]{5}(-[A-HJKMNP-Z2-9]{5}){4}-[A-HJKMNP-Z2-9]$/);
    expect(body.url).toBe(`${t.config.publicUrl}/my-books/${body.code.replaceAll('-', '')}`);
    expect(body).toMatchObject({ orderNumber: cash, sellerName: 'Robin Park', buyerFirstName: 'Alex' });
    expect(body.books).toHaveLength(2);
    expect((await page(body.code)).json()).toMatchObject({ orderNumber: cash, canResend: false });

    for (const url of ['/api/order/resend-books', '/api/order/book-voucher']) {
      for (const stranger of [other.organiser.token, otherSeller]) {
        expect((await call(url, stranger, cash)).statusCode, url).toBe(403);
      }
      expect((await call(url, seller, 999_999)).statusCode, url).toBe(404);
    }
  });
});

describe.each(singleDatabaseKinds)('e-book delivery after a Stripe webhook on %s', (kind) => {
  const stripe = fakeStripeForSuite();
  let t: TestApp;
  let shop: OpenShop;
  beforeEach(async () => {
    t = await createTestApp(kind, { payments: stripe.payments({ publishableKey: 'pk_test_fake' }) });
    shop = await openShop(t.app, t.db);
  });
  afterEach(() => t.close());

  it('the completed session mails the receipt with the link, once however often it arrives', async () => {
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      payload: checkoutBody(shop),
    });
    const { checkoutSession } = checkout.json() as { checkoutSession: string };
    const order = await orderOfSession(t, checkoutSession);
    const payload = stripeEvent('evt_paid', 'checkout.session.completed', {
      id: checkoutSession,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_delivery',
      metadata: { orderId: String(order.id) },
    });
    for (let i = 0; i < 2; i++) {
      expect((await postStripeWebhook(t.app, payload)).statusCode).toBe(200);
    }
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, BUYER))).toHaveLength(1);
    const { token } = await bookLinkMailedTo(t, BUYER);
    const books = await t.app.inject({ method: 'GET', url: `/api/my-books/${token}` });
    expect(books.json()).toMatchObject({ orderNumber: order.id, status: 'paid', canSelfRefund: true });
  });
});
