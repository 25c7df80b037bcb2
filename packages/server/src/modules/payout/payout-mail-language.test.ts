import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactPersons, webshops } from '../../db/schema.ts';
import type { OpenShop } from '../../testing/checkout-fixtures.ts';
import { bearer, latestMailTo } from '../../testing/fixtures.ts';
import { cardOrder, manualOrder } from '../../testing/order-fixtures.ts';
import { addOperator } from '../../testing/operator-fixtures.ts';
import { appWithPayableShop, closeRefundWindows } from '../../testing/payout-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';

/** The organiser's payout mails in its language (docs/decisions/0044): its own choice, else the group's. */
describe.each(databaseKinds)('payout mails in the organiser’s language on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  beforeEach(async () => {
    ({ t, shop } = await appWithPayableShop(kind));
    // 10 copies by card (the group's share 110) and 2 by hand (Fundshop's share 22): 88 to pay out.
    await cardOrder(t.app, shop, [{ productId: shop.productIds[0]!, amountOrdered: 10 }], 'paid');
    await closeRefundWindows(t.db, shop.webShopId);
    await manualOrder(t.app, shop.organiser.token, shop, [{ productId: shop.productIds[1]!, amountOrdered: 2 }]);
  });
  afterEach(() => t.close());

  const post = (url: string, payload: object, token = shop.organiser.token) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const initiate = async () => {
    await post('/api/contact-person/update-web-shop-lock-status', { isLocked: true });
    return (await post('/api/contact-person/initiate-payout', { sellerId: shop.sellerId })).json().payout as {
      id: number;
    };
  };

  it('writes the initiated mail in the organiser’s own language, money in its locale', async () => {
    await t.db.update(webshops).set({ language: 'fr' }).where(eq(webshops.id, shop.webShopId));
    await t.db.update(contactPersons).set({ language: 'sv' }).where(eq(contactPersons.webshopId, shop.webShopId));
    await initiate();
    const mail = await latestMailTo(t.db, shop.organiser.email);
    const text = mail.text.replace(/\u00a0/g, ' ');
    expect(mail.subject.replace(/\u00a0/g, ' ')).toBe('Din utbetalning på 88 $ har påbörjats');
    expect(text).toContain('är på väg till gruppens betalkonto.');
    expect(text).toContain('Pengarna når oftast gruppens bank 2–7 bankdagar efter att utbetalningen har startat.');
    expect(text).toContain('Fundshops andel av försäljningen som gruppen själv tog betalt för, avdragen: - 22 $');
    expect(text).not.toContain('Your payout');
    expect(text).not.toContain('business days');
  });

  it('writes the failed mail in the group’s language when the organiser has chosen none', async () => {
    await t.db.update(webshops).set({ language: 'fr' }).where(eq(webshops.id, shop.webShopId));
    const payout = await initiate();
    const admin = await addOperator(t, 'admin');
    const failed = { from: 'INITIATED', fail: true, note: 'bank account closed' };
    expect((await post(`/api/operator/payouts/${payout.id}/advance`, failed, admin.token)).statusCode).toBe(200);
    const mail = await latestMailTo(t.db, shop.organiser.email);
    expect(mail.subject.replace(/\u00a0/g, ' ')).toBe('Votre versement de 88 $ n’a pas abouti');
    // The operator's or provider's reason is quoted as it was given.
    expect(mail.text).toContain('a échoué (operator: bank account closed).');
    expect(mail.text).toContain('« Terminer la collecte et recevoir le versement »');
    expect(mail.text).not.toContain('did not go through');
  });
});
