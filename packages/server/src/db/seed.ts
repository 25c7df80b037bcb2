import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { CURRENCY_BY_COUNTRY, DEMO_SELLER_ID, DEMO_WEBSHOP_ID, EDITION_FORMATS, toMinor } from '@fundshop/core';
import { loadSampleEditions, productsWithoutEditions, takeSamplesOffSale } from '../ebooks/product-editions.ts';
import { newSimulatedAccountId } from '../integrations/payments/simulated-provider.ts';
import { hashPassword, randomCode, randomToken, verifyPassword, type Secrets } from '../lib/crypto.ts';
import type { Database, Transaction } from './client.ts';
import {
  contactPersons,
  productEditions,
  productPrices,
  products,
  sellers,
  sessions,
  webshopProducts,
  webshops,
} from './schema.ts';

/** Every e-book sells for 22 in each group currency. */
const PRICE = 22;

/**
 * Fundshop's own e-book catalog; covers ship in packages/server/assets/covers. The repository holds each book's sample
 * edition (assets/ebooks/<slug>.md, about 500 words), so the texts describe what that file holds, chapter by chapter:
 * the store must never sell a sample as the book (docs/decisions/0058). The seed keeps them current only while the
 * product's editions are samples; the full edition's texts are the operator's, written in the console.
 */
export const CATALOG = [
  {
    slug: 'little-garden-cookbook',
    name: 'The Little Garden Cookbook',
    shortDescription:
      'Two seasonal recipes, spring radish toast and autumn pumpkin soup, each starting with something you can grow yourself.',
    descriptionHtml:
      '<p>A sample of <strong>The Little Garden Cookbook</strong> in three short chapters:</p><ul><li>Before You Begin: a small garden is enough, and which kitchen jobs suit young cooks and which are for grown-ups</li><li>Spring: radish toast, from sowing the seeds to the table</li><li>Autumn: pumpkin soup, with the seeds roasted and some saved for next year</li></ul>',
  },
  {
    slug: 'stars-over-the-lake',
    name: 'Stars Over the Lake',
    shortDescription:
      "Two cousins find a star map in their grandmother's boathouse: the first three chapters of a summer story for ages 8 to 12.",
    descriptionHtml:
      "<p>Maya and Theo find an old star map in their grandmother's boathouse, paddle out on the first clear night to find the stars someone named 'The Lantern', and learn who drew the map.</p><p>A sample in three short chapters; the story stops as the summer's search begins.</p>",
  },
  {
    slug: 'five-minute-fitness',
    name: 'Five-Minute Fitness',
    shortDescription:
      'Why five minutes of moving is enough, and two equipment-free routines: a match-day warm-up and a homework break.',
    descriptionHtml:
      '<p>A sample in three short chapters, without pictures:</p><ul><li>Why five minutes is enough: one minute to warm up, three to work, one to cool down</li><li>The match-day warm-up for a team</li><li>The homework break: stretches, wall push-ups and marching on the spot</li></ul>',
  },
  {
    slug: 'money-smart-kids',
    name: 'Money Smart Kids',
    shortDescription:
      'Save, spend and give jars, a ladder game for saving towards a goal, and why we give: three short chapters for children.',
    descriptionHtml:
      '<p>A sample in three short chapters, each a story or a game to try at home:</p><ul><li>Three jars on a shelf: Sam shares his pocket money between Save, Spend and Give</li><li>The saving game: a ladder to colour in on the way to a goal</li><li>Why we give: choosing together where the Give jar goes</li></ul>',
  },
  {
    slug: 'the-curious-coder',
    name: 'The Curious Coder',
    shortDescription:
      'What a program is, shapes drawn by a turtle and a loop, and a quiz game planned step by step: programming on paper.',
    descriptionHtml:
      '<p>A sample in three short chapters, with no computer needed:</p><ol><li>What a program is, and a puzzle: describe a square without the word</li><li>Drawing with code: a turtle, a loop, and the shapes one loop makes</li><li>Your first quiz game, described sentence by sentence before it becomes code</li></ol>',
  },
  {
    slug: 'campfire-stories',
    name: 'Campfire Stories',
    shortDescription:
      'Three spooky-but-kind tales to read aloud: an owl afraid of the dark, a lantern on the jetty and a very confused ghost.',
    descriptionHtml:
      '<p>A sample of three short stories to share at camp, at sleepovers or at bedtime, each ending with a smile:</p><ul><li>The Owl Who Was Afraid of the Dark</li><li>The Lantern on the Jetty</li><li>The Very Confused Ghost</li></ul>',
  },
] as const;

const DEMO_ORGANISER_PASSWORD = 'demo-organiser';
const DEMO_SELLER_CODE_LENGTH = 10;
/** A disabled demo seller's code: random, and too long to guess (about 119 bits). */
const DISABLED_CODE_LENGTH = 24;

export interface SeedOptions {
  /**
   * The demo organiser (DEMO_LOGIN, published in the README) and the demo seller can log in (config.demo: DEMO, by
   * default off in production). Off, their password and login code are replaced by random values nobody knows.
   */
  demo: boolean;
  /**
   * The simulated payment provider is in use: the demo group gets a simulated payment account, so its
   * participants' shops sell with the simulated card like any group's (only the demo seller is a demo).
   */
  simulatedPayments: boolean;
  /**
   * A production database (NODE_ENV=production): the repository's sample editions are not loaded, a product with one
   * is taken off sale, and new catalogue products start off sale until their full editions are uploaded
   * (docs/decisions/0058). Unset: development, tests and the demo, which sell the samples as samples.
   */
  production?: boolean;
}

/** What a production start must tell its operator: catalogue products that are not for sale, and why. */
export interface SeedReport {
  /** Taken off sale at this start: their EPUB or PDF is a sample edition. */
  samplesOffSale: string[];
  /** Catalogue products without both editions (a new production database): off sale until they are uploaded. */
  withoutEditions: string[];
}

/**
 * Writes the catalog, its sample e-book editions and the demo webshop behind /store-demo. Idempotent: running it
 * again changes nothing that is already there, except that the demo logins are brought in line with `demo` at every
 * start (a database first started in development must not keep the published password in production), and a sample
 * edition whose committed file changed is replaced (never an edition an operator imported; docs/decisions/0025).
 * In production no sample is loaded or sold; the report names the catalogue products not for sale (decision 0058).
 */
export async function seed(db: Database, secrets: Secrets, options: SeedOptions): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const catalog: { id: number; slug: string }[] = [];
    for (const [index, book] of CATALOG.entries()) {
      // The texts describe the sample edition: kept current only while the product's editions are all samples, so
      // the texts an operator writes for the full edition stay (docs/decisions/0058).
      await tx
        .insert(products)
        .values({ ...book, coverImageUrl: `/covers/${book.slug}.svg`, sortOrder: index, onSale: !options.production })
        .onConflictDoUpdate({
          target: products.slug,
          set: {
            name: book.name,
            shortDescription: book.shortDescription,
            descriptionHtml: book.descriptionHtml,
            coverImageUrl: `/covers/${book.slug}.svg`,
            sortOrder: index,
          },
          setWhere: sql`exists (select 1 from ${productEditions} where ${productEditions.productId} = ${products.id})
            and not exists (select 1 from ${productEditions} where ${productEditions.productId} = ${products.id} and not ${productEditions.sample})`,
        });
      const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.slug, book.slug));
      if (!product) throw new Error(`seeding ${book.slug} failed`);
      catalog.push({ id: product.id, slug: book.slug });
      await tx
        .insert(productPrices)
        .values(
          Object.values(CURRENCY_BY_COUNTRY).map((currencyCode) => ({
            productId: product.id,
            currencyCode,
            priceMinor: toMinor(PRICE),
          })),
        )
        .onConflictDoNothing();
    }
    // Before any webshop sells them: a product is put on sale only with both editions (docs/decisions/0025), and
    // production sells no sample (docs/decisions/0058).
    const report: SeedReport = { samplesOffSale: [], withoutEditions: [] };
    if (options.production) {
      report.samplesOffSale = await takeSamplesOffSale(tx);
      const without = new Set(
        await productsWithoutEditions(
          tx,
          catalog.map((p) => p.id),
        ),
      );
      report.withoutEditions = catalog.filter((p) => without.has(p.id)).map((p) => p.slug);
    } else {
      await loadSampleEditions(tx, catalog);
    }

    const existing = await tx.select({ id: webshops.id }).from(webshops).where(eq(webshops.id, DEMO_WEBSHOP_ID));
    if (existing.length === 0) {
      await tx.insert(webshops).values({
        id: DEMO_WEBSHOP_ID,
        name: 'Riverside Juniors',
        classOrTeam: 'Under-12 Football',
        countryCode: 'US',
        currencyCode: CURRENCY_BY_COUNTRY.US,
        goalMinor: toMinor(2000),
        amountOfParticipants: '11-20',
        commentToBuyers: 'Help us get to the summer tournament!',
        sellerRegistrationKey: randomCode(16),
        hasFinishedOnboarding: true,
      });
      await tx.insert(contactPersons).values({
        webshopId: DEMO_WEBSHOP_ID,
        firstName: 'Alex',
        lastName: 'Morgan',
        email: 'demo-organiser@fundshop.example',
        phoneNumber: '+1 555 0100',
        passwordHash: await hashPassword(options.demo ? DEMO_ORGANISER_PASSWORD : randomToken()),
      });
      const loginCode = randomCode(options.demo ? DEMO_SELLER_CODE_LENGTH : DISABLED_CODE_LENGTH);
      await tx.insert(sellers).values({
        id: DEMO_SELLER_ID,
        webshopId: DEMO_WEBSHOP_ID,
        name: 'Emma Johnson',
        loginCodeHmac: secrets.hmac(loginCode),
        loginCodeEncrypted: secrets.encrypt(loginCode),
        salesGoalMinor: toMinor(300),
        commentToBuyers:
          'Hi! I play midfield for Riverside Juniors. Every e-book you buy helps our team travel to the summer tournament. Thank you!',
        addedByRole: 'contactperson',
        contactDetailsVisibleAt: new Date(),
      });
    } else if (options.demo) {
      await enableDemoLogins(tx, secrets);
    } else {
      await disableDemoLogins(tx, secrets);
    }
    if (options.simulatedPayments) {
      // Also for a demo group seeded before it had an account.
      await tx
        .update(webshops)
        .set({ paymentAccountId: newSimulatedAccountId() })
        .where(and(eq(webshops.id, DEMO_WEBSHOP_ID), isNull(webshops.paymentAccountId)));
    }
    // The demo store shows what can be sold: in production only products on sale, with their full editions.
    const usdPrices = await tx
      .select({ productId: productPrices.productId, priceMinor: productPrices.priceMinor })
      .from(productPrices)
      .innerJoin(products, eq(products.id, productPrices.productId))
      .where(
        and(
          eq(productPrices.currencyCode, CURRENCY_BY_COUNTRY.US),
          eq(products.onSale, true),
          sql`(select count(*) from ${productEditions} where ${productEditions.productId} = ${products.id}) = ${EDITION_FORMATS.length}`,
        ),
      );
    if (usdPrices.length > 0) {
      await tx
        .insert(webshopProducts)
        .values(usdPrices.map((p) => ({ webshopId: DEMO_WEBSHOP_ID, ...p })))
        .onConflictDoNothing();
    }
    return report;
  });
}

/** A new login code for the demo seller, its lookup HMAC and its encrypted copy in step (the organiser reads it). */
async function setDemoSellerCode(tx: Transaction, secrets: Secrets, code: string): Promise<void> {
  await tx
    .update(sellers)
    .set({ loginCodeHmac: secrets.hmac(code), loginCodeEncrypted: secrets.encrypt(code) })
    .where(eq(sellers.id, DEMO_SELLER_ID));
}

/**
 * DEMO on: the published password works again, and the demo seller has a code of demo length the organiser can
 * read (one sealed under another APP_SECRET, or a disabled one, is replaced). A password changed meanwhile is reset too: the demo
 * login is the one the README names.
 */
async function enableDemoLogins(tx: Transaction, secrets: Secrets): Promise<void> {
  const [person] = await tx
    .select({ passwordHash: contactPersons.passwordHash })
    .from(contactPersons)
    .where(eq(contactPersons.webshopId, DEMO_WEBSHOP_ID))
    .for('update');
  if (person && !(await verifyPassword(DEMO_ORGANISER_PASSWORD, person.passwordHash))) {
    await tx
      .update(contactPersons)
      .set({ passwordHash: await hashPassword(DEMO_ORGANISER_PASSWORD) })
      .where(eq(contactPersons.webshopId, DEMO_WEBSHOP_ID));
  }
  const [seller] = await tx
    .select({ hmac: sellers.loginCodeHmac, sealed: sellers.loginCodeEncrypted })
    .from(sellers)
    .where(eq(sellers.id, DEMO_SELLER_ID));
  if (seller && !readableDemoCode(secrets, seller)) {
    await setDemoSellerCode(tx, secrets, randomCode(DEMO_SELLER_CODE_LENGTH));
  }
}

function readableDemoCode(secrets: Secrets, seller: { hmac: string; sealed: string }): boolean {
  try {
    const code = secrets.decrypt(seller.sealed);
    return code.length === DEMO_SELLER_CODE_LENGTH && secrets.hmac(code) === seller.hmac;
  } catch {
    return false;
  }
}

/**
 * DEMO off: the demo organiser's password becomes a random one nobody knows and the demo seller's code a random
 * one, at every start (whatever was set meanwhile); their sessions end. The demo store still shows (it sells nothing).
 */
async function disableDemoLogins(tx: Transaction, secrets: Secrets): Promise<void> {
  await tx
    .update(contactPersons)
    .set({ passwordHash: await hashPassword(randomToken()) })
    .where(eq(contactPersons.webshopId, DEMO_WEBSHOP_ID));
  await setDemoSellerCode(tx, secrets, randomCode(DISABLED_CODE_LENGTH));
  await tx
    .delete(sessions)
    .where(
      and(
        eq(sessions.webshopId, DEMO_WEBSHOP_ID),
        or(eq(sessions.role, 'contactperson'), eq(sessions.sellerId, DEMO_SELLER_ID)),
      ),
    );
}

export const DEMO_LOGIN = { webShopId: DEMO_WEBSHOP_ID, password: DEMO_ORGANISER_PASSWORD };
