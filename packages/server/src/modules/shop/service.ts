import { and, asc, eq, sql } from 'drizzle-orm';
import { CHECKOUT_MSG, isDemoSeller, toMajor, type RetrieveSellerShopResponse } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { orders, products, sellers, webshopProducts, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { sanitizeProductHtml } from './sanitize.ts';
import { etagOf, type CachedShop } from './shop-cache.ts';

/** Reads one seller's public store from the database: two queries, run side by side. */
export async function loadSellerShop(
  { db, images }: Pick<AppContext, 'db' | 'images'>,
  sellerId: number,
): Promise<RetrieveSellerShopResponse | null> {
  const [sellerRows, productRows] = await Promise.all([
    db
      .select({
        sellerId: sellers.id,
        sellerName: sellers.name,
        isActive: sellers.isActive,
        pictureFile: sellers.pictureFile,
        sellerComment: sellers.commentToBuyers,
        salesGoalMinor: sellers.salesGoalMinor,
        webshopId: webshops.id,
        webshopName: webshops.name,
        classOrTeam: webshops.classOrTeam,
        webshopComment: webshops.commentToBuyers,
        currencyCode: webshops.currencyCode,
        language: webshops.language,
        isLocked: webshops.isLocked,
        hasFinishedOnboarding: webshops.hasFinishedOnboarding,
        totalSalesMinor: sql<string>`(select coalesce(sum(${orders.totalMinor}), 0) from ${orders} where ${orders.sellerId} = ${sellers.id} and ${orders.status} = 'paid' and ${orders.deletedAt} is null)`,
      })
      .from(sellers)
      .innerJoin(webshops, eq(webshops.id, sellers.webshopId))
      .where(eq(sellers.id, sellerId))
      .limit(1),
    db
      .select({
        productId: products.id,
        productName: products.name,
        priceMinor: webshopProducts.priceMinor,
        coverImageUrl: products.coverImageUrl,
        shortProductDescription: products.shortDescription,
        descriptionHtml: products.descriptionHtml,
      })
      .from(webshopProducts)
      .innerJoin(products, eq(products.id, webshopProducts.productId))
      .innerJoin(sellers, and(eq(sellers.webshopId, webshopProducts.webshopId), eq(sellers.id, sellerId)))
      .where(eq(products.onSale, true))
      .orderBy(asc(products.sortOrder), asc(products.id)),
  ]);
  const row = sellerRows[0];
  if (!row) return null;
  return {
    isWebShopLocked: row.isLocked,
    hasFinishedOnboarding: row.hasFinishedOnboarding,
    isActive: row.isActive,
    webShopId: row.webshopId,
    customerName: row.webshopName,
    customerClassOrTeam: row.classOrTeam,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    sellerPictureUrl: row.pictureFile ? images.store.url(row.pictureFile) : null,
    webShopProducts: productRows.map((p) => ({
      productId: p.productId,
      productName: p.productName,
      productPrice: toMajor(p.priceMinor),
      coverImageUrl: p.coverImageUrl,
      shortProductDescription: p.shortProductDescription,
      productDescription: sanitizeProductHtml(p.descriptionHtml),
    })),
    commentToCustomers: row.sellerComment || row.webshopComment,
    currencyCode: row.currencyCode,
    salesGoal: toMajor(row.salesGoalMinor),
    totalSales: toMajor(Number(row.totalSalesMinor)),
    isDemo: isDemoSeller(row.sellerId),
    language: row.language,
  };
}

/** The store as served: serialized once per cache period, with its ETag. An unknown seller is SPEC's 404. */
export async function cachedSellerShop(ctx: AppContext, sellerId: number): Promise<CachedShop> {
  const shop = await ctx.shopCache.get(sellerId, async () => {
    const loaded = await loadSellerShop(ctx, sellerId);
    if (!loaded) return null;
    const json = JSON.stringify(loaded);
    return { json, etag: etagOf(json), webshopId: loaded.webShopId };
  });
  if (!shop) throw new AppError('not-found', { message: CHECKOUT_MSG.shopNotFound });
  return shop;
}
