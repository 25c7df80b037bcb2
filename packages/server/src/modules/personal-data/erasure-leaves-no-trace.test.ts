import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Secrets } from '../../lib/crypto.ts';
import { bearer } from '../../testing/fixtures.ts';
import {
  columnsHolding,
  confirmed,
  dataLinkMailedTo,
  endedFundraiser,
  moneyOfGroup,
  PEOPLE,
  TRACES,
  type EndedFundraiser,
} from '../../testing/people-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds, TEST_APP_SECRET } from '../../testing/test-database.ts';
import { sweepExpired } from '../housekeeping/service.ts';

/**
 * Issue 27's key test: once a buyer, a seller and an organiser are erased (each by its own request), a search of
 * every text column of every table (read from information_schema now, so tables added later are searched too) finds
 * none of their names, emails or phone numbers, while every money figure of the group is as it was. The same after
 * retention runs with the clock moved past both periods.
 */
describe.each(databaseKinds)('erasure leaves no trace on %s', (kind) => {
  let t: TestApp;
  let world: EndedFundraiser;
  beforeEach(async () => {
    t = await createTestApp(kind);
    world = await endedFundraiser(t);
  });
  afterEach(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('erases a buyer, a seller and an organiser on their own requests: none of them is found, the money is the same', async () => {
    // Before: each of them is found, so the search below can fail.
    for (const person of ['organiser', 'seller', 'buyer'] as const) {
      expect(await columnsHolding(t.db, TRACES[person]), person).not.toEqual([]);
    }
    const money = await moneyOfGroup(t, world.shop.webShopId);

    const token = await dataLinkMailedTo(t.db, PEOPLE.buyer.email);
    expect((await post(`/api/personal-data/buyer/${token}/erase`, confirmed)).statusCode).toBe(200);
    expect((await post('/api/personal-data/me/erase', confirmed, bearer(world.seller.token))).statusCode).toBe(200);
    const organiser = await post('/api/personal-data/me/erase', confirmed, bearer(world.shop.organiser.token));
    expect(organiser.statusCode, organiser.body).toBe(200);

    expect(await columnsHolding(t.db, [...TRACES.buyer, ...TRACES.seller, ...TRACES.organiser])).toEqual([]);
    expect(await moneyOfGroup(t, world.shop.webShopId)).toEqual(money);
  });

  it('retention, with the clock moved past both periods, leaves no supporter or participant: the money is the same', async () => {
    const money = await moneyOfGroup(t, world.shop.webShopId);
    const { supporterDays, participantDays } = t.config.retention;
    const policy = {
      retention: t.config.retention,
      secrets: new Secrets(TEST_APP_SECRET),
      publicUrl: t.config.publicUrl,
    };

    // A day before the supporters' period ends nothing is erased.
    const early = await sweepExpired(t.db, policy, new Date(Date.now() + (supporterDays - 1) * 86_400_000));
    expect(early).toMatchObject({ supporterOrders: 0, participants: 0 });
    expect(await columnsHolding(t.db, TRACES.buyer)).not.toEqual([]);

    const later = new Date(Date.now() + (Math.max(supporterDays, participantDays) + 1) * 86_400_000);
    // Two orders of the buyer; the seller of the buyer and the one openShop made.
    expect(await sweepExpired(t.db, policy, later)).toMatchObject({ supporterOrders: 2, participants: 2 });

    expect(await columnsHolding(t.db, [...TRACES.buyer, ...TRACES.seller])).toEqual([]);
    expect(await moneyOfGroup(t, world.shop.webShopId)).toEqual(money);
    // Run again, it finds nothing left to do.
    expect(await sweepExpired(t.db, policy, later)).toMatchObject({ supporterOrders: 0, participants: 0 });
  });
});
