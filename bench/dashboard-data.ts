/**
 * Seeds a group for the dashboard benchmark with SQL (generate_series), so 50,000 orders take seconds:
 * S sellers and N orders with one or two lines each. Every 10th order is manual (every 40th of those
 * deleted); of the card orders some stay pending or cancelled, the rest are paid. Dates spread over 30 days.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { CURRENCY_BY_COUNTRY, toMinor } from '@fundshop/core';
import { createSession } from '../packages/server/src/auth/session.ts';
import type { Database } from '../packages/server/src/db/client.ts';
import {
  contactPersons,
  productPrices,
  products,
  webshopProducts,
  webshops,
} from '../packages/server/src/db/schema.ts';
import { randomCode, type Secrets } from '../packages/server/src/lib/crypto.ts';

export interface DashboardGroup {
  webShopId: number;
  sellers: number;
  orders: number;
  /** The organiser's bearer token. */
  token: string;
}

export async function seedDashboardGroup(
  db: Database,
  secrets: Secrets,
  size: { sellers: number; orders: number },
): Promise<DashboardGroup> {
  const [shop] = await db
    .insert(webshops)
    .values({
      name: `Bench Group ${size.sellers}x${size.orders}`,
      countryCode: 'US',
      currencyCode: CURRENCY_BY_COUNTRY.US,
      goalMinor: toMinor(2000),
      sellerRegistrationKey: randomCode(16),
      hasFinishedOnboarding: true,
    })
    .returning({ id: webshops.id });
  if (!shop) throw new Error('webshop insert failed');
  const w = shop.id;
  await db.insert(contactPersons).values({
    webshopId: w,
    firstName: 'Bench',
    lastName: 'Organiser',
    email: `bench-${w}@example.com`,
    phoneNumber: '+1 555 0100',
    passwordHash: 'scrypt$unused$unused',
  });
  const prices = await db
    .select({ productId: productPrices.productId, priceMinor: productPrices.priceMinor })
    .from(productPrices)
    .where(eq(productPrices.currencyCode, 'USD'));
  await db.insert(webshopProducts).values(prices.map((p) => ({ webshopId: w, ...p })));
  const [first, second] = await db
    .select({ id: webshopProducts.id, name: products.name, priceMinor: webshopProducts.priceMinor })
    .from(webshopProducts)
    .innerJoin(products, eq(products.id, webshopProducts.productId))
    .where(eq(webshopProducts.webshopId, w))
    .orderBy(asc(webshopProducts.id))
    .limit(2);
  if (!first || !second || first.priceMinor !== second.priceMinor)
    throw new Error('expected two equally priced products');
  const price = first.priceMinor;
  // Every seller shows the same (valid) encrypted code: the dashboard decrypts one per seller, as in production.
  const encrypted = secrets.encrypt(randomCode(12));

  await db.execute(sql`
    insert into sellers (webshop_id, name, email, login_code_hmac, login_code_encrypted, added_by_role)
    select ${w}, 'Participant ' || g, 'p' || g || '-' || ${w} || '@bench.example', 'bench-' || ${w} || '-' || g,
           ${encrypted}, 'contactperson'
    from generate_series(1, ${size.sellers}) g`);
  await db.execute(sql`
    insert into orders (webshop_id, seller_id, source, status, created_by_role, buyer_first_name, buyer_last_name,
                        buyer_email, country_code, street_address, city, postal_code, state, currency_code,
                        total_minor, paid_at, created_at, deleted_at, deleted_by_role)
    select ${w}, s.ids[1 + (g % ${size.sellers})],
           case when g % 10 = 0 then 'manual' else 'card' end,
           case when g % 10 = 0 then 'paid' when g % 17 = 0 then 'pending' when g % 23 = 0 then 'cancelled' else 'paid' end,
           case when g % 10 = 0 then 'contactperson' else 'buyer' end,
           'Buyer', 'N' || g, 'b' || g || '@example.com', 'US', '1 Main Street', 'Springfield', '62701', 'IL', 'USD',
           ${price} * ((g % 3) + 1 + case when g % 2 = 0 then 1 else 0 end),
           case when g % 10 <> 0 and (g % 17 = 0 or g % 23 = 0) then null else now() - (g % 30) * interval '1 day' end,
           now() - (g % 30) * interval '1 day',
           case when g % 40 = 0 then now() end,
           case when g % 40 = 0 then 'contactperson' end
    from generate_series(1, ${size.orders}) g,
         (select array_agg(id order by id) as ids from sellers where webshop_id = ${w}) s`);
  await db.execute(sql`
    insert into order_lines (order_id, webshop_product_id, product_name, unit_price_minor, quantity)
    select id, ${first.id}, ${first.name}, ${price}, greatest(total_minor / ${price} - 1, 1) from orders where webshop_id = ${w}`);
  await db.execute(sql`
    insert into order_lines (order_id, webshop_product_id, product_name, unit_price_minor, quantity)
    select id, ${second.id}, ${second.name}, ${price}, 1 from orders where webshop_id = ${w} and total_minor >= ${2 * price}`);
  // The roll-up rows were updated once per order while seeding: vacuum, as autovacuum would in steady state.
  await db.execute(sql`vacuum analyze`);
  const token = await createSession(db, { role: 'contactperson', webshopId: w, sellerId: null });
  return { webShopId: w, sellers: size.sellers, orders: size.orders, token };
}
