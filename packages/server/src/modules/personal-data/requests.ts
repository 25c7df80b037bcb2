import { eq, inArray } from 'drizzle-orm';
import { DEMO_SELLER_ID, DEMO_WEBSHOP_ID, type OperatorEraseBody, type PersonalDataExport } from '@fundshop/core';
import type { Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { orders, sellers } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { callerActor, type AuditActor } from '../audit/trail.ts';
import { emailOfDataLink } from './data-links.ts';
import { buyerData, organiserData, sellerData } from './data-export.ts';
import { eraseBuyer, eraseOrganiser, eraseSeller, forgetCachedStores } from './erasure.ts';

/**
 * The data requests of each person (docs/decisions/0039): the organiser and a participant from their own session,
 * a supporter through its mailed link, an operator (admin) for anyone on request. Every erasure is one transaction
 * with its audit row.
 */

type Ctx = Pick<AppContext, 'db' | 'secrets' | 'shopCache'>;

/** GET /api/personal-data/me: the caller's own data. */
export function callersData(ctx: Ctx, caller: Caller): Promise<PersonalDataExport> {
  return caller.role === 'contactperson'
    ? organiserData(ctx.db, caller.webshopId)
    : sellerData(ctx.db, caller.sellerId);
}

/** The demo's own organiser and seller are everyone's to try (README): nobody erases them for the others. */
function refuseDemoAccount(who: { webshopId: number } | { sellerId: number }): void {
  if ('webshopId' in who ? who.webshopId === DEMO_WEBSHOP_ID : who.sellerId === DEMO_SELLER_ID) {
    throw new AppError('demo-account');
  }
}

/** POST /api/personal-data/me/erase: the caller erases itself; its session ends with it. */
export async function eraseCaller(ctx: Ctx, caller: Caller): Promise<{ erasedAt: string }> {
  refuseDemoAccount(caller.role === 'contactperson' ? { webshopId: caller.webshopId } : { sellerId: caller.sellerId });
  await ctx.db.transaction(async (tx) => {
    if (caller.role === 'contactperson') {
      await eraseOrganiser(tx, caller.webshopId, { actor: callerActor(caller) }, { evenWithMoneyOutstanding: false });
    } else {
      await eraseSeller(tx, ctx.secrets, caller.sellerId, { actor: callerActor(caller) });
    }
  });
  forgetCachedStores(ctx, [caller.webshopId]);
  return { erasedAt: new Date().toISOString() };
}

/** GET /api/personal-data/buyer/{token}: the supporter's orders, by its mailed link. */
export async function buyersData(ctx: Pick<AppContext, 'db'>, token: string): Promise<PersonalDataExport> {
  return buyerData(ctx.db, await emailOfDataLink(ctx.db, token));
}

/** The supporter's own erasure, through its link (which the erasure deletes with the rest). */
export async function eraseBuyerByLink(ctx: Ctx, token: string, network: string): Promise<{ erasedAt: string }> {
  // A supporter has no id: the trail says it acted through its data link, from its network.
  const actor: AuditActor = { role: 'buyer', id: null, label: 'buyer (own data link)', network };
  const touched = await ctx.db.transaction(async (tx) => {
    const { orderIds } = await eraseBuyer(tx, await emailOfDataLink(tx, token), actor);
    return webshopsOfOrders(tx, orderIds);
  });
  forgetCachedStores(ctx, touched);
  return { erasedAt: new Date().toISOString() };
}

/** POST /api/operator/personal-data/erase: an admin erases a person on its request, with the reason. */
export async function eraseAsOperator(
  ctx: Ctx,
  actor: AuditActor,
  body: OperatorEraseBody,
): Promise<{ subject: OperatorEraseBody['subject']; erased: number }> {
  const audit = { actor, reason: body.reason };
  if (body.subject === 'seller') refuseDemoAccount({ sellerId: body.sellerId });
  if (body.subject === 'organiser') refuseDemoAccount({ webshopId: body.webShopId });
  const result = await ctx.db.transaction(async (tx) => {
    switch (body.subject) {
      case 'buyer': {
        const { orderIds } = await eraseBuyer(tx, body.email, actor, body.reason);
        return { erased: orderIds.length, webshops: await webshopsOfOrders(tx, orderIds) };
      }
      case 'seller': {
        const [seller] = await tx
          .select({ webshopId: sellers.webshopId })
          .from(sellers)
          .where(eq(sellers.id, body.sellerId));
        if (!seller) throw new AppError('not-found');
        return {
          erased: (await eraseSeller(tx, ctx.secrets, body.sellerId, audit)) ? 1 : 0,
          webshops: [seller.webshopId],
        };
      }
      case 'organiser':
        // An operator may erase while money is outstanding: the payment account stays on the group (decision 0039).
        return {
          erased: (await eraseOrganiser(tx, body.webShopId, audit, { evenWithMoneyOutstanding: true })) ? 1 : 0,
          webshops: [body.webShopId],
        };
    }
  });
  forgetCachedStores(ctx, result.webshops);
  return { subject: body.subject, erased: result.erased };
}

async function webshopsOfOrders(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectDistinct({ webshopId: orders.webshopId }).from(orders).where(inArray(orders.id, ids));
  return rows.map((r) => r.webshopId);
}
