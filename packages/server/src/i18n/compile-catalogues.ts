/*
 * Writes each language's catalogue, compiled (Lingui's parsed form), to core's i18n/compiled/<language>.json: what a
 * page in the browser loads, so the store carries no ICU parser (docs/decisions/0041). Run `npm run i18n:compile`
 * after changing a catalogue; catalogues.test.ts beside it fails while a compiled file differs from its source. Here,
 * not in core: core does no I/O.
 */
import { writeFileSync } from 'node:fs';
import { compileCatalogue, LANGUAGES } from '@fundshop/core';
import { CATALOGUES } from '@fundshop/core/i18n/all';

for (const language of LANGUAGES) {
  const file = new URL(`../../../core/src/i18n/compiled/${language}.json`, import.meta.url);
  writeFileSync(file, `${JSON.stringify(compileCatalogue(CATALOGUES[language]))}\n`);
  console.log(`wrote ${file.pathname}`);
}
