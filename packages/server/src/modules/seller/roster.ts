import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  toMajor,
  type SellerListItem,
  type UpdateSellerActiveStatusResponse,
  type updateSellerActiveStatusRequest,
} from '@fundshop/core';
import type { z } from 'zod';
import { assertContactPersonOf } from '../../auth/guard.ts';
import { revokeSellerSessions, type Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import { orders, sellers, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { callerActor, recordAudit } from '../audit/trail.ts';

/** The organiser's participants: the table (SPEC §2 Participants) and removing or returning one. */

type UpdateActiveInput = z.output<typeof updateSellerActiveStatusRequest>;

/** A participant as the organiser's tables show it: the login code still encrypted. */
export const participantColumns = {
  sellerId: sellers.id,
  name: sellers.name,
  email: sellers.email,
  code: sellers.loginCodeEncrypted,
  isActive: sellers.isActive,
  isTeam: sellers.isTeam,
};

/** The organiser's participants table: login codes decrypted, sales from paid orders (0 until there are any). */
export async function sellerList(ctx: AppContext, caller: Caller, webshopId: number): Promise<SellerListItem[]> {
  assertContactPersonOf(caller, webshopId);
  const rows = await ctx.db
    .select({
      ...participantColumns,
      currencyCode: webshops.currencyCode,
      isMinor: sellers.isMinor,
      guardianEmail: sellers.guardianEmail,
      guardianConfirmedAt: sellers.guardianConfirmedAt,
      fullNameConsent: sellers.fullNameConsent,
      showFullName: sellers.showFullName,
      totalMinor: sql<number>`coalesce(sum(${orders.totalMinor}), 0)`.mapWith(Number),
    })
    .from(sellers)
    .innerJoin(webshops, eq(webshops.id, sellers.webshopId))
    .leftJoin(orders, and(eq(orders.sellerId, sellers.id), eq(orders.status, 'paid'), isNull(orders.deletedAt)))
    // The group's own store (docs/decisions/0050) is no participant.
    .where(and(eq(sellers.webshopId, webshopId), eq(sellers.isTeam, false)))
    .groupBy(sellers.id, webshops.currencyCode)
    .orderBy(asc(sql`lower(${sellers.name})`), asc(sellers.id));
  return rows.map((r) => ({
    sellerId: r.sellerId,
    name: r.name,
    password: ctx.secrets.decrypt(r.code),
    isActive: r.isActive,
    totalSales: toMajor(r.totalMinor),
    currencyCode: r.currencyCode,
    email: r.email ?? '',
    isMinor: r.isMinor,
    guardianEmail: r.guardianEmail ?? '',
    guardianConfirmed: r.guardianConfirmedAt !== null,
    fullNameConsent: r.fullNameConsent,
    showFullName: r.showFullName,
  }));
}

/**
 * Removes a seller (or adds it again). Removal ends its sessions in the same transaction, and the row lock
 * orders it against a login in progress (login reads the seller FOR SHARE), so no session outlives removal.
 */
export async function updateSellerActiveStatus(
  ctx: AppContext,
  caller: Caller,
  input: UpdateActiveInput,
): Promise<UpdateSellerActiveStatusResponse> {
  const result = await ctx.db.transaction(async (tx) => {
    const [seller] = await tx
      .select({
        id: sellers.id,
        webshopId: sellers.webshopId,
        name: sellers.name,
        isActive: sellers.isActive,
        erasedAt: sellers.erasedAt,
      })
      .from(sellers)
      .where(eq(sellers.id, input.sellerId))
      .for('update');
    if (!seller) throw new AppError('not-found');
    assertContactPersonOf(caller, seller.webshopId);
    // An erased participant is gone for good (docs/decisions/0039): its row only keeps its sales.
    if (seller.erasedAt && input.setActive) throw new AppError('seller-erased');
    await tx.update(sellers).set({ isActive: input.setActive }).where(eq(sellers.id, seller.id));
    if (!input.setActive) await revokeSellerSessions(tx, seller.id);
    if (seller.isActive !== input.setActive) {
      await recordAudit(tx, callerActor(caller), {
        action: input.setActive ? 'seller.return' : 'seller.remove',
        target: { type: 'seller', id: seller.id },
        webshopId: seller.webshopId,
        before: { isActive: seller.isActive },
        after: { isActive: input.setActive },
      });
    }
    return { responseMessage: 'ok' as const, sellerId: seller.id, sellerName: seller.name, isActive: input.setActive };
  });
  ctx.shopCache.invalidateSeller(result.sellerId);
  return result;
}
