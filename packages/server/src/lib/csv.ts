import { stringify, type Options } from 'csv-stringify/sync';

// CSV for spreadsheets (the organiser's order export, the operators' audit export; docs/decisions/0021).

/** A spreadsheet runs a cell starting with one of these as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Invisible format characters (zero-width space and joiners, word joiner, byte order mark, bidi marks...). */
const LEADING_FORMAT_CHARACTERS = /^\p{Cf}+/u;
/** A plain decimal such as -10.00 (a refund row's amount) is a number to a spreadsheet, never a formula. */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Whether a spreadsheet could read the text as a formula: judged on its first visible character after NFKC, since
 * some programs fold a full-width '＝' to '=' or drop a zero-width space in front of one.
 */
function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text.normalize('NFKC').replace(LEADING_FORMAT_CHARACTERS, ''));
}

/**
 * A formula-like text gets a leading apostrophe so it stays text (otherwise unchanged). The library's own
 * escape_formulas is not used: it misses full-width and hidden forms and would mark a refund's -10.00.
 */
function neutraliseFormula(text: string): string {
  return !PLAIN_DECIMAL.test(text) && looksLikeFormula(text) ? `'${text}` : text;
}

/** Every field quoted (empty ones too), CRLF after every row; numbers are never formulas, so only text is cast. */
const CSV_OPTIONS: Options = {
  quoted: true,
  quoted_empty: true,
  record_delimiter: 'windows',
  cast: { string: neutraliseFormula },
};

/** Rows as the exports write them (without the byte order mark). */
export function toCsv(rows: (string | number)[][]): string {
  return stringify(rows, CSV_OPTIONS);
}

/** A whole export: UTF-8 with a byte order mark, so a spreadsheet reads its accents right. */
export function csvDocument(rows: (string | number)[][]): string {
  return `\uFEFF${toCsv(rows)}`;
}
