import { and, asc, eq, like } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox, orders, sellers } from '../db/schema.ts';
import { Secrets } from '../lib/crypto.ts';
import { openShop, type OpenShop } from './checkout-fixtures.ts';
import { cardOrder } from './order-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { TEST_APP_SECRET, type DatabaseKind } from './test-database.ts';

/** Test helpers of the notices' tests: what a run needs, a paid sale at a chosen time, the mails to an address. */

export const noticeCtx = (t: TestApp) => ({ db: t.db, config: t.config, secrets: new Secrets(TEST_APP_SECRET) });

export const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/** An open shop whose seller has its own email. */
export async function shopWithSellerEmail(t: TestApp, email: string): Promise<OpenShop> {
  const shop = await openShop(t.app, t.db);
  await t.db.update(sellers).set({ email }).where(eq(sellers.id, shop.sellerId));
  return shop;
}

/** A whole app on its own fresh database with such a shop: where the notices' tests start. */
export async function appWithSellerEmail(kind: DatabaseKind, email: string): Promise<{ t: TestApp; shop: OpenShop }> {
  const t = await createTestApp(kind);
  return { t, shop: await shopWithSellerEmail(t, email) };
}

/** A card sale of `count` copies of the shop's first book, paid (as the provider said) at `paidAt`. */
export async function saleAt(t: TestApp, shop: OpenShop, count: number, buyer: string, paidAt: Date): Promise<void> {
  const session = await cardOrder(
    t.app,
    shop,
    [{ productId: shop.productIds[0]!, amountOrdered: count }],
    'paid',
    buyer,
  );
  await t.db.update(orders).set({ paidAt }).where(eq(orders.checkoutSession, session));
}

export async function mailsTo(db: Database, to: string, subject = '%') {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, subject)))
    .orderBy(asc(mailOutbox.id));
}
