import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CreateCheckoutSessionRequest, RegisterWebshopRequest } from '@fundshop/core';
import { createSession } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import { sellers, webshopProducts, webshops } from '../db/schema.ts';
import { randomCode, Secrets } from '../lib/crypto.ts';
import { registerOrganiser, type Organiser } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { TEST_APP_SECRET, type DatabaseKind } from './test-database.ts';

const secrets = new Secrets(TEST_APP_SECRET);

/** A participant written straight to the database (the participants API is another module's). */
export async function insertSeller(
  db: Database,
  webshopId: number,
  options: { name?: string; isActive?: boolean; commentToBuyers?: string; salesGoalMinor?: number } = {},
): Promise<number> {
  const code = randomCode(10);
  const [seller] = await db
    .insert(sellers)
    .values({
      webshopId,
      name: options.name ?? `Seller ${code}`,
      loginCodeHmac: secrets.hmac(code),
      loginCodeEncrypted: secrets.encrypt(code),
      isActive: options.isActive ?? true,
      commentToBuyers: options.commentToBuyers ?? '',
      salesGoalMinor: options.salesGoalMinor ?? 0,
      addedByRole: 'contactperson',
      contactDetailsVisibleAt: new Date(),
    })
    .returning({ id: sellers.id });
  if (!seller) throw new Error('seller insert failed');
  return seller.id;
}

export async function sellerToken(db: Database, webshopId: number, sellerId: number): Promise<string> {
  return createSession(db, { role: 'seller', webshopId, sellerId });
}

export async function setOnboarded(db: Database, webshopId: number, done = true): Promise<void> {
  await db.update(webshops).set({ hasFinishedOnboarding: done }).where(eq(webshops.id, webshopId));
}

export interface OpenShop {
  organiser: Organiser;
  webShopId: number;
  sellerId: number;
  /** Catalog product ids sold by this shop, in store order. */
  productIds: number[];
}

/** A registered group whose payment account is set up, with one active seller: a shop open for orders. */
export async function openShop(
  app: FastifyInstance,
  db: Database,
  overrides: Partial<RegisterWebshopRequest> = {},
  sellerName = 'Robin Park',
): Promise<OpenShop> {
  const organiser = await registerOrganiser(app, db, overrides);
  await setOnboarded(db, organiser.webShopId);
  const sellerId = await insertSeller(db, organiser.webShopId, { name: sellerName });
  const products = await db
    .select({ productId: webshopProducts.productId })
    .from(webshopProducts)
    .where(eq(webshopProducts.webshopId, organiser.webShopId))
    .orderBy(asc(webshopProducts.productId));
  return { organiser, webShopId: organiser.webShopId, sellerId, productIds: products.map((p) => p.productId) };
}

/** A whole app on its own fresh database with one open shop (openShop): where most API tests start. */
export async function appWithOpenShop(
  kind: DatabaseKind,
  overrides: Partial<RegisterWebshopRequest> = {},
): Promise<{ t: TestApp; shop: OpenShop }> {
  const t = await createTestApp(kind);
  return { t, shop: await openShop(t.app, t.db, overrides) };
}

/** The postal address of the tests' buyers, card and manual alike. */
export const TEST_ADDRESS = {
  countryCode: 'US',
  streetAddress: '1 Main Street',
  apartment: '',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
} satisfies Partial<CreateCheckoutSessionRequest>;

export function checkoutBody(
  shop: Pick<OpenShop, 'sellerId' | 'webShopId' | 'productIds'>,
  overrides: Partial<CreateCheckoutSessionRequest> = {},
): CreateCheckoutSessionRequest {
  const [first = 0, second = 0] = shop.productIds;
  return {
    createdByContactPersonOrSeller: false,
    buyerFirstName: 'Sam',
    buyerLastName: 'Rivera',
    buyerEmail: 'sam.rivera@example.com',
    buyerPhoneNumber: '+1 555 0123',
    ...TEST_ADDRESS,
    personalMessage: 'Robin',
    note: '',
    webShopId: shop.webShopId,
    sellerId: shop.sellerId,
    webShopCartProducts: [
      { productId: first, amountOrdered: 2, productName: 'Book', productPrice: 22 },
      { productId: second, amountOrdered: 1, productName: 'Book', productPrice: 22 },
    ],
    totalAmount: 66,
    ...overrides,
  };
}

export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
