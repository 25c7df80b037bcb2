import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SELLER_ID, DEMO_WEBSHOP_ID } from '@fundshop/core';
import { Secrets } from '../lib/crypto.ts';
import {
  createEmptyTestDatabase,
  createTestDatabase,
  databaseKinds,
  TEST_APP_SECRET,
} from '../testing/test-database.ts';
import { migrate, type DatabaseHandle } from './client.ts';
import {
  contactPersons,
  productEditions,
  productPrices,
  products,
  sellers,
  webshopProducts,
  webshops,
} from './schema.ts';
import { CATALOG, seed } from './seed.ts';

describe.each(databaseKinds)('seed on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDatabase(kind);
  });
  afterEach(() => handle.close());

  const counts = async () => ({
    products: (await handle.db.select().from(products)).length,
    prices: (await handle.db.select().from(productPrices)).length,
    webshops: (await handle.db.select().from(webshops)).length,
    contactPersons: (await handle.db.select().from(contactPersons)).length,
    sellers: (await handle.db.select().from(sellers)).length,
    webshopProducts: (await handle.db.select().from(webshopProducts)).length,
  });

  it('writes the e-book catalog at 22 in every group currency and the onboarded demo shop', async () => {
    expect(await counts()).toEqual({
      products: CATALOG.length,
      prices: CATALOG.length * 5,
      webshops: 1,
      contactPersons: 1,
      sellers: 1,
      webshopProducts: CATALOG.length,
    });
    const prices = await handle.db.select().from(productPrices);
    expect(new Set(prices.map((p) => p.currencyCode))).toEqual(new Set(['USD', 'GBP', 'CAD', 'AUD', 'NZD']));
    expect(prices.every((p) => p.priceMinor === 2200)).toBe(true);
    const [shop] = await handle.db.select().from(webshops);
    expect(shop).toMatchObject({ id: DEMO_WEBSHOP_ID, hasFinishedOnboarding: true });
    // A real simulated payment account, so the group's other participants can sell (only the demo seller is a demo).
    expect(shop?.paymentAccountId).toMatch(/^sim_acct_[0-9a-f]{16}$/);
    const [seller] = await handle.db.select().from(sellers);
    expect(seller?.id).toBe(DEMO_SELLER_ID);
  });

  it('is idempotent, keeps the demo payment account and gives one to a demo group seeded without it', async () => {
    const before = await counts();
    const accountOf = async () => (await handle.db.select().from(webshops))[0]?.paymentAccountId;
    const account = await accountOf();
    await seed(handle.db, new Secrets(TEST_APP_SECRET), { demo: true, simulatedPayments: true });
    await seed(handle.db, new Secrets(TEST_APP_SECRET), { demo: true, simulatedPayments: true });
    expect(await counts()).toEqual(before);
    expect(await accountOf()).toBe(account);
    await handle.db.update(webshops).set({ paymentAccountId: null });
    await seed(handle.db, new Secrets(TEST_APP_SECRET), { demo: true, simulatedPayments: true });
    expect(await accountOf()).toMatch(/^sim_acct_/);
  });

  it('in production loads no sample edition: a new database has the catalogue off sale, the demo store empty', async () => {
    await handle.close();
    handle = await createEmptyTestDatabase(kind);
    await migrate(handle.db);
    const report = await seed(handle.db, new Secrets(TEST_APP_SECRET), {
      demo: false,
      simulatedPayments: true,
      production: true,
    });
    const slugs = CATALOG.map((book) => book.slug);
    expect(report).toEqual({ samplesOffSale: [], withoutEditions: slugs });
    expect((await handle.db.select().from(products)).map((p) => p.onSale)).toEqual(slugs.map(() => false));
    expect(await handle.db.select().from(productEditions)).toEqual([]);
    expect(await handle.db.select().from(webshopProducts)).toEqual([]);
    // Development's seed afterwards sells the samples again (a production database is never seeded so, but the rule
    // is the seed's: samples only outside production).
    const again = await seed(handle.db, new Secrets(TEST_APP_SECRET), { demo: false, simulatedPayments: true });
    expect(again).toEqual({ samplesOffSale: [], withoutEditions: [] });
    expect((await handle.db.select().from(productEditions)).every((e) => e.sample)).toBe(true);
  });
});
