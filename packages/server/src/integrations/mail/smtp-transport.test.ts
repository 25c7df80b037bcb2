import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { enqueueMail } from '../../modules/mail/outbox.ts';
import { ERASED_CREDENTIALS_BODY, processDueMails } from '../../modules/mail/worker.ts';
import { startSmtpServer } from '../../testing/smtp-server.ts';
import { createTestDatabase, databaseKinds } from '../../testing/test-database.ts';
import { createMailTransport } from './create-mail-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';

describe('createMailTransport', () => {
  it('picks SMTP when SMTP_URL is set, the local transport otherwise', async () => {
    const smtp = createMailTransport({ smtpUrl: 'smtp://127.0.0.1:2525', mailFrom: 'a@b.test' });
    expect(smtp.kind).toBe('smtp');
    await smtp.close?.();
    expect(createMailTransport({ smtpUrl: undefined, mailFrom: 'a@b.test' }).kind).toBe('local');
  });
});

describe.each(databaseKinds)('SMTP transport with the worker on %s', (kind) => {
  let handle: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeEach(async () => {
    handle = await createTestDatabase(kind);
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    await smtp.close();
    await handle.close();
  });

  it('delivers an outbox mail to a real SMTP server', async () => {
    const { db } = handle;
    await enqueueMail(db, {
      to: 'organiser@example.test',
      subject: 'Welcome to Fundshop',
      text: 'Your webshop is ready. Login code ABC123.',
      html: '<p>Your webshop is ready. Login code <b>ABC123</b>.</p>',
    });
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'Fundshop <no-reply@fundshop.test>');
    try {
      expect(await processDueMails(db, transport)).toBe(1);
    } finally {
      await transport.close?.();
    }

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.from).toBe('no-reply@fundshop.test');
    expect(message!.to).toEqual(['organiser@example.test']);
    expect(message!.raw).toMatch(/^Subject: Welcome to Fundshop\r?$/m);
    expect(message!.raw).toMatch(/^To: organiser@example\.test\r?$/m);
    expect(message!.raw).toContain('Your webshop is ready. Login code ABC123.');
    expect(message!.raw).toContain('text/html');
    const [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it("sends a mail's extra header fields, such as a notice's one-click unsubscribe (RFC 8058)", async () => {
    const { db } = handle;
    const url = 'https://fundshop.test/api/notices/unsubscribe/s1.sales.x';
    await enqueueMail(db, {
      to: 'seller@example.test',
      subject: 'You sold 1 e-book!',
      text: 'T',
      html: '<p>T</p>',
      headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'no-reply@fundshop.test');
    try {
      expect(await processDueMails(db, transport)).toBe(1);
    } finally {
      await transport.close?.();
    }
    const [message] = smtp.received;
    expect(message!.raw).toMatch(
      /^List-Unsubscribe:\s+<https:\/\/fundshop\.test\/api\/notices\/unsubscribe\/s1\.sales\.x>\r?$/m,
    );
    expect(message!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });

  it('erases a mail that held credentials once the SMTP server has it, and keeps other mails', async () => {
    const { db } = handle;
    await enqueueMail(
      db,
      { to: 'new@example.test', subject: 'Login', text: 'Password: s3cret-pass', html: '<p>Password: s3cret-pass</p>' },
      { containsCredentials: true },
    );
    await enqueueMail(db, {
      to: 'buyer@example.test',
      subject: 'Receipt',
      text: 'Thank you',
      html: '<p>Thank you</p>',
    });
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'no-reply@fundshop.test');
    try {
      expect(await processDueMails(db, transport)).toBe(2);
    } finally {
      await transport.close?.();
    }
    expect(smtp.received.find((m) => m.to.includes('new@example.test'))!.raw).toContain('Password: s3cret-pass');
    const rows = await db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(rows.map((r) => [r.status, r.text, r.html])).toEqual([
      ['sent', ERASED_CREDENTIALS_BODY, ERASED_CREDENTIALS_BODY],
      ['sent', 'Thank you', '<p>Thank you</p>'],
    ]);
    expect(JSON.stringify(rows)).not.toContain('s3cret-pass');
  });

  it('records the error and retries later when the SMTP server is unreachable', async () => {
    const { db } = handle;
    await enqueueMail(db, { to: 'x@example.test', subject: 'S', text: 'T', html: '<p>T</p>' });
    await smtp.close();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'no-reply@fundshop.test');
    try {
      expect(await processDueMails(db, transport)).toBe(1);
    } finally {
      await transport.close?.();
    }
    const [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    smtp = await startSmtpServer(); // so afterEach has a server to close
  });
});
