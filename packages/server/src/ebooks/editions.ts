import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type EditionFormat } from '@fundshop/core';
import { zipSync, type Zippable } from 'fflate';
import { PDFDict, PDFDocument, PDFName, PDFString, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * The e-book editions of the catalogue (docs/decisions/0025-e-book-files.md): every product sells an EPUB 3 and a PDF.
 * The repository ships a short sample edition of each, built by build-editions.ts from assets/ebooks/<slug>.md.
 * One file past 300 lines: the EPUB and the PDF builders share the source, its parser, the sample mark and the date.
 */

/**
 * How a sample edition says in its metadata that it is one, for readers and tools (docs/decisions/0058): the EPUB's
 * package document has the property `fundshop:edition` = `sample` (its prefix declared on the package), the PDF's
 * document information the entry /FundshopEdition (sample) and the keyword.
 */
export const SAMPLE_MARK = {
  epubPrefix: 'fundshop: https://fundshop.example/vocab/epub#',
  epubMeta: '<meta property="fundshop:edition">sample</meta>',
  pdfKey: 'FundshopEdition',
  value: 'sample',
  keyword: 'sample edition',
} as const;

/** Where the sources and the built sample editions live (both committed). */
export const EBOOKS_DIR = fileURLToPath(new URL('../../assets/ebooks/', import.meta.url));
const COVERS_DIR = fileURLToPath(new URL('../../assets/covers/', import.meta.url));

export function editionFileName(slug: string, format: EditionFormat): string {
  return `${slug}.${format}`;
}

/**
 * Every date written into a sample edition: fixed, so the same source always gives the same bytes and the same
 * content hash (the seed then has nothing to replace).
 */
export const SAMPLE_EDITION_DATE = new Date('2026-11-25T00:00:00Z');

export interface EbookSource {
  slug: string;
  title: string;
  subtitle: string;
  chapters: { title: string; paragraphs: string[] }[];
}

/**
 * The sources are deliberately simple markdown: `# Title`, one subtitle line, then `## Chapter` headings each followed
 * by paragraphs separated by blank lines. The last chapter is the colophon. Anything else is refused, so a source can
 * never silently lose text in one of the two formats.
 */
export function parseSource(slug: string, markdown: string): EbookSource {
  const blocks = markdown
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim().replace(/\s*\n\s*/g, ' '))
    .filter((block) => block !== '');
  const [titleBlock, subtitle, ...rest] = blocks;
  if (!titleBlock?.startsWith('# ') || subtitle === undefined || subtitle.startsWith('#')) {
    throw new Error(`${slug}: a source starts with '# Title' and a subtitle line`);
  }
  const chapters: EbookSource['chapters'] = [];
  for (const block of rest) {
    if (block.startsWith('## ')) chapters.push({ title: block.slice(3).trim(), paragraphs: [] });
    else if (block.startsWith('#')) throw new Error(`${slug}: only '#' and '##' headings are supported: ${block}`);
    else if (chapters.length === 0) throw new Error(`${slug}: text before the first chapter: ${block}`);
    else chapters.at(-1)!.paragraphs.push(block);
  }
  if (chapters.length < 2 || chapters.some((c) => c.paragraphs.length === 0)) {
    throw new Error(`${slug}: a source has chapters with text and ends with a colophon`);
  }
  return { slug, title: titleBlock.slice(2).trim(), subtitle, chapters };
}

export function readSource(slug: string): EbookSource {
  return parseSource(slug, readFileSync(`${EBOOKS_DIR}${slug}.md`, 'utf8'));
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A stable identifier per sample edition: a name-based UUID from the slug (version 5 layout over SHA-256 bits). */
function editionUuid(slug: string): string {
  const h = createHash('sha256').update(`fundshop sample edition ${slug}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const xhtml = (title: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="en" lang="en">
<head>
<meta charset="UTF-8"/>
<title>${escapeXml(title)}</title>
<link rel="stylesheet" type="text/css" href="style.css"/>
</head>
<body>
${body}
</body>
</html>
`;

const STYLE = `body { font-family: Georgia, serif; line-height: 1.5; margin: 1em; }
h1, h2 { font-family: Arial, sans-serif; }
.title-page { text-align: center; margin-top: 20%; }
.cover { text-align: center; }
.cover img { max-width: 100%; height: auto; }
`;

/**
 * An EPUB 3 (OCF zip): `mimetype` first and stored, then container.xml, the package document, the navigation document,
 * a cover page with the catalogue cover SVG, a title page and one XHTML document per chapter. Zip entries carry the
 * fixed date, so the bytes depend on the source alone.
 */
export function buildEpub(source: EbookSource, coverSvg: string): Uint8Array {
  const mtime = SAMPLE_EDITION_DATE;
  const modified = SAMPLE_EDITION_DATE.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const chapterFiles = source.chapters.map((chapter, i) => ({
    id: `chapter-${i + 1}`,
    href: `chapter-${i + 1}.xhtml`,
    chapter,
  }));
  const text = (s: string) => new TextEncoder().encode(s);

  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="en" prefix="${SAMPLE_MARK.epubPrefix}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="book-id">urn:uuid:${editionUuid(source.slug)}</dc:identifier>
<dc:title>${escapeXml(source.title)}</dc:title>
<dc:language>en</dc:language>
<dc:creator>Fundshop</dc:creator>
<dc:publisher>Fundshop</dc:publisher>
<dc:description>${escapeXml(`${source.subtitle}. Sample edition.`)}</dc:description>
<dc:date>${SAMPLE_EDITION_DATE.toISOString().slice(0, 10)}</dc:date>
<meta property="dcterms:modified">${modified}</meta>
${SAMPLE_MARK.epubMeta}
</metadata>
<manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="style" href="style.css" media-type="text/css"/>
<item id="cover-image" href="cover.svg" media-type="image/svg+xml" properties="cover-image"/>
<item id="cover" href="cover.xhtml" media-type="application/xhtml+xml"/>
<item id="title-page" href="title.xhtml" media-type="application/xhtml+xml"/>
${chapterFiles.map((c) => `<item id="${c.id}" href="${c.href}" media-type="application/xhtml+xml"/>`).join('\n')}
</manifest>
<spine>
<itemref idref="cover" linear="no"/>
<itemref idref="title-page"/>
${chapterFiles.map((c) => `<itemref idref="${c.id}"/>`).join('\n')}
</spine>
</package>
`;

  const nav = xhtml(
    source.title,
    `<nav epub:type="toc" id="toc">
<h1>Contents</h1>
<ol>
<li><a href="title.xhtml">${escapeXml(source.title)}</a></li>
${chapterFiles.map((c) => `<li><a href="${c.href}">${escapeXml(c.chapter.title)}</a></li>`).join('\n')}
</ol>
</nav>`,
  );

  const files: Zippable = {
    // First, and stored: readers recognise an EPUB by these bytes at offset 38.
    mimetype: [text('application/epub+zip'), { level: 0, mtime }],
    'META-INF/container.xml': text(`<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles>
<rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/>
</rootfiles>
</container>
`),
    'OEBPS/package.opf': text(opf),
    'OEBPS/nav.xhtml': text(nav),
    'OEBPS/style.css': text(STYLE),
    'OEBPS/cover.svg': text(coverSvg),
    'OEBPS/cover.xhtml': text(
      xhtml(
        source.title,
        `<section class="cover" epub:type="cover"><img src="cover.svg" alt="${escapeXml(source.title)}"/></section>`,
      ),
    ),
    'OEBPS/title.xhtml': text(
      xhtml(
        source.title,
        `<section class="title-page" epub:type="titlepage">
<h1>${escapeXml(source.title)}</h1>
<p>${escapeXml(source.subtitle)}</p>
<p>Sample edition</p>
<p>Fundshop</p>
</section>`,
      ),
    ),
  };
  for (const c of chapterFiles) {
    files[`OEBPS/${c.href}`] = text(
      xhtml(
        c.chapter.title,
        `<section epub:type="chapter">
<h2>${escapeXml(c.chapter.title)}</h2>
${c.chapter.paragraphs.map((p) => `<p>${escapeXml(p)}</p>`).join('\n')}
</section>`,
      ),
    );
  }
  return zipSync(files, { level: 9, mtime });
}

const PAGE = { width: 432, height: 648 }; // 6 x 9 inches
const MARGIN = 54;
const BODY_SIZE = 11;
const LEADING = 16;

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * A PDF (pdf-lib, standard fonts): a title page, each chapter starting on a new page with its text wrapped to the
 * margins, page numbers in the footer, and document metadata with the fixed dates.
 */
export async function buildPdf(source: EbookSource): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const italic = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  const textWidth = PAGE.width - 2 * MARGIN;
  const centred = (page: PDFPage, text: string, font: PDFFont, size: number, y: number) =>
    page.drawText(text, { x: (PAGE.width - font.widthOfTextAtSize(text, size)) / 2, y, size, font });

  const titlePage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height * 0.62;
  for (const line of wrap(source.title, bold, 24, textWidth)) {
    centred(titlePage, line, bold, 24, y);
    y -= 32;
  }
  y -= 8;
  for (const line of wrap(source.subtitle, italic, 13, textWidth)) {
    centred(titlePage, line, italic, 13, y);
    y -= 18;
  }
  centred(titlePage, 'Sample edition', serif, 12, MARGIN + 40);
  centred(titlePage, 'Fundshop', bold, 12, MARGIN + 20);

  for (const chapter of source.chapters) {
    let page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN - 20;
    for (const line of wrap(chapter.title, bold, 16, textWidth)) {
      page.drawText(line, { x: MARGIN, y, size: 16, font: bold });
      y -= 22;
    }
    y -= 12;
    for (const paragraph of chapter.paragraphs) {
      for (const line of wrap(paragraph, serif, BODY_SIZE, textWidth)) {
        if (y < MARGIN + 10) {
          page = pdf.addPage([PAGE.width, PAGE.height]);
          y = PAGE.height - MARGIN;
        }
        page.drawText(line, { x: MARGIN, y, size: BODY_SIZE, font: serif, color: rgb(0, 0, 0) });
        y -= LEADING;
      }
      y -= LEADING / 2;
    }
  }

  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    if (i > 0) centred(page, String(i + 1), serif, 9, MARGIN / 2);
  });

  pdf.setTitle(source.title);
  pdf.setSubject(`${source.subtitle}. Sample edition.`);
  pdf.setAuthor('Fundshop');
  pdf.setCreator('Fundshop e-book generator');
  pdf.setProducer('pdf-lib');
  pdf.setLanguage('en');
  pdf.setKeywords([SAMPLE_MARK.keyword]);
  // pdf-lib keeps the information dictionary private; setKeywords made it, the trailer names it.
  pdf.context
    .lookup(pdf.context.trailerInfo.Info, PDFDict)
    .set(PDFName.of(SAMPLE_MARK.pdfKey), PDFString.of(SAMPLE_MARK.value));
  pdf.setCreationDate(SAMPLE_EDITION_DATE);
  pdf.setModificationDate(SAMPLE_EDITION_DATE);
  return pdf.save({ updateFieldAppearances: false });
}

export function readCover(slug: string): string {
  return readFileSync(`${COVERS_DIR}${slug}.svg`, 'utf8');
}

/** Both editions of one catalogue book, built from its source. */
export async function buildEditions(slug: string): Promise<Record<EditionFormat, Uint8Array>> {
  const source = readSource(slug);
  return { epub: buildEpub(source, readCover(slug)), pdf: await buildPdf(source) };
}
