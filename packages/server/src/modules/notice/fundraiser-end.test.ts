import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactPersons, payouts, webshops } from '../../db/schema.ts';
import type { OpenShop } from '../../testing/checkout-fixtures.ts';
import { bearer } from '../../testing/fixtures.ts';
import { appWithSellerEmail, mailsTo, minutesAfter, noticeCtx, saleAt } from '../../testing/notice-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';
import { sendFundraiserEndNotices } from './fundraiser-end.ts';
import { unsubscribe } from './unsubscribe.ts';

const SELLER = 'seller.end@example.com';

describe.each(singleDatabaseKinds)('the end of a fundraiser on %s (docs/decisions/0049)', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  let organiserEmail: string;
  const start = new Date();
  beforeEach(async () => {
    ({ t, shop } = await appWithSellerEmail(kind, SELLER));
    const [organiser] = await t.db
      .select({ email: contactPersons.email })
      .from(contactPersons)
      .where(eq(contactPersons.webshopId, shop.webShopId));
    organiserEmail = organiser!.email;
    await saleAt(t, shop, 2, 'Anna', minutesAfter(start, -30));
  });
  afterEach(() => t.close());

  const lock = async (isLocked: boolean) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact-person/update-web-shop-lock-status',
      headers: bearer(shop.organiser.token),
      payload: { isLocked },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const run = (minutes: number) => sendFundraiserEndNotices(noticeCtx(t), minutesAfter(start, minutes));

  it('tells each participant the total and its own part an hour after the lock, and the organiser the total, once', async () => {
    await lock(true);
    expect((await run(30)).sent).toBe(0);
    expect(await run(61)).toEqual({ sent: 2, more: false });
    const [mail, ...others] = await mailsTo(t.db, SELLER);
    expect(others).toEqual([]);
    expect(mail!.subject).toMatch(/^The Riverside Class 4B fundraiser is over: \$[\d.,]+ raised$/);
    expect(mail!.text).toMatch(/Together you raised \$[\d.,]+; \$[\d.,]+ of it goes to the group\./);
    expect(mail!.text).toMatch(/You sold 2 e-books, \$[\d.,]+ in all\. Thank you!/);
    const url = /Unsubscribe from these mails: (\S+)/.exec(mail!.text)![1]!;
    expect(url).toMatch(/\/api\/notices\/unsubscribe\/s\d+\.fundraiser-end\.[\w-]{43}$/);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const [toOrganiser] = await mailsTo(t.db, organiserEmail, 'The Riverside Class 4B fundraiser is over%');
    expect(toOrganiser!.text).toContain('your start page shows what each of them sold');
    // Told once, however often it runs, and not again after an unlock and a second lock.
    expect((await run(120)).sent).toBe(0);
    await lock(false);
    await lock(true);
    expect((await run(24 * 60)).sent).toBe(0);
  });

  it('tells nobody of a lock undone within the hour', async () => {
    await lock(true);
    await lock(false);
    expect((await run(61)).sent).toBe(0);
    expect(await mailsTo(t.db, SELLER)).toEqual([]);
  });

  it('sends each mail once when three instances run at the same moment', async () => {
    await lock(true);
    const runs = await Promise.all([run(61), run(61), run(61)]);
    expect(runs.reduce((sum, r) => sum + r.sent, 0)).toBe(2);
    expect(await mailsTo(t.db, SELLER)).toHaveLength(1);
  });

  it('leaves out a participant who unsubscribed', async () => {
    await unsubscribe(t.db, { role: 'seller', sellerId: shop.sellerId }, 'fundraiser-end');
    await lock(true);
    expect((await run(61)).sent).toBe(1);
    expect(await mailsTo(t.db, SELLER)).toEqual([]);
  });

  it('tells the participants when a payout has arrived, once, and not of one paid before these notices', async () => {
    const [group] = await t.db
      .select({ currency: webshops.currencyCode })
      .from(webshops)
      .where(eq(webshops.id, shop.webShopId));
    const payout = {
      webshopId: shop.webShopId,
      amountMinor: 2200,
      currencyCode: group!.currency,
      cardEarningsMinor: 2200,
      manualPlatformShareMinor: 0,
      previouslyPaidMinor: 0,
    };
    // The database lets a payout reach PAID only through its states (INITIATED, PENDING, PAID).
    const paidPayout = async (paidAt: Date) => {
      const [row] = await t.db
        .insert(payouts)
        .values({ ...payout, status: 'INITIATED' })
        .returning();
      for (const status of ['PENDING', 'PAID'] as const) {
        await t.db.update(payouts).set({ status }).where(eq(payouts.id, row!.id));
      }
      await t.db.update(payouts).set({ updatedAt: paidAt }).where(eq(payouts.id, row!.id));
    };
    await paidPayout(minutesAfter(start, -3 * 24 * 60));
    expect((await run(1)).sent).toBe(0);
    await paidPayout(start);
    expect((await run(1)).sent).toBe(1);
    const [mail] = await mailsTo(t.db, SELLER);
    expect(mail!.subject).toBe('The money has arrived: Riverside Class 4B received $22');
    expect(mail!.text).toContain('The payout of $22 has reached the group’s account.');
    expect(mail!.text).toMatch(/You sold 2 e-books/);
    expect(await mailsTo(t.db, organiserEmail, 'The money has arrived%')).toEqual([]);
    expect((await run(2)).sent).toBe(0);
  });
});
