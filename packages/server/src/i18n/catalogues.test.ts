import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type MessageKey } from '@fundshop/core';
import { CATALOGUES, translatorFor } from '@fundshop/core/i18n/all';
import { compiledCatalogueFiles } from './compiled-catalogues.ts';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const catalogueFolder = join(repo, 'packages/core/src/i18n/catalogues/');

/** The messages objects the English catalogue reads (catalogue-source.ts), by the prefix of their keys. */
const OBJECT_OF_PREFIX: Record<string, string> = {
  msg: 'MSG',
  checkout: 'CHECKOUT_MSG',
  supporter: 'SUPPORTER_MSG',
  demo: 'STORE_DEMO_WELCOME',
  order: 'ORDER_MSG',
  tools: 'TOOLS_MSG',
  dashboard: 'DASHBOARD_MSG',
  greeting: 'GREETING_MSG',
  recovery: 'RECOVERY_MSG',
  payout: 'PAYOUT_MSG',
  delivery: 'DELIVERY_MSG',
  people: 'PEOPLE_MSG',
  coOrganiser: 'CO_ORGANISER_MSG',
  personalData: 'PERSONAL_DATA_MSG',
  privacyPeople: 'PRIVACY_PEOPLE_MSG',
  groupSettings: 'GROUP_SETTINGS_MSG',
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The code that shows texts: every package's sources but the catalogues themselves and the tests. */
const code = ['packages/core/src', 'packages/server/src', 'packages/web/src']
  .flatMap((folder) => sourceFiles(join(repo, folder)))
  .filter((path) => !path.startsWith(catalogueFolder))
  .map((path) => readFileSync(path, 'utf8'))
  .join('\n');

/** The ICU arguments a message takes ('{name}', '{count, plural, ...}'), sorted. */
function argumentsOf(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1] ?? '').sort();
}

/**
 * The check that fails the build when a catalogue lacks a key, has one the others do not, or has one the code does
 * not use (docs/decisions/0041). Here rather than in core: it reads every package's sources.
 */
describe('the catalogues (docs/decisions/0041)', () => {
  const englishKeys = Object.keys(CATALOGUES.en).sort();

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has every English key and no other', (language) => {
    expect(Object.keys(CATALOGUES[language]).sort()).toEqual(englishKeys);
  });

  it.each(LANGUAGES)('%s: every entry is a valid ICU message with the English entry’s arguments', (language) => {
    for (const [key, message] of Object.entries(CATALOGUES[language])) {
      expect(() => compileMessageOrThrow(message), `${language} ${key}`).not.toThrow();
      expect(new Set(argumentsOf(message)), `${language} ${key}`).toEqual(
        new Set(argumentsOf(CATALOGUES.en[key as keyof typeof CATALOGUES.en])),
      );
    }
  });

  it.each(LANGUAGES)('%s: no entry is empty', (language) => {
    for (const [key, message] of Object.entries(CATALOGUES[language])) expect(message.trim(), key).not.toBe('');
  });

  it('has no key the code does not use', () => {
    const unused = englishKeys.filter((key) => {
      if (code.includes(`'${key}'`) || code.includes(`"${key}"`)) return false;
      const [prefix, name] = key.split('.') as [string, string];
      const object = OBJECT_OF_PREFIX[prefix];
      return !(object && new RegExp(`\\b${object}\\.${name}\\b`).test(code));
    });
    expect(unused, `unused keys (remove them, or use them in ${relative(repo, catalogueFolder)}'s code)`).toEqual([]);
  });

  it('ships to the browser compiled exactly from its source, in its two parts: `npm run i18n:compile` after a change', () => {
    for (const { name, file, content } of compiledCatalogueFiles()) {
      const shipped = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      expect(shipped, `i18n/compiled/${name}.json is out of date: run npm run i18n:compile`).toEqual(content);
    }
  });

  it('reads a text without ICU syntax exactly as written (an apostrophe is not a quote to it)', () => {
    for (const language of LANGUAGES) {
      const t = translatorFor(language);
      const changed = Object.entries(CATALOGUES[language])
        .filter(([, text]) => !/[{}#]/.test(text))
        .filter(([key, text]) => t(key as MessageKey) !== text)
        .map(([key]) => `${language} ${key}`);
      expect(changed).toEqual([]);
    }
  });
});
