import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payouts, sellers, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { shopCacheFor } from '../shop/shop-cache.ts';

/**
 * Opens or closes a webshop for orders. Takes the webshop row FOR UPDATE: it waits for every checkout
 * transaction holding the row FOR SHARE, and every checkout that starts later sees the new state, so no
 * order is created after a lock has committed. Unlocking is refused while a payout is being handled (SPEC §4).
 */
export async function setWebshopLocked(db: Database, webshopId: number, isLocked: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [shop] = await tx.select({ id: webshops.id }).from(webshops).where(eq(webshops.id, webshopId)).for('update');
    if (!shop) throw new AppError('not-found');
    if (!isLocked) {
      const [active] = await tx
        .select({ id: payouts.id })
        .from(payouts)
        .where(and(eq(payouts.webshopId, webshopId), inArray(payouts.status, ['INITIATED', 'PENDING'])))
        .limit(1);
      if (active) throw new AppError('has-active-payouts');
    }
    await tx.update(webshops).set({ isLocked }).where(eq(webshops.id, webshopId));
  });
  shopCacheFor(db).invalidateWebshop(webshopId);
}

/** SPEC's lock call names a seller; it must be one of the caller's webshop. */
export async function assertSellerOfWebshop(db: Database, sellerId: number, webshopId: number): Promise<void> {
  const [seller] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(eq(sellers.id, sellerId), eq(sellers.webshopId, webshopId)))
    .limit(1);
  if (!seller) throw new AppError('forbidden');
}
