import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import {
  deflateSync,
  strFromU8,
  strToU8,
  unzipSync,
  Zip,
  type AsyncFlateStreamHandler,
  type ZipInputFile,
} from 'fflate';
import { escapeHtml } from '../../lib/escape-html.ts';
import { cleanBuyerName, stampTexts, type CopyOwner } from './copy-owner.ts';

/**
 * An EPUB personalised as it is sent (docs/decisions/0026): the same zip entries in the same order, the package
 * document with the owner in its metadata (dc:rights) and a colophon page at the end of the spine, and the colophon
 * itself as the last entry. Unchanged entries are copied as they are compressed in the original (a slice of the
 * shared original bytes, no inflating or deflating); only the two small changed documents are deflated per copy.
 */
export interface EpubPlan {
  original: Buffer;
  entries: ZipEntry[];
  opfPath: string;
  /** The package document cut where the stamp goes: before </metadata>, </manifest> and </spine>. */
  opfParts: [string, string, string, string];
  /** Element prefix of the package document (usually none, "opf:" in some older books). */
  opfPrefix: string;
  colophonPath: string;
  colophonHref: string;
  epub3: boolean;
}

interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  size: number;
  /** The entry's data as stored (compressed with `method`): a view into the original bytes. */
  data: Uint8Array<ArrayBuffer>;
}

const COLOPHON = 'fundshop-personal-copy';
/** Pieces handed to the zip writer at a time: the response is written as it is read. */
const CHUNK = 64 * 1024;

/** Every entry of the zip from its central directory (the authority readers use). No ZIP64: e-books are smaller. */
function zipEntries(bytes: Buffer): ZipEntry[] {
  const searchFrom = Math.max(0, bytes.length - 65_557);
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < searchFrom) throw new Error('the EPUB has no zip directory');
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) throw new Error('the EPUB has a damaged zip directory');
    const [compressed, size, local] = [
      bytes.readUInt32LE(at + 20),
      bytes.readUInt32LE(at + 24),
      bytes.readUInt32LE(at + 42),
    ];
    if ([compressed, size, local].includes(0xffffffff)) throw new Error('ZIP64 EPUBs are not supported');
    const nameLength = bytes.readUInt16LE(at + 28);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    entries.push({
      name,
      method: bytes.readUInt16LE(at + 10),
      crc: bytes.readUInt32LE(at + 16),
      size,
      data: new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset + start, compressed),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** Cuts `text` before the closing tag of `element` (any namespace prefix); returns the prefix too. */
function cutBefore(text: string, element: string): [string, string, string] {
  const match = new RegExp(`</([A-Za-z_][\\w.-]*:)?${element}\\s*>`).exec(text);
  if (!match) throw new Error(`the EPUB's package document has no ${element}`);
  return [text.slice(0, match.index), text.slice(match.index), match[1] ?? ''];
}

/** Works out once per file what every personalised copy shares. Throws for a zip that is not an EPUB. */
export function analyseEpub(original: Buffer): EpubPlan {
  const entries = zipEntries(original);
  if (entries[0]?.name !== 'mimetype') throw new Error('the EPUB does not start with its mimetype');
  const read = (name: string) =>
    strFromU8(unzipSync(original, { filter: (f) => f.name === name })[name] ?? new Uint8Array());
  const opfPath = /full-path="([^"]+)"/.exec(read('META-INF/container.xml'))?.[1];
  if (!opfPath) throw new Error('the EPUB names no package document');
  const opf = read(opfPath);
  const [head, metadataOn] = cutBefore(opf, 'metadata');
  const [middle, manifestOn, opfPrefix] = cutBefore(metadataOn, 'manifest');
  const [manifestEnd, rest] = cutBefore(manifestOn, 'spine');
  const dir = opfPath.includes('/') ? opfPath.slice(0, opfPath.lastIndexOf('/') + 1) : '';
  return {
    original,
    entries,
    opfPath,
    opfParts: [head, middle, manifestEnd, rest],
    opfPrefix,
    colophonPath: `${dir}${COLOPHON}.xhtml`,
    colophonHref: `${COLOPHON}.xhtml`,
    epub3: /<([A-Za-z_][\w.-]*:)?package\b[^>]*\sversion="3/.test(opf),
  };
}

/** The stamp's texts for one copy, and the language they are written in. */
type Stamp = ReturnType<typeof stampTexts> & { language: string };

function colophon(plan: EpubPlan, stamp: Stamp): string {
  const title = escapeHtml(stamp.colophonTitle);
  const text = escapeHtml(stamp.colophonText);
  const doctype = plan.epub3
    ? '<!DOCTYPE html>'
    : '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">';
  return `<?xml version="1.0" encoding="UTF-8"?>
${doctype}
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="${stamp.language}"${plan.epub3 ? ` lang="${stamp.language}"` : ''}>
<head><title>${title}</title></head>
<body><div><h1>${title}</h1><p>${text}</p></div></body>
</html>
`;
}

function packageDocument(plan: EpubPlan, stamp: Stamp): string {
  const [head, middle, manifestEnd, rest] = plan.opfParts;
  const p = plan.opfPrefix;
  const rights = escapeHtml(stamp.line);
  return [
    head,
    `<dc:rights xmlns:dc="http://purl.org/dc/elements/1.1/">${rights}</dc:rights>\n`,
    middle,
    `<${p}item id="${COLOPHON}" href="${plan.colophonHref}" media-type="application/xhtml+xml"/>\n`,
    manifestEnd,
    `<${p}itemref idref="${COLOPHON}"/>\n`,
    rest,
  ].join('');
}

/** A document of the copy, deflated now (it is small) so that it is written like the copied entries. */
function deflated(name: string, text: string): ZipEntry {
  const bytes = strToU8(text);
  return { name, method: 8, crc: crc32(bytes), size: bytes.length, data: deflateSync(bytes, { level: 9 }) };
}

/** A zip entry whose data is already compressed: fflate writes its header, the data as given, and its descriptor. */
class CompressedEntry implements ZipInputFile {
  readonly filename: string;
  readonly size: number;
  readonly crc: number;
  readonly compression: number;
  ondata?: AsyncFlateStreamHandler;
  constructor(entry: ZipEntry) {
    this.filename = entry.name;
    this.size = entry.size;
    this.crc = entry.crc;
    this.compression = entry.method;
  }
}

function* copyChunks(plan: EpubPlan, owner: CopyOwner): Generator<Uint8Array> {
  const stamp: Stamp = { ...stampTexts(owner, cleanBuyerName(owner.buyerName)), language: owner.language };
  const written: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else written.push(chunk);
  });
  const flush = function* () {
    if (failure) throw failure;
    yield* written.splice(0);
  };
  const entries = [
    ...plan.entries.map((e) => (e.name === plan.opfPath ? deflated(e.name, packageDocument(plan, stamp)) : e)),
    deflated(plan.colophonPath, colophon(plan, stamp)),
  ];
  for (const entry of entries) {
    const file = new CompressedEntry(entry);
    zip.add(file);
    const push = file.ondata!;
    if (entry.data.length === 0) push(null, entry.data, true);
    for (let at = 0; at < entry.data.length; at += CHUNK) {
      push(null, entry.data.subarray(at, at + CHUNK), at + CHUNK >= entry.data.length);
      yield* flush();
    }
  }
  zip.end();
  yield* flush();
}

/** One personalised copy, produced as the response reads it. */
export function personaliseEpub(plan: EpubPlan, owner: CopyOwner): Readable {
  return Readable.from(copyChunks(plan, owner), { objectMode: false });
}
