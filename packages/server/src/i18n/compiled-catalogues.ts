import { cataloguePart, compileCatalogue, LANGUAGES } from '@fundshop/core';
import { CATALOGUES } from '@fundshop/core/i18n/all';

/**
 * The compiled catalogues core's i18n/compiled/ ships to the browser (docs/decisions/0041), each file with what it must
 * hold: per language, <language>.json with the first paint's texts and <language>-more.json with the rest of the
 * pages' (catalogue-parts.ts), in Lingui's parsed form. compile-catalogues.ts writes them; catalogues.test.ts checks
 * the files in the repository against them.
 */
export function compiledCatalogueFiles(): { name: string; file: URL; content: ReturnType<typeof cataloguePart> }[] {
  return LANGUAGES.flatMap((language) => {
    const compiled = compileCatalogue(CATALOGUES[language]);
    return (
      [
        [language, 'first-paint'],
        [`${language}-more`, 'more'],
      ] as const
    ).map(([name, part]) => ({
      name,
      file: new URL(`../../../core/src/i18n/compiled/${name}.json`, import.meta.url),
      content: cataloguePart(compiled, part),
    }));
  });
}
