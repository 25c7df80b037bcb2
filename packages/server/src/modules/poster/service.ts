import {
  groupWithTeam,
  storeLink,
  taggedStoreLink,
  type Language,
  type PosterPaper,
  type RetrieveSellerShopResponse,
} from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import type { Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import { accessibleSeller } from '../seller/service.ts';
import { cachedSellerShop } from '../shop/service.ts';
import { drawPoster } from './draw-poster.ts';

/**
 * GET /api/seller/poster: the seller's own poster, or one of its group's participants' for the organiser. It shows
 * what the store shows (a minor's first name and initial, docs/decisions/0037): the store's public data is its source.
 */
export async function posterOf(
  ctx: AppContext,
  caller: Caller,
  query: { sellerId: number; paper: PosterPaper; language?: Language | undefined },
): Promise<{ pdf: Uint8Array; fileName: string }> {
  await accessibleSeller(ctx.db, caller, query.sellerId);
  const shop = JSON.parse((await cachedSellerShop(ctx, query.sellerId)).json) as RetrieveSellerShopResponse;
  const t = translatorFor(query.language ?? shop.language);
  const link = storeLink(ctx.config.publicUrl, shop.sellerId);
  const title = t('poster.title', { name: shop.sellerName });
  const pdf = await drawPoster({
    paper: query.paper,
    title,
    group: t('poster.forGroup', { group: groupWithTeam(shop) }),
    cause: shop.commentToCustomers,
    qrValue: taggedStoreLink(link, 'poster'),
    link,
    scan: t('poster.scan'),
    half: t('poster.half'),
    documentTitle: title,
  });
  return { pdf, fileName: `poster-${shop.sellerId}-${query.paper}.pdf` };
}
