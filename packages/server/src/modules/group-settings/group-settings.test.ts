import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GROUP_SETTINGS_MSG, type UpdateGroupSettingsRequest } from '@fundshop/core';
import { groupSettingsRuleCases, withRule } from '@fundshop/core/testing';
import { auditEvents, webshopProducts, webshops } from '../../db/schema.ts';
import { appWithOpenShop, openShop, sellerToken, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { bearer } from '../../testing/fixtures.ts';
import { cardOrder, manualOrder } from '../../testing/order-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';

describe.each(singleDatabaseKinds)('group settings after registration on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  beforeEach(async () => {
    ({ t, shop } = await appWithOpenShop(kind, { countryCode: 'US' }));
  });
  afterEach(() => t.close());

  const valid = (): UpdateGroupSettingsRequest => ({
    webShopId: shop.webShopId,
    goal: 3500,
    amountOfParticipants: '18',
    countryCode: 'US',
    commentToBuyers: 'Thanks for helping our team!',
  });
  const read = (token = shop.organiser.token) =>
    t.app.inject({
      method: 'GET',
      url: `/api/contact-person/group-settings?webShopId=${shop.webShopId}`,
      headers: bearer(token),
    });
  const save = (payload: object, token = shop.organiser.token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact-person/update-group-settings',
      headers: bearer(token),
      payload,
    });
  const stored = async () => (await t.db.select().from(webshops).where(eq(webshops.id, shop.webShopId)))[0]!;

  it('saves goal, team size, message and, before any sale, the country with its currency and prices', async () => {
    const before = await read();
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ countryCode: 'US', currencyCode: 'USD', canChangeCountry: true });

    const response = await save({ ...valid(), countryCode: 'GB' });
    expect(response.statusCode).toBe(200);
    expect(await stored()).toMatchObject({
      goalMinor: 350000,
      amountOfParticipants: '18',
      countryCode: 'GB',
      currencyCode: 'GBP',
      commentToBuyers: 'Thanks for helping our team!',
    });
    // The books are priced from the catalogue in pounds (the seed prices them at 22 in every currency).
    const prices = await t.db
      .select({ priceMinor: webshopProducts.priceMinor })
      .from(webshopProducts)
      .where(eq(webshopProducts.webshopId, shop.webShopId));
    expect(prices.length).toBe(shop.productIds.length);
    expect(prices.every((p) => p.priceMinor === 2200)).toBe(true);
    expect((await read()).json()).toMatchObject({ goal: 3500, currencyCode: 'GBP', canChangeCountry: true });
    // Without a message (the organiser's form: its message is on the Profile form) the message stays.
    const { commentToBuyers: _left, ...withoutMessage } = valid();
    expect((await save({ ...withoutMessage, countryCode: 'GB', goal: 4000 })).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ goalMinor: 400000, commentToBuyers: 'Thanks for helping our team!' });
    // The public store shows the new goal's currency.
    const store = await t.app.inject({ url: `/api/seller/retrieve-seller-shop?sellerId=${shop.sellerId}` });
    expect(store.body).toContain('GBP');
  });

  it('refuses a new country once an order exists (card or manual), with a clear message; the rest still saves', async () => {
    await cardOrder(t.app, shop, [{ productId: shop.productIds[0]!, amountOrdered: 1 }], 'none');
    expect((await read()).json().canChangeCountry).toBe(false);
    const refused = await save({ ...valid(), countryCode: 'CA' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      responseMessage: 'country-locked',
      message: GROUP_SETTINGS_MSG.countryLocked,
      fieldErrors: { countryCode: GROUP_SETTINGS_MSG.countryLocked },
    });
    expect(await stored()).toMatchObject({ countryCode: 'US', currencyCode: 'USD', goalMinor: 200000 });
    expect((await save(valid())).statusCode).toBe(200);
    expect((await stored()).goalMinor).toBe(350000);
  });

  it('the database refuses a currency change under orders too, whoever writes it', async () => {
    await manualOrder(t.app, shop.organiser.token, shop, [{ productId: shop.productIds[0]!, amountOrdered: 1 }]);
    await expect(
      t.db.update(webshops).set({ currencyCode: 'CAD' }).where(eq(webshops.id, shop.webShopId)),
    ).rejects.toThrow();
    expect((await stored()).currencyCode).toBe('USD');
  });

  it('a country change and a sale at the same moment: never an order in the old currency of a changed shop', async () => {
    const [changed, ordered] = await Promise.allSettled([
      save({ ...valid(), countryCode: 'AU' }),
      cardOrder(t.app, shop, [{ productId: shop.productIds[0]!, amountOrdered: 1 }], 'none'),
    ]);
    expect(ordered.status).toBe('fulfilled');
    const { currencyCode } = await stored();
    const orderCurrencies = (await t.db.execute(
      sql`select distinct currency_code from orders where webshop_id = ${shop.webShopId}`,
    )) as unknown as { rows: { currency_code: string }[] };
    expect(orderCurrencies.rows.map((r) => r.currency_code)).toEqual([currencyCode]);
    if (changed.status === 'fulfilled' && changed.value.statusCode === 200) expect(currencyCode).toBe('AUD');
    else expect(currencyCode).toBe('USD');
  });

  it.each(groupSettingsRuleCases)('$field = $value gives 400 "$message"', async (rule) => {
    const response = await save(withRule(valid(), rule));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      responseMessage: 'validation-error',
      fieldErrors: { [rule.field]: rule.message },
    });
  });

  it("changes the group's language (issue 28): the store speaks it at once, other settings and an older client keep it", async () => {
    expect((await read()).json()).toMatchObject({ language: 'en' });
    expect((await save({ ...valid(), language: 'sv' })).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ language: 'sv' });
    expect((await read()).json()).toMatchObject({ language: 'sv' });
    // The store's answer carries it at once (the micro-cache is dropped), and its page is drawn in it.
    const store = await t.app.inject({ url: `/api/seller/retrieve-seller-shop?sellerId=${shop.sellerId}` });
    expect(store.json()).toMatchObject({ language: 'sv' });
    // A save without the field (a client that predates it) leaves the language as it is.
    expect((await save(valid())).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ language: 'sv' });
    // Only our languages.
    const refused = await save({ ...valid(), language: 'de' });
    expect(refused.statusCode).toBe(400);
    expect(await stored()).toMatchObject({ language: 'sv' });
    const [row] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'webshop.settings'), eq(auditEvents.webshopId, shop.webShopId)))
      .orderBy(auditEvents.id)
      .limit(1);
    expect(row?.before).toMatchObject({ language: 'en' });
    expect(row?.after).toMatchObject({ language: 'sv' });
  });

  it("is the group's organiser's: a seller or another group's organiser is refused; the act is audited with its actor", async () => {
    const seller = await sellerToken(t.db, shop.webShopId, shop.sellerId);
    expect((await read(seller)).statusCode).toBe(403);
    expect((await save(valid(), seller)).statusCode).toBe(403);
    const otherGroup = await openShop(t.app, t.db);
    expect((await read(otherGroup.organiser.token)).statusCode).toBe(403);
    expect((await save(valid(), otherGroup.organiser.token)).statusCode).toBe(403);
    expect((await save(valid())).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'webshop.settings'), eq(auditEvents.webshopId, shop.webShopId)));
    expect(row).toMatchObject({ actorRole: 'contactperson', actorId: shop.webShopId });
    expect(row?.after).toMatchObject({ goalMinor: 350000, countryCode: 'US' });
  });
});
