/*
 * Writes each language's catalogue, compiled (Lingui's parsed form), to core's i18n/compiled/: what a page in the
 * browser loads, so the store carries no ICU parser (docs/decisions/0041); in two parts (catalogue-parts.ts),
 * <language>.json with the first paint's texts and <language>-more.json with the rest of the pages'. Run `npm run i18n:compile`
 * after changing a catalogue; catalogues.test.ts beside it fails while a compiled file differs from its source. Here,
 * not in core: core does no I/O.
 */
import { writeFileSync } from 'node:fs';
import { cataloguePart, compileCatalogue, LANGUAGES } from '@fundshop/core';
import { CATALOGUES } from '@fundshop/core/i18n/all';

for (const language of LANGUAGES) {
  const compiled = compileCatalogue(CATALOGUES[language]);
  for (const [name, part] of [
    [language, 'first-paint'],
    [`${language}-more`, 'more'],
  ] as const) {
    const file = new URL(`../../../core/src/i18n/compiled/${name}.json`, import.meta.url);
    writeFileSync(file, `${JSON.stringify(cataloguePart(compiled, part))}\n`);
    console.log(`wrote ${file.pathname}`);
  }
}
