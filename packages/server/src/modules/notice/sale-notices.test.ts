import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders, sellers, webshops } from '../../db/schema.ts';
import { insertSeller, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { bearer } from '../../testing/fixtures.ts';
import { addOperator } from '../../testing/operator-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';
import { appWithSellerEmail, mailsTo, minutesAfter, noticeCtx, saleAt } from '../../testing/notice-fixtures.ts';
import { sendSaleNotices } from './sale-notices.ts';
import { unsubscribe } from './unsubscribe.ts';

const SELLER = 'seller.notices@example.com';

describe.each(singleDatabaseKinds)('sale notices on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  const start = new Date();
  beforeEach(async () => {
    ({ t, shop } = await appWithSellerEmail(kind, SELLER));
  });
  afterEach(() => t.close());

  it('tells the seller once per window what it sold, by first name, with a thank-you and one-click unsubscribe', async () => {
    await saleAt(t, shop, 2, 'Anna', minutesAfter(start, 1));
    await saleAt(t, shop, 1, 'Omar', minutesAfter(start, 2));
    expect(await sendSaleNotices(noticeCtx(t), minutesAfter(start, 3))).toEqual({ sent: 1, more: false });
    const [mail, ...others] = await mailsTo(t.db, SELLER);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('You sold 3 e-books!');
    expect(mail!.text).toContain('You sold 2 e-books to Anna — send a thank-you!');
    expect(mail!.text).toContain('You sold 1 e-book to Omar — send a thank-you!');
    expect(mail!.text).toContain('“Thank you so much for supporting Riverside Class 4B, Anna!');
    // The supporter's first name only (docs/decisions/0036).
    expect(mail!.text).not.toMatch(/Rivera|sam\.rivera|555 0123|Main Street/);
    const url = /Unsubscribe from these mails: (\S+)/.exec(mail!.text)![1]!;
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/notices\/unsubscribe\/s\d+\.sales\.[\w-]{43}$/);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // A sale inside the window waits for it to end, and then comes alone.
    await saleAt(t, shop, 1, 'Lea', minutesAfter(start, 5));
    expect((await sendSaleNotices(noticeCtx(t), minutesAfter(start, 6))).sent).toBe(0);
    expect((await sendSaleNotices(noticeCtx(t), minutesAfter(start, 17))).sent).toBe(0);
    expect((await sendSaleNotices(noticeCtx(t), minutesAfter(start, 18))).sent).toBe(1);
    const second = (await mailsTo(t.db, SELLER))[1]!;
    expect(second.subject).toBe('You sold 1 e-book!');
    expect(second.text).toContain('to Lea');
    expect(second.text).not.toMatch(/Anna|Omar/);
    // Nothing new: nothing sent however late.
    expect((await sendSaleNotices(noticeCtx(t), minutesAfter(start, 60))).sent).toBe(0);
  });

  it('sends one mail when two instances run at the same moment', async () => {
    await saleAt(t, shop, 1, 'Anna', minutesAfter(start, 1));
    const at = minutesAfter(start, 2);
    const runs = await Promise.all([
      sendSaleNotices(noticeCtx(t), at),
      sendSaleNotices(noticeCtx(t), at),
      sendSaleNotices(noticeCtx(t), at),
    ]);
    expect(runs.reduce((sum, r) => sum + r.sent, 0)).toBe(1);
    expect(await mailsTo(t.db, SELLER)).toHaveLength(1);
  });

  it('waits for a payment just made, so one committing late is not skipped', async () => {
    await saleAt(t, shop, 1, 'Anna', minutesAfter(start, 1));
    expect((await sendSaleNotices(noticeCtx(t), new Date(minutesAfter(start, 1).getTime() + 10_000))).sent).toBe(0);
    expect((await sendSaleNotices(noticeCtx(t), minutesAfter(start, 2))).sent).toBe(1);
  });

  it('leaves out an order an operator moved here: no thank-you to a supporter the seller cannot reach', async () => {
    const other = await insertSeller(t.db, shop.webShopId, { name: 'First Seller' });
    await saleAt(t, { ...shop, sellerId: other }, 2, 'Bea', minutesAfter(start, 1));
    const [moved] = await t.db.select({ id: orders.id }).from(orders).orderBy(desc(orders.id)).limit(1);
    const operator = await addOperator(t, 'support');
    const reassign = await t.app.inject({
      method: 'POST',
      url: `/api/operator/orders/${moved!.id}/reassign`,
      headers: bearer(operator.token),
      payload: { fromSellerId: other, toSellerId: shop.sellerId, reason: 'wrong child' },
    });
    expect(reassign.statusCode).toBe(200);
    await saleAt(t, shop, 1, 'Anna', minutesAfter(start, 2));
    expect((await sendSaleNotices(noticeCtx(t), minutesAfter(start, 3))).sent).toBe(1);
    const mails = await mailsTo(t.db, SELLER);
    expect(mails.map((m) => m.subject)).toEqual(['An order was moved to your store', 'You sold 1 e-book!']);
    expect(mails[0]!.text).toContain('Nothing is needed from you');
    expect(mails[1]!.text).toContain('You sold 1 e-book to Anna');
    expect(mails.map((m) => m.text).join()).not.toContain('Bea');
  });

  it('sends nothing to a seller who unsubscribed', async () => {
    await unsubscribe(t.db, { role: 'seller', sellerId: shop.sellerId }, 'sales');
    await saleAt(t, shop, 1, 'Anna', minutesAfter(start, 1));
    expect((await sendSaleNotices(noticeCtx(t), minutesAfter(start, 2))).sent).toBe(0);
    expect(await mailsTo(t.db, SELLER)).toEqual([]);
  });

  it("writes to a minor's guardian, in the participant's language, naming the child as its store does", async () => {
    await t.db
      .update(sellers)
      .set({
        name: 'Elsa Lind',
        email: null,
        isMinor: true,
        guardianEmail: 'guardian@example.com',
        guardianConfirmedAt: new Date(),
      })
      .where(eq(sellers.id, shop.sellerId));
    await t.db.update(webshops).set({ language: 'sv' }).where(eq(webshops.id, shop.webShopId));
    await saleAt(t, shop, 2, 'Anna', minutesAfter(start, 1));
    expect((await sendSaleNotices(noticeCtx(t), minutesAfter(start, 2))).sent).toBe(1);
    const [mail] = await mailsTo(t.db, 'guardian@example.com');
    expect(mail!.subject).toBe('Elsa L. har sålt 2 e-böcker!');
    expect(mail!.text).toContain('Elsa L. sålde 2 e-böcker till Anna');
    expect(mail!.text).toContain('– Elsa L.');
    expect(mail!.text).not.toContain('Lind');
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('sends nothing for a minor whose guardian has not confirmed', async () => {
    await saleAt(t, shop, 1, 'Anna', minutesAfter(start, 1));
    await t.db
      .update(sellers)
      .set({ email: null, isMinor: true, guardianEmail: 'guardian@example.com' })
      .where(eq(sellers.id, shop.sellerId));
    expect((await sendSaleNotices(noticeCtx(t), minutesAfter(start, 2))).sent).toBe(0);
    expect(await mailsTo(t.db, 'guardian@example.com')).toEqual([]);
  });
});
