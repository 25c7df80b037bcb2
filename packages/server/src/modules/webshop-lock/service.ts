import { eq, sql } from 'drizzle-orm';
import type { updateWebShopLockStatusRequest, updateWebShopLockStatusResponse } from '@fundshop/core';
import type { z } from 'zod';
import { organisersWebshopNamingSeller } from '../../auth/guard.ts';
import type { Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import { webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { callerActor, recordAudit, type AuditActor } from '../audit/trail.ts';
import { heldReserve } from '../payout/money.ts';
import { unhandledPayout } from '../payout/state-machine.ts';

/**
 * Opens or closes a webshop for orders, for its organiser or an operator (with a reason). Takes the webshop row FOR
 * UPDATE: it waits for every checkout transaction holding the row FOR SHARE, and every checkout that starts later sees
 * the new state, so no order is created after a lock has committed. Unlocking is refused while a payout is being
 * handled (SPEC §4) or its reserve is held (decision 0051). A change is audited; asking for the state the shop is in already changes nothing.
 */
export async function setWebshopLocked(
  ctx: Pick<AppContext, 'db' | 'shopCache'>,
  actor: AuditActor,
  webshopId: number,
  isLocked: boolean,
  reason = '',
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [shop] = await tx
      .select({ isLocked: webshops.isLocked })
      .from(webshops)
      .where(eq(webshops.id, webshopId))
      .for('update');
    if (!shop) throw new AppError('not-found');
    // A held reserve is the rest of the final payout (decision 0051): the fundraiser stays ended until it is paid.
    if (!isLocked && ((await unhandledPayout(tx, webshopId)) || (await heldReserve(tx, webshopId)))) {
      throw new AppError('has-active-payouts');
    }
    // The locked notice shows on the dashboards while the shop is locked (SPEC displayWebShopLockedDialog).
    // locked_at is when it was locked (kept while it stays locked), for the end-of-fundraiser notice (decision 0049).
    await tx
      .update(webshops)
      .set({
        isLocked,
        displayLockedDialog: isLocked,
        lockedAt: isLocked ? sql`coalesce(${webshops.lockedAt}, now())` : null,
      })
      .where(eq(webshops.id, webshopId));
    if (shop.isLocked === isLocked) return;
    await recordAudit(tx, actor, {
      action: isLocked ? 'webshop.lock' : 'webshop.unlock',
      target: { type: 'webshop', id: webshopId },
      webshopId,
      before: { isLocked: shop.isLocked },
      after: { isLocked },
      reason,
    });
  });
  ctx.shopCache.invalidateWebshop(webshopId);
}

/** POST update-web-shop-lock-status: the organiser's own webshop; SPEC's call may name a seller, who must be of it. */
export async function updateWebshopLockStatus(
  ctx: AppContext,
  caller: Caller,
  input: z.output<typeof updateWebShopLockStatusRequest>,
): Promise<z.output<typeof updateWebShopLockStatusResponse>> {
  const webshopId = await organisersWebshopNamingSeller(ctx.db, caller, input.sellerId);
  await setWebshopLocked(ctx, callerActor(caller), webshopId, input.isLocked);
  return { responseMessage: 'ok', isLocked: input.isLocked };
}
