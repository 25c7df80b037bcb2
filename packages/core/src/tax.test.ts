import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketTaxOf } from './tax-market.ts';
import { taxRegionCode } from './tax-regions.ts';
import { formatRate, groupShareMinor, remainingTaxMinor, taxComponents, taxLabel, taxLine } from './tax.ts';

describe('the tax of a line', () => {
  it('takes GST out of an Australian price that holds it: one eleventh (ATO: $110 holds $10)', () => {
    expect(taxLine(11_000, 100_000, 'inclusive')).toEqual({ netMinor: 10_000, taxMinor: 1_000, grossMinor: 11_000 });
    // $12.00 holds $1.0909...: rounded to the nearest cent, $1.09.
    expect(taxLine(1_200, 100_000, 'inclusive')).toEqual({ netMinor: 1_091, taxMinor: 109, grossMinor: 1_200 });
  });

  it("takes New Zealand's GST out at 3/23 (IRD: $115 holds $15)", () => {
    expect(taxLine(11_500, 150_000, 'inclusive').taxMinor).toBe(1_500);
    expect(taxLine(2_300, 150_000, 'inclusive').taxMinor).toBe(300);
  });

  it("adds Ontario's HST at 13% to a price without it (CRA: $100 + $13)", () => {
    expect(taxLine(10_000, 130_000, 'exclusive')).toEqual({ netMinor: 10_000, taxMinor: 1_300, grossMinor: 11_300 });
  });

  it('rounds half up: 8.875% of $10.00 is $0.8875, charged $0.89', () => {
    expect(taxLine(1_000, 88_750, 'exclusive').taxMinor).toBe(89);
  });

  it('shows a zero rate as nothing taken: a British e-book is zero-rated', () => {
    expect(taxLine(800, 0, 'inclusive')).toEqual({ netMinor: 800, taxMinor: 0, grossMinor: 800 });
  });

  it("levies British Columbia's GST and PST each on the same net", () => {
    const line = taxComponents(
      2_000,
      [
        { jurisdiction: 'CA', taxType: 'gst', ratePpm: 50_000 },
        { jurisdiction: 'CA-BC', taxType: 'pst', ratePpm: 70_000 },
      ],
      'exclusive',
    );
    expect(line.taxMinor).toBe(240);
    expect(line.components.map((c) => [c.taxType, c.taxableMinor, c.taxMinor])).toEqual([
      ['gst', 2_000, 100],
      ['pst', 2_000, 140],
    ]);
  });

  it('keeps net + tax = gross, and the components adding up to the tax, for any price and rates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 300_000 }), { minLength: 0, maxLength: 3 }),
        fc.constantFrom('inclusive' as const, 'exclusive' as const),
        (amount, rates, behaviour) => {
          const line = taxComponents(
            amount,
            rates.map((ratePpm, i) => ({ jurisdiction: `J${i}`, taxType: 'gst' as const, ratePpm })),
            behaviour,
          );
          expect(line.netMinor + line.taxMinor).toBe(line.grossMinor);
          expect(line.components.reduce((sum, c) => sum + c.taxMinor, 0)).toBe(rates.length ? line.taxMinor : 0);
          expect(behaviour === 'inclusive' ? line.grossMinor : line.netMinor).toBe(amount);
          for (const c of line.components) expect(c.taxMinor).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('a refund reverses tax in proportion', () => {
  it('half of an Ontario order back: half its HST, and the group has half of half the net', () => {
    // $10.00 + $1.30 HST; $5.65 refunded.
    expect(remainingTaxMinor(130, 1_130, 565)).toBe(65);
    expect(groupShareMinor({ grossMinor: 1_130, taxMinor: 130, returnedMinor: 565 }, 50)).toBe(250);
  });

  it('all back: no tax left and no share', () => {
    expect(remainingTaxMinor(130, 1_130, 1_130)).toBe(0);
    expect(groupShareMinor({ grossMinor: 1_130, taxMinor: 130, returnedMinor: 1_130 }, 50)).toBe(0);
  });

  it('an untaxed order (before taxes) keeps the share it had: half the total', () => {
    expect(groupShareMinor({ grossMinor: 4_400, taxMinor: 0, returnedMinor: 0 }, 50)).toBe(2_200);
  });

  it('never leaves more tax than money, nor a share above half the net, after any refunds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 5 }),
        (price, rate, refunds) => {
          const line = taxLine(price, rate, 'exclusive');
          let returned = 0;
          for (const refund of refunds) {
            returned = Math.min(line.grossMinor, returned + refund);
            const tax = remainingTaxMinor(line.taxMinor, line.grossMinor, returned);
            const left = line.grossMinor - returned;
            expect(tax).toBeGreaterThanOrEqual(0);
            expect(tax).toBeLessThanOrEqual(left);
            const share = groupShareMinor(
              { grossMinor: line.grossMinor, taxMinor: line.taxMinor, returnedMinor: returned },
              50,
            );
            expect(share).toBe(Math.floor((left - tax) / 2));
          }
        },
      ),
    );
  });
});

describe("a group's market", () => {
  it("is read from the group's currency: GST held in Australian prices, tax added to American and Canadian ones", () => {
    expect(marketTaxOf('AUD')).toEqual({ behaviour: 'inclusive', taxType: 'gst' });
    expect(marketTaxOf('NZD')).toEqual({ behaviour: 'inclusive', taxType: 'gst' });
    expect(marketTaxOf('GBP')).toEqual({ behaviour: 'inclusive', taxType: 'vat' });
    expect(marketTaxOf('USD')).toEqual({ behaviour: 'exclusive', taxType: 'sales_tax' });
    expect(marketTaxOf('CAD')).toEqual({ behaviour: 'exclusive', taxType: 'gst' });
    expect(marketTaxOf('SEK')).toBeUndefined();
    expect(marketTaxOf(undefined)).toBeUndefined();
  });
});

describe('how rates and regions are written', () => {
  it('writes rates as a receipt does', () => {
    expect(formatRate(100_000)).toBe('10%');
    expect(formatRate(88_750)).toBe('8.875%');
    expect(formatRate(99_750)).toBe('9.975%');
    expect(taxLabel([{ taxType: 'hst', ratePpm: 130_000 }])).toBe('HST 13%');
    expect(
      taxLabel([
        { taxType: 'gst', ratePpm: 50_000 },
        { taxType: 'pst', ratePpm: 70_000 },
      ]),
    ).toBe('GST 5% + PST 7%');
  });

  it("reads a buyer's state or province by code or name, whatever its case", () => {
    expect(taxRegionCode('CA', 'Ontario')).toBe('ON');
    expect(taxRegionCode('CA', ' on ')).toBe('ON');
    expect(taxRegionCode('US', 'washington')).toBe('WA');
    expect(taxRegionCode('US', 'Ontario')).toBeNull();
    expect(taxRegionCode('AU', 'NSW')).toBeNull();
  });
});
