import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { remainingTaxMinor } from './tax.ts';
import {
  periodOf,
  periodRange,
  recentPeriods,
  shareInProportion,
  TAX_REPORT_MSG,
  taxReportQuery,
} from './tax-report.ts';

describe("the tax report's periods", () => {
  it('dates an instant in its UTC month and quarter', () => {
    expect(periodOf(new Date('2026-03-31T23:59:59Z'), 'month')).toBe('2026-03');
    expect(periodOf(new Date('2026-03-31T23:59:59Z'), 'quarter')).toBe('2026-Q1');
    expect(periodOf(new Date('2026-04-01T00:00:00Z'), 'quarter')).toBe('2026-Q2');
    expect(periodOf(new Date('2026-12-15T00:00:00Z'), 'quarter')).toBe('2026-Q4');
  });

  it('spans from the start of the first period to the start of the one after the last', () => {
    expect(periodRange('quarter', '2026-Q2', '2026-Q4')).toEqual({
      start: new Date('2026-04-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
    expect(periodRange('month', '2026-12', '2026-12')).toEqual({
      start: new Date('2026-12-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
  });

  it('offers the latest periods, newest first, across a year', () => {
    expect(recentPeriods(new Date('2026-02-10T00:00:00Z'), 'month', 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(recentPeriods(new Date('2026-02-10T00:00:00Z'), 'quarter', 2)).toEqual(['2026-Q1', '2025-Q4']);
  });

  it('reads a range of months or of quarters and says what is wrong with one it cannot', () => {
    expect(taxReportQuery.parse({ from: '2026-Q1', to: '2026-Q2' })).toEqual({
      period: 'quarter',
      from: '2026-Q1',
      to: '2026-Q2',
    });
    const issues = (query: object) =>
      taxReportQuery.safeParse(query).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ period: 'month', from: '2026-00', to: '2026-Q1' })).toEqual([
      ['from', TAX_REPORT_MSG.monthInvalid],
      ['to', TAX_REPORT_MSG.monthInvalid],
    ]);
    expect(issues({ period: 'month', from: '2026-05', to: '2026-04' })).toEqual([['to', TAX_REPORT_MSG.toBeforeFrom]]);
    expect(issues({ period: 'month', from: '2016-05', to: '2026-04' })).toBeUndefined();
    expect(issues({ period: 'month', from: '2016-04', to: '2026-04' })).toEqual([['to', TAX_REPORT_MSG.tooLong]]);
  });
});

describe('a reversal shared among the taxes of an order', () => {
  it("gives the cent left to the larger remainder: 1.07 of British Columbia's 1.10 GST and 1.54 PST", () => {
    expect(shareInProportion(107, [110, 154])).toEqual([45, 62]);
    expect(shareInProportion(0, [110, 154])).toEqual([0, 0]);
    expect(shareInProportion(5, [0, 0])).toEqual([0, 0]);
  });

  it('adds up exactly and never takes more from a tax than it holds, after any sequence of returns', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 50_000 }), { maxLength: 6 }),
        (taxes, net, returns) => {
          const tax = taxes.reduce((a, b) => a + b, 0);
          const gross = net + tax;
          const holding = [...taxes];
          let returned = 0;
          for (const wanted of returns) {
            const amount = Math.min(wanted, gross - returned);
            const back = remainingTaxMinor(tax, gross, returned) - remainingTaxMinor(tax, gross, returned + amount);
            const shares = shareInProportion(back, holding);
            expect(shares.reduce((a, b) => a + b, 0)).toBe(back);
            shares.forEach((share, i) => {
              expect(share).toBeGreaterThanOrEqual(0);
              expect(share).toBeLessThanOrEqual(holding[i]!);
              holding[i]! -= share;
            });
            returned += amount;
          }
          expect(holding.reduce((a, b) => a + b, 0)).toBe(remainingTaxMinor(tax, gross, returned));
        },
      ),
    );
  });
});
