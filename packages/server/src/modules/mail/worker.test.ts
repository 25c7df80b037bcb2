import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { MailTransport, OutgoingMail } from '../../integrations/mail/mail-transport.ts';
import { createTestDatabase, singleDatabaseKinds } from '../../testing/test-database.ts';
import { enqueueMail } from './outbox.ts';
import type { WorkerLogger } from '../../lib/poller.ts';
import { MAIL_MAX_ATTEMPTS, processDueMails, startMailWorker } from './worker.ts';

/** Records every mail handed to it; fails while `failing` is set. */
class RecordingTransport implements MailTransport {
  readonly kind = 'local' as const;
  readonly sent: OutgoingMail[] = [];
  failing = false;
  delayMs = 0;
  async send(mail: OutgoingMail) {
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    if (this.failing) throw new Error('connection refused');
    this.sent.push(mail);
  }
  countBySubject() {
    const counts = new Map<string, number>();
    for (const m of this.sent) counts.set(m.subject, (counts.get(m.subject) ?? 0) + 1);
    return counts;
  }
}

const mail = (n: number): OutgoingMail => ({
  to: `person${n}@example.test`,
  subject: `Mail ${n}`,
  text: `Hello ${n}`,
  html: `<p>Hello ${n}</p>`,
});

function recordingLog() {
  const entries: { level: string; obj: object; msg?: string }[] = [];
  const log: WorkerLogger = {
    info: (obj, msg) => entries.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => entries.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => entries.push({ level: 'error', obj, msg }),
  };
  return { log, entries };
}

describe.each(singleDatabaseKinds)('mail worker on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await handle.close();
  });

  it('sends a queued mail once and marks it sent', async () => {
    const { db } = handle;
    await enqueueMail(db, mail(1));
    const transport = new RecordingTransport();

    expect(await processDueMails(db, transport)).toBe(1);
    expect(await processDueMails(db, transport)).toBe(0);

    expect(transport.sent).toEqual([mail(1)]);
    const [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('two concurrent workers send each of 30 mails exactly once', async () => {
    const { db } = handle;
    for (let i = 0; i < 30; i++) await enqueueMail(db, mail(i));
    const transport = new RecordingTransport();
    transport.delayMs = 2;

    const drain = async () => {
      while ((await processDueMails(db, transport, { batchSize: 4 })) > 0) {
        // keep claiming until nothing is due
      }
    };
    await Promise.all([drain(), drain()]);

    const counts = transport.countBySubject();
    expect(counts.size).toBe(30);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
    const rows = await db.select().from(mailOutbox);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('two started workers send each of 30 mails exactly once and stop cleanly', async () => {
    const { db } = handle;
    for (let i = 0; i < 30; i++) await enqueueMail(db, mail(i));
    const transport = new RecordingTransport();
    transport.delayMs = 2;
    const { log } = recordingLog();
    const workers = [
      startMailWorker({ db, transport, log, intervalMs: 5, batchSize: 3 }),
      startMailWorker({ db, transport, log, intervalMs: 5, batchSize: 3 }),
    ];
    const deadline = Date.now() + 20_000;
    while (transport.sent.length < 30 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 50));
    await Promise.all(workers.map((w) => w.stop()));

    const counts = transport.countBySubject();
    expect(counts.size).toBe(30);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
  });

  it.runIf(kind === 'postgres')('skips rows another worker holds instead of waiting for them', async () => {
    const { db } = handle;
    for (let i = 0; i < 3; i++) await enqueueMail(db, mail(i));
    const transport = new RecordingTransport();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    // Another worker mid-claim: it holds row locks on the two oldest mails.
    const other = db.transaction(async (tx) => {
      await tx.select().from(mailOutbox).orderBy(mailOutbox.id).limit(2).for('update');
      locked();
      await held;
    });
    await isLocked;
    expect(await processDueMails(db, transport)).toBe(1);
    expect(transport.sent.map((m) => m.subject)).toEqual(['Mail 2']);
    release();
    await other;
    expect(await processDueMails(db, transport)).toBe(2);
    expect(transport.countBySubject().size).toBe(3);
  });

  it('retries a failed send with backoff, then succeeds', async () => {
    const { db } = handle;
    await enqueueMail(db, mail(1));
    const transport = new RecordingTransport();
    transport.failing = true;
    const { log, entries } = recordingLog();
    const t0 = new Date(Date.now() + 1000);

    expect(await processDueMails(db, transport, { now: t0, log })).toBe(1);
    let [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' });
    expect(row!.nextAttemptAt.getTime()).toBe(t0.getTime() + 10_000);
    expect(entries.some((e) => e.level === 'warn')).toBe(true);

    // not due again before the backoff has passed
    expect(await processDueMails(db, transport, { now: new Date(t0.getTime() + 9_000), log })).toBe(0);

    // second failure doubles the delay
    const t1 = new Date(t0.getTime() + 10_000);
    expect(await processDueMails(db, transport, { now: t1, log })).toBe(1);
    [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row!.nextAttemptAt.getTime()).toBe(t1.getTime() + 20_000);

    transport.failing = false;
    const t2 = new Date(t1.getTime() + 20_000);
    expect(await processDueMails(db, transport, { now: t2, log })).toBe(1);
    [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(transport.sent).toEqual([mail(1)]);
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} attempts`, async () => {
    const { db } = handle;
    await enqueueMail(db, mail(1));
    const transport = new RecordingTransport();
    transport.failing = true;
    const { log, entries } = recordingLog();
    let now = Date.now() + 1000;
    for (let i = 0; i < MAIL_MAX_ATTEMPTS; i++) {
      expect(await processDueMails(db, transport, { now: new Date(now), log })).toBe(1);
      now += 2 * 60 * 60_000;
    }
    expect(await processDueMails(db, transport, { now: new Date(now), log })).toBe(0);
    const [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS, lastError: 'connection refused' });
    expect(entries.filter((e) => e.level === 'error')).toHaveLength(1);
  });

  it('never sends a mail enqueued in a rolled-back transaction', async () => {
    const { db } = handle;
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, mail(1));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await enqueueMail(db, mail(2));
    const transport = new RecordingTransport();
    expect(await processDueMails(db, transport)).toBe(1);
    expect(transport.sent).toEqual([mail(2)]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Mail 1'))).toEqual([]);
  });
});
