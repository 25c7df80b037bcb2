import { eq } from 'drizzle-orm';
import { orders } from '../db/schema.ts';
import { latestMailTo } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

/** The my-books token of the newest mail to `to`, and that mail. */
export async function bookLinkMailedTo(t: TestApp, to: string) {
  const mail = await latestMailTo(t.db, to);
  const token = /\/my-books\/([A-HJKMNP-Z2-9]{26})/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no book link in the mail to ${to}: ${mail.text}`);
  return { mail, token };
}

/** The order a paid card checkout made. */
export async function orderOfSession(t: TestApp, checkoutSession: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.checkoutSession, checkoutSession));
  if (!order) throw new Error('no order for the session');
  return order;
}
