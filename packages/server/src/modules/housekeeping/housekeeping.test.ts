import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession, findSession } from '../../auth/session.ts';
import { sessions, usedCaptchas } from '../../db/schema.ts';
import { sha256 } from '../../lib/crypto.ts';
import { registerOrganiser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { sweepExpired } from './service.ts';

describe.each(databaseKinds)('housekeeping on %s', (kind) => {
  let t: TestApp;
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

    expect(await sweepExpired(t.db)).toEqual({ sessions: 2, captchas: 1 });

    expect((await t.db.select().from(sessions)).length).toBe(sessionsBefore - 2);
    expect(await findSession(t.db, live)).not.toBeNull();
    expect(await findSession(t.db, fresh)).not.toBeNull();
    expect((await t.db.select().from(usedCaptchas)).map((c) => c.signature)).toEqual(['still-valid']);
    expect(await sweepExpired(t.db)).toEqual({ sessions: 0, captchas: 0 });
  });
});
