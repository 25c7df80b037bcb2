import { describe, expect, it } from 'vitest';
import { storeUseOf } from './dashboard.ts';

const seller = (lastSevenDays: number, lastOpenedOn: string | null, totalAmountOfProducts = 0, totalSales = 0) => ({
  storeOpens: { lastSevenDays, lastOpenedOn },
  totalAmountOfProducts,
  totalSales,
});

describe('storeUseOf', () => {
  it('counts the opens of the last 7 days, else names the last day the store was opened', () => {
    expect(storeUseOf(seller(3, '2026-12-01', 2))).toEqual({ kind: 'opened', count: 3 });
    expect(storeUseOf(seller(0, '2026-11-20'))).toEqual({ kind: 'last-opened', date: '2026-11-20' });
  });

  it("says 'not opened yet' only of a participant without sales", () => {
    expect(storeUseOf(seller(0, null))).toEqual({ kind: 'never-opened' });
    // Sales with no open counted (entered by hand, or from before opens were counted): nothing to say of opens.
    expect(storeUseOf(seller(0, null, 4, 88))).toEqual({ kind: 'unknown' });
    expect(storeUseOf(seller(0, null, 0, 12.5))).toEqual({ kind: 'unknown' });
  });
});
