import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../../auth/session.ts';
import { coOrganisers, contactPersons, sellers, webshops } from '../../db/schema.ts';
import { appWithOpenShop, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { bearer, latestMailTo } from '../../testing/fixtures.ts';
import { addSeller } from '../../testing/seller-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';
import { fr } from '@fundshop/core/i18n/catalogues/fr';
import { sv } from '@fundshop/core/i18n/catalogues/sv';

describe.each(singleDatabaseKinds)("each person's own language (docs/decisions/0044) on %s", (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  beforeEach(async () => {
    ({ t, shop } = await appWithOpenShop(kind));
  });
  afterEach(() => t.close());

  const choose = (token: string, language: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/account/language', headers: bearer(token), payload: { language } });
  const organiserLogin = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/account/login-contact-person',
        payload: { webShopId: String(shop.webShopId), password: shop.organiser.password },
      })
    ).json() as { language: string };

  it("logs the organiser in in the group's language until it chooses its own, which the next login keeps", async () => {
    expect((await organiserLogin()).language).toBe('en');
    await t.db.update(webshops).set({ language: 'fr' }).where(eq(webshops.id, shop.webShopId));
    expect((await organiserLogin()).language).toBe('fr');

    const chosen = await choose(shop.organiser.token, 'sv');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ language: 'sv' });
    const [person] = await t.db.select().from(contactPersons).where(eq(contactPersons.webshopId, shop.webShopId));
    expect(person?.language).toBe('sv');
    expect((await organiserLogin()).language).toBe('sv');
    // The group's language is the group's: the organiser's own choice does not change it.
    const [group] = await t.db.select().from(webshops).where(eq(webshops.id, shop.webShopId));
    expect(group?.language).toBe('fr');
  });

  it("logs a seller in in its own choice, else the group's; only our languages are taken", async () => {
    const seller = await addSeller(t.app, t.db, shop.organiser, { name: 'Kim Hill' });
    const login = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/account/login-seller',
          payload: { loginEmail: seller.email, loginPassword: seller.code },
        })
      ).json() as { language: string };
    await t.db.update(webshops).set({ language: 'sv' }).where(eq(webshops.id, shop.webShopId));
    expect((await login()).language).toBe('sv');

    expect((await choose(seller.token, 'fr')).statusCode).toBe(200);
    expect((await login()).language).toBe('fr');
    const refused = await choose(seller.token, 'de');
    expect(refused.statusCode).toBe(400);
    const [row] = await t.db.select().from(sellers).where(eq(sellers.id, seller.sellerId));
    expect(row?.language).toBe('fr');
  });

  it("mails a participant's login details in its language: the group's until it chooses its own", async () => {
    await t.db.update(webshops).set({ language: 'sv' }).where(eq(webshops.id, shop.webShopId));
    const seller = await addSeller(t.app, t.db, shop.organiser, { name: 'Kim Hill', email: 'kim.hill@example.com' });
    const first = await latestMailTo(t.db, seller.email);
    expect(first.subject).toMatch(/^Dina inloggningsuppgifter till insamlingen för /);
    expect(first.text).toContain(`${sv['login.loginCode']}: ${seller.code}`);

    expect((await choose(seller.token, 'fr')).statusCode).toBe(200);
    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/seller/resend-login-details',
      headers: bearer(shop.organiser.token),
      payload: { sellerId: seller.sellerId, by: 'mail' },
    });
    expect(resent.statusCode).toBe(200);
    const again = await latestMailTo(t.db, seller.email);
    expect(again.subject).toMatch(/^Vos informations de connexion pour la collecte de fonds de /);
    expect(again.text).toContain(`${fr['login.loginCode']}\u00a0: ${seller.code}`);
  });

  it("refuses a co-organiser (its choice stays on its device) and anyone without a session; changes nobody's", async () => {
    const [co] = await t.db
      .insert(coOrganisers)
      .values({
        webshopId: shop.webShopId,
        email: 'co@example.com',
        name: 'Co Organiser',
        passwordHash: 'not-used',
        acceptedAt: new Date(),
      })
      .returning({ id: coOrganisers.id });
    const coToken = await createSession(t.db, {
      role: 'contactperson',
      webshopId: shop.webShopId,
      sellerId: null,
      coOrganiserId: co!.id,
    });
    expect((await choose(coToken, 'sv')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/account/language', payload: { language: 'sv' } })).statusCode,
    ).toBe(401);
    const [person] = await t.db.select().from(contactPersons).where(eq(contactPersons.webshopId, shop.webShopId));
    expect(person?.language).toBeNull();
  });
});
