import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactPersons, noticeUnsubscriptions, webshops } from '../../db/schema.ts';
import type { OpenShop } from '../../testing/checkout-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';
import { appWithSellerEmail, noticeCtx } from '../../testing/notice-fixtures.ts';
import { isUnsubscribed, unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe.ts';

describe.each(singleDatabaseKinds)('one-click unsubscribe on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  let token: string;
  const seller = () => ({ role: 'seller' as const, sellerId: shop.sellerId });
  beforeEach(async () => {
    ({ t, shop } = await appWithSellerEmail(kind, 'unsubscriber@example.com'));
    token = unsubscribeToken(noticeCtx(t).secrets, seller(), 'sales');
  });
  afterEach(() => t.close());

  it('shows a page in the recipient’s language that asks, and changes nothing by being opened', async () => {
    await t.db.update(webshops).set({ language: 'sv' }).where(eq(webshops.id, shop.webShopId));
    const page = await t.app.inject({ method: 'GET', url: `/api/notices/unsubscribe/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="sv">');
    expect(page.body).toContain('Sluta få mejl om nya försäljningar?');
    expect(page.body).toMatch(/<form method="post">.*<button type="submit">Avregistrera<\/button>/s);
    expect(await isUnsubscribed(t.db, seller(), 'sales')).toBe(false);
  });

  it('unsubscribes with one POST as a mail program sends it, and again changes nothing', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/notices/unsubscribe/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('You are unsubscribed');
    }
    expect(await isUnsubscribed(t.db, seller(), 'sales')).toBe(true);
    expect(await isUnsubscribed(t.db, seller(), 'fundraiser-end')).toBe(false);
    expect(await t.db.select().from(noticeUnsubscriptions)).toHaveLength(1);
  });

  it('accepts the multipart form RFC 8058 also allows, and an empty POST', async () => {
    const boundary = 'x-boundary';
    const multipart = await t.app.inject({
      method: 'POST',
      url: `/api/notices/unsubscribe/${token}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    const organiser = { role: 'contactperson' as const, contactPersonId: 0 };
    const [row] = await t.db.select().from(noticeUnsubscriptions);
    expect(row).toMatchObject({ sellerId: shop.sellerId, kind: 'sales' });
    expect(
      verifyUnsubscribeToken(noticeCtx(t).secrets, unsubscribeToken(noticeCtx(t).secrets, organiser, 'daily-summary')),
    ).toEqual({ person: organiser, kind: 'daily-summary' });
  });

  it('takes an unsubscribe back from the button on the page that confirmed it, in the recipient’s language', async () => {
    await t.db.update(webshops).set({ language: 'sv' }).where(eq(webshops.id, shop.webShopId));
    const done = await t.app.inject({ method: 'POST', url: `/api/notices/unsubscribe/${token}` });
    const action =
      /<form method="post" action="([^"]+)"><button type="submit" class="quiet">Skicka dem igen<\/button>/.exec(
        done.body,
      )?.[1];
    expect(action).toBe(`/api/notices/resubscribe/${token}`);
    expect(await isUnsubscribed(t.db, seller(), 'sales')).toBe(true);
    // Twice, as a double click sends it: the second finds nothing to take back.
    for (let i = 0; i < 2; i++) {
      const again = await t.app.inject({ method: 'POST', url: action! });
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain('<h1>Du får de här mejlen igen</h1>');
    }
    expect(await isUnsubscribed(t.db, seller(), 'sales')).toBe(false);
    expect(await t.db.select().from(noticeUnsubscriptions)).toEqual([]);
  });

  it('takes back only its own person’s and kind’s no', async () => {
    const ctx = noticeCtx(t);
    const [contact] = await t.db
      .select({ id: contactPersons.id })
      .from(contactPersons)
      .where(eq(contactPersons.webshopId, shop.webShopId));
    const organiser = { role: 'contactperson' as const, contactPersonId: contact!.id };
    for (const url of [
      `/api/notices/unsubscribe/${token}`,
      `/api/notices/unsubscribe/${unsubscribeToken(ctx.secrets, seller(), 'reminder')}`,
      `/api/notices/unsubscribe/${unsubscribeToken(ctx.secrets, organiser, 'sales')}`,
    ]) {
      expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(200);
    }
    await t.app.inject({ method: 'POST', url: `/api/notices/resubscribe/${token}` });
    expect(await isUnsubscribed(t.db, seller(), 'sales')).toBe(false);
    expect(await isUnsubscribed(t.db, seller(), 'reminder')).toBe(true);
    expect(await isUnsubscribed(t.db, organiser, 'sales')).toBe(true);
  });

  it('refuses a token it did not sign, or one changed to name another person or kind (404 page, nothing stored)', async () => {
    const [payload, mac] = [token.slice(0, token.lastIndexOf('.')), token.slice(token.lastIndexOf('.') + 1)];
    const forged = [
      `${payload}.${'A'.repeat(43)}`,
      `s${shop.sellerId + 1}.sales.${mac}`,
      `${payload.replace('sales', 'fundraiser-end')}.${mac}`,
      'not-a-token',
    ];
    for (const bad of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({
          method,
          url: `/api/notices/unsubscribe/${bad}`,
          headers: { 'accept-language': 'fr-CA' },
        });
        expect(response.statusCode, `${method} ${bad}`).toBe(404);
        expect(response.body).toContain('Ce lien de désabonnement n’est pas valide.');
      }
      const resubscribe = await t.app.inject({ method: 'POST', url: `/api/notices/resubscribe/${bad}` });
      expect(resubscribe.statusCode, `resubscribe ${bad}`).toBe(404);
    }
    expect(await t.db.select().from(noticeUnsubscriptions)).toEqual([]);
  });
});
