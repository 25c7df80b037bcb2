import { and, eq, sql } from 'drizzle-orm';
import { SELF_SERVICE_REFUND_DAYS, type PayoutStatus } from '@fundshop/core';
import type { Database } from '../db/client.ts';
import { orders, payouts, webshops } from '../db/schema.ts';
import { appWithOpenShop, type OpenShop } from './checkout-fixtures.ts';
import type { TestApp } from './test-app.ts';
import type { DatabaseKind } from './test-database.ts';

/** Gives the group a payment account (a made-up id, which the simulated payouts accept), so it can be paid out. */
export async function setSimulatedPaymentAccount(db: Database, webshopId: number): Promise<void> {
  await db
    .update(webshops)
    .set({ paymentAccountId: `acct_sim_${webshopId}` })
    .where(eq(webshops.id, webshopId));
}

/** A whole app on its own fresh database with one open shop (appWithOpenShop) that can be paid out. */
export async function appWithPayableShop(kind: DatabaseKind): Promise<{ t: TestApp; shop: OpenShop }> {
  const opened = await appWithOpenShop(kind);
  await setSimulatedPaymentAccount(opened.t.db, opened.shop.webShopId);
  return opened;
}

/**
 * A payout row in `status`, written the only way the database allows: INITIATED with a breakdown that adds up,
 * then moved along the path (the trigger of migration 0004 refuses shortcuts).
 */
export async function insertPayout(
  db: Database,
  webshopId: number,
  status: PayoutStatus,
  amountMinor = 10_000,
): Promise<number> {
  const [row] = await db
    .insert(payouts)
    .values({
      webshopId,
      amountMinor,
      currencyCode: 'USD',
      status: 'INITIATED',
      cardEarningsMinor: amountMinor,
      manualPlatformShareMinor: 0,
      previouslyPaidMinor: 0,
    })
    .returning({ id: payouts.id });
  const path: PayoutStatus[] =
    status === 'FAILED'
      ? ['FAILED']
      : (['PENDING', 'PAID'].slice(0, ['INITIATED', 'PENDING', 'PAID'].indexOf(status)) as PayoutStatus[]);
  for (const next of path) await db.update(payouts).set({ status: next }).where(eq(payouts.id, row!.id));
  return row!.id;
}

/**
 * Moves the group's paid card orders' payment back past the buyers' days to cancel (SELF_SERVICE_REFUND_DAYS), so a
 * final payout pays them at once and holds nothing back for them (docs/decisions/0051).
 */
export async function closeRefundWindows(db: Database, webshopId: number): Promise<void> {
  await db
    .update(orders)
    .set({ paidAt: sql`${orders.paidAt} - make_interval(days => ${SELF_SERVICE_REFUND_DAYS + 1})` })
    .where(and(eq(orders.webshopId, webshopId), eq(orders.source, 'card'), eq(orders.status, 'paid')));
}
