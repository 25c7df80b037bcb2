import { and, asc, eq, sql } from 'drizzle-orm';
import { CHECKOUT_MSG, publicSellerName, toMajor, type TeamPageResponse } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { sellers, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { groupSalesFigures } from '../payout/money.ts';
import { etagOf, type CachedShop } from '../shop/shop-cache.ts';

type Ctx = Pick<AppContext, 'db' | 'images'>;

/**
 * A group's team page (docs/decisions/0047), or why there is none: 'unknown' for no such group, 'not-open' for one
 * whose organiser has not finished the onboarding (its stores sell nothing yet, so its children are not listed).
 */
export async function loadTeam(ctx: Ctx, webshopId: number): Promise<TeamPageResponse | 'unknown' | 'not-open'> {
  const [shop] = await ctx.db
    .select({
      customerName: webshops.name,
      customerClassOrTeam: webshops.classOrTeam,
      commentToCustomers: webshops.commentToBuyers,
      currencyCode: webshops.currencyCode,
      goalMinor: webshops.goalMinor,
      isWebShopLocked: webshops.isLocked,
      hasFinishedOnboarding: webshops.hasFinishedOnboarding,
      language: webshops.language,
    })
    .from(webshops)
    .where(eq(webshops.id, webshopId))
    .limit(1);
  if (!shop) return 'unknown';
  if (!shop.hasFinishedOnboarding) return 'not-open';
  const [rows, sales] = await Promise.all([
    // Those whose store a supporter can use: active, and a minor only once the guardian confirmed (decision 0037).
    ctx.db
      .select({
        sellerId: sellers.id,
        name: sellers.name,
        isMinor: sellers.isMinor,
        showFullName: sellers.showFullName,
        pictureFile: sellers.pictureFile,
      })
      .from(sellers)
      .where(
        and(
          eq(sellers.webshopId, webshopId),
          eq(sellers.isActive, true),
          eq(sellers.isTeam, false),
          sql`not (${sellers.isMinor} and ${sellers.guardianConfirmedAt} is null)`,
        ),
      )
      .orderBy(asc(sql`lower(${sellers.name})`), asc(sellers.id)),
    groupSalesFigures(ctx.db, webshopId),
  ]);
  return {
    webShopId: webshopId,
    customerName: shop.customerName,
    customerClassOrTeam: shop.customerClassOrTeam,
    commentToCustomers: shop.commentToCustomers,
    currencyCode: shop.currencyCode,
    goal: toMajor(shop.goalMinor),
    totalSales: toMajor(sales.totalSales),
    isWebShopLocked: shop.isWebShopLocked,
    participants: rows.map((row) => ({
      sellerId: row.sellerId,
      sellerName: publicSellerName(row.name, row),
      sellerPictureUrl: row.pictureFile ? ctx.images.store.url(row.pictureFile) : null,
    })),
    language: shop.language,
  };
}

/**
 * The team page as served: serialized once per cache period with its ETag, in the stores' micro-cache (every change
 * that drops a store drops it too). No group, or one not open yet, is a 404 with SPEC's text for it, as the store
 * says them.
 */
export async function cachedTeam(
  ctx: Pick<AppContext, 'db' | 'images' | 'shopCache'>,
  webshopId: number,
): Promise<CachedShop> {
  let refusal: 'unknown' | 'not-open' | undefined;
  const team = await ctx.shopCache.getTeam(webshopId, async () => {
    const loaded = await loadTeam(ctx, webshopId);
    if (typeof loaded === 'string') {
      refusal = loaded;
      return null;
    }
    const json = JSON.stringify(loaded);
    return { json, body: Buffer.from(json), etag: etagOf(json), webshopId };
  });
  if (!team) {
    // A load another request started (misses share one) told that request why: ask again, a 404 is rare.
    const reason = refusal ?? (await loadTeam(ctx, webshopId));
    const message = reason === 'not-open' ? CHECKOUT_MSG.onboardingNotFinished : CHECKOUT_MSG.shopNotFound;
    throw new AppError('not-found', { message });
  }
  return team;
}
