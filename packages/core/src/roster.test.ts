import { describe, expect, it } from 'vitest';
import { hasControlCharacter } from './fields.ts';
import { translatorFor } from './i18n/all-languages.ts';
import { publicSellerName } from './roster.ts';
import { parseRosterText } from './roster-text.ts';

describe('reading a pasted list or a CSV (Papa Parse)', () => {
  const fine = { isMinor: false, guardianEmail: '', readProblems: [] };

  it('reads one participant per line, with an optional email after a comma or a tab', () => {
    expect(parseRosterText('Anna Berg, anna@example.com\nBo Ek\n\n  Cleo Dahl  \n')).toEqual([
      { name: 'Anna Berg', email: 'anna@example.com', line: 1, ...fine },
      { name: 'Bo Ek', email: '', line: 2, ...fine },
      { name: 'Cleo Dahl', email: '', line: 4, ...fine },
    ]);
    expect(parseRosterText('Anna Berg\tanna@example.com\nBo Ek\t')[0]).toMatchObject({ email: 'anna@example.com' });
  });

  it('takes the columns from a header row in any order, quotes and a byte order mark, and says when under 18 is unclear', () => {
    const csv =
      '\uFEFFGuardian email;Name;Under 18;Email\nparent@example.com;"Berg; Anna";yes;\n;Bo Ek;maybe;bo@example.com';
    const [anna, bo] = parseRosterText(csv);
    expect(anna).toEqual({
      name: 'Berg; Anna',
      email: '',
      isMinor: true,
      guardianEmail: 'parent@example.com',
      line: 2,
      readProblems: [],
    });
    expect(bo).toMatchObject({
      name: 'Bo Ek',
      isMinor: false,
      line: 3,
      readProblems: [{ key: 'people.underEighteenUnclear' }],
    });
  });

  // Issue 40: a row with a tab or a stray control character was refused with a bare 'Please fix errors'.
  it.each([
    ['tab', 'Anna Berg\tanna@example.com\nBo Ek\tbo@example.com\tyes\tparent@example.com'],
    ['comma', 'Anna Berg, anna@example.com\nBo Ek, bo@example.com, yes, parent@example.com'],
    ['semicolon', 'Anna Berg; anna@example.com\nBo Ek; bo@example.com; yes; parent@example.com'],
    ['one per line, mixed', 'Anna Berg; anna@example.com\nBo Ek\tbo@example.com\tyes\tparent@example.com'],
  ])('accepts %s as the separator', (_separator, text) => {
    expect(parseRosterText(text)).toEqual([
      { name: 'Anna Berg', email: 'anna@example.com', line: 1, ...fine },
      {
        name: 'Bo Ek',
        email: 'bo@example.com',
        isMinor: true,
        guardianEmail: 'parent@example.com',
        line: 2,
        readProblems: [],
      },
    ]);
  });

  it('keeps a separator inside quotes as part of the name', () => {
    expect(parseRosterText('"Berg, Anna"\nBo Ek')[0]).toMatchObject({ name: 'Berg, Anna', readProblems: [] });
  });

  it('names the line, the column and the character of a tab or a control character inside a cell, and takes it out', () => {
    const rows = parseRosterText(
      'Anna Berg, anna@example.com\nBo\tEk, bo@example.com\nCleo Dahl\u0007, cleo@example.com\nDan, dan@exam\u0000ple.com, yes, p\u007f@example.com',
    );
    expect(rows.map((r) => r.readProblems)).toEqual([
      [],
      [{ key: 'people.rowControlCharacter', values: { line: 2, column: 'name', character: 'tab' } }],
      [{ key: 'people.rowControlCharacter', values: { line: 3, column: 'name', character: 'U+0007' } }],
      [
        { key: 'people.rowControlCharacter', values: { line: 4, column: 'email', character: 'U+0000' } },
        { key: 'people.rowControlCharacter', values: { line: 4, column: 'guardianEmail', character: 'U+007F' } },
      ],
    ]);
    // What the server is sent holds no control character: it checks the rest of the row and answers per row.
    expect(rows[1]).toMatchObject({ name: 'Bo Ek', email: 'bo@example.com' });
    expect(rows[2]).toMatchObject({ name: 'Cleo Dahl' });
    for (const row of rows) {
      for (const text of [row.name, row.email, row.guardianEmail]) expect(hasControlCharacter(text)).toBe(false);
    }
  });

  it('says each problem in words, with the line', () => {
    const t = translatorFor('en');
    const [, bo] = parseRosterText('Anna Berg, anna@example.com\nBo\tEk, bo@example.com\u0001');
    expect(bo!.readProblems.map((p) => t(p.key, p.values))).toEqual([
      'Line 2: there is a tab in the name. Remove it in the list and check the list again.',
      'Line 2: there is a character that cannot be seen (U+0001) in the email. Remove it in the list and check the list again.',
    ]);
  });
});

describe("a minor's public name", () => {
  it('is the first name and the initial of the last, unless the full name may be shown', () => {
    expect(publicSellerName('Anna Maria Berg', { isMinor: true, showFullName: false })).toBe('Anna B.');
    expect(publicSellerName('anna', { isMinor: true, showFullName: false })).toBe('anna');
    expect(publicSellerName('Anna Berg', { isMinor: true, showFullName: true })).toBe('Anna Berg');
    expect(publicSellerName('Anna Berg', { isMinor: false, showFullName: false })).toBe('Anna Berg');
    expect(publicSellerName('Åsa Östberg', { isMinor: true, showFullName: false })).toBe('Åsa Ö.');
  });
});
