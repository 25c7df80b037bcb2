import { and, eq, inArray } from 'drizzle-orm';
import { CURRENCY_BY_COUNTRY, MSG, productWithoutEditions, toMinor, type registerWebshopRequest } from '@fundshop/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { contactPersons, productPrices, products, webshopProducts, webshops } from '../../db/schema.ts';
import { productsWithoutEditions } from '../../ebooks/product-editions.ts';
import { AppError } from '../../errors.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { hashPassword, randomCode } from '../../lib/crypto.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { enqueueMail } from '../mail/outbox.ts';

type Registration = z.output<typeof registerWebshopRequest>;

/** 12 unambiguous characters: about 59 bits, typed from the welcome mail. */
const PASSWORD_LENGTH = 12;
const REGISTRATION_KEY_LENGTH = 16;

/**
 * Opens a group's webshop: verifies the captcha, creates the webshop with its contact person and
 * catalog, and queues the login mail in the same transaction.
 */
export async function registerWebshop(ctx: AppContext, input: Registration, remoteIp: string): Promise<number> {
  await consumeRateLimit(ctx.db, `register-webshop:${clientNetwork(remoteIp)}`, {
    limit: ctx.config.limits.registrationPerHour,
    windowSeconds: 3600,
    message: MSG.tooManyRegistrations,
  });
  if (ctx.captcha.provider !== 'none') {
    const solved = input.recaptchaToken !== '' && (await ctx.captcha.verify(input.recaptchaToken, remoteIp));
    if (!solved) throw new AppError('validation-error', { fieldErrors: { recaptchaToken: MSG.captchaMissing } });
  }
  const currencyCode = CURRENCY_BY_COUNTRY[input.countryCode];
  const password = randomCode(PASSWORD_LENGTH);
  const passwordHash = await hashPassword(password);

  const webshopId = await ctx.db.transaction(async (tx) => {
    const catalog = await tx
      .select({ productId: products.id, slug: products.slug, priceMinor: productPrices.priceMinor })
      .from(products)
      .innerJoin(productPrices, eq(productPrices.productId, products.id))
      .where(
        and(
          eq(productPrices.currencyCode, currencyCode),
          eq(products.onSale, true),
          input.productIdentifiers.length > 0 ? inArray(products.slug, input.productIdentifiers) : undefined,
        ),
      );
    const unknown = input.productIdentifiers.filter((slug) => !catalog.some((p) => p.slug === slug));
    if (unknown.length > 0) {
      throw new AppError('validation-error', {
        fieldErrors: { productIdentifiers: `Unknown product: ${unknown.join(', ')}` },
      });
    }
    // A product is put on sale only with its EPUB and PDF editions (docs/decisions/0025): a chosen one without them
    // is refused; the whole catalogue (no identifiers) means every product that can be sold.
    const withoutEditions = new Set(
      await productsWithoutEditions(
        tx,
        catalog.map((p) => p.productId),
      ),
    );
    const notForSale = catalog.filter((p) => withoutEditions.has(p.productId)).map((p) => p.slug);
    if (notForSale.length > 0 && input.productIdentifiers.length > 0) {
      throw new AppError('validation-error', {
        fieldErrors: { productIdentifiers: productWithoutEditions(notForSale) },
      });
    }
    const forSale = catalog.filter((p) => !withoutEditions.has(p.productId));
    const [shop] = await tx
      .insert(webshops)
      .values({
        name: input.schoolOrAssociation,
        countryCode: input.countryCode,
        currencyCode,
        goalMinor: toMinor(input.goal),
        amountOfParticipants: input.amountOfParticipants,
        commentToBuyers: input.commentToBuyers,
        comment: input.comment,
        sellerRegistrationKey: randomCode(REGISTRATION_KEY_LENGTH),
      })
      .returning({ id: webshops.id });
    if (!shop) throw new Error('webshop insert returned nothing');
    await tx.insert(contactPersons).values({
      webshopId: shop.id,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phoneNumber: input.phoneNumber,
      passwordHash,
    });
    if (forSale.length > 0) {
      await tx
        .insert(webshopProducts)
        .values(forSale.map((p) => ({ webshopId: shop.id, productId: p.productId, priceMinor: p.priceMinor })));
    }
    await enqueueMail(
      tx,
      renderMail(input.email, {
        subject: `Your fundraiser for ${input.schoolOrAssociation} is ready`,
        paragraphs: [
          `Hi ${input.firstName},`,
          `Your Fundshop webshop for ${input.schoolOrAssociation} has been created. Use these login details to open your dashboard and invite your participants.`,
        ],
        details: [
          ['Login ID', String(shop.id)],
          ['Password', password],
        ],
        action: { label: 'Log in', url: `${ctx.config.publicUrl}/contactperson/login` },
      }),
      { containsCredentials: true },
    );
    return shop.id;
  });
  return webshopId;
}
