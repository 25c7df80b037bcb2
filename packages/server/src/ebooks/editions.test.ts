import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../db/seed.ts';
import { buildEditions, EBOOKS_DIR, editionFileName, parseSource, SAMPLE_MARK } from './editions.ts';

const run = promisify(execFile);
const EPUBCHECK_JAR = '/usr/share/java/epubcheck.jar';
const hasEpubcheck = existsSync(EPUBCHECK_JAR);
const hasQpdf = ['/usr/bin/qpdf', '/usr/local/bin/qpdf'].some((file) => existsSync(file));
const file = (slug: string, format: 'epub' | 'pdf') => `${EBOOKS_DIR}${editionFileName(slug, format)}`;

if (!hasEpubcheck)
  console.warn(`SKIPPED epubcheck: ${EPUBCHECK_JAR} is missing (apt-get install epubcheck; .ci/run does)`);
if (!hasQpdf) console.warn('SKIPPED qpdf --check: qpdf is missing (apt-get install qpdf; .ci/run does)');

describe('sample editions (docs/decisions/0025-e-book-files.md)', () => {
  it('are built deterministically from their sources, and the committed files are the current build', async () => {
    for (const { slug } of CATALOG) {
      const first = await buildEditions(slug);
      const second = await buildEditions(slug);
      expect(Buffer.from(second.epub).equals(Buffer.from(first.epub)), slug).toBe(true);
      expect(Buffer.from(second.pdf).equals(Buffer.from(first.pdf)), slug).toBe(true);
      // A failure here means a source or the generator changed without `npm run ebooks:build`.
      expect(readFileSync(file(slug, 'epub')).equals(Buffer.from(first.epub)), `${slug}.epub is stale`).toBe(true);
      expect(readFileSync(file(slug, 'pdf')).equals(Buffer.from(first.pdf)), `${slug}.pdf is stale`).toBe(true);
    }
  });

  it('are EPUB zips with the mimetype entry first and stored, holding the title page, chapters and colophon', () => {
    for (const { slug, name } of CATALOG) {
      const bytes = readFileSync(file(slug, 'epub'));
      // Local header: 'PK\3\4', method 0 (stored) at offset 8, name 'mimetype' at 30, its content at 38.
      expect(bytes.subarray(0, 4).toString('binary')).toBe('PK\x03\x04');
      expect(bytes.readUInt16LE(8)).toBe(0);
      expect(bytes.subarray(30, 38 + 20).toString('latin1')).toBe('mimetypeapplication/epub+zip');
      const entries = unzipSync(bytes);
      const source = parseSource(slug, readFileSync(`${EBOOKS_DIR}${slug}.md`, 'utf8'));
      expect(source.title).toBe(name);
      expect(source.chapters.length).toBeGreaterThanOrEqual(3);
      expect(source.chapters.at(-1)!.title).toBe('Colophon');
      expect(source.chapters.at(-1)!.paragraphs.join(' ')).toContain('sample edition');
      const last = new TextDecoder().decode(entries[`OEBPS/chapter-${source.chapters.length}.xhtml`]);
      expect(last).toContain('This is a sample edition');
    }
  });

  it('say in their metadata that they are samples: a property in the OPF, an entry and a keyword in the PDF', async () => {
    for (const { slug } of CATALOG) {
      const opf = new TextDecoder().decode(unzipSync(readFileSync(file(slug, 'epub')))['OEBPS/package.opf']);
      expect(opf).toContain(`prefix="${SAMPLE_MARK.epubPrefix}"`);
      expect(opf).toContain(SAMPLE_MARK.epubMeta);
      const pdf = await PDFDocument.load(readFileSync(file(slug, 'pdf')), { updateMetadata: false });
      expect(pdf.getKeywords()).toBe(SAMPLE_MARK.keyword);
      const info = pdf.context.lookup(pdf.context.trailerInfo.Info, PDFDict);
      expect(info.lookup(PDFName.of(SAMPLE_MARK.pdfKey), PDFString).decodeText()).toBe(SAMPLE_MARK.value);
    }
  });

  it.skipIf(!hasEpubcheck)('pass epubcheck with no errors and no warnings (all six in one JVM)', async () => {
    const epubs = CATALOG.map(({ slug }) => file(slug, 'epub'));
    const checker = new URL('./testing/EpubCheckAll.java', import.meta.url).pathname;
    const result = await run('java', ['-cp', EPUBCHECK_JAR, checker, ...epubs]).catch(
      (error: { stdout: string; stderr: string }) => ({ ...error, failed: true }),
    );
    expect('failed' in result ? `${result.stdout}\n${result.stderr}` : '').toBe('');
    for (const epub of epubs) expect(result.stdout).toContain(`EPUBCHECK OK ${epub}`);
  });

  it.skipIf(!hasQpdf)('pass qpdf --check (exit code 0: no errors, no warnings)', async () => {
    for (const { slug } of CATALOG) {
      const { stdout } = await run('qpdf', ['--check', file(slug, 'pdf')]);
      expect(stdout).toContain('No syntax or stream encoding errors found');
    }
  });
});
