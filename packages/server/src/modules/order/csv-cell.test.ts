import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv.ts';

/** One cell as the export writes it: a row of one, without its CRLF. */
const csvCell = (value: string | number) => toCsv([[value]]).replace(/\r\n$/, '');

describe('CSV cells', () => {
  it('neutralises a formula hidden behind full-width forms or invisible format characters', () => {
    expect(csvCell('＝1+1')).toBe(`"'＝1+1"`);
    expect(csvCell('﹫x')).toBe(`"'﹫x"`);
    expect(csvCell('\u200B=1')).toBe(`"'\u200B=1"`);
    expect(csvCell('\u200C\u200D\u2060+1')).toBe(`"'\u200C\u200D\u2060+1"`);
    expect(csvCell('\uFEFF@x')).toBe(`"'\uFEFF@x"`);
    expect(csvCell('\u2066-1')).toBe(`"'\u2066-1"`);
  });

  it('neutralises = + - @, a tab and a carriage return at the start', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('\t')).toBe(`"'\t"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('-Anna')).toBe(`"'-Anna"`);
    expect(csvCell('-12 Robin')).toBe(`"'-12 Robin"`);
    expect(csvCell('+1 555')).toBe(`"'+1 555"`);
  });

  it('keeps ordinary text, text with the characters further in, and numbers as they are', () => {
    expect(csvCell('Anna Müller')).toBe('"Anna Müller"');
    expect(csvCell('Anna-Lena =1')).toBe('"Anna-Lena =1"');
    expect(csvCell('Ｒｏｂｉｎ')).toBe('"Ｒｏｂｉｎ"');
    expect(csvCell('\u200BRobin')).toBe('"\u200BRobin"');
    expect(csvCell(-3)).toBe('"-3"');
    // A refund row's amount: a plain decimal is a number to a spreadsheet, not a formula.
    expect(csvCell('-10.00')).toBe('"-10.00"');
    expect(csvCell('-10.00+1')).toBe(`"'-10.00+1"`);
  });
});
