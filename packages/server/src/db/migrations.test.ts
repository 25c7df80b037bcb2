// One file: every check of the committed migrations (order, checksums, applying them once, concurrently, on each database).
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import drizzleConfig from '../../drizzle.config.ts';
import { buildApp } from '../app.ts';
import { databaseError } from '../lib/db-errors.ts';
import { Secrets } from '../lib/crypto.ts';
import { openShop } from '../testing/checkout-fixtures.ts';
import { cardOrder, manualOrder } from '../testing/order-fixtures.ts';
import { testConfig } from '../testing/test-app.ts';
import {
  createEmptyTestDatabase,
  createTestDatabase,
  databaseKinds,
  TEST_APP_SECRET,
} from '../testing/test-database.ts';
import {
  migrate,
  migrationChecksum,
  MigrationChecksumError,
  readMigrations,
  type Database,
  type DatabaseHandle,
} from './client.ts';
import { seed } from './seed.ts';
import { orders, sessions, sellerSales, webshopDailySales } from './schema.ts';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));
const drizzleKit = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
const committedChecksums = JSON.parse(
  readFileSync(new URL('./migration-checksums.json', import.meta.url), 'utf8'),
) as Record<string, string>;

describe('committed migrations', () => {
  it('agree with the Drizzle schema: drizzle-kit generate (drizzle.config.ts) finds nothing to add', async () => {
    // On a copy of the migrations folder, so a disagreement leaves the tree as it was and the test says what differs.
    const out = mkdtempSync(path.join(tmpdir(), 'fundshop-drizzle-'));
    try {
      cpSync(path.resolve(serverDir, drizzleConfig.out!), out, { recursive: true });
      const files = () => [...readdirSync(out), ...readdirSync(path.join(out, 'meta'))].sort();
      const before = files();
      const schema = path.resolve(serverDir, String(drizzleConfig.schema));
      const run = (args: string[]) => promisify(execFile)(process.execPath, [drizzleKit, ...args], { cwd: serverDir });

      // drizzle-kit reads --out relative to the working directory (it prefixes './').
      const outArg = path.relative(serverDir, out);
      const generated = await run([
        'generate',
        '--dialect',
        drizzleConfig.dialect,
        '--schema',
        schema,
        '--out',
        outArg,
      ]);
      const added = files().filter((f) => !before.includes(f));
      const diff = added.filter((f) => f.endsWith('.sql')).map((f) => readFileSync(path.join(out, f), 'utf8'));
      expect(
        diff,
        'schema.ts has changes no committed migration makes: npm run db:generate -w @fundshop/server',
      ).toEqual([]);
      expect(generated.stdout).toContain('No schema changes');
      const checked = await run(['check', '--dialect', drizzleConfig.dialect, '--out', outArg]);
      expect(checked.stdout).toContain("Everything's fine");
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('each carry the committed checksum, so an edited migration shows in review', async () => {
    const actual = Object.fromEntries((await readMigrations()).map((m) => [m.tag, migrationChecksum(m.text)]));
    expect(
      actual,
      'a new migration needs its line in src/db/migration-checksums.json; an applied one is never edited',
    ).toEqual(committedChecksums);
  });
});

describe.each(databaseKinds)('migrating on %s', (kind) => {
  let handle: DatabaseHandle;
  afterEach(() => handle.close());

  it('lets two instances migrate a new database at the same moment: both finish, each migration applied once', async () => {
    const migrations = (await readMigrations()).length;
    // The race is in PostgreSQL's catalog, so a few rounds on fresh databases, not one.
    for (let round = 1; round <= 5; round++) {
      handle = await createEmptyTestDatabase(kind);
      await Promise.all([migrate(handle.db), migrate(handle.db)]);
      const { rows } = (await handle.db.execute(
        sql`select count(*)::int as applied, count(distinct tag)::int as tags from schema_migrations`,
      )) as { rows: { applied: number; tags: number }[] };
      expect(rows[0]).toEqual({ applied: migrations, tags: migrations });
      // afterEach closes the last one.
      if (round < 5) await handle.close();
    }
  });

  describe('a migrated database', () => {
    beforeEach(async () => {
      handle = await createTestDatabase(kind);
    });

    it('refuses to start on an applied migration whose file has changed', async () => {
      await handle.db.execute(
        sql`update schema_migrations set checksum = ${'0'.repeat(64)} where tag = '0003_sales-rollup-triggers'`,
      );
      const error = await migrate(handle.db).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(MigrationChecksumError);
      expect((error as Error).message).toMatch(
        /^Migration 0003_sales-rollup-triggers was changed after it was applied/,
      );
    });

    it('records the checksum of a migration applied before checksums were kept, and then holds it to it', async () => {
      await handle.db.execute(sql`update schema_migrations set checksum = null`);
      await migrate(handle.db);
      const rows = (await handle.db.execute(sql`select tag, checksum from schema_migrations order by tag`)) as {
        rows: { tag: string; checksum: string }[];
      };
      expect(Object.fromEntries(rows.rows.map((r) => [r.tag, r.checksum]))).toEqual(committedChecksums);
    });
  });

  describe('0009 on a database with data from before it', () => {
    let db: Database;
    let close: () => Promise<void>;
    let shop: Awaited<ReturnType<typeof openShop>>;
    beforeEach(async () => {
      handle = await createEmptyTestDatabase(kind);
      db = handle.db;
      await migrate(db, { stopBefore: '0009_invariants' });
      // Today's code writes the rows below, and drizzle names every column of a table in an insert: the columns later
      // migrations add are lent to the old database meanwhile, and taken back before the test migrates.
      for (const [table, column] of LATER_COLUMNS) await db.execute(sql.raw(`alter table ${table} add ${column}`));
      for (const [, definition] of LATER_TABLES) await db.execute(sql.raw(`create table ${definition}`));
      await seed(db, new Secrets(TEST_APP_SECRET), { demo: true, simulatedPayments: true });
      // What the application wrote before: a shop, paid card and manual orders, a pending one, sessions.
      const dataDir = mkdtempSync(path.join(tmpdir(), 'fundshop-test-'));
      const app = await buildApp({ config: testConfig({ dataDir }), db });
      await app.ready();
      close = async () => {
        await app.close();
        rmSync(dataDir, { recursive: true, force: true });
      };
      shop = await openShop(app, db);
      const cart = [{ productId: shop.productIds[0]!, amountOrdered: 2 }];
      await cardOrder(app, shop, cart, 'paid');
      await cardOrder(app, shop, cart, 'none');
      await manualOrder(app, shop.organiser.token, shop, cart);
      for (const [table, column] of LATER_COLUMNS) {
        await db.execute(sql.raw(`alter table ${table} drop column ${column.split(' ')[0]}`));
      }
      for (const [table] of LATER_TABLES.toReversed()) await db.execute(sql.raw(`drop table ${table}`));
    });
    afterEach(() => close());

    const rollups = async () => ({
      // The columns of 0009's time: later migrations add more (migration 0030 the tax).
      sellers: await db
        .select({
          sellerId: sellerSales.sellerId,
          webshopId: sellerSales.webshopId,
          salesMinor: sellerSales.salesMinor,
          earningsMinor: sellerSales.earningsMinor,
          amount: sellerSales.amount,
          manualSalesMinor: sellerSales.manualSalesMinor,
          manualEarningsMinor: sellerSales.manualEarningsMinor,
        })
        .from(sellerSales),
      days: await db.select().from(webshopDailySales),
    });

    it('fixes what it can (paid without paid_at, unusable sessions) and keeps the roll-ups as they were', async () => {
      // Raw SQL: drizzle would name the columns later migrations add to orders, which this database has not yet.
      const inserted = (await db.execute(sql`
        insert into orders (webshop_id, seller_id, source, status, created_by_role, buyer_first_name, country_code,
          street_address, city, postal_code, state, currency_code, total_minor, created_at)
        values (${shop.webShopId}, ${shop.sellerId}, 'manual', 'paid', 'contactperson', 'Old', 'US', '1 Main St',
          'Springfield', '62701', 'IL', 'USD', 4400, '2026-01-02T10:00:00Z')
        returning id`)) as { rows: { id: number }[] };
      const legacy = inserted.rows[0];
      const other = await createOtherShopSeller(db);
      const expires = new Date(Date.now() + 3_600_000);
      // Raw SQL too: sessions have columns (operator_id, last_seen_at) this database does not have yet.
      await db.execute(sql`
        insert into sessions (token_hash, role, webshop_id, seller_id, expires_at) values
          ('seller-without-seller', 'seller', ${shop.webShopId}, null, ${expires}),
          ('organiser-naming-seller', 'contactperson', ${shop.webShopId}, ${shop.sellerId}, ${expires}),
          ('seller-of-other-shop', 'seller', ${shop.webShopId}, ${other}, ${expires}),
          ('good-seller', 'seller', ${shop.webShopId}, ${shop.sellerId}, ${expires})`);
      const counted = (await db.execute(sql`select count(*)::int as n from sessions`)) as { rows: { n: number }[] };
      const sessionsBefore = counted.rows[0]!.n;
      const before = await rollups();

      await migrate(db);

      const [fixed] = await db.select().from(orders).where(eq(orders.id, legacy!.id));
      expect(fixed!.paidAt).toEqual(fixed!.createdAt);
      expect(await rollups()).toEqual(before);
      const left = (await db.select().from(sessions)).map((s) => s.tokenHash);
      expect(left).toHaveLength(sessionsBefore - 3);
      expect(left).toContain('good-seller');
      expect(
        await db
          .select()
          .from(orders)
          .where(sql`${orders.status} = 'paid' and ${orders.paidAt} is null`),
      ).toEqual([]);
    });

    it('stops, whole, on a row it can not fix: an order whose seller is in another webshop', async () => {
      const other = await createOtherShopSeller(db);
      await db.execute(sql`update orders set paid_at = null where source = 'manual'`);
      await db.execute(sql`update orders set seller_id = ${other} where source = 'card' and status = 'pending'`);

      const error = await migrate(db).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(databaseError(error)?.constraint).toBe('orders_seller_fk');
      // Rolled back as one: not recorded, no jobs table, the fixable row not touched either.
      const applied = (await db.execute(sql`select tag from schema_migrations where tag = '0009_invariants'`)) as {
        rows: unknown[];
      };
      expect(applied.rows).toEqual([]);
      const jobsTable = (await db.execute(sql`select to_regclass('jobs') as t`)) as { rows: { t: unknown }[] };
      expect(jobsTable.rows[0]!.t).toBeNull();
      expect(
        await db
          .select({ id: orders.id })
          .from(orders)
          .where(sql`${orders.source} = 'manual' and ${orders.paidAt} is null`),
      ).toHaveLength(1);
    });
  });

  describe('0012 on a database with participants from before it', () => {
    it('trusts organiser-added participants with the contact details since their creation, not self-registered ones', async () => {
      handle = await createEmptyTestDatabase(kind);
      const db = handle.db;
      await migrate(db, { stopBefore: '0012_contact-details-and-email-undo' });
      await db.execute(sql`
        with w as (insert into webshops (name, country_code, currency_code, goal_minor, seller_registration_key)
                   values ('Group', 'US', 'USD', 100, 'key-0012') returning id)
        insert into sellers (webshop_id, name, login_code_hmac, login_code_encrypted, added_by_role, created_at)
        select id, v.name, v.name, v.name, v.role, '2026-01-02T10:00:00Z' from w,
          (values ('Added', 'contactperson'), ('Self', 'seller')) as v (name, role)`);

      await migrate(db);

      const { rows } = (await db.execute(sql`
        select name, contact_details_visible_at = created_at as since_creation from sellers order by name`)) as {
        rows: { name: string; since_creation: boolean | null }[];
      };
      expect(rows).toEqual([
        { name: 'Added', since_creation: true },
        { name: 'Self', since_creation: null },
      ]);
    });
  });
});

/** Columns added after 0009 to the tables the 0009 test writes with today's code: [table, column definition]. */
const LATER_COLUMNS: [string, string][] = [
  ['orders', 'language text'],
  ['sellers', 'contact_details_visible_at timestamptz'],
  ['orders', 'refunded_minor integer not null default 0'],
  ['orders', 'charged_back_minor integer not null default 0'],
  ['orders', 'payment_reference text'],
  ['products', 'cover_picture_key text'],
  ['products', 'on_sale boolean not null default true'],
  ['sessions', 'operator_id integer'],
  ['sessions', 'last_seen_at timestamptz not null default now()'],
  ['sessions', 'co_organiser_id integer'],
  ['contact_persons', 'erased_at timestamptz'],
  ['sellers', 'is_minor boolean not null default false'],
  ['sellers', 'guardian_email text'],
  ['sellers', 'guardian_token_hash text'],
  ['sellers', 'guardian_token_expires_at timestamptz'],
  ['sellers', 'guardian_confirmed_at timestamptz'],
  ['sellers', 'full_name_consent boolean not null default false'],
  ['sellers', 'show_full_name boolean not null default false'],
  ['sellers', 'erased_at timestamptz'],
  ['orders', 'buyer_erased_at timestamptz'],
  ['webshops', "language text not null default 'en'"],
  ['sellers', 'language text'],
  ['contact_persons', 'language text'],
  ['mail_outbox', 'headers jsonb'],
  ['orders', 'via text'],
  ['webshops', 'locked_at timestamptz'],
  ['webshops', 'is_sales_reminder_active boolean not null default false'],
  ['sellers', 'is_team boolean not null default false'],
  ['orders', 'tax_minor integer not null default 0'],
  ['orders', "tax_behaviour text not null default 'inclusive'"],
  ['orders', "tax_source text not null default 'none'"],
  ['orders', 'tax_region text'],
  ['orders', 'tax_reference text'],
  ['order_lines', "tax_code text not null default 'txcd_10302000'"],
  ['order_lines', 'tax_rate_ppm integer not null default 0'],
  ['order_lines', 'tax_minor integer not null default 0'],
  // Numbered as it is written: the trigger that numbers a payment (0029) is not there yet.
  ['orders', 'receipt_number integer generated by default as identity'],
  ['seller_sales', 'tax_minor bigint not null default 0'],
  ['seller_sales', 'manual_tax_minor bigint not null default 0'],
  ['payouts', 'manual_tax_minor bigint not null default 0'],
];

/** Tables added after 0009 that the seed and registration use: [table, definition], dropped again before migrating. */
const LATER_TABLES: [string, string][] = [
  [
    'ebook_files',
    'ebook_files (key text primary key, content_type text, bytes bytea, size integer, saved_at timestamptz)',
  ],
  [
    'product_editions',
    `product_editions (product_id integer, format text, file_key text, file_name text, size integer, sha256 text,
      sample boolean, updated_at timestamptz, primary key (product_id, format))`,
  ],
  [
    'book_links',
    `book_links (id integer generated by default as identity primary key, order_id integer, token_hash text,
      expires_at timestamptz, created_at timestamptz default now())`,
  ],
  [
    'audit_events',
    `audit_events (id bigint generated by default as identity primary key, occurred_at timestamptz default now(),
      actor_role text, actor_id integer, actor_label text, action text, target_type text, target_id integer,
      webshop_id integer, before jsonb, after jsonb, reason text, network text)`,
  ],
  [
    'order_taxes',
    `order_taxes (id integer generated by default as identity primary key, order_id integer, order_line_id integer,
      jurisdiction text, tax_type text, rate_ppm integer, taxable_minor integer, tax_minor integer)`,
  ],
];

/** A second group with a participant, written directly (the data of another webshop). */
async function createOtherShopSeller(db: Database): Promise<number> {
  const result = (await db.execute(sql`
    with w as (insert into webshops (name, country_code, currency_code, goal_minor, seller_registration_key)
               values ('Other group', 'US', 'USD', 200000, 'other-key') returning id)
    insert into sellers (webshop_id, name, login_code_hmac, login_code_encrypted, added_by_role)
    select id, 'Other seller', 'other-hmac', 'other-encrypted', 'contactperson' from w returning id`)) as {
    rows: { id: number }[];
  };
  return result.rows[0]!.id;
}
