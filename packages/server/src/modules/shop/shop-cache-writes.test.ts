import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { appWithOpenShop, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { tablesRead } from '../../testing/tables-read.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { loadSellerShop } from './service.ts';

/**
 * Writes to a table the store reads that need not drop a cached store, each with why. Every other write site (a
 * Drizzle insert, update or delete, or an SQL one in the code or a migration's trigger) must be in a file that calls
 * shopCache.invalidate*; a new one fails here until it does, or is added below with its reason.
 */
const NEEDS_NO_INVALIDATION: Record<string, string> = {
  'db/seed.ts: insert products': 'seeding runs before the app serves',
  'db/seed.ts: insert webshops': 'seeding runs before the app serves',
  'db/seed.ts: insert sellers': 'seeding runs before the app serves',
  'db/seed.ts: update webshops': 'seeding runs before the app serves',
  'db/seed.ts: insert webshop_products': 'seeding runs before the app serves',
  'db/seed.ts: update sellers': 'seeding runs before the app serves',
  'db/migrations/0009_invariants.sql: update orders': 'a migration runs before the app serves',
  'db/migrations/0012_contact-details-and-email-undo.sql: update sellers': 'a migration runs before the app serves',
  'db/migrations/0029_receipts.sql: update orders': 'a migration runs before the app serves',
  'db/migrations/0015_delivery-refunds-disputes.sql: update orders':
    "a refund in full makes the order refunded: refund/settle.ts's forgetStoreOfOrder invalidates once it commits",
  'modules/team/team-store.ts: insert sellers':
    "the group's own store is a new row nobody has read, and the team page (cached) never lists it (decision 0050)",
  'integrations/images/migrate-local-pictures.ts: update sellers':
    'the same picture under a new key, at start-up; the URL changes within SHOP_CACHE_TTL_MS',
  'modules/registration/service.ts: insert webshops': 'a new webshop has no seller, so no cached store',
  'modules/registration/service.ts: insert webshop_products': 'a new webshop has no seller, so no cached store',
  'modules/account/service.ts: update sellers': 'contact_details_visible_at, which the store does not show',
  'modules/account/language.ts: update sellers':
    "the seller's own language for its pages; the store speaks the group's (or the browser's)",
  'modules/housekeeping/service.ts: update orders': 'pending orders end cancelled; the store counts paid ones only',
  'modules/order/order-records.ts: insert orders':
    'checkout inserts pending orders; manual-orders.ts, which inserts paid ones, invalidates',
  'modules/contact-person-tools/service.ts: update webshops':
    'the introduction answer and the friend competition, which the store does not show',
  'modules/checkout/session.ts: update orders': 'pending orders only',
  'modules/order/sale-tax.ts: update orders':
    "the tax Stripe charged, written in completion.ts's paying transaction, which drops the seller's stores after it",
  'modules/checkout/my-order.ts: update orders': 'confirmation_seen_at, which the store does not show',
  'modules/payout/contact-person-acts.ts: update webshops': 'the payout schedule, which the store does not show',
  'modules/seller/roster-many.ts: insert sellers': 'new participants, whose stores nobody has read yet',
  'ebooks/product-editions.ts: insert product_editions':
    "the console's upload (catalogue/service.ts) drops every store once it commits; the seed runs before the app " +
    'serves; `npm run ebooks -- import` beside a running server is seen within SHOP_CACHE_TTL_MS',
  'ebooks/product-editions.ts: update products': "takeSamplesOffSale: the seed's, at a production start",
  'modules/seller/seller-mail.ts: update sellers':
    "the guardian's link (hash and expiry), which the store does not show",
};

/** The store's sales figure comes from this roll-up, which only the triggers of orders write. */
const ROLL_UP = 'seller_sales';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.(ts|sql)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const tableOfVariable = new Map<string, string>(
  Object.entries(schema).flatMap(([name, value]) => (is(value, PgTable) ? [[name, getTableName(value)] as const] : [])),
);

/** Every write site of the server's code and migrations, as 'file: kind table'. */
function writeSites(): { site: string; table: string; invalidates: boolean }[] {
  const sites: { site: string; table: string; invalidates: boolean }[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const relative = path.relative(SRC, file).split(path.sep).join('/');
    const invalidates = text.includes('shopCache.invalidate');
    const add = (kind: string, table: string | undefined) => {
      if (table) sites.push({ site: `${relative}: ${kind.toLowerCase()} ${table}`, table, invalidates });
    };
    for (const m of text.matchAll(/\.(update|insert|delete)\(\s*(\w+)\s*\)/g)) add(m[1]!, tableOfVariable.get(m[2]!));
    for (const m of text.matchAll(/\b(update|insert\s+into|delete\s+from)\s+"?(\w+)"?/gi))
      if (tableOfVariable.has(camel(m[2]!)) || [...tableOfVariable.values()].includes(m[2]!))
        add(m[1]!.split(/\s+/)[0]!, m[2]!);
  }
  return sites.filter((s, i) => sites.findIndex((o) => o.site === s.site) === i);
}

const camel = (snake: string) => snake.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

describe('shop cache invalidation', () => {
  let t: TestApp;
  let shop: OpenShop;
  beforeEach(async () => {
    ({ t, shop } = await appWithOpenShop('pglite'));
  });
  afterEach(() => t.close());

  it('is called wherever a table the store reads is written, or the write is listed with why it need not be', async () => {
    const read = await tablesRead(t, (ctx) => loadSellerShop(ctx, shop.sellerId));
    expect([...read].sort()).toEqual([
      'product_editions',
      'products',
      'seller_sales',
      'sellers',
      'webshop_products',
      'webshops',
    ]);
    // The roll-up is written by the triggers of orders alone (migrations 0003, 0006, 0015): its writers are those of
    // orders, whose sites are checked instead of the trigger bodies.
    const storeTables = new Set([...read].flatMap((table) => (table === ROLL_UP ? ['orders'] : [table])));
    expect(writeSites().filter((s) => s.table === ROLL_UP && !s.site.startsWith('db/migrations/'))).toEqual([]);
    const sites = writeSites().filter((s) => storeTables.has(s.table));
    const forgotten = sites.filter((s) => !s.invalidates && !(s.site in NEEDS_NO_INVALIDATION)).map((s) => s.site);
    expect(forgotten).toEqual([]);
    const stale = Object.keys(NEEDS_NO_INVALIDATION).filter((key) => !sites.some((s) => s.site === key));
    expect(stale).toEqual([]);
    // The scan finds the invalidating writes too (a sanity check of the patterns).
    expect(sites.filter((s) => s.invalidates).map((s) => s.site)).toEqual(
      expect.arrayContaining([
        'modules/webshop-lock/service.ts: update webshops',
        'modules/seller/service.ts: update sellers',
      ]),
    );
  });
});
