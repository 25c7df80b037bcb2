import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { MailTransport } from '../../integrations/mail/mail-transport.ts';
import { startPoller, type Poller, type WorkerLogger } from '../../lib/poller.ts';
import { outgoingMailColumns } from './outbox.ts';

/** How long a claimed mail is hidden from other workers while this one sends it. */
export const MAIL_CLAIM_LEASE_MS = 5 * 60_000;
/** Backoff after a failed attempt: 10 s, 20 s, 40 s, ... capped at one hour. */
export const MAIL_RETRY_BASE_MS = 10_000;
export const MAIL_RETRY_MAX_MS = 60 * 60_000;
/** After this many attempts a mail is given up on (status 'failed'). */
export const MAIL_MAX_ATTEMPTS = 8;

/** What is left of a mail that held a password or login code once it has gone (ARCHITECTURE §3: never in clear). */
export const ERASED_CREDENTIALS_BODY = '(Erased after delivery: this mail held login details.)';

export function mailRetryDelayMs(attempts: number): number {
  return Math.min(MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), MAIL_RETRY_MAX_MS);
}

export interface ProcessOptions {
  batchSize?: number;
  /** The clock to judge "due" by and to schedule from; defaults to the database's now(). */
  now?: Date;
  /** Where send failures are reported (they are also kept in last_error). */
  log?: WorkerLogger;
}

/**
 * Claims up to `batchSize` due mails and hands each to the transport. Returns how many were
 * claimed (sent or failed), so a caller can tell whether a full batch is waiting.
 *
 * The claim is a short transaction: `FOR UPDATE SKIP LOCKED` lets concurrent workers (other
 * processes or instances) pass over rows another one is claiming, and the same transaction pushes
 * next_attempt_at forward by a lease, so after commit the rows stay invisible to others while they
 * are sent. If this worker dies mid-send the lease expires and the mail is tried again: delivery is
 * at least once, and never twice by two live workers. No advisory locks (ARCHITECTURE §5).
 */
export async function processDueMails(
  db: Database,
  transport: MailTransport,
  options: ProcessOptions = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 20;
  const clock: SQL = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  const after = (ms: number): SQL => sql`${clock} + ${ms / 1000}::float8 * interval '1 second'`;

  // Once a real SMTP server has the mail, our copy of any credentials in it goes. The local transport keeps them:
  // there the outbox is the inbox (/dev/mail), and nothing leaves the machine.
  const erase: Partial<Record<'text' | 'html', SQL>> =
    transport.kind === 'smtp'
      ? {
          text: sql`case when ${mailOutbox.containsCredentials} then ${ERASED_CREDENTIALS_BODY} else ${mailOutbox.text} end`,
          html: sql`case when ${mailOutbox.containsCredentials} then ${ERASED_CREDENTIALS_BODY} else ${mailOutbox.html} end`,
        }
      : {};

  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, clock)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: after(MAIL_CLAIM_LEASE_MS) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((r) => r.id),
        ),
      )
      .returning({ id: mailOutbox.id, ...outgoingMailColumns, attempts: mailOutbox.attempts });
  });

  claimed.sort((a, b) => a.id - b.id);
  for (const mail of claimed) {
    const pending = and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending'));
    // A failure is recorded only while the claim is still ours (attempts as we set them), so a
    // worker that outlived its lease cannot reschedule a newer claim's attempt.
    const ours = and(pending, eq(mailOutbox.attempts, mail.attempts));
    try {
      await transport.send({
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'unknown error';
      const giveUp = mail.attempts >= MAIL_MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          ...(giveUp ? erase : {}),
          lastError: message,
          nextAttemptAt: after(mailRetryDelayMs(mail.attempts)),
        })
        .where(ours);
      const fields = { mailId: mail.id, attempts: mail.attempts, err: error };
      if (giveUp) options.log?.error(fields, 'mail failed permanently; giving up');
      else options.log?.warn(fields, 'mail send failed; will retry');
      continue;
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: clock, lastError: null, ...erase })
      .where(pending);
  }
  return claimed.length;
}

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  log: WorkerLogger;
  intervalMs?: number;
  batchSize?: number;
}

/** Polls the outbox every `intervalMs`, draining full batches back to back (lib/poller.ts). */
export function startMailWorker({ db, transport, log, intervalMs = 1000, batchSize = 20 }: MailWorkerOptions): Poller {
  log.info({ transport: transport.kind }, 'mail transport');
  return startPoller({
    name: 'mail worker',
    intervalMs,
    log,
    pass: async () => (await processDueMails(db, transport, { batchSize, log })) === batchSize,
  });
}
