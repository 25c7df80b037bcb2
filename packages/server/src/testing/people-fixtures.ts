import { sql } from 'drizzle-orm';
import { ERASE_CONFIRMATION, type PayoutOverview } from '@fundshop/core';
import type { Database } from '../db/client.ts';
import { payoutOverview } from '../modules/payout/money.ts';
import { checkoutBody, openShop, type OpenShop } from './checkout-fixtures.ts';
import { bearer, latestMailTo } from './fixtures.ts';
import { adminOf } from './operator-fixtures.ts';
import { manualOrder } from './order-fixtures.ts';
import { closeRefundWindows, setSimulatedPaymentAccount } from './payout-fixtures.ts';
import { addSeller, type TestSeller } from './seller-fixtures.ts';
import type { TestApp } from './test-app.ts';
import { TEST_CARD } from './checkout-fixtures.ts';

/** Three people with names found nowhere else, so a search for them finds only what they left (issue 27). */
export const PEOPLE = {
  organiser: {
    firstName: 'Ottoline',
    lastName: 'Quimbyfield',
    email: 'ottoline.quimbyfield@example.com',
    phone: '+1 555 0177',
  },
  seller: { name: 'Pemberton Zanzibar', email: 'pemberton.zanzibar@example.com' },
  buyer: {
    firstName: 'Wilhelmina',
    lastName: 'Xanthoudakis',
    email: 'wilhelmina.xanthoudakis@example.com',
    phone: '+1 555 0199',
  },
} as const;

/** What a search must not find of each person once erased. */
export const TRACES = {
  organiser: [PEOPLE.organiser.firstName, PEOPLE.organiser.lastName, PEOPLE.organiser.email, PEOPLE.organiser.phone],
  seller: ['Pemberton', 'Zanzibar', PEOPLE.seller.email],
  buyer: [PEOPLE.buyer.firstName, PEOPLE.buyer.lastName, PEOPLE.buyer.email, PEOPLE.buyer.phone],
} as const;

export interface EndedFundraiser {
  shop: OpenShop;
  seller: TestSeller;
  /** The buyer's card order (10 e-books: the group's share 110) and the cash order the seller entered for it. */
  cardOrderId: number;
  manualOrderId: number;
  payoutId: number;
}

/**
 * A whole fundraiser with the three people in every place they can leave a trace: the organiser registers, adds the
 * seller, writes to the sellers and to support; the buyer buys by card (receipt, e-book link), the seller enters a
 * cash order for the same buyer, the buyer asks for its data link; the organiser locks the shop and is paid out
 * (INITIATED -> PENDING -> PAID by an admin), so nothing is outstanding.
 */
export async function endedFundraiser(t: TestApp): Promise<EndedFundraiser> {
  const o = PEOPLE.organiser;
  const shop = await openShop(t.app, t.db, {
    firstName: o.firstName,
    lastName: o.lastName,
    email: o.email,
    phoneNumber: o.phone,
  });
  await setSimulatedPaymentAccount(t.db, shop.webShopId);
  const seller = await addSeller(t.app, t.db, shop.organiser, PEOPLE.seller);
  const target = { sellerId: seller.sellerId, webShopId: shop.webShopId };
  const b = PEOPLE.buyer;
  const buyer = {
    buyerFirstName: b.firstName,
    buyerLastName: b.lastName,
    buyerEmail: b.email,
    buyerPhoneNumber: b.phone,
  };
  const productId = shop.productIds[0]!;
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/stripe/create-checkout-session',
    payload: checkoutBody(
      { ...target, productIds: shop.productIds },
      {
        ...buyer,
        personalMessage: `Go ${PEOPLE.seller.name}! From ${b.firstName}`,
        webShopCartProducts: [{ productId, amountOrdered: 10, productName: 'Book', productPrice: 22 }],
        totalAmount: 220,
      },
    ),
  });
  const { clientSecret, checkoutSession } = checkout.json() as { clientSecret: string; checkoutSession: string };
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payments/simulated/pay',
    payload: { clientSecret, ...TEST_CARD },
  });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  const [card] = (
    (await t.db.execute(sql`select id from orders where checkout_session = ${checkoutSession}`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  const manualOrderId = await manualOrder(t.app, seller.token, target, [{ productId, amountOrdered: 2 }], {
    ...buyer,
    note: `Cash from ${b.firstName} ${b.lastName}`,
  });
  const organiser = bearer(shop.organiser.token);
  const post = async (url: string, payload: object, headers: Record<string, string> = organiser) => {
    const response = await t.app.inject({ method: 'POST', url, payload, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as Record<string, unknown>;
  };
  await post('/api/contact-person/send-message-to-sellers', {
    webShopId: shop.webShopId,
    message: `Well done ${PEOPLE.seller.name}, the best seller of the class!`,
  });
  await post('/api/contact-person/send-message-to-support', {
    webShopId: shop.webShopId,
    message: `Please call me, ${o.firstName} ${o.lastName}, on ${o.phone}.`,
  });
  await post('/api/personal-data/link', { email: b.email }, {});
  // Past the buyer's days to cancel: the final payout pays it all and holds no reserve (decision 0051).
  await closeRefundWindows(t.db, shop.webShopId);
  await post('/api/contact-person/update-web-shop-lock-status', { isLocked: true });
  const { payout } = (await post('/api/contact-person/initiate-payout', { sellerId: shop.sellerId })) as {
    payout: { id: number };
  };
  const admin = bearer((await adminOf(t)).token);
  await post(`/api/operator/payouts/${payout.id}/advance`, { from: 'INITIATED' }, admin);
  await post(`/api/operator/payouts/${payout.id}/advance`, { from: 'PENDING' }, admin);
  return { shop, seller, cardOrderId: card!.id, manualOrderId, payoutId: payout.id };
}

/** The token of the newest data link mailed to `to`. */
export async function dataLinkMailedTo(db: Database, to: string): Promise<string> {
  const mail = await latestMailTo(db, to);
  const token = /\/my-data\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no data link in the mail to ${to}: ${mail.text}`);
  return token;
}

export const confirmed = { confirm: ERASE_CONFIRMATION };

/**
 * Where each text is found: every text, varchar and json(b) column of every table of the test's schema, read from
 * information_schema when the test runs, so a table or column added later is searched too. Answers
 * "table.column" for each column holding one of `needles` (case-insensitive).
 */
export async function columnsHolding(db: Database, needles: readonly string[]): Promise<string[]> {
  const columns = (
    (await db.execute(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
      order by c.table_name, c.column_name`)) as unknown as { rows: { table_name: string; column_name: string }[] }
  ).rows;
  if (columns.length < 50) throw new Error(`only ${columns.length} text columns found: the search looks nowhere`);
  const found: string[] = [];
  const list = sql`array[${sql.join(
    needles.map((n) => sql`${n}`),
    sql`, `,
  )}]::text[]`;
  for (const { table_name: table, column_name: column } of columns) {
    const hits = (
      (await db.execute(
        sql`select n from unnest(${list}) n where exists (select 1 from ${sql.identifier(table)}
          where strpos(lower(${sql.identifier(column)}::text), lower(n)) > 0)`,
      )) as unknown as { rows: { n: string }[] }
    ).rows;
    for (const { n } of hits) found.push(`${table}.${column} holds ${n}`);
  }
  return found;
}

/**
 * Every money figure of the group: the payout overview (the dashboard's money card), the roll-ups the dashboards read,
 * and each order's and payout's amounts and dates.
 */
export async function moneyOfGroup(t: TestApp, webshopId: number): Promise<unknown> {
  const overview: PayoutOverview = await payoutOverview({ db: t.db, config: t.config }, webshopId, 'USD');
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    overview,
    sellerSales: await rows(
      sql`select seller_id, sales_minor, earnings_minor, amount, manual_sales_minor, manual_earnings_minor from seller_sales where webshop_id = ${webshopId} order by seller_id`,
    ),
    daily: await rows(sql`select * from webshop_daily_sales where webshop_id = ${webshopId} order by day`),
    products: await rows(
      sql`select * from seller_product_sales where webshop_id = ${webshopId} order by seller_id, webshop_product_id`,
    ),
    orders: await rows(
      sql`select id, seller_id, status, source, total_minor, refunded_minor, charged_back_minor, earnings_minor, currency_code, paid_at, created_at, deleted_at from orders where webshop_id = ${webshopId} order by id`,
    ),
    lines: await rows(
      sql`select l.order_id, l.product_name, l.unit_price_minor, l.quantity from order_lines l join orders o on o.id = l.order_id where o.webshop_id = ${webshopId} order by l.id`,
    ),
    payouts: await rows(
      sql`select id, amount_minor, status, card_group_share_minor, manual_platform_share_minor, previously_paid_minor, created_at from payouts where webshop_id = ${webshopId} order by id`,
    ),
  };
}
