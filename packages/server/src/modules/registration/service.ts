import { and, eq, inArray } from 'drizzle-orm';
import { CURRENCY_BY_COUNTRY, MSG, productWithoutEditions, toMinor, type registerWebshopRequest } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
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
 * Opens a group's webshop: verifies the captcha, creates the webshop (in the language chosen on the form) with its
 * contact person and catalog, and queues the login mail, in that language, in the same transaction.
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
        language: input.language,
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
    // The organiser has no language of its own yet: its mails are in the group's (docs/decisions/0044).
    const t = translatorFor(input.language);
    const group = input.schoolOrAssociation;
    await enqueueMail(
      tx,
      renderMail(input.email, {
        language: input.language,
        subject: t('register.mailSubject', { group }),
        paragraphs: [t('mail.greeting', { name: input.firstName }), t('register.mailCreated', { group })],
        details: [
          [t('organiserLogin.loginId'), String(shop.id)],
          [t('organiserLogin.password'), password],
        ],
        action: { label: t('login.logIn'), url: `${ctx.config.publicUrl}/contactperson/login` },
      }),
      { containsCredentials: true },
    );
    return shop.id;
  });
  return webshopId;
}
