/*
 * Writes each language's compiled catalogue in its two parts (compiled-catalogues.ts) to core's i18n/compiled/, what a
 * page in the browser loads, so the store carries no ICU parser (docs/decisions/0041). Run `npm run i18n:compile` after
 * changing a catalogue; catalogues.test.ts beside it fails while a compiled file differs from its source. Here, not in
 * core: core does no I/O.
 */
import { writeFileSync } from 'node:fs';
import { compiledCatalogueFiles } from './compiled-catalogues.ts';

for (const { file, content } of compiledCatalogueFiles()) {
  writeFileSync(file, `${JSON.stringify(content)}\n`);
  console.log(`wrote ${file.pathname}`);
}
