/** The formats every catalogue e-book is sold in (docs/decisions/0025-e-book-files.md). */
export const EDITION_FORMATS = ['epub', 'pdf'] as const;
export type EditionFormat = (typeof EDITION_FORMATS)[number];

export const EDITION_CONTENT_TYPES: Record<EditionFormat, string> = {
  epub: 'application/epub+zip',
  pdf: 'application/pdf',
};

/** An edition's file name: the product's slug and the format, e.g. campfire-stories.epub. */
export const EDITION_FILE_NAME = /^[a-z0-9][a-z0-9-]{0,99}\.(epub|pdf)$/;

/** Ours: a product without both its EPUB and its PDF edition is not put on sale (docs/decisions/0025). */
export function productWithoutEditions(slugs: readonly string[]): string {
  return `Not for sale yet, its e-book files (EPUB and PDF) are missing: ${slugs.join(', ')}`;
}
