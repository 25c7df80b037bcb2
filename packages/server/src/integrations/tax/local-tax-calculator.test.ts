import { EBOOK_TAX_CODE, type TaxBehaviour } from '@fundshop/core';
import { describe, expect, it } from 'vitest';
import { createLocalTaxCalculator } from './local-tax-calculator.ts';
import { TaxLocationError } from './tax-calculator.ts';

const calculator = createLocalTaxCalculator();

/** One e-book line of `amount` minor units, bought from `country` (and `region`). */
function sale(country: string, region: string | null, behaviour: TaxBehaviour, amount = 1_000) {
  return calculator.calculate({
    currencyCode: 'XXX',
    behaviour,
    country,
    region,
    lines: [{ reference: '0', amountMinor: amount, quantity: 1, taxCode: EBOOK_TAX_CODE }],
  });
}

describe('the local tax calculator (the sales-tax library with the e-book exceptions)', () => {
  it.each([
    ['AU', null, 'inclusive', 1_100, 100, 'AU', 'gst'],
    ['NZ', null, 'inclusive', 1_150, 150, 'NZ', 'gst'],
    ['GB', null, 'inclusive', 1_000, 0, 'GB', 'vat'],
    ['CA', 'ON', 'exclusive', 1_000, 130, 'CA-ON', 'hst'],
    ['CA', 'AB', 'exclusive', 1_000, 50, 'CA', 'gst'],
    ['US', 'WA', 'exclusive', 1_000, 65, 'US-WA', 'sales_tax'],
  ] as const)(
    '%s %s: %s price %i holds or gets %i (%s %s)',
    async (country, region, behaviour, amount, tax, jurisdiction, type) => {
      const result = await sale(country, region, behaviour, amount);
      expect(result.taxMinor).toBe(tax);
      expect(result.netMinor + result.taxMinor).toBe(result.grossMinor);
      expect(result.lines[0]!.components).toEqual([
        expect.objectContaining({ jurisdiction, taxType: type, taxMinor: tax }),
      ]);
    },
  );

  it("charges British Columbia's GST and PST as two taxes", async () => {
    const result = await sale('CA', 'BC', 'exclusive');
    expect(result.lines[0]!.components.map((c) => [c.jurisdiction, c.taxType, c.taxMinor])).toEqual([
      ['CA', 'gst', 50],
      ['CA-BC', 'pst', 70],
    ]);
  });

  it('charges nothing in a state that does not tax e-books (California) or has no sales tax (Oregon)', async () => {
    for (const state of ['CA', 'OR']) {
      const result = await sale('US', state, 'exclusive');
      expect(result.taxMinor).toBe(0);
      expect(result.lines[0]!.components).toEqual([]);
    }
  });

  it('refuses a North American buyer without a state or province', async () => {
    await expect(sale('US', null, 'exclusive')).rejects.toBeInstanceOf(TaxLocationError);
    await expect(sale('CA', null, 'exclusive')).rejects.toBeInstanceOf(TaxLocationError);
  });
});
