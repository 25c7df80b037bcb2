import { and, eq, sql } from 'drizzle-orm';
import {
  CURRENCY_BY_COUNTRY,
  GROUP_SETTINGS_MSG,
  toMajor,
  toMinor,
  type GroupSettingsResponse,
  type updateGroupSettingsRequest,
} from '@fundshop/core';
import type { z } from 'zod';
import { assertContactPersonOf } from '../../auth/guard.ts';
import type { Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { orders, productPrices, webshopProducts, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { callerActor, recordAudit } from '../audit/trail.ts';

/** Whether the group has any order, of any state: from the first one on its currency is fixed. */
async function hasOrders(db: Executor, webshopId: number): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.webshopId, webshopId)).limit(1);
  return row !== undefined;
}

/** GET /api/contact-person/group-settings: the organiser's and co-organisers'. */
export async function groupSettings(
  ctx: AppContext,
  caller: Caller,
  webshopId: number,
): Promise<GroupSettingsResponse> {
  assertContactPersonOf(caller, webshopId);
  const [shop] = await ctx.db.select().from(webshops).where(eq(webshops.id, webshopId));
  if (!shop) throw new AppError('not-found');
  return {
    goal: toMajor(shop.goalMinor),
    amountOfParticipants: shop.amountOfParticipants,
    countryCode: shop.countryCode,
    currencyCode: shop.currencyCode,
    commentToBuyers: shop.commentToBuyers,
    language: shop.language,
    canChangeCountry: !(await hasOrders(ctx.db, webshopId)),
  };
}

/**
 * POST /api/contact-person/update-group-settings; a message to supporters left out stays as it is. A new country brings its currency, and the shop's books are priced
 * again from the catalogue in it (a book without a price there leaves the shop). The webshop row is locked FOR
 * UPDATE before orders are looked for: an order's transaction holds it FOR SHARE (order-records.ts), so a sale and a
 * country change never pass each other; migration 0018's trigger refuses the change in the database as well.
 */
export async function updateGroupSettings(
  ctx: AppContext,
  caller: Caller,
  input: z.output<typeof updateGroupSettingsRequest>,
): Promise<void> {
  assertContactPersonOf(caller, input.webShopId);
  await ctx.db.transaction(async (tx) => {
    const [shop] = await tx.select().from(webshops).where(eq(webshops.id, input.webShopId)).for('update');
    if (!shop) throw new AppError('not-found');
    const currencyCode = CURRENCY_BY_COUNTRY[input.countryCode];
    const countryChanged = input.countryCode !== shop.countryCode;
    if (countryChanged && (await hasOrders(tx, shop.id))) {
      throw new AppError('country-locked', { fieldErrors: { countryCode: GROUP_SETTINGS_MSG.countryLocked } });
    }
    const goalMinor = toMinor(input.goal);
    await tx
      .update(webshops)
      .set({
        goalMinor,
        amountOfParticipants: input.amountOfParticipants,
        ...(input.commentToBuyers === undefined ? {} : { commentToBuyers: input.commentToBuyers }),
        ...(input.language === undefined ? {} : { language: input.language }),
        countryCode: input.countryCode,
        currencyCode,
      })
      .where(eq(webshops.id, shop.id));
    if (currencyCode !== shop.currencyCode) {
      await tx
        .delete(webshopProducts)
        .where(
          and(
            eq(webshopProducts.webshopId, shop.id),
            sql`not exists (select 1 from ${productPrices} where ${productPrices.productId} = ${webshopProducts.productId} and ${productPrices.currencyCode} = ${currencyCode})`,
          ),
        );
      await tx.execute(
        sql`update ${webshopProducts} set price_minor = pp.price_minor from ${productPrices} pp where ${webshopProducts.webshopId} = ${shop.id} and pp.product_id = ${webshopProducts.productId} and pp.currency_code = ${currencyCode}`,
      );
    }
    await recordAudit(tx, callerActor(caller), {
      action: 'webshop.settings',
      target: { type: 'webshop', id: shop.id },
      webshopId: shop.id,
      before: {
        goalMinor: shop.goalMinor,
        amountOfParticipants: shop.amountOfParticipants,
        countryCode: shop.countryCode,
        commentToBuyers: shop.commentToBuyers,
        language: shop.language,
      },
      after: {
        goalMinor,
        amountOfParticipants: input.amountOfParticipants,
        countryCode: input.countryCode,
        commentToBuyers: input.commentToBuyers ?? shop.commentToBuyers,
        language: input.language ?? shop.language,
      },
    });
  });
  // The goal, the message and the language stand in every store of the webshop.
  ctx.shopCache.invalidateWebshop(input.webShopId);
}
