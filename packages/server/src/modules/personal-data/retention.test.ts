import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobs, mailOutbox, orders, personalDataLinks, sellers } from '../../db/schema.ts';
import { Secrets, sha256 } from '../../lib/crypto.ts';
import { openShop } from '../../testing/checkout-fixtures.ts';
import { cardOrder } from '../../testing/order-fixtures.ts';
import { endedFundraiser, PEOPLE, type EndedFundraiser } from '../../testing/people-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { moneyDatabaseKinds, TEST_APP_SECRET } from '../../testing/test-database.ts';
import { HOUSEKEEPING_JOB, runHousekeeping, sweepExpired } from '../housekeeping/service.ts';
import { SENT_MAIL_KEEP_DAYS } from './retention.ts';

const DAY = 86_400_000;
const later = (days: number) => new Date(Date.now() + days * DAY);

/** Retention in the housekeeping job (docs/decisions/0040), with the clock moved forward by passing a later time. */
describe.each(moneyDatabaseKinds)('retention on %s', (kind) => {
  let t: TestApp;
  let world: EndedFundraiser;
  const policy = () => ({
    retention: t.config.retention,
    secrets: new Secrets(TEST_APP_SECRET),
    publicUrl: t.config.publicUrl,
  });
  beforeEach(async () => {
    t = await createTestApp(kind, { config: { retention: { supporterDays: 30, participantDays: 60 } } });
    world = await endedFundraiser(t);
  });
  afterEach(() => t.close());

  const buyerOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const sellerRow = async (id: number) => (await t.db.select().from(sellers).where(eq(sellers.id, id)))[0]!;

  it('counts each period from the final payout, as configured: supporters first, participants later', async () => {
    await sweepExpired(t.db, policy(), later(29));
    expect((await buyerOf(world.cardOrderId)).buyerEmail).toBe(PEOPLE.buyer.email);

    expect(await sweepExpired(t.db, policy(), later(31))).toMatchObject({ supporterOrders: 2, participants: 0 });
    expect(await buyerOf(world.cardOrderId)).toMatchObject({ buyerEmail: '', buyerFirstName: '', totalMinor: 22_000 });
    expect((await sellerRow(world.seller.sellerId)).email).toBe(PEOPLE.seller.email);

    expect(await sweepExpired(t.db, policy(), later(61))).toMatchObject({ participants: 2 });
    expect(await sellerRow(world.seller.sellerId)).toMatchObject({ email: null, isActive: false });
  });

  it('leaves a fundraiser alone that is open, or locked with a payout still on its way', async () => {
    const open = await openShop(t.app, t.db);
    const openOrder = await cardOrder(t.app, open, [{ productId: open.productIds[0]!, amountOrdered: 1 }], 'paid');
    // A second payout of the ended group under way: it has not ended any more.
    await t.db.execute(
      sql`insert into payouts (webshop_id, amount_minor, currency_code, status, card_group_share_minor, manual_platform_share_minor, previously_paid_minor) values (${world.shop.webShopId}, 100, 'USD', 'INITIATED', 100, 0, 0)`,
    );
    expect(await sweepExpired(t.db, policy(), later(3650))).toMatchObject({ supporterOrders: 0, participants: 0 });
    const [stillThere] = await t.db.select().from(orders).where(eq(orders.checkoutSession, openOrder));
    expect(stillThere!.buyerEmail).not.toBe('');
  });

  it('deletes expired data links and old sent mails, keeps pending ones, and notes its counts in the jobs row', async () => {
    await t.db.insert(personalDataLinks).values([
      { tokenHash: sha256('expired'), email: 'x@example.com', expiresAt: new Date(Date.now() - 1000) },
      { tokenHash: sha256('valid'), email: 'y@example.com', expiresAt: new Date(Date.now() + DAY) },
    ]);
    const old = new Date(Date.now() - (SENT_MAIL_KEEP_DAYS + 1) * DAY);
    await t.db.insert(mailOutbox).values([
      { to: 'sent@example.com', subject: 's', text: 't', html: 'h', status: 'sent', createdAt: old },
      { to: 'waiting@example.com', subject: 's', text: 't', html: 'h', status: 'pending', createdAt: old },
    ]);
    const run = await runHousekeeping(t.db, policy(), 'instance-a');
    expect(run).toMatchObject({ ran: true, result: { dataLinks: 1, sentMails: 1 } });
    const links = await t.db.select({ email: personalDataLinks.email }).from(personalDataLinks);
    expect(links.map((l) => l.email).sort()).toEqual([PEOPLE.buyer.email, 'y@example.com'].sort());
    const tos = (await t.db.select({ to: mailOutbox.to }).from(mailOutbox)).map((m) => m.to);
    expect(tos).toContain('waiting@example.com');
    expect(tos).not.toContain('sent@example.com');
    const [job] = await t.db.select().from(jobs).where(eq(jobs.name, HOUSEKEEPING_JOB));
    expect(job!.lastResult).toMatchObject({ dataLinks: 1, sentMails: 1, supporterOrders: 0, participants: 0 });
  });
});
