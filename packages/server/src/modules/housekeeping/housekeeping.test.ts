import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession, findSession } from '../../auth/session.ts';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  coOrganisers,
  contactPersons,
  emailChangeUndos,
  jobs,
  orders,
  passwordResets,
  paymentEvents,
  rateLimits,
  sessions,
  usedCaptchas,
} from '../../db/schema.ts';
import { Secrets, sha256 } from '../../lib/crypto.ts';
import { runJobIfDue } from '../../lib/jobs.ts';
import { PROVIDER_EVENT_KEEP_DAYS } from '../../lib/provider-events.ts';
import { openShop } from '../../testing/checkout-fixtures.ts';
import { registerOrganiser } from '../../testing/fixtures.ts';
import { cardOrder } from '../../testing/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { moneyDatabaseKinds, TEST_APP_SECRET } from '../../testing/test-database.ts';
import { HOUSEKEEPING_JOB, PENDING_ORDER_TTL_HOURS, runHousekeeping, sweepExpired } from './service.ts';

describe.each(moneyDatabaseKinds)('housekeeping on %s', (kind) => {
  let t: TestApp;
  const policy = () => ({
    retention: t.config.retention,
    secrets: new Secrets(TEST_APP_SECRET),
    publicUrl: t.config.publicUrl,
  });
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  it('deletes expired sessions and used captchas, and nothing that is still valid', async () => {
    const { webShopId, token: live } = await registerOrganiser(t.app, t.db);
    const minuteAgo = new Date(Date.now() - 60_000);
    const inAnHour = new Date(Date.now() + 3_600_000);
    await t.db.insert(sessions).values([
      { tokenHash: sha256('expired-1'), role: 'contactperson', webshopId: webShopId, expiresAt: minuteAgo },
      { tokenHash: sha256('expired-2'), role: 'contactperson', webshopId: webShopId, expiresAt: minuteAgo },
    ]);
    await t.db.insert(usedCaptchas).values([
      { signature: 'expired', expiresAt: minuteAgo },
      { signature: 'still-valid', expiresAt: inAnHour },
    ]);
    const fresh = await createSession(t.db, { role: 'contactperson', webshopId: webShopId, sellerId: null });
    const sessionsBefore = (await t.db.select().from(sessions)).length;

    expect(await sweepExpired(t.db, policy())).toMatchObject({ sessions: 2, captchas: 1 });

    expect((await t.db.select().from(sessions)).length).toBe(sessionsBefore - 2);
    expect(await findSession(t.db, live)).not.toBeNull();
    expect(await findSession(t.db, fresh)).not.toBeNull();
    expect((await t.db.select().from(usedCaptchas)).map((c) => c.signature)).toEqual(['still-valid']);
    expect(await sweepExpired(t.db, policy())).toMatchObject({ sessions: 0, captchas: 0 });
  });

  it('cancels checkouts left pending past 24 hours and clears their buyer, and drops closed rate-limit windows', async () => {
    const shop = await openShop(t.app, t.db);
    const old = await cardOrder(t.app, shop, [{ productId: shop.productIds[0]!, amountOrdered: 1 }], 'none');
    const recent = await cardOrder(t.app, shop, [{ productId: shop.productIds[0]!, amountOrdered: 1 }], 'none');
    const paid = await cardOrder(t.app, shop, [{ productId: shop.productIds[0]!, amountOrdered: 1 }], 'paid');
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - (PENDING_ORDER_TTL_HOURS + 1) * 3_600_000) })
      .where(inArray(orders.checkoutSession, [old, paid]));
    await t.db.insert(rateLimits).values([
      { key: 'closed-window', windowStart: new Date(Date.now() - 2 * 86_400_000), count: 3 },
      { key: 'open-window', windowStart: new Date(), count: 3 },
    ]);

    expect(await sweepExpired(t.db, policy())).toMatchObject({ pendingOrders: 1, rateLimits: 1 });

    const rows = await t.db.select().from(orders);
    const by = (session: string) => rows.find((r) => r.checkoutSession === session)!;
    expect(by(old)).toMatchObject({ status: 'cancelled', buyerFirstName: '', buyerEmail: '', streetAddress: '' });
    expect(by(recent)).toMatchObject({ status: 'pending', buyerFirstName: 'Sam' });
    expect(by(paid)).toMatchObject({ status: 'paid', buyerFirstName: 'Sam' });
    expect((await t.db.select().from(rateLimits)).map((r) => r.key)).toContain('open-window');
    expect((await t.db.select().from(rateLimits)).map((r) => r.key)).not.toContain('closed-window');
  });

  it('forgets email-change undo links past their expiry, with the addresses they keep', async () => {
    const { webShopId } = await registerOrganiser(t.app, t.db);
    const link = (token: string, expiresInMs: number) => ({
      webshopId: webShopId,
      tokenHash: sha256(token),
      oldEmail: 'old@example.com',
      newEmail: 'new@example.com',
      expiresAt: new Date(Date.now() + expiresInMs),
    });
    await t.db.insert(emailChangeUndos).values([link('expired', -60_000), link('valid', 3_600_000)]);

    expect(await sweepExpired(t.db, policy())).toMatchObject({ emailChangeUndos: 1 });

    expect((await t.db.select().from(emailChangeUndos)).map((u) => u.tokenHash)).toEqual([sha256('valid')]);
  });

  it('forgets password-reset links and unanswered co-organiser invitations past their expiry', async () => {
    const { webShopId } = await registerOrganiser(t.app, t.db);
    const [person] = await t.db
      .select({ id: contactPersons.id })
      .from(contactPersons)
      .where(eq(contactPersons.webshopId, webShopId));
    const inMs = (ms: number) => new Date(Date.now() + ms);
    await t.db.insert(passwordResets).values([
      { contactPersonId: person!.id, tokenHash: sha256('reset-expired'), expiresAt: inMs(-60_000) },
      { contactPersonId: person!.id, tokenHash: sha256('reset-valid'), expiresAt: inMs(1_800_000) },
    ]);
    await t.db.insert(coOrganisers).values([
      {
        webshopId: webShopId,
        email: 'gone@example.com',
        inviteTokenHash: sha256('inv-1'),
        inviteExpiresAt: inMs(-60_000),
      },
      {
        webshopId: webShopId,
        email: 'open@example.com',
        inviteTokenHash: sha256('inv-2'),
        inviteExpiresAt: inMs(3_600_000),
      },
      // Accepted long ago: an account, not an invitation.
      {
        webshopId: webShopId,
        email: 'kept@example.com',
        name: 'Kept Coach',
        passwordHash: 'scrypt$unused$unused',
        acceptedAt: inMs(-90_000_000),
      },
    ]);

    expect(await sweepExpired(t.db, policy())).toMatchObject({ accountLinks: 2 });

    expect((await t.db.select().from(passwordResets)).map((r) => r.tokenHash)).toEqual([sha256('reset-valid')]);
    expect((await t.db.select().from(coOrganisers)).map((c) => c.email).sort()).toEqual([
      'kept@example.com',
      'open@example.com',
    ]);
  });

  it('forgets provider events only once no redelivery can come', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await t.db.insert(paymentEvents).values([
      { providerEventId: 'evt_old', type: 'checkout-paid', receivedAt: daysAgo(PROVIDER_EVENT_KEEP_DAYS + 1) },
      { providerEventId: 'evt_in_window', type: 'checkout-paid', receivedAt: daysAgo(PROVIDER_EVENT_KEEP_DAYS - 1) },
      { providerEventId: 'evt_today', type: 'checkout-paid' },
    ]);

    expect(await sweepExpired(t.db, policy())).toMatchObject({ paymentEvents: 1 });

    expect((await t.db.select().from(paymentEvents)).map((e) => e.providerEventId).sort()).toEqual([
      'evt_in_window',
      'evt_today',
    ]);
  });

  const expiredSession = async (name: string) => {
    const { webShopId } = await registerOrganiser(t.app, t.db, { email: `${name}@example.com` });
    await t.db.insert(sessions).values({
      tokenHash: sha256(name),
      role: 'contactperson',
      webshopId: webShopId,
      expiresAt: new Date(Date.now() - 60_000),
    });
  };
  const sessionExists = async (name: string) =>
    (
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(name)))
    ).length === 1;
  const job = async () => (await t.db.select().from(jobs).where(eq(jobs.name, HOUSEKEEPING_JOB)))[0];

  it('sweeps on one instance when two ask at once, and records which one', async () => {
    await expiredSession('stale');

    const runs = await Promise.all([
      runHousekeeping(t.db, policy(), 'instance-a'),
      runHousekeeping(t.db, policy(), 'instance-b'),
    ]);

    const ran = runs.flatMap((run, i) => (run.ran ? [{ runner: i === 0 ? 'instance-a' : 'instance-b', ...run }] : []));
    expect(ran).toHaveLength(1);
    expect(ran[0]!.result).toMatchObject({ sessions: 1 });
    expect(await sessionExists('stale')).toBe(false);
    expect(await job()).toMatchObject({ lastRunner: ran[0]!.runner, lastResult: ran[0]!.result });
  });

  it('skips a run within the interval, and runs again once it is due', async () => {
    expect((await runHousekeeping(t.db, policy(), 'instance-a')).ran).toBe(true);
    const first = await job();
    expect(first!.nextRunAt.getTime() - first!.lastRunAt!.getTime()).toBe(3_600_000);
    await expiredSession('later');

    expect(await runHousekeeping(t.db, policy(), 'instance-b')).toEqual({ ran: false });
    expect(await sessionExists('later')).toBe(true);

    await t.db
      .update(jobs)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.name, HOUSEKEEPING_JOB));
    expect(await runHousekeeping(t.db, policy(), 'instance-b')).toMatchObject({ ran: true, result: { sessions: 1 } });
    expect(await sessionExists('later')).toBe(false);
    expect(await job()).toMatchObject({ lastRunner: 'instance-b' });
  });

  it('lets a second runner pass over the job while the first is still running it, without waiting', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let claimed!: () => void;
    const started = new Promise<void>((resolve) => (claimed = resolve));
    const calls: string[] = [];
    const work = (runner: string) => async () => {
      calls.push(runner);
      claimed();
      await released;
      return { by: runner };
    };
    const test = { name: 'test-job', intervalMs: 60_000 };
    const first = runJobIfDue(t.db, { ...test, runner: 'a' }, work('a'));
    await started;
    const second = runJobIfDue(t.db, { ...test, runner: 'b' }, work('b'));
    if (kind !== 'pglite') {
      // SKIP LOCKED: the second answers while the first still holds the row (PGlite runs one transaction at a time).
      const early = await Promise.race([second, new Promise((resolve) => setTimeout(() => resolve('waited'), 5_000))]);
      expect(early).toEqual({ ran: false });
    }
    release();
    expect(await first).toEqual({ ran: true, result: { by: 'a' } });
    expect(await second).toEqual({ ran: false });
    expect(calls).toEqual(['a']);
  });

  it('keeps a job due when its run fails, so the next runner does it', async () => {
    const test = { name: 'failing-job', intervalMs: 60_000 };
    await expect(
      runJobIfDue(t.db, test, async () => {
        throw new Error('sweep failed');
      }),
    ).rejects.toThrow('sweep failed');
    expect(await runJobIfDue(t.db, test, async () => 'done')).toEqual({ ran: true, result: 'done' });
  });
});
