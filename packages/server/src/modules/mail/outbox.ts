import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { OutgoingMail } from '../../integrations/mail/mail-transport.ts';

/** Queues a mail in the caller's transaction: it is sent only if the change that causes it commits. */
export async function enqueueMail(
  db: Executor,
  mail: OutgoingMail,
  options: { containsCredentials?: boolean } = {},
): Promise<void> {
  await db.insert(mailOutbox).values({ ...mail, ...options });
}

/** The columns holding the mail itself (OutgoingMail), as queued: what the worker sends and the outbox viewer shows. */
export const outgoingMailColumns = {
  to: mailOutbox.to,
  replyTo: mailOutbox.replyTo,
  subject: mailOutbox.subject,
  text: mailOutbox.text,
  html: mailOutbox.html,
  headers: mailOutbox.headers,
};

/** The newest queued mails, newest first, whatever their state (the development outbox viewer). */
export async function newestMails(db: Executor, limit: number) {
  const rows = await db
    .select({ ...outgoingMailColumns, status: mailOutbox.status, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export type OutboxEntry = Awaited<ReturnType<typeof newestMails>>[number];
