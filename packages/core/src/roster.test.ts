import { describe, expect, it } from 'vitest';
import { PEOPLE_MSG } from './people-messages.ts';
import { publicSellerName } from './roster.ts';
import { parseRosterText } from './roster-text.ts';

describe('reading a pasted list or a CSV (Papa Parse)', () => {
  it('reads one participant per line, with an optional email after a comma or a tab', () => {
    expect(parseRosterText('Anna Berg, anna@example.com\nBo Ek\n\n  Cleo Dahl  \n')).toEqual([
      { name: 'Anna Berg', email: 'anna@example.com', isMinor: false, guardianEmail: '' },
      { name: 'Bo Ek', email: '', isMinor: false, guardianEmail: '' },
      { name: 'Cleo Dahl', email: '', isMinor: false, guardianEmail: '' },
    ]);
    expect(parseRosterText('Anna Berg\tanna@example.com\nBo Ek\t')[0]).toMatchObject({ email: 'anna@example.com' });
  });

  it('takes the columns from a header row in any order, quotes and a byte order mark, and says when under 18 is unclear', () => {
    const csv =
      '\uFEFFGuardian email;Name;Under 18;Email\nparent@example.com;"Berg; Anna";yes;\n;Bo Ek;maybe;bo@example.com';
    const [anna, bo] = parseRosterText(csv);
    expect(anna).toEqual({ name: 'Berg; Anna', email: '', isMinor: true, guardianEmail: 'parent@example.com' });
    expect(bo).toMatchObject({ name: 'Bo Ek', isMinor: false, readProblem: PEOPLE_MSG.underEighteenUnclear });
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
