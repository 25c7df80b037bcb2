import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type EditionFormat, type Language } from '@fundshop/core';
import { CATALOG } from '../../db/seed.ts';
import { EBOOKS_DIR, editionFileName } from '../../ebooks/editions.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { cleanBuyerName } from './copy-owner.ts';
import { sha256Hex, type EbookStore } from './ebook-store.ts';
import { EditionPlans, personaliseEdition } from './personalised-copies.ts';

const run = promisify(execFile);
const EPUBCHECK_JAR = '/usr/share/java/epubcheck.jar';
const hasEpubcheck = existsSync(EPUBCHECK_JAR);
const hasQpdf = ['/usr/bin/qpdf', '/usr/local/bin/qpdf'].some((file) => existsSync(file));
const hasPoppler = existsSync('/usr/bin/pdftotext') && existsSync('/usr/bin/pdfinfo');
if (!hasEpubcheck) console.warn(`SKIPPED epubcheck: ${EPUBCHECK_JAR} is missing (apt-get install epubcheck)`);
if (!hasQpdf) console.warn('SKIPPED qpdf --check: qpdf is missing (apt-get install qpdf)');
if (!hasPoppler) console.warn('SKIPPED pdftotext: poppler-utils is missing (apt-get install poppler-utils)');

const sample = (slug: string, format: EditionFormat) => readFileSync(`${EBOOKS_DIR}${editionFileName(slug, format)}`);

/** Names a buyer may type: markup, PDF string syntax, other scripts, controls, a lone surrogate, a very long one. */
const NAMES = [
  `Zoë <O'Brien> & "Sons"`,
  'a)b(c\\d) \\(',
  'Иван Петров',
  '李小龍',
  '\u202Eevil\u0000 name \ud800 ok',
  `Maximilian ${'Longname-'.repeat(20)}`,
];

/** The stamp's line as each language writes it (the catalogue's delivery.stampLine), to read back from the files. */
const STAMP_LINE: Record<Language, (name: string, order: number) => string> = {
  en: (name, order) => `Personal copy of ${name}, order ${order}`,
  sv: (name, order) => `Personligt exemplar för ${name}, beställning ${order}`,
  fr: (name, order) => `Exemplaire personnel de ${name}, commande ${order}`,
};
/** The colophon's opening words in each language. */
const COLOPHON_START: Record<Language, string> = {
  en: 'This e-book is the personal copy of',
  sv: 'Den här e-boken är ett personligt exemplar för',
  fr: 'Ce livre numérique est l’exemplaire personnel de',
};
/** The books cycle through the buyers' languages, so every language is stamped into a PDF and an EPUB. */
const languageOf = (i: number): Language => LANGUAGES[i % LANGUAGES.length]!;

/** The document information's custom keys a personalised PDF carries. */
async function pdfStamp(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
  const text = (key: string) => info.lookupMaybe(PDFName.of(key), PDFString, PDFHexString)?.decodeText();
  return {
    buyer: text('FundshopBuyer'),
    order: text('FundshopOrder'),
    keywords: text('Keywords'),
    pages: doc.getPageCount(),
  };
}

describe('personalised copies (docs/decisions/0026)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'fundshop-copies-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('cleans a name for every format: no controls, overrides or lone surrogates, composed, at most 80 characters', () => {
    expect(cleanBuyerName('  Zoe\u0308\u0000 \u202Eevil\ud800  ')).toBe('Zoë evil');
    expect([...cleanBuyerName('x'.repeat(500))]).toHaveLength(80);
    expect(escapeHtml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;');
  });

  it('PDF: the name and order number on every page and in the metadata; the original bytes are sent as they are', async () => {
    for (const [i, { slug }] of CATALOG.entries()) {
      const original = sample(slug, 'pdf');
      const owner = { buyerName: NAMES[i % NAMES.length]!, orderNumber: 1000 + i, language: languageOf(i) };
      const copy = await personaliseEdition(original, 'pdf', owner);
      const chunks: Buffer[] = [];
      for await (const chunk of copy.stream) chunks.push(chunk as Buffer);
      // Shared, not copied: the first chunk is the very buffer the file was read into.
      expect(chunks[0]).toBe(original);
      const bytes = Buffer.concat(chunks);
      expect(bytes.length).toBe(copy.length);
      const name = cleanBuyerName(owner.buyerName);
      const stamp = await pdfStamp(bytes);
      expect(stamp).toMatchObject({ buyer: name, order: String(owner.orderNumber) });
      expect(stamp.keywords).toContain(STAMP_LINE[owner.language](name, owner.orderNumber));
      const file = path.join(dir, `${slug}.pdf`);
      writeFileSync(file, bytes);
      if (hasQpdf) {
        const { stdout } = await run('qpdf', ['--check', file]);
        expect(stdout, slug).toContain('No syntax or stream encoding errors found');
      }
      if (hasPoppler) {
        const { stdout } = await run('pdftotext', [file, '-']);
        // In the buyer's language: the words around the name are that language's.
        const [before, after] = STAMP_LINE[owner.language]('\n', owner.orderNumber).split('\n') as [string, string];
        const footers = stdout.split('\n').filter((line) => line.trim().endsWith(after));
        expect(footers, slug).toHaveLength(stamp.pages);
        for (const footer of footers) expect(footer.startsWith(before), footer).toBe(true);
        // Latin names read back as typed; other scripts keep their place as "?" (the standard font's encoding).
        if (i === 0) expect(footers[0]).toBe(STAMP_LINE.en(`Zoë <O'Brien> & "Sons"`, 1000));
        if (i === 1) expect(footers[0]).toContain('a)b(c\\d) \\(');
        if (i === 2) expect(footers[0]).toContain('???? ??????');
      }
    }
  });

  it('PDF with a classic cross-reference table: the update writes one too', async () => {
    const doc = await PDFDocument.load(sample(CATALOG[0]!.slug, 'pdf'));
    const classic = Buffer.from(await doc.save({ useObjectStreams: false }));
    const copy = await personaliseEdition(classic, 'pdf', {
      buyerName: 'Robin Classic',
      orderNumber: 77,
      language: 'en',
    });
    const bytes = await buffer(copy.stream);
    expect(bytes.subarray(classic.length).toString('latin1')).toMatch(/\nxref\n[\s\S]*trailer\n<< \/Size \d+ /);
    expect(await pdfStamp(bytes)).toMatchObject({ buyer: 'Robin Classic', order: '77' });
    const file = path.join(dir, 'classic.pdf');
    writeFileSync(file, bytes);
    if (hasQpdf) expect((await run('qpdf', ['--check', file])).stdout).toContain('No syntax or stream encoding errors');
    if (hasPoppler) expect((await run('pdftotext', [file, '-'])).stdout).toContain('Robin Classic, order 77');
  });

  it('EPUB: a colophon in the spine and dc:rights name the owner, escaped; every copy passes epubcheck', async () => {
    const files: string[] = [];
    for (const [i, { slug }] of CATALOG.entries()) {
      const owner = { buyerName: NAMES[i % NAMES.length]!, orderNumber: 2000 + i, language: languageOf(i) };
      const bytes = await buffer((await personaliseEdition(sample(slug, 'epub'), 'epub', owner)).stream);
      expect(bytes.subarray(30, 58).toString('latin1')).toBe('mimetypeapplication/epub+zip');
      expect(bytes.readUInt16LE(8)).toBe(0);
      const entries = unzipSync(bytes);
      const name = escapeHtml(cleanBuyerName(owner.buyerName));
      const colophon = strFromU8(entries['OEBPS/fundshop-personal-copy.xhtml']!);
      expect(colophon).toContain(`<p>${escapeHtml(COLOPHON_START[owner.language])} ${name}, `);
      expect(colophon).toContain(` ${owner.orderNumber}. `);
      expect(colophon).toContain(`xml:lang="${owner.language}"`);
      const opf = strFromU8(entries['OEBPS/package.opf']!);
      expect(opf).toContain(
        `>${escapeHtml(STAMP_LINE[owner.language](cleanBuyerName(owner.buyerName), owner.orderNumber))}</dc:rights>`,
      );
      expect(opf).toMatch(/<itemref idref="fundshop-personal-copy"\/>\n<\/spine>/);
      // The other entries are the original's.
      const originals = unzipSync(sample(slug, 'epub'));
      for (const [entry, content] of Object.entries(originals)) {
        if (entry !== 'OEBPS/package.opf')
          expect(Buffer.from(entries[entry]!).equals(Buffer.from(content)), entry).toBe(true);
      }
      const file = path.join(dir, `${slug}.epub`);
      writeFileSync(file, bytes);
      files.push(file);
    }
    if (!hasEpubcheck) return;
    const checker = new URL('../../ebooks/testing/EpubCheckAll.java', import.meta.url).pathname;
    const result = await run('java', ['-cp', EPUBCHECK_JAR, checker, ...files]).catch(
      (error: { stdout: string; stderr: string }) => ({ ...error, failed: true }),
    );
    expect('failed' in result ? `${result.stdout}\n${result.stderr}` : '').toBe('');
    for (const file of files) expect(result.stdout).toContain(`EPUBCHECK OK ${file}`);
    // One JVM for six books takes about 15 s alone, much longer beside other test files on two cores.
  }, 180_000);

  it('keeps one plan per file for concurrent downloads, and forgets the least recently used past its budget', async () => {
    const files = new Map(CATALOG.slice(0, 3).map(({ slug }) => [sha256Hex(sample(slug, 'pdf')), sample(slug, 'pdf')]));
    const reads: string[] = [];
    const store: EbookStore = {
      save: () => Promise.reject(new Error('read only')),
      read: async (key) => {
        reads.push(key);
        const bytes = files.get(key);
        return bytes ? { bytes, contentType: 'application/pdf', size: bytes.length } : null;
      },
    };
    const [a, b, c] = [...files.keys()] as [string, string, string];
    const budget = files.get(a)!.length + Math.max(files.get(b)!.length, files.get(c)!.length) + 10;
    const plans = new EditionPlans(budget);
    const same = await Promise.all(Array.from({ length: 5 }, () => plans.get(store, a, 'pdf')));
    expect(new Set(same).size).toBe(1);
    expect(reads).toEqual([a]);
    await plans.get(store, b, 'pdf');
    await plans.get(store, a, 'pdf');
    await plans.get(store, c, 'pdf');
    // b was used least recently: it went to make room for c.
    await plans.get(store, a, 'pdf');
    await plans.get(store, b, 'pdf');
    expect(reads).toEqual([a, b, c, b]);
    await expect(plans.get(store, 'f'.repeat(64), 'pdf')).rejects.toThrow('missing from the store');
  });
});
