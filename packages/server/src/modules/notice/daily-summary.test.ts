import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactPersons, webshops } from '../../db/schema.ts';
import { insertSeller, type OpenShop } from '../../testing/checkout-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';
import { localDay, sendDailySummaries } from './daily-summary.ts';
import { appWithSellerEmail, mailsTo, minutesAfter, noticeCtx, saleAt } from '../../testing/notice-fixtures.ts';
import { unsubscribe } from './unsubscribe.ts';

/** 20:00 in Chicago on 14 January 2030 (UTC-6): a US group's evening. */
const EVENING = new Date('2030-01-15T02:00:00Z');
const DAY = 24 * 60;

describe('the local day of a group', () => {
  it('is read in its country’s zone', () => {
    expect(localDay(EVENING, 'America/Chicago')).toEqual({ day: '2030-01-14', hour: 20 });
    expect(localDay(EVENING, 'Pacific/Auckland')).toEqual({ day: '2030-01-15', hour: 15 });
  });
});

describe.each(singleDatabaseKinds)("the organiser's daily summary on %s", (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  const summaries = () => mailsTo(t.db, shop.organiser.email, '%today%');
  beforeEach(async () => {
    ({ t, shop } = await appWithSellerEmail(kind, 'summary.seller@example.com'));
    await insertSeller(t.db, shop.webShopId, { name: 'Noah Quiet' });
  });
  afterEach(() => t.close());

  it('goes once on an evening with sales: sold today, top sellers, who has not sold yet; none on a day without', async () => {
    const other = await insertSeller(t.db, shop.webShopId, { name: 'Mia Second' });
    await saleAt(t, shop, 2, 'Anna', minutesAfter(EVENING, -300));
    await saleAt(t, { ...shop, sellerId: other }, 1, 'Omar', minutesAfter(EVENING, -200));
    // Before the evening: nothing yet.
    expect((await sendDailySummaries(noticeCtx(t), minutesAfter(EVENING, -120))).sent).toBe(0);
    const runs = await Promise.all([
      sendDailySummaries(noticeCtx(t), EVENING),
      sendDailySummaries(noticeCtx(t), EVENING),
    ]);
    expect(runs.reduce((sum, r) => sum + r.sent, 0)).toBe(1);
    expect((await sendDailySummaries(noticeCtx(t), minutesAfter(EVENING, 60))).sent).toBe(0);
    const [mail, ...others] = await summaries();
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Riverside Class 4B today: 3 e-books sold');
    expect(mail!.text).toContain('Sold today: 3 e-books, $66 in sales.');
    expect(mail!.text).toContain('Top sellers today:\n1. Robin Park: 2 e-books\n2. Mia Second: 1 e-book');
    expect(mail!.text).toContain('1 participant has not sold yet: Noah Quiet. A word from you can help.');
    expect(mail!.headers!['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:\d+\/api\/notices\/unsubscribe\/c\d+\.daily-summary\.[\w-]{43}>$/,
    );
    // The next evening, with nothing sold since: no summary.
    expect((await sendDailySummaries(noticeCtx(t), minutesAfter(EVENING, DAY))).sent).toBe(0);
    // The evening after, with a sale that day: only that day's.
    await saleAt(t, shop, 1, 'Lea', minutesAfter(EVENING, 2 * DAY - 60));
    expect((await sendDailySummaries(noticeCtx(t), minutesAfter(EVENING, 2 * DAY))).sent).toBe(1);
    expect((await summaries())[1]!.text).toContain('Sold today: 1 e-book, $22 in sales.');
  });

  it("is written in the organiser's language", async () => {
    await t.db.update(webshops).set({ language: 'fr' }).where(eq(webshops.id, shop.webShopId));
    await t.db.update(contactPersons).set({ language: 'sv' }).where(eq(contactPersons.webshopId, shop.webShopId));
    await saleAt(t, shop, 1, 'Anna', minutesAfter(EVENING, -60));
    expect((await sendDailySummaries(noticeCtx(t), EVENING)).sent).toBe(1);
    const [mail] = await mailsTo(t.db, shop.organiser.email, '%i dag%');
    expect(mail!.text).toContain('Sålt i dag: 1 e-bok');
    expect(mail!.text).toContain('Dagens bästa säljare:');
  });

  it('is not sent to an organiser who unsubscribed', async () => {
    const [organiser] = await t.db
      .select({ id: contactPersons.id })
      .from(contactPersons)
      .where(eq(contactPersons.webshopId, shop.webShopId));
    await unsubscribe(t.db, { role: 'contactperson', contactPersonId: organiser!.id }, 'daily-summary');
    await saleAt(t, shop, 1, 'Anna', minutesAfter(EVENING, -60));
    expect((await sendDailySummaries(noticeCtx(t), EVENING)).sent).toBe(0);
    expect(await summaries()).toEqual([]);
  });
});
