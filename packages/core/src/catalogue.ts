import { z } from 'zod';
import { CURRENCY_BY_COUNTRY } from './constants.ts';
import { EDITION_FORMATS } from './ebooks.ts';
import { requiredText } from './fields.ts';

/**
 * The e-book catalogue in the operator console (issue 26, docs/decisions/0033): texts, cover, EPUB and PDF, a price
 * per currency, on sale or not. Amounts are major units.
 */
export const CATALOGUE_CURRENCIES = [...new Set(Object.values(CURRENCY_BY_COUNTRY))] as [string, ...string[]];

export const CATALOGUE_MSG = {
  slugInvalid: 'The slug is 3 to 60 lower-case letters, digits and dashes, such as rainy-day-crafts.',
  nameMissing: 'Name the e-book.',
  shortMissing: 'Write the short description.',
  descriptionMissing: 'Write the description.',
  pricesMissing: 'Give a price in at least one currency.',
  currencyTwice: 'Give each currency one price.',
  priceInvalid: 'A price is more than 0 and at most 1000, in cents at most.',
  editionsMissing: 'Upload its EPUB and its PDF first: an e-book goes on sale only with both.',
  /** Production sells no sample as the book (docs/decisions/0058). */
  sampleEditions:
    "Not put on sale: its EPUB or PDF is the repository's sample edition (about 500 words), not the book. Upload the full EPUB and PDF first.",
  fileMissing: 'Choose a file to upload.',
  fileTooLarge: (mb: number) => `The file is larger than ${mb} MB.`,
} as const;

/** Largest upload: an e-book edition, a cover picture (its bytes as they come, before re-encoding). */
export const EDITION_UPLOAD_MAX_MB = 100;
export const COVER_UPLOAD_MAX_MB = 10;

const price = z.object({
  currencyCode: z.enum(CATALOGUE_CURRENCIES),
  price: z
    .number()
    .positive(CATALOGUE_MSG.priceInvalid)
    .max(1000, CATALOGUE_MSG.priceInvalid)
    .multipleOf(0.01, CATALOGUE_MSG.priceInvalid),
});
const prices = z
  .array(price)
  .min(1, CATALOGUE_MSG.pricesMissing)
  .max(CATALOGUE_CURRENCIES.length)
  .refine((list) => new Set(list.map((p) => p.currencyCode)).size === list.length, CATALOGUE_MSG.currencyTwice);

const texts = {
  name: requiredText(CATALOGUE_MSG.nameMissing, 120),
  shortDescription: requiredText(CATALOGUE_MSG.shortMissing, 500, { multiline: true }),
  /** HTML: sanitised on the server before it is stored (and again when a store shows it). */
  descriptionHtml: requiredText(CATALOGUE_MSG.descriptionMissing, 20_000, { multiline: true }),
  prices,
};

/** POST /api/operator/products: a new e-book, off sale until its EPUB and PDF are uploaded. */
export const createProductRequest = z.object({
  slug: requiredText(CATALOGUE_MSG.slugInvalid, 60).regex(
    /^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/,
    CATALOGUE_MSG.slugInvalid,
  ),
  ...texts,
});
export type CreateProductRequest = z.input<typeof createProductRequest>;

/** POST /api/operator/products/{id}: its texts and prices, and on sale or not. */
export const updateProductRequest = z.object({ ...texts, onSale: z.boolean() });
export type UpdateProductRequest = z.input<typeof updateProductRequest>;

export const catalogueProduct = z.object({
  productId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  descriptionHtml: z.string(),
  coverImageUrl: z.string(),
  onSale: z.boolean(),
  prices: z.array(z.object({ currencyCode: z.string(), price: z.number() })),
  editions: z.array(
    z.object({
      format: z.enum(EDITION_FORMATS),
      fileName: z.string(),
      size: z.number().int(),
      sha256: z.string(),
      /** The repository's short sample edition, until an operator uploads the full one. */
      sample: z.boolean(),
      updatedAt: z.string(),
    }),
  ),
  /** Groups whose stores have it (while it is on sale). */
  groupsSelling: z.number().int(),
});
export type CatalogueProduct = z.infer<typeof catalogueProduct>;
export const catalogueList = z.object({ products: z.array(catalogueProduct) });

export const editionParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  format: z.enum(EDITION_FORMATS),
});
