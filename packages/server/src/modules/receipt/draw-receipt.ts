import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { winAnsiText } from '../../lib/pdf-text.ts';

/** What a PDF receipt says; every text already in the order's language and every amount formatted. */
export interface ReceiptContent {
  /** US Letter where it is the paper (US, CA), A4 elsewhere. */
  paper: 'a4' | 'letter';
  documentTitle: string;
  title: string;
  /** The merchant's lines: legal name, address, registration. */
  merchant: string[];
  /** Label and value: receipt number, date, order number, buyer, whom it supports. */
  facts: [string, string][];
  /** What was bought: '2 x Title' and its price. */
  lines: [string, string][];
  /** Net, tax with its label, and the total paid (drawn bold). */
  totals: [string, string][];
}

const SIZES = { a4: PageSizes.A4, letter: PageSizes.Letter };
const MARGIN = 56;
const BRAND = rgb(0.1, 0.46, 0.82);
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.38, 0.38, 0.38);
const RULE = rgb(0.8, 0.8, 0.8);

/** A text cut with '...' to fit `width`: a receipt keeps to one page, whatever a name's length. */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  const clean = winAnsiText(text);
  if (font.widthOfTextAtSize(clean, size) <= width) return clean;
  let cut = clean.length;
  while (cut > 1 && font.widthOfTextAtSize(`${clean.slice(0, cut)}...`, size) > width) cut--;
  return `${clean.slice(0, cut)}...`;
}

/** A label at the left and its value at the right edge, on one baseline. */
function row(page: PDFPage, y: number, [label, value]: [string, string], font: PDFFont, size: number): void {
  const { width } = page.getSize();
  const right = width - MARGIN;
  const shownValue = fitted(value, font, size, (right - MARGIN) / 2);
  const valueWidth = font.widthOfTextAtSize(shownValue, size);
  page.drawText(fitted(label, font, size, right - MARGIN - valueWidth - 12), { x: MARGIN, y, size, font, color: INK });
  page.drawText(shownValue, { x: right - valueWidth, y, size, font, color: INK });
}

function rule(page: PDFPage, y: number): void {
  const { width } = page.getSize();
  page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness: 0.75, color: RULE });
}

/**
 * A one-page printable receipt (docs/decisions/0061), drawn with pdf-lib as the e-books' stamps and the posters are:
 * the merchant, the receipt's facts, what was bought, and net, tax and total. Standard fonts keep it small; a letter
 * they cannot show loses its accent or becomes "?" (lib/pdf-text.ts), the metadata keeps the title as written.
 */
export async function drawReceipt(content: ReceiptContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.documentTitle);
  pdf.setCreator('Fundshop');
  pdf.setProducer('Fundshop');
  const [pageWidth, pageHeight] = SIZES[content.paper];
  const page = pdf.addPage([pageWidth, pageHeight]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const textWidth = pageWidth - 2 * MARGIN;

  page.drawRectangle({ x: 0, y: pageHeight - 12, width: pageWidth, height: 12, color: BRAND });
  let y = pageHeight - MARGIN - 10;
  page.drawText(fitted(content.title, bold, 26, textWidth), { x: MARGIN, y, size: 26, font: bold, color: BRAND });
  y -= 30;
  content.merchant.forEach((line, index) => {
    const font = index === 0 ? bold : regular;
    page.drawText(fitted(line, font, 11, textWidth), { x: MARGIN, y, size: 11, font, color: index ? MUTED : INK });
    y -= 15;
  });
  y -= 12;
  rule(page, y + 8);
  y -= 10;
  for (const fact of content.facts) {
    row(page, y, fact, regular, 11);
    y -= 17;
  }
  y -= 6;
  rule(page, y + 8);
  y -= 10;
  // Up to MAX_CART_LINES lines: a long order's lines are drawn closer and smaller so the totals stay on the page.
  const totalsHeight = 30 + 17 * content.totals.length;
  const step = Math.min(17, (y - MARGIN - totalsHeight) / Math.max(1, content.lines.length));
  for (const line of content.lines) {
    row(page, y, line, regular, Math.min(11, step * 0.7));
    y -= step;
  }
  y -= 6;
  rule(page, y + 8);
  y -= 10;
  content.totals.forEach((total, index) => {
    const last = index === content.totals.length - 1;
    row(page, y, total, last ? bold : regular, last ? 13 : 11);
    y -= last ? 20 : 17;
  });
  return pdf.save();
}
