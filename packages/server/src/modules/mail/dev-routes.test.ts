import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';
import { enqueueMail } from './outbox.ts';

describe.each(singleDatabaseKinds)('dev mail routes on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const first = { to: 'first@example.test', subject: 'First mail', text: 'one', html: '<p>one</p>' };
  const second = {
    to: 'second@example.test',
    subject: 'Second <script>alert("x")</script> & co',
    text: 'two',
    html: '<p>two</p>',
  };

  it('GET /api/dev/mail lists queued mails newest first', async () => {
    await enqueueMail(t.db, first);
    await enqueueMail(t.db, second);

    const response = await t.app.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { to: string; subject: string; text: string; html: string; createdAt: string }[];
    expect(body.map(({ to, subject, text, html }) => ({ to, subject, text, html }))).toEqual([second, first]);
    for (const m of body) expect(new Date(m.createdAt).toISOString()).toBe(m.createdAt);
  });

  it("shows a mail's extra header fields (a notice's List-Unsubscribe), and null for a mail without", async () => {
    const headers = {
      'List-Unsubscribe': '<https://fundshop.test/u>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    await enqueueMail(t.db, first);
    await enqueueMail(t.db, { ...second, headers });
    const body = (await t.app.inject({ method: 'GET', url: '/api/dev/mail' })).json() as { headers: unknown }[];
    expect(body.map((m) => m.headers)).toEqual([headers, null]);
    const page = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.body).toContain('List-Unsubscribe: &lt;https://fundshop.test/u&gt;');
  });

  it('lists mails queued in one transaction newest first too', async () => {
    await t.db.transaction(async (tx) => {
      await enqueueMail(tx, first);
      await enqueueMail(tx, second);
    });
    const body = (await t.app.inject({ method: 'GET', url: '/api/dev/mail' })).json() as { subject: string }[];
    expect(body.map((m) => m.subject)).toEqual([second.subject, first.subject]);
  });

  it('GET /dev/mail shows an HTML page with every value escaped', async () => {
    await enqueueMail(t.db, first);
    await enqueueMail(t.db, second);

    const response = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('First mail');
    expect(response.body).toContain('Second &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('sandbox=');
    expect(response.body.indexOf('Second &lt;')).toBeLessThan(response.body.indexOf('First mail'));
  });

  it('keeps the dev routes out of the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths?: Record<string, unknown> }).paths ?? {});
    expect(paths).toContain('/api/public-config');
    expect(paths).not.toContain('/api/dev/mail');
    expect(paths).not.toContain('/dev/mail');
  });
});
