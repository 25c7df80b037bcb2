import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { OutgoingMail } from '../../integrations/mail/mail-transport.ts';

/** Queues a mail in the caller's transaction: it is sent only if the change that causes it commits. */
export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values(mail);
}
