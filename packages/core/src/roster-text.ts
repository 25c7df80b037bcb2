import Papa from 'papaparse';
import type { MessageKey } from './i18n/catalogues/en.ts';
import type { RosterRow } from './roster.ts';

/**
 * Reads a pasted list or an uploaded CSV into roster rows (docs/decisions/0038), with Papa Parse: the separator is
 * guessed (tab from a spreadsheet, semicolon from a European spreadsheet's CSV, comma, pipe), quotes are honoured. Its own
 * entry point (`@fundshop/core/roster-text`), so the parser is loaded by the organiser's pages only, never a store.
 *
 * Columns, in this order when there is no header row: name, email, under 18 (yes or no), parent or guardian's email.
 * A first row naming the columns (name, email, under 18, guardian email) may put them in any order.
 */

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'ja', 'oui', 'under 18', 'minor']);
const NO = new Set(['', 'no', 'n', 'false', '0', 'nej', 'non', 'adult']);
const SEPARATORS = ['\t', ';', ',', '|'];

type Column = 'name' | 'email' | 'isMinor' | 'guardianEmail';
const POSITIONAL: Column[] = ['name', 'email', 'isMinor', 'guardianEmail'];
type TextColumn = Exclude<Column, 'isMinor'>;

/**
 * A character no name or email holds and the server refuses (core `hasControlCharacter`): C0 controls (a tab left in a
 * cell among them), DEL, and a lone UTF-16 surrogate.
 */
const CONTROL_CHARACTER =
  // eslint-disable-next-line no-control-regex -- finding them is the point
  /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A header cell's column, when it names one. */
function headerColumn(cell: string): Column | undefined {
  const text = cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  if (text === 'name' || text === 'full name' || text === 'participant' || text === 'namn' || text === 'nom')
    return 'name';
  if (text === 'email' || text === 'e mail' || text === 'mail') return 'email';
  if (text.includes('guardian') || text.includes('parent')) return 'guardianEmail';
  if (text.includes('18') || text === 'minor' || text === 'child') return 'isMinor';
  return undefined;
}

/** What reading found wrong in a row, as a catalogue entry: the dialog says it in the page's language. */
export type RosterReadProblem =
  | { key: Extract<MessageKey, 'people.underEighteenUnclear'>; values?: undefined }
  | {
      key: Extract<MessageKey, 'people.rowControlCharacter'>;
      /** character: 'tab', or the character's code point as U+XXXX. */
      values: { line: number; column: TextColumn; character: string };
    };

/**
 * A row as read: the line of the text it came from, and the problems reading found (an under 18 cell that is neither
 * yes nor no, a control character in a cell). A control character is taken out of the value, so the server can still
 * check the rest of the row; the row's problem says where it was.
 */
export interface ParsedRosterRow extends RosterRow {
  line: number;
  readProblems: RosterReadProblem[];
}

/** A line split at `delimiter`, quotes honoured. */
const split = (line: string, delimiter: string): string[] => Papa.parse<string[]>(line, { delimiter }).data[0] ?? [];

/**
 * The list's separator: the one that splits the most lines (a tab first, then a semicolon, on a tie: a name may hold a
 * comma). Papa Parse's own guess wants most lines to have two columns, and a list of names alone has one.
 */
function listSeparator(lines: readonly string[]): string {
  const splits = (delimiter: string) => lines.filter((line) => split(line, delimiter).length > 1).length;
  return SEPARATORS.reduce((best, delimiter) => (splits(delimiter) > splits(best) ? delimiter : best));
}

/** A line's cells: split at the list's separator, or, where that finds none, at the first that does. */
function cellsOf(line: string, delimiter: string): string[] {
  const cells = split(line, delimiter);
  if (cells.length > 1) return cells;
  const own = SEPARATORS.find((separator) => split(line, separator).length > 1);
  return own ? split(line, own) : cells;
}

function characterName(character: string): string {
  return character === '\t' ? 'tab' : `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * One participant per line (a roster has no line breaks inside a cell): the separator is guessed for the whole list,
 * and a line that does not have it is read with its own, so a list pasted together from several places still reads.
 */
export function parseRosterText(text: string): ParsedRosterRow[] {
  const textLines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const delimiter = listSeparator(textLines);
  const lines = textLines
    .map((line, i) => ({ line: i + 1, cells: cellsOf(line, delimiter) }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  const named = (lines[0]?.cells ?? []).map(headerColumn);
  const hasHeader = named.includes('name');
  const columns = hasHeader ? named : POSITIONAL;
  return (hasHeader ? lines.slice(1) : lines).map(({ line, cells }) => {
    const readProblems: RosterReadProblem[] = [];
    const value = (column: Column) => {
      const index = columns.indexOf(column);
      return index < 0 ? '' : (cells[index] ?? '').trim();
    };
    const clean = (column: TextColumn) => {
      const raw = value(column);
      const found = raw.match(CONTROL_CHARACTER);
      if (!found) return raw;
      readProblems.push({
        key: 'people.rowControlCharacter',
        values: { line, column, character: characterName(found[0]) },
      });
      return raw.replace(CONTROL_CHARACTER, ' ').replace(/\s+/g, ' ').trim();
    };
    const minor = value('isMinor').toLowerCase();
    const row: ParsedRosterRow = {
      name: clean('name'),
      email: clean('email'),
      isMinor: YES.has(minor),
      guardianEmail: clean('guardianEmail'),
      line,
      readProblems,
    };
    if (!YES.has(minor) && !NO.has(minor)) readProblems.unshift({ key: 'people.underEighteenUnclear' });
    return row;
  });
}
