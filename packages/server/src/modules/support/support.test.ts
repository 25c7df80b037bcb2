import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportMessage } from '@fundshop/core';
import { auditEvents } from '../../db/schema.ts';
import { openShop, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { bearer, latestMailTo } from '../../testing/fixtures.ts';
import { addOperator, type TestOperator } from '../../testing/operator-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';

/** Messages to support: stored as well as mailed, listed open with their group, answered by mail to the organiser. */
describe.each(singleDatabaseKinds)('support messages on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  let support: TestOperator;
  beforeAll(async () => {
    t = await createTestApp(kind);
    shop = await openShop(t.app, t.db, { schoolOrAssociation: 'Elm Street Band' });
    support = await addOperator(t, 'support');
  });
  afterAll(() => t.close());

  const list = async (query: string) =>
    (
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/operator/support-messages?${query}`,
          headers: bearer(support.token),
        })
      ).json() as {
        messages: SupportMessage[];
      }
    ).messages.filter((m) => m.webShopId === shop.webShopId);

  it('lists the message open with its group, mails the answer to the organiser and marks it answered', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact-person/send-message-to-support',
      headers: bearer(shop.organiser.token),
      payload: { webShopId: shop.webShopId, message: 'Our payout has not arrived.' },
    });
    expect(sent.statusCode).toBe(200);
    // Mailed to support as before, and stored.
    expect((await latestMailTo(t.db, 'support@fundshop.test')).text).toContain('Our payout has not arrived.');
    const [open] = await list('state=open');
    expect(open).toMatchObject({
      groupName: 'Elm Street Band',
      organiserEmail: shop.organiser.email,
      body: 'Our payout has not arrived.',
      answeredAt: null,
      replies: [],
    });

    const reply = (body: string, token = support.token) =>
      t.app.inject({
        method: 'POST',
        url: `/api/operator/support-messages/${open!.id}/reply`,
        headers: bearer(token),
        payload: { body },
      });
    expect((await reply('Hello', shop.organiser.token)).statusCode).toBe(401);
    expect((await reply('   ')).statusCode).toBe(400);
    const answered = await reply('It left us on Monday.\n\nIt should be with you by Thursday.');
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      answeredAt: expect.any(String),
      replies: [{ operatorEmail: support.email, body: 'It left us on Monday.\n\nIt should be with you by Thursday.' }],
    });
    const mail = await latestMailTo(t.db, shop.organiser.email);
    expect(mail).toMatchObject({
      subject: 'Re: your message to Fundshop support (Elm Street Band)',
      replyTo: 'support@fundshop.test',
    });
    expect(mail.text).toContain('It should be with you by Thursday.');
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.targetId, open!.id));
    expect(audit.filter((r) => r.targetType === 'support-message')).toMatchObject([
      {
        actorRole: 'operator',
        actorId: support.id,
        action: 'support-message.answer',
        webshopId: shop.webShopId,
        before: { answered: false },
        after: { answered: true },
      },
    ]);
    expect(await list('state=open')).toEqual([]);
    expect(await list(`state=answered&webShopId=${shop.webShopId}`)).toHaveLength(1);
    expect((await reply('Any news?')).statusCode).toBe(200);
    expect((await list('state=all'))[0]!.replies).toHaveLength(2);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/operator/support-messages/999999/reply',
      headers: bearer(support.token),
      payload: { body: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
