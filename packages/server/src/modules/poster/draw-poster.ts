import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { PosterPaper } from '@fundshop/core';
import { winAnsiText } from '../../lib/pdf-text.ts';

/** What a poster says; every text already in the reader's language. */
export interface PosterContent {
  paper: PosterPaper;
  title: string;
  group: string;
  /** The group's or the seller's message to supporters: the cause. */
  cause: string;
  /** What the QR code holds (the store link tagged ?via=poster). */
  qrValue: string;
  /** The link as printed under the code, for those who type it. */
  link: string;
  scan: string;
  half: string;
  /** The document's title in the file's metadata. */
  documentTitle: string;
}

const SIZES: Record<PosterPaper, [number, number]> = { a4: PageSizes.A4, letter: PageSizes.Letter };
const MARGIN = 48;
const BRAND = rgb(0.1, 0.46, 0.82);
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.38, 0.38, 0.38);
/** The cause is cut after this many lines: the code must keep its room. */
const CAUSE_LINES = 5;

/** Words broken into lines no wider than `width`; a word wider than a line is cut by letters. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** Lines centred on the page from `top` down; answers where the next line would start. */
function centred(page: PDFPage, lines: string[], top: number, font: PDFFont, size: number, color = INK): number {
  const { width } = page.getSize();
  let y = top;
  for (const line of lines) {
    y -= size * 1.25;
    page.drawText(line, { x: (width - font.widthOfTextAtSize(line, size)) / 2, y, size, font, color });
  }
  return y;
}

/**
 * The QR code as black squares on white, each row's run of dark modules one rectangle, with the standard's quiet zone
 * of four modules around it; level M, which survives a crease or a pin hole.
 */
function drawQr(page: PDFPage, value: string, x: number, y: number, side: number): void {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const count = modules.size + 8;
  const cell = side / count;
  page.drawRectangle({ x, y, width: side, height: side, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row++) {
    let run = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark && run < 0) run = col;
      if (!dark && run >= 0) {
        page.drawRectangle({
          x: x + (run + 4) * cell,
          y: y + side - (row + 5) * cell,
          width: (col - run) * cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
        run = -1;
      }
    }
  }
}

/**
 * A printable poster of a participant's store (issue 29, docs/decisions/0049): who to support and for which group,
 * the cause, a large QR code and the link, on A4 or US Letter. Standard fonts keep it small; a letter they cannot
 * show loses its accent or becomes "?" (lib/pdf-text.ts), the metadata keeps the title as typed.
 */
export async function drawPoster(content: PosterContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.documentTitle);
  pdf.setCreator('Fundshop');
  pdf.setProducer('Fundshop');
  const [pageWidth, pageHeight] = SIZES[content.paper];
  const page = pdf.addPage([pageWidth, pageHeight]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const textWidth = pageWidth - 2 * MARGIN;

  page.drawRectangle({ x: 0, y: pageHeight - 16, width: pageWidth, height: 16, color: BRAND });
  let y = pageHeight - MARGIN;
  y = centred(page, wrap(winAnsiText(content.title), bold, 34, textWidth).slice(0, 2), y, bold, 34, BRAND);
  y = centred(page, wrap(winAnsiText(content.group), bold, 18, textWidth).slice(0, 2), y - 6, bold, 18);
  const cause = wrap(winAnsiText(content.cause), regular, 13, textWidth);
  const shown =
    cause.length > CAUSE_LINES ? [...cause.slice(0, CAUSE_LINES - 1), `${cause[CAUSE_LINES - 1]}...`] : cause;
  y = centred(page, shown, y - 10, regular, 13, MUTED);

  // The code takes what is left above the three closing lines, at most 70% of the page's width.
  const bottom = MARGIN + 90;
  const side = Math.min(pageWidth * 0.7, y - 20 - bottom);
  drawQr(page, content.qrValue, (pageWidth - side) / 2, y - 20 - side, side);
  y = y - 20 - side;
  y = centred(page, wrap(winAnsiText(content.scan), regular, 13, textWidth), y - 8, regular, 13);
  y = centred(page, wrap(winAnsiText(content.link), bold, 15, textWidth), y, bold, 15, BRAND);
  centred(page, wrap(winAnsiText(content.half), regular, 11, textWidth), y - 6, regular, 11, MUTED);
  return pdf.save();
}
