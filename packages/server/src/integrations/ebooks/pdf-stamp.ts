import { Readable } from 'node:stream';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFString } from 'pdf-lib';
import { HELVETICA, winAnsiText } from '../../lib/pdf-text.ts';
import { cleanBuyerName, stampTexts, type CopyOwner } from './copy-owner.ts';

/**
 * A PDF personalised by an incremental update (docs/decisions/0026): the original bytes unchanged, then a tail that
 * adds a footer form (the buyer's name and order number), rewrites each page to draw it, replaces the document
 * information, and ends with its own cross-reference section pointing back (/Prev) at the original's. Readers apply
 * the newest revision. Everything that does not depend on the buyer is worked out once per file (PdfPlan); a copy
 * costs the footer, the information dictionary and the cross-reference section, a few hundred bytes plus 20 per page.
 */
export interface PdfPlan {
  original: Buffer;
  /** The tail's objects every copy shares: a "q" stream, each page's footer placement, each rewritten page. */
  shared: Buffer;
  /** [object number, generation, offset in the file] of each shared object. */
  sharedEntries: [number, number, number][];
  footerObject: number;
  infoObject: number;
  /** The cross-reference stream's own object number (when the original uses streams). */
  xrefObject: number;
  size: number;
  prevXref: number;
  xrefKind: 'table' | 'stream';
  /** The trailer's /Root and /ID, as written. */
  trailerKeys: string;
  /** The original document information's entries, as written, without the keys the stamp sets. */
  infoKeys: string;
  keywords: string;
  /** The narrowest page's width less margins: the footer is made smaller to fit it. */
  footerWidth: number;
}

const FOOTER_NAME = 'FsPersonalCopy';
const FOOTER_SIZE = 7;
const FOOTER_MARGIN = 36;
/** Above the bottom edge of the page (the sample editions' page numbers sit at 27 pt). */
const FOOTER_BASELINE = 12;
const STAMP_KEYS = ['Keywords', 'FundshopBuyer', 'FundshopOrder'];

/** Where the last cross-reference section starts: the number after the file's last `startxref`. */
function startXrefOf(bytes: Buffer): number {
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!match) throw new Error('the PDF has no startxref at its end');
  return Number(match[1]);
}

/** The /Size of the last cross-reference section: object numbers from it on are free for the update. */
function sizeOf(bytes: Buffer, prevXref: number, kind: 'table' | 'stream'): number {
  const from = kind === 'table' ? bytes.indexOf('trailer', prevXref, 'latin1') : prevXref;
  const match = /\/Size\s+(\d+)/.exec(bytes.subarray(from, from + 2048).toString('latin1'));
  if (from < 0 || !match) throw new Error('the PDF has no /Size in its last trailer');
  return Number(match[1]);
}

/** A page's content streams as references, whether /Contents is one stream, an array, or a reference to an array. */
function contentRefs(page: PDFDict): PDFRef[] {
  const contents = page.get(PDFName.of('Contents'));
  const array = contents instanceof PDFRef ? page.context.lookup(contents) : contents;
  if (array instanceof PDFArray) return array.asArray().filter((item): item is PDFRef => item instanceof PDFRef);
  return contents instanceof PDFRef ? [contents] : [];
}

const num = (n: number) => String(Math.round(n * 100) / 100);

function streamObject(objectNumber: number, dict: string, content: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`${objectNumber} 0 obj\n<< ${dict} /Length ${content.length} >>\nstream\n`, 'latin1'),
    content,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
}

/** Works out once per file what every personalised copy of it shares. Throws for an encrypted or unreadable PDF. */
export async function analysePdf(original: Buffer): Promise<PdfPlan> {
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const { context } = doc;
  const prevXref = startXrefOf(original);
  const xrefKind = original.subarray(prevXref, prevXref + 4).toString('latin1') === 'xref' ? 'table' : 'stream';
  // Object streams and cross-reference streams are dropped from pdf-lib's context: their numbers are in /Size only.
  let next = Math.max(context.largestObjectNumber + 1, sizeOf(original, prevXref, xrefKind));
  const [stateObject, footerObject, infoObject] = [next++, next++, next++];
  // The original content may end with its graphics state changed (a scale, a colour): the footer is drawn after
  // restoring the state a "q" saved before the original content.
  const parts: Buffer[] = [Buffer.from('\n'), streamObject(stateObject, '', Buffer.from('q'))];
  const sharedEntries: [number, number, number][] = [[stateObject, 0, original.length + 1]];
  let offset = original.length + parts.reduce((sum, p) => sum + p.length, 0);
  const add = (objectNumber: number, generation: number, bytes: Buffer) => {
    sharedEntries.push([objectNumber, generation, offset]);
    parts.push(bytes);
    offset += bytes.length;
  };
  let footerWidth = Infinity;
  for (const page of doc.getPages()) {
    const box = page.getCropBox();
    footerWidth = Math.min(footerWidth, box.width - 2 * FOOTER_MARGIN);
    const placement = next++;
    const draw = `Q q 1 0 0 1 ${num(box.x + box.width / 2)} ${num(box.y + FOOTER_BASELINE)} cm /${FOOTER_NAME} Do Q`;
    add(placement, 0, streamObject(placement, '', Buffer.from(draw, 'latin1')));
    const dict = page.node.clone();
    dict.set(
      PDFName.of('Contents'),
      context.obj([PDFRef.of(stateObject), ...contentRefs(page.node), PDFRef.of(placement)]),
    );
    const resources = page.node.Resources()?.clone() ?? context.obj({});
    const forms = context.lookupMaybe(resources.get(PDFName.of('XObject')), PDFDict)?.clone() ?? context.obj({});
    forms.set(PDFName.of(FOOTER_NAME), PDFRef.of(footerObject));
    resources.set(PDFName.of('XObject'), forms);
    dict.set(PDFName.of('Resources'), resources);
    const { objectNumber, generationNumber } = page.ref;
    const object = `${objectNumber} ${generationNumber} obj\n${dict.toString()}\nendobj\n`;
    add(objectNumber, generationNumber, Buffer.from(object, 'latin1'));
  }
  const info = context.lookupMaybe(context.trailerInfo.Info, PDFDict);
  const infoKeys = (info?.entries() ?? [])
    .filter(([key]) => !STAMP_KEYS.includes(key.decodeText()))
    .map(([key, value]) => `${key.toString()} ${value.toString()}`)
    .join(' ');
  const oldKeywords = info?.lookupMaybe(PDFName.of('Keywords'), PDFString, PDFHexString)?.decodeText() ?? '';
  // /Size is one past the highest object number: the cross-reference stream is an object, a table is not.
  const xrefObject = next;
  if (xrefKind === 'stream') next++;
  const root = context.trailerInfo.Root;
  if (!root) throw new Error('the PDF has no /Root');
  const id = context.trailerInfo.ID;
  return {
    original,
    shared: Buffer.concat(parts),
    sharedEntries,
    footerObject,
    infoObject,
    xrefObject,
    size: next,
    prevXref,
    xrefKind,
    trailerKeys: `/Root ${root.toString()}${id ? ` /ID ${id.toString()}` : ''}`,
    infoKeys,
    keywords: oldKeywords,
    footerWidth: Number.isFinite(footerWidth) ? Math.max(footerWidth, 72) : 72,
  };
}

/** A text string in UTF-16BE with its byte order mark, as hex: any name, nothing to escape. */
const textString = (text: string) => PDFHexString.fromText(text).toString();

/** One personalised copy: the original bytes and the shared objects (neither copied), then this copy's own. */
export function personalisePdf(plan: PdfPlan, owner: CopyOwner): { length: number; stream: Readable } {
  const name = cleanBuyerName(owner.buyerName);
  const stamp = stampTexts(owner, name).line;
  const footer = winAnsiText(stamp);
  const natural = HELVETICA.widthOfTextAtSize(footer, FOOTER_SIZE);
  const size = natural > plan.footerWidth ? (FOOTER_SIZE * plan.footerWidth) / natural : FOOTER_SIZE;
  const width = HELVETICA.widthOfTextAtSize(footer, size);
  const drawing = `BT /F1 ${num(size)} Tf 0.35 g ${num(-width / 2)} 0 Td ${HELVETICA.encodeText(footer).toString()} Tj ET`;
  const font = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  const half = Math.ceil(width / 2) + 2;
  const tail: Buffer[] = [];
  let offset = plan.original.length + plan.shared.length;
  const entries = [...plan.sharedEntries];
  const add = (objectNumber: number, bytes: Buffer) => {
    entries.push([objectNumber, 0, offset]);
    tail.push(bytes);
    offset += bytes.length;
  };
  add(
    plan.footerObject,
    streamObject(
      plan.footerObject,
      `/Type /XObject /Subtype /Form /BBox [${-half} -3 ${half} ${Math.ceil(size) + 2}] /Resources << /Font << /F1 ${font} >> >>`,
      Buffer.from(drawing, 'latin1'),
    ),
  );
  const keywords = plan.keywords ? `${plan.keywords}; ${stamp}` : stamp;
  const info = `${plan.infoKeys} /Keywords ${textString(keywords)} /FundshopBuyer ${textString(name)} /FundshopOrder (${owner.orderNumber})`;
  add(plan.infoObject, Buffer.from(`${plan.infoObject} 0 obj\n<< ${info} >>\nendobj\n`, 'latin1'));
  const trailer = `/Size ${plan.size} ${plan.trailerKeys} /Info ${plan.infoObject} 0 R /Prev ${plan.prevXref}`;
  tail.push(
    plan.xrefKind === 'table' ? xrefTable(entries, trailer, offset) : xrefStream(plan, entries, trailer, offset),
  );
  // The original and the shared objects are sent from the plan's buffers; only this copy's objects are new.
  const own = Buffer.concat(tail);
  return {
    length: plan.original.length + plan.shared.length + own.length,
    stream: Readable.from([plan.original, plan.shared, own]),
  };
}

/** Consecutive object numbers grouped into subsections, as both kinds of cross-reference section want them. */
function subsections(entries: [number, number, number][]): [number, [number, number, number][]][] {
  const sorted = [...entries].sort((a, b) => a[0] - b[0]);
  const groups: [number, [number, number, number][]][] = [];
  for (const entry of sorted) {
    const last = groups.at(-1);
    if (last && last[0] + last[1].length === entry[0]) last[1].push(entry);
    else groups.push([entry[0], [entry]]);
  }
  return groups;
}

function xrefTable(entries: [number, number, number][], trailer: string, at: number): Buffer {
  const lines = subsections(entries).flatMap(([first, group]) => [
    `${first} ${group.length}`,
    ...group.map(
      ([, generation, offset]) => `${String(offset).padStart(10, '0')} ${String(generation).padStart(5, '0')} n\r`,
    ),
  ]);
  return Buffer.from(`xref\n${lines.join('\n')}\ntrailer\n<< ${trailer} >>\nstartxref\n${at}\n%%EOF\n`, 'latin1');
}

/** A cross-reference stream (the original uses one): type 1 entries of 1 + 4 + 2 bytes, uncompressed. */
function xrefStream(plan: PdfPlan, entries: [number, number, number][], trailer: string, at: number): Buffer {
  const groups = subsections([...entries, [plan.xrefObject, 0, at]]);
  const rows = Buffer.alloc(groups.reduce((sum, [, group]) => sum + group.length, 0) * 7);
  let row = 0;
  for (const [, group] of groups) {
    for (const [, generation, offset] of group) {
      rows.writeUInt8(1, row);
      rows.writeUInt32BE(offset, row + 1);
      rows.writeUInt16BE(generation, row + 5);
      row += 7;
    }
  }
  const index = groups.map(([first, group]) => `${first} ${group.length}`).join(' ');
  return Buffer.concat([
    streamObject(plan.xrefObject, `/Type /XRef ${trailer} /W [1 4 2] /Index [${index}]`, rows),
    Buffer.from(`startxref\n${at}\n%%EOF\n`, 'latin1'),
  ]);
}
