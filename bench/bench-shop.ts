import { eq } from 'drizzle-orm';
import { CURRENCY_BY_COUNTRY, toMinor } from '@fundshop/core';
import type { Database } from '../packages/server/src/db/client.ts';
import { contactPersons, productPrices, sellers, webshopProducts, webshops } from '../packages/server/src/db/schema.ts';
import { randomCode, type Secrets } from '../packages/server/src/lib/crypto.ts';

/**
 * One open shop (payment account set up) selling the whole catalogue, with `sellerCount` participants, like a class
 * fundraiser: what every bench server measures against.
 */
export async function createBenchShop(
  db: Database,
  secrets: Secrets,
  sellerCount: number,
  organiser: { name?: string; passwordHash?: string } = {},
): Promise<{ webshopId: number; sellerIds: number[]; productIds: number[] }> {
  const [shop] = await db
    .insert(webshops)
    .values({
      name: organiser.name ?? 'Bench Primary School',
      classOrTeam: 'Class 5',
      countryCode: 'US',
      currencyCode: CURRENCY_BY_COUNTRY.US,
      goalMinor: toMinor(2000),
      commentToBuyers: 'Thank you for supporting our class trip!',
      sellerRegistrationKey: randomCode(16),
      hasFinishedOnboarding: true,
    })
    .returning({ id: webshops.id });
  if (!shop) throw new Error('webshop insert failed');
  await db.insert(contactPersons).values({
    webshopId: shop.id,
    firstName: 'Bench',
    lastName: 'Organiser',
    email: `bench-${shop.id}@example.com`,
    phoneNumber: '+1 555 0100',
    passwordHash: organiser.passwordHash ?? 'scrypt$unused$unused',
  });
  const prices = await db
    .select({ productId: productPrices.productId, priceMinor: productPrices.priceMinor })
    .from(productPrices)
    .where(eq(productPrices.currencyCode, 'USD'));
  await db.insert(webshopProducts).values(prices.map((p) => ({ webshopId: shop.id, ...p })));
  // In chunks: the cold-read scenario needs thousands of participants in one group.
  const sellerIds: number[] = [];
  for (let start = 0; start < sellerCount; start += 500) {
    const rows = Array.from({ length: Math.min(500, sellerCount - start) }, (_, i) => {
      const code = randomCode(10);
      return {
        webshopId: shop.id,
        name: `Participant ${start + i + 1}`,
        loginCodeHmac: secrets.hmac(code),
        loginCodeEncrypted: secrets.encrypt(code),
        salesGoalMinor: toMinor(300),
        commentToBuyers: 'Every e-book helps us get to camp. Thank you!',
        addedByRole: 'contactperson' as const,
      };
    });
    const inserted = await db.insert(sellers).values(rows).returning({ id: sellers.id });
    sellerIds.push(...inserted.map((s) => s.id).sort((a, b) => a - b));
  }
  return { webshopId: shop.id, sellerIds, productIds: prices.map((p) => p.productId) };
}
