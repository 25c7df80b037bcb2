import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpenShop } from '../../testing/checkout-fixtures.ts';
import { bearer } from '../../testing/fixtures.ts';
import {
  appWithSellerEmail,
  mailsTo,
  minutesAfter,
  noticeCtx,
  saleAt,
  shopWithSellerEmail,
} from '../../testing/notice-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';
import { sendSalesReminders } from './sales-reminder.ts';
import { isUnsubscribed, unsubscribe } from './unsubscribe.ts';

const SELLER = 'seller.reminder@example.com';
const DAY = 24 * 60;

describe.each(singleDatabaseKinds)(
  'the reminder to participants who have not sold on %s (docs/decisions/0049)',
  (kind) => {
    let t: TestApp;
    let shop: OpenShop;
    const start = new Date();
    beforeEach(async () => {
      ({ t, shop } = await appWithSellerEmail(kind, SELLER));
    });
    afterEach(() => t.close());

    const switchReminder = async (isActive: boolean) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact-person/update-sales-reminder',
        headers: bearer(shop.organiser.token),
        payload: { webShopId: shop.webShopId, isActive },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ responseMessage: 'ok', isSalesReminderActive: isActive });
    };
    const run = (minutes: number) => sendSalesReminders(noticeCtx(t), minutesAfter(start, minutes));

    it('is off until the organiser switches it on, then goes once, three days after joining, with the store link', async () => {
      expect((await run(3 * DAY + 1)).sent).toBe(0);
      await switchReminder(true);
      const board = await t.app.inject({
        method: 'GET',
        url: `/api/order/contact-person-start-page?webShopId=${shop.webShopId}`,
        headers: bearer(shop.organiser.token),
      });
      expect(board.json()).toMatchObject({ isSalesReminderActive: true });
      expect((await run(2 * DAY)).sent).toBe(0);
      expect(await run(3 * DAY + 1)).toEqual({ sent: 1, more: false });
      const [mail, ...others] = await mailsTo(t.db, SELLER);
      expect(others).toEqual([]);
      expect(mail!.subject).toBe('Your store for Riverside Class 4B is waiting for its first sale');
      expect(mail!.text).toContain(`${t.config.publicUrl}/shop/${shop.sellerId}`);
      expect(mail!.text).toContain('a ready message to send by text, WhatsApp or email');
      const url = /Unsubscribe from these mails: (\S+)/.exec(mail!.text)![1]!;
      expect(url).toMatch(/\/api\/notices\/unsubscribe\/s\d+\.reminder\.[\w-]{43}$/);
      expect(mail!.headers).toMatchObject({ 'List-Unsubscribe': `<${url}>` });
      expect((await run(10 * DAY)).sent).toBe(0);
      // The link works: one click says no to the reminder.
      const unsubscribed = await t.app.inject({ method: 'POST', url: url.slice(t.config.publicUrl.length) });
      expect(unsubscribed.statusCode).toBe(200);
      expect(unsubscribed.body).toContain('You are unsubscribed');
      expect(await isUnsubscribed(t.db, { role: 'seller', sellerId: shop.sellerId }, 'reminder')).toBe(true);
    });

    it('leaves alone a participant who has sold, one who unsubscribed, and every one once it is switched off', async () => {
      await switchReminder(true);
      await saleAt(t, shop, 1, 'Anna', start);
      expect((await run(3 * DAY + 1)).sent).toBe(0);

      const other = await createTestApp(kind);
      try {
        const quiet = await shopWithSellerEmail(other, 'quiet.seller@example.com');
        await other.app.inject({
          method: 'POST',
          url: '/api/contact-person/update-sales-reminder',
          headers: bearer(quiet.organiser.token),
          payload: { webShopId: quiet.webShopId, isActive: true },
        });
        await unsubscribe(other.db, { role: 'seller', sellerId: quiet.sellerId }, 'reminder');
        expect((await sendSalesReminders(noticeCtx(other), minutesAfter(start, 3 * DAY + 1))).sent).toBe(0);
      } finally {
        await other.close();
      }
    });

    it('is off again when switched off, and goes once when three instances run at the same moment', async () => {
      await switchReminder(true);
      await switchReminder(false);
      expect((await run(3 * DAY + 1)).sent).toBe(0);
      await switchReminder(true);
      const runs = await Promise.all([run(3 * DAY + 1), run(3 * DAY + 1), run(3 * DAY + 1)]);
      expect(runs.reduce((sum, r) => sum + r.sent, 0)).toBe(1);
      expect(await mailsTo(t.db, SELLER)).toHaveLength(1);
    });
  },
);
