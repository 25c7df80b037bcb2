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
  totalSalesMinor: string;
  products: ProductRow[];
}

/*
 * The store read's one query, written out: the hottest read of the product (docs/decisions/0046). Built with the query
 * builder it cost a quarter of a cold read's CPU in building the statement each time (`npm run bench:profile --
 * cold-read`); as one text with one parameter it is sent as is. shop.test.ts reads every field on both databases.
 */
const STORE_QUERY = `select
    s.id as "sellerId", s.name as "sellerName", s.is_active as "isActive", s.is_minor as "isMinor",
    s.show_full_name as "showFullName", s.is_minor and s.guardian_confirmed_at is null as "awaitsGuardian",
    s.is_team as "isTeam",
    s.picture_file as "pictureFile", s.comment_to_buyers as "sellerComment", s.sales_goal_minor as "salesGoalMinor",
    w.id as "webshopId", w.name as "webshopName", w.class_or_team as "classOrTeam",
    w.comment_to_buyers as "webshopComment", w.currency_code as "currencyCode", w.language as "language",
    w.is_locked as "isLocked", w.has_finished_onboarding as "hasFinishedOnboarding",
    coalesce(ss.sales_minor, 0)::text as "totalSalesMinor",
    (select coalesce(json_agg(json_build_object(
        'productId', p.id, 'productName', p.name, 'priceMinor', wp.price_minor, 'coverImageUrl', p.cover_image_url,
        'shortProductDescription', p.short_description, 'descriptionHtml', p.description_html)
        order by p.sort_order, p.id), '[]'::json)
      from webshop_products wp join products p on p.id = wp.product_id
      where wp.webshop_id = s.webshop_id and p.on_sale) as "products"
  from sellers s
  join webshops w on w.id = s.webshop_id
  left join seller_sales ss on ss.seller_id = s.id
  where s.id = `;

/**
 * Reads one seller's public store from the database in one query: the seller, the group, the seller's sales from its
 * roll-up row (the figure the dashboards show) and the products on sale as one JSON array. A cold read costs one
 * round trip and one pool connection (docs/decisions/0046).
 */
export async function loadSellerShop(
  { db, images }: Pick<AppContext, 'db' | 'images'>,
  sellerId: number,
): Promise<RetrieveSellerShopResponse | null> {
  const result = (await db.execute(sql`${sql.raw(STORE_QUERY)}${sellerId}`)) as unknown as { rows: StoreRow[] };
  const row = result.rows[0];
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
