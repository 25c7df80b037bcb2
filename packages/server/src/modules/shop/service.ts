import { eq, sql } from 'drizzle-orm';
import { CHECKOUT_MSG, isDemoSeller, publicSellerName, toMajor, type RetrieveSellerShopResponse } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { products, sellerSales, sellers, webshopProducts, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { sanitizeProductHtml } from './sanitize.ts';
import { etagOf, type CachedShop } from './shop-cache.ts';

interface ProductRow {
  productId: number;
  productName: string;
  priceMinor: number;
  coverImageUrl: string;
  shortProductDescription: string;
  descriptionHtml: string;
}

/**
 * Reads one seller's public store from the database in one query: the seller, the group, the seller's sales from its
 * roll-up row (the figure the dashboards show) and the products on sale as one JSON array. A cold read costs one
 * round trip and one pool connection (docs/decisions/0046).
 */
export async function loadSellerShop(
  { db, images }: Pick<AppContext, 'db' | 'images'>,
  sellerId: number,
): Promise<RetrieveSellerShopResponse | null> {
  const productsOnSale = sql<ProductRow[]>`(
    select coalesce(json_agg(json_build_object(
      'productId', ${products.id}, 'productName', ${products.name}, 'priceMinor', ${webshopProducts.priceMinor},
      'coverImageUrl', ${products.coverImageUrl}, 'shortProductDescription', ${products.shortDescription},
      'descriptionHtml', ${products.descriptionHtml}) order by ${products.sortOrder}, ${products.id}), '[]'::json)
    from ${webshopProducts} join ${products} on ${products.id} = ${webshopProducts.productId}
    where ${webshopProducts.webshopId} = ${sellers.webshopId} and ${products.onSale})`;
  const sellerRows = await db
    .select({
      sellerId: sellers.id,
      sellerName: sellers.name,
      isActive: sellers.isActive,
      isMinor: sellers.isMinor,
      showFullName: sellers.showFullName,
      awaitsGuardian: sql<boolean>`${sellers.isMinor} and ${sellers.guardianConfirmedAt} is null`,
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
      totalSalesMinor: sql<string>`coalesce(${sellerSales.salesMinor}, 0)`,
      products: productsOnSale,
    })
    .from(sellers)
    .innerJoin(webshops, eq(webshops.id, sellers.webshopId))
    .leftJoin(sellerSales, eq(sellerSales.sellerId, sellers.id))
    .where(eq(sellers.id, sellerId))
    .limit(1);
  const row = sellerRows[0];
  if (!row) return null;
  return {
    isWebShopLocked: row.isLocked,
    hasFinishedOnboarding: row.hasFinishedOnboarding,
    isActive: row.isActive,
    awaitsGuardian: row.awaitsGuardian,
    webShopId: row.webshopId,
    customerName: row.webshopName,
    customerClassOrTeam: row.classOrTeam,
    sellerId: row.sellerId,
    sellerName: publicSellerName(row.sellerName, row),
    sellerPictureUrl: row.pictureFile ? images.store.url(row.pictureFile) : null,
    webShopProducts: row.products.map((p) => ({
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
  let missed = false;
  const shop = await ctx.shopCache.get(sellerId, async () => {
    missed = true;
    const loaded = await loadSellerShop(ctx, sellerId);
    if (!loaded) return null;
    const json = JSON.stringify(loaded);
    return { json, body: Buffer.from(json), etag: etagOf(json), webshopId: loaded.webShopId };
  });
  ctx.metrics.countStoreRead(missed ? 'miss' : 'hit');
  if (!shop) throw new AppError('not-found', { message: CHECKOUT_MSG.shopNotFound });
  return shop;
}
