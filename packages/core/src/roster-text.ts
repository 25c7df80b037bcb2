import Papa from 'papaparse';
import { PEOPLE_MSG } from './people-messages.ts';
import type { RosterRow } from './roster.ts';

/**
 * Reads a pasted list or an uploaded CSV into roster rows (docs/decisions/0038), with Papa Parse: the delimiter is
 * guessed (comma, tab from a spreadsheet, semicolon from a European spreadsheet's CSV), quotes are honoured. Its own
 * entry point (`@fundshop/core/roster-text`), so the parser is loaded by the organiser's pages only, never a store.
 *
 * Columns, in this order when there is no header row: name, email, under 18 (yes or no), parent or guardian's email.
 * A first row naming the columns (name, email, under 18, guardian email) may put them in any order.
 */

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'ja', 'oui', 'under 18', 'minor']);
const NO = new Set(['', 'no', 'n', 'false', '0', 'nej', 'non', 'adult']);

type Column = 'name' | 'email' | 'isMinor' | 'guardianEmail';
const POSITIONAL: Column[] = ['name', 'email', 'isMinor', 'guardianEmail'];

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

/** A row as read, with the one problem reading can find (an under 18 cell that is neither yes nor no). */
export interface ParsedRosterRow extends RosterRow {
  readProblem?: string;
}

export function parseRosterText(text: string): ParsedRosterRow[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', '\t', ';', '|'],
  });
  const rows = parsed.data.filter((cells) => cells.some((c) => c.trim() !== ''));
  const first = rows[0] ?? [];
  const named = first.map(headerColumn);
  const hasHeader = named.includes('name');
  const columns = hasHeader ? named : POSITIONAL;
  return (hasHeader ? rows.slice(1) : rows).map((cells) => {
    const value = (column: Column) => {
      const index = columns.indexOf(column);
      return index < 0 ? '' : (cells[index] ?? '').trim();
    };
    const minor = value('isMinor').toLowerCase();
    const row: ParsedRosterRow = {
      name: value('name'),
      email: value('email'),
      isMinor: YES.has(minor),
      guardianEmail: value('guardianEmail'),
    };
    if (!YES.has(minor) && !NO.has(minor)) row.readProblem = PEOPLE_MSG.underEighteenUnclear;
    return row;
  });
}
