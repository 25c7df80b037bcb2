import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@fundshop/core';
import { createSession } from '../auth/session.ts';
import { orders } from '../db/schema.ts';
import { checkoutBody, openShop, sellerToken, TEST_CARD, type OpenShop } from '../testing/checkout-fixtures.ts';
import { bearer } from '../testing/fixtures.ts';
import { manualOrder, manualOrderBody, type Cart } from '../testing/order-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { singleDatabaseKinds } from '../testing/test-database.ts';

/**
 * Sellers never receive a supporter's contact details (docs/decisions/0036): every route a seller's session gets past
 * is called as the seller once orders exist, and the raw bodies are searched for the supporters' known values, so a
 * field added later cannot carry them out unseen. The routes are found from the OpenAPI document, not listed by hand.
 */
const CARD_BUYER = {
  buyerLastName: 'Quackenbush',
  buyerEmail: 'wren.quackenbush@example.com',
  buyerPhoneNumber: '+1 555 0187',
  streetAddress: '742 Evergreen Terrace',
  postalCode: '97403',
};
const CASH_BUYER = {
  buyerLastName: 'Featherstonehaugh',
  buyerEmail: 'ola.feather@example.com',
  buyerPhoneNumber: '+1 555 0142',
  streetAddress: '31 Spooner Street',
  postalCode: '02903',
};
/** What a seller's edit form sends of the contact fields it is not shown. */
const SELLERS_EDIT_FORM = Object.fromEntries(
  ['buyerLastName', 'buyerEmail', 'buyerPhoneNumber', 'streetAddress', 'city', 'state', 'postalCode'].map((f) => [
    f,
    '',
  ]),
);
const SECRETS = [...Object.values(CARD_BUYER), ...Object.values(CASH_BUYER)];

type Call = { method: 'GET' | 'POST'; url: string; payload?: object };

describe.each(singleDatabaseKinds)('sellers and supporter contact details on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  let sellerTok: string;
  let cart: Cart;
  let cardOrderId: number;
  let cashOrderId: number;
  let sellersOwnOrderId: number;
  beforeEach(async () => {
    t = await createTestApp(kind);
    shop = await openShop(t.app, t.db, {}, 'Robin Park');
    sellerTok = await sellerToken(t.db, shop.webShopId, shop.sellerId);
    cart = [{ productId: shop.productIds[0]!, amountOrdered: 1 }];
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      payload: checkoutBody(shop, { buyerFirstName: 'Wren', ...CARD_BUYER, webShopCartProducts: cart }),
    });
    const { clientSecret, checkoutSession } = checkout.json() as { clientSecret: string; checkoutSession: string };
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/pay',
      payload: { clientSecret, ...TEST_CARD },
    });
    expect(paid.statusCode).toBe(200);
    const [card] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.checkoutSession, checkoutSession));
    cardOrderId = card!.id;
    cashOrderId = await manualOrder(t.app, shop.organiser.token, shop, cart, { buyerFirstName: 'Ola', ...CASH_BUYER });
    // Even details the seller typed itself are not handed back to a seller's session.
    sellersOwnOrderId = await manualOrder(t.app, sellerTok, shop, cart, {
      buyerFirstName: 'Ola',
      ...CASH_BUYER,
      buyerEmail: 'ola.second@example.com',
    });
  });
  afterEach(() => t.close());

  /** The seller-facing calls, with requests that succeed. The deleting one runs last. */
  const sellerCalls = (): Record<string, Call> => {
    const q = (path: string, params: Record<string, number>) =>
      `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
    const sellerId = shop.sellerId;
    return {
      'GET /api/seller/retrieve-basic-webshop-info-by-seller-id': {
        method: 'GET',
        url: q('/api/seller/retrieve-basic-webshop-info-by-seller-id', { sellerId }),
      },
      'GET /api/seller/retrieve-seller-details': {
        method: 'GET',
        url: q('/api/seller/retrieve-seller-details', { sellerId }),
      },
      'POST /api/seller/update-seller-details': {
        method: 'POST',
        url: '/api/seller/update-seller-details',
        payload: { sellerId, name: 'Robin Park', commentToBuyers: '', salesGoal: 0 },
      },
      // The store's poster (docs/decisions/0049): what the store shows, no supporter at all.
      'GET /api/seller/poster': { method: 'GET', url: `${q('/api/seller/poster', { sellerId })}&paper=a4` },
      'GET /api/order/seller-start-page': { method: 'GET', url: q('/api/order/seller-start-page', { sellerId }) },
      'GET /api/order/get-seller-order-details': {
        method: 'GET',
        url: q('/api/order/get-seller-order-details', { sellerId }),
      },
      'POST /api/order/create-webshop-order': {
        method: 'POST',
        url: '/api/order/create-webshop-order',
        payload: manualOrderBody(shop, cart, { buyerFirstName: 'Kit' }),
      },
      'GET /api/seller/retrieve-seller-shop-for-edit': {
        method: 'GET',
        url: q('/api/seller/retrieve-seller-shop-for-edit', { buyerOfOrderId: cashOrderId }),
      },
      'POST /api/order/edit-webshop-order': {
        method: 'POST',
        url: '/api/order/edit-webshop-order',
        // The seller's form has no contact fields to send: they stay as stored.
        payload: manualOrderBody(shop, [{ productId: shop.productIds[0]!, amountOrdered: 2 }], {
          buyerOfOrderId: cashOrderId,
          buyerFirstName: 'Ola',
          ...SELLERS_EDIT_FORM,
        }),
      },
      'POST /api/order/resend-books': {
        method: 'POST',
        url: '/api/order/resend-books',
        payload: { orderId: cardOrderId },
      },
      'POST /api/order/book-voucher': {
        method: 'POST',
        url: '/api/order/book-voucher',
        payload: { orderId: cashOrderId },
      },
      'POST /api/seller/delete-webshop-purchase': {
        method: 'POST',
        url: '/api/seller/delete-webshop-purchase',
        payload: { webShopPurchaseId: sellersOwnOrderId, sellerId },
      },
      // The seller's own language (docs/decisions/0044): its answer is the language alone.
      'POST /api/account/language': { method: 'POST', url: '/api/account/language', payload: { language: 'en' } },
      // The seller's own data holds its sales without their buyers (docs/decisions/0039).
      'GET /api/personal-data/me': { method: 'GET', url: '/api/personal-data/me' },
      'GET /api/personal-data/me.csv': { method: 'GET', url: '/api/personal-data/me.csv' },
      // Last: it ends the seller's session.
      'POST /api/personal-data/me/erase': {
        method: 'POST',
        url: '/api/personal-data/me/erase',
        payload: { confirm: 'erase-permanently' },
      },
    };
  };

  it('lists every route a seller session gets past, and no answer to the seller holds a contact detail', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    };
    const calls = sellerCalls();
    // A probe session of the same seller: a route that refuses it (401/403) is not the seller's.
    const probe = bearer(
      await createSession(t.db, { role: 'seller', webshopId: shop.webShopId, sellerId: shop.sellerId }),
    );
    const reached: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [lower, operation] of Object.entries(operations)) {
        // Only routes that take a session; public ones (or public as an alternative) answer everyone alike.
        const security = operation.security ?? [];
        if (!security.some((s) => 'bearer' in s) || security.some((s) => Object.keys(s).length === 0)) continue;
        const method = lower.toUpperCase() as 'GET' | 'POST';
        const url = path.replace(/\{[^}]+\}/g, '1');
        const response = await t.app.inject({
          method,
          url,
          headers: probe,
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        if (![401, 403].includes(response.statusCode)) reached.push(`${method} ${path}`);
      }
    }
    expect(reached.sort()).toEqual(Object.keys(calls).sort());

    for (const [route, call] of Object.entries(calls)) {
      const response = await t.app.inject({
        method: call.method,
        url: call.url,
        headers: bearer(sellerTok),
        ...(call.payload ? { payload: call.payload } : {}),
      });
      expect(response.statusCode, `${route}: ${response.body.slice(0, 300)}`).toBe(200);
      for (const secret of SECRETS) expect(response.body, `${route} holds ${secret}`).not.toContain(secret);
    }
    // What the seller's edit left out is still there for the organiser to deliver and answer questions.
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, cashOrderId));
    expect(kept).toMatchObject({
      buyerEmail: CASH_BUYER.buyerEmail,
      buyerPhoneNumber: CASH_BUYER.buyerPhoneNumber,
      streetAddress: CASH_BUYER.streetAddress,
    });
  });

  it("gives the organiser the supporters' contact details, and the seller a first name, items, message and whether there is an email", async () => {
    const url = `/api/order/get-seller-order-details?sellerId=${shop.sellerId}`;
    const organiser = await t.app.inject({ method: 'GET', url, headers: bearer(shop.organiser.token) });
    expect(organiser.statusCode).toBe(200);
    for (const secret of [CARD_BUYER.buyerEmail, CARD_BUYER.buyerPhoneNumber, CASH_BUYER.buyerEmail]) {
      expect(organiser.body).toContain(secret);
    }
    const seller = await t.app.inject({ method: 'GET', url, headers: bearer(sellerTok) });
    const rows = (seller.json() as { orderFromBuyers: Record<string, unknown>[] }).orderFromBuyers;
    const card = rows.find((r) => r.buyerOfOrderId === cardOrderId);
    expect(card).toMatchObject({ buyerFirstName: 'Wren', personalMessage: 'Robin', hasEmail: true });
    expect(card).not.toHaveProperty('buyerEmail');
    expect(card).not.toHaveProperty('buyerPhoneNumber');
    expect(card).not.toHaveProperty('buyerLastName');
    expect((card!.orderFromBuyerDetailsList as unknown[]).length).toBe(1);
  });

  it("takes the organiser's edit as its form says (an empty field empties it); a seller's edit keeps the contact fields it leaves empty", async () => {
    const edit = (token: string, overrides: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/edit-webshop-order',
        headers: bearer(token),
        payload: manualOrderBody(shop, cart, { buyerOfOrderId: cashOrderId, buyerFirstName: 'Ola', ...overrides }),
      });
    // The organiser sees every field, so a field it leaves empty is emptied (none is required of a cash order any more,
    // docs/decisions/0053), and one it types is still checked.
    const malformed = await edit(shop.organiser.token, { ...CASH_BUYER, buyerPhoneNumber: 'call me' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({ buyerPhoneNumber: MSG.phoneInvalid });
    const byOrganiser = await edit(shop.organiser.token, { ...CASH_BUYER, buyerPhoneNumber: '', streetAddress: '' });
    expect(byOrganiser.statusCode).toBe(200);
    const [emptied] = await t.db.select().from(orders).where(eq(orders.id, cashOrderId));
    expect(emptied).toMatchObject({ buyerPhoneNumber: '', streetAddress: '', buyerEmail: CASH_BUYER.buyerEmail });
    const bySeller = await edit(sellerTok, { ...SELLERS_EDIT_FORM, buyerPhoneNumber: '+1 555 0111' });
    expect(bySeller.statusCode).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, cashOrderId));
    expect(row).toMatchObject({
      buyerPhoneNumber: '+1 555 0111',
      buyerEmail: CASH_BUYER.buyerEmail,
      city: 'Springfield',
    });
  });
});
