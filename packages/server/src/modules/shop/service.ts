import { sql } from 'drizzle-orm';
import {
  CHECKOUT_MSG,
  isDemoSeller,
  publicSellerName,
  toMajor,
  type Language,
  type RetrieveSellerShopResponse,
} from '@fundshop/core';
import type { AppContext } from '../../context.ts';
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
  sample: boolean;
}

interface StoreRow {
  sellerId: number;
  sellerName: string;
  isActive: boolean;
  isMinor: boolean;
  showFullName: boolean;
  awaitsGuardian: boolean;
  isTeam: boolean;
  pictureFile: string | null;
  sellerComment: string;
  salesGoalMinor: number;
  webshopId: number;
  webshopName: string;
  classOrTeam: string;
  webshopComment: string;
  currencyCode: string;
  language: Language;
  isLocked: boolean;
  hasFinishedOnboarding: boolean;
  totalSalesMinor: number;
  products: ProductRow[];
}

/**
 * Reads one seller's public store from the database in one query: the seller, the group, the seller's sales from its
 * roll-up row (the figure the dashboards show) and the products on sale as one JSON array. A cold read costs one
 * round trip and one pool connection (docs/decisions/0046). The query is the database function store_read (migration
 * 0025; 0026 adds each product's sample flag), whose plan each connection keeps: planning it was most of what
 * PostgreSQL spent on a cold read.
 * shop.test.ts reads every field on both databases.
 */
export async function loadSellerShop(
  { db, images }: Pick<AppContext, 'db' | 'images'>,
  sellerId: number,
): Promise<RetrieveSellerShopResponse | null> {
  const result = (await db.execute(sql`select store_read(${sellerId}) as store`)) as unknown as {
    rows: { store: StoreRow | null }[];
  };
  const row = result.rows[0]?.store;
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
    // The group's own store (docs/decisions/0050) is the group's: "Fundraiser for {group}".
    sellerName: row.isTeam ? row.webshopName : publicSellerName(row.sellerName, row),
    sellerPictureUrl: row.pictureFile ? images.store.url(row.pictureFile) : null,
    webShopProducts: row.products.map((p) => ({
      productId: p.productId,
      productName: p.productName,
      productPrice: toMajor(p.priceMinor),
      coverImageUrl: p.coverImageUrl,
      shortProductDescription: p.shortProductDescription,
      productDescription: sanitizeProductHtml(p.descriptionHtml),
      sampleEdition: p.sample,
    })),
    commentToCustomers: row.sellerComment || row.webshopComment,
    currencyCode: row.currencyCode,
    salesGoal: toMajor(row.salesGoalMinor),
    totalSales: toMajor(row.totalSalesMinor),
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
