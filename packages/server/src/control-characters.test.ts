import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import Fastify, { type InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@fundshop/core';
import { contactPersonDetails } from '@fundshop/core/testing';
import type { Database } from './db/client.ts';
import * as schema from './db/schema.ts';
import { registerErrorHandler } from './errors.ts';
import { checkoutBody, openShop, type OpenShop } from './testing/checkout-fixtures.ts';
import { bearer, validRegistration } from './testing/fixtures.ts';
import { registrationKeyOf } from './testing/seller-fixtures.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { databaseKinds } from './testing/test-database.ts';

/** Every row of every table, to show a refused request wrote nothing anywhere. */
async function snapshot(db: Database): Promise<string> {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const dump: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows = await db.select().from(table);
    dump[getTableConfig(table).name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(dump);
}

const NUL = '\u0000';

describe.each(databaseKinds)('control characters in input on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  let key: string;
  beforeEach(async () => {
    t = await createTestApp(kind);
    shop = await openShop(t.app, t.db);
    key = await registrationKeyOf(t.db, shop.webShopId);
  });
  afterEach(() => t.close());

  const organiser = () => bearer(shop.organiser.token);
  const details = (fields: object) => ({ webShopId: shop.webShopId, ...contactPersonDetails, ...fields });

  /** The shapes of the requests that answered 500: [name, request, the field that names the refusal]. */
  const refused = (): [string, InjectOptions, string][] => [
    ['my-order query', { method: 'GET', url: '/api/order/my-order?checkoutSession=a%00b' }, 'checkoutSession'],
    [
      'my-order query, other C0',
      { method: 'GET', url: '/api/order/my-order?checkoutSession=a%1Bb' },
      'checkoutSession',
    ],
    [
      'create-checkout-session buyerFirstName',
      {
        method: 'POST',
        url: '/api/stripe/create-checkout-session',
        payload: checkoutBody(shop, { buyerFirstName: `a${NUL}b` }),
      },
      'buyerFirstName',
    ],
    [
      'register-webshop schoolOrAssociation',
      {
        method: 'POST',
        url: '/api/register-webshop',
        payload: validRegistration({ schoolOrAssociation: `a${NUL}b` }),
      },
      'schoolOrAssociation',
    ],
    [
      'seller login loginEmail',
      {
        method: 'POST',
        url: '/api/account/login-seller',
        payload: { loginEmail: `a${NUL}b@example.com`, loginPassword: 'ABCDEFGHJKMN' },
      },
      'loginEmail',
    ],
    [
      'contact-person login password',
      {
        method: 'POST',
        url: '/api/account/login-contact-person',
        payload: { webShopId: shop.webShopId, password: `a${NUL}b` },
      },
      'password',
    ],
    [
      'send-message-to-sellers message',
      {
        method: 'POST',
        url: '/api/contact-person/send-message-to-sellers',
        headers: organiser(),
        payload: { webShopId: shop.webShopId, message: `Hello${NUL}` },
      },
      'message',
    ],
    [
      'update-webshop-details firstName',
      {
        method: 'POST',
        url: '/api/contact-person/update-webshop-details',
        headers: organiser(),
        payload: details({ firstName: `Ja${NUL}mie` }),
      },
      'firstName',
    ],
    [
      'update-webshop-details password',
      {
        method: 'POST',
        url: '/api/contact-person/update-webshop-details',
        headers: organiser(),
        payload: details({ password: `secret${NUL}word` }),
      },
      'password',
    ],
    [
      'register-new-seller name (self-registration)',
      {
        method: 'POST',
        url: '/api/seller/register-new-seller',
        payload: {
          addedByRole: 'seller',
          sellerRegistrationKey: key,
          name: `No${NUL}ah`,
          email: 'noah@example.com',
          hasAcceptedTerms: true,
        },
      },
      'name',
    ],
    [
      'register-new-seller name (organiser)',
      {
        method: 'POST',
        url: '/api/seller/register-new-seller',
        headers: organiser(),
        payload: { addedByRole: 'contactperson', webShopId: shop.webShopId, name: `No${NUL}ah`, email: '' },
      },
      'name',
    ],
  ];

  it('answers 400 naming the field, never 500, and writes nothing', async () => {
    const before = await snapshot(t.db);
    for (const [name, request, field] of refused()) {
      const response = await t.app.inject(request);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({
        responseMessage: 'validation-error',
        fieldErrors: { [field]: MSG.controlCharacter },
      });
    }
    expect(await snapshot(t.db)).toBe(before);
  });

  it('keeps line breaks and tabs in a message, and ignores a NUL in a body key no schema reads', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact-person/send-message-to-sellers',
      headers: organiser(),
      payload: { webShopId: shop.webShopId, message: 'Last week!\n\n\tShare your link.', [`x${NUL}`]: `y${NUL}` },
    });
    expect(sent.statusCode).toBe(200);
  });

  it('answers a text the database refuses anyway with 400, not 500', async () => {
    // A route outside the schemas, handing PostgreSQL a NUL as a query parameter, as a future route might.
    const app = Fastify();
    registerErrorHandler(app, 'support@fundshop.test');
    app.get('/unchecked', async () => t.db.execute(sql`select ${`a${NUL}b`}::text as value`));
    const response = await app.inject({ method: 'GET', url: '/unchecked' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ responseMessage: 'bad-request', message: MSG.controlCharacter });
    await app.close();
  });
});
