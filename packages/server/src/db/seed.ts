import { and, eq, isNull, or } from 'drizzle-orm';
import { CURRENCY_BY_COUNTRY, DEMO_SELLER_ID, DEMO_WEBSHOP_ID, toMinor } from '@fundshop/core';
import { loadSampleEditions } from '../ebooks/product-editions.ts';
import { newSimulatedAccountId } from '../integrations/payments/simulated-provider.ts';
import { hashPassword, randomCode, randomToken, verifyPassword, type Secrets } from '../lib/crypto.ts';
import type { Database, Transaction } from './client.ts';
import { contactPersons, productPrices, products, sellers, sessions, webshopProducts, webshops } from './schema.ts';

/** Every e-book sells for 22 in each group currency. */
const PRICE = 22;

/** Fundshop's own e-book catalog; covers ship in packages/server/assets/covers. */
export const CATALOG = [
  {
    slug: 'little-garden-cookbook',
    name: 'The Little Garden Cookbook',
    shortDescription:
      'Forty seasonal recipes that start in a window box or a backyard bed and end on the family table, written so children can cook alongside grown-ups.',
    descriptionHtml:
      '<p>From spring radish toast to autumn pumpkin soup, <strong>The Little Garden Cookbook</strong> follows the growing year.</p><ul><li>40 recipes with step-by-step photos</li><li>Planting calendar for pots and beds</li><li>Kid-safe kitchen tasks marked on every page</li></ul>',
  },
  {
    slug: 'stars-over-the-lake',
    name: 'Stars Over the Lake',
    shortDescription:
      'Two cousins, one canoe and a summer of night skies: a gentle adventure for readers aged 8 to 12 about courage, friendship and finding your way home.',
    descriptionHtml:
      "<p>When Maya and Theo find an old star map in their grandmother's boathouse, every clear night becomes an expedition.</p><p>A chapter book of 18 chapters, with a star-spotting guide at the end.</p>",
  },
  {
    slug: 'five-minute-fitness',
    name: 'Five-Minute Fitness',
    shortDescription:
      'Short, equipment-free workouts for busy families and teams: warm-ups, strength circuits and stretches that fit between homework and dinner.',
    descriptionHtml:
      '<p>Sixty illustrated routines of five minutes each, grouped by energy level.</p><ul><li>Warm-ups for match days</li><li>Strength circuits for all ages</li><li>Cool-down stretches</li></ul>',
  },
  {
    slug: 'money-smart-kids',
    name: 'Money Smart Kids',
    shortDescription:
      'Saving, spending and giving explained with stories and games: a friendly first guide to money for children and the adults who help them.',
    descriptionHtml:
      '<p>Twelve short stories, each followed by a game or a jar activity, teach the ideas behind pocket money, saving goals and giving.</p>',
  },
  {
    slug: 'the-curious-coder',
    name: 'The Curious Coder',
    shortDescription:
      'A hands-on introduction to programming through puzzles and small projects, from drawing shapes to building a quiz game in the browser.',
    descriptionHtml:
      '<p>No experience needed. Each chapter ends with a project you can share:</p><ol><li>Drawing with code</li><li>Loops and patterns</li><li>A quiz game</li></ol>',
  },
  {
    slug: 'campfire-stories',
    name: 'Campfire Stories',
    shortDescription:
      'Twenty spooky-but-kind tales to read aloud under the stars, each one short enough for a single evening and ending with a smile.',
    descriptionHtml:
      '<p>Lantern-lit ghosts, friendly forest creatures and a very confused owl: stories to share at camp, at sleepovers or at bedtime.</p>',
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
}

/**
 * Writes the catalog, its sample e-book editions and the demo webshop behind /store-demo. Idempotent: running it
 * again changes nothing that is already there, except that the demo logins are brought in line with `demo` at every
 * start (a database first started in development must not keep the published password in production), and a sample
 * edition whose committed file changed is replaced (never an edition an operator imported; docs/decisions/0025).
 */
export async function seed(db: Database, secrets: Secrets, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const catalog: { id: number; slug: string }[] = [];
    for (const [index, book] of CATALOG.entries()) {
      const [product] = await tx
        .insert(products)
        .values({ ...book, coverImageUrl: `/covers/${book.slug}.svg`, sortOrder: index })
        .onConflictDoUpdate({
          target: products.slug,
          set: {
            name: book.name,
            shortDescription: book.shortDescription,
            descriptionHtml: book.descriptionHtml,
            coverImageUrl: `/covers/${book.slug}.svg`,
            sortOrder: index,
          },
        })
        .returning({ id: products.id });
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
    // Before any webshop sells them: a product is put on sale only with both editions (docs/decisions/0025).
    await loadSampleEditions(tx, catalog);

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
    const usdPrices = await tx
      .select({ productId: productPrices.productId, priceMinor: productPrices.priceMinor })
      .from(productPrices)
      .where(eq(productPrices.currencyCode, CURRENCY_BY_COUNTRY.US));
    await tx
      .insert(webshopProducts)
      .values(usdPrices.map((p) => ({ webshopId: DEMO_WEBSHOP_ID, ...p })))
      .onConflictDoNothing();
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
