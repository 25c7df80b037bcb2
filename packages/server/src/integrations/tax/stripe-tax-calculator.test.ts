import { EBOOK_TAX_CODE } from '@fundshop/core';
import { describe, expect, it } from 'vitest';
import { fakeStripeForSuite } from '../../testing/stripe-fixtures.ts';
import { componentsOfStripe } from './stripe-tax-calculator.ts';
import { TaxLocationError } from './tax-calculator.ts';

describe("Stripe Tax's Calculation API as the tax calculator (against the fake Stripe API)", () => {
  const { fake, tax } = fakeStripeForSuite();
  const sale = (country: string, region: string | null, behaviour: 'inclusive' | 'exclusive', postalCode = '') =>
    tax().calculate({
      currencyCode: 'AUD',
      behaviour,
      country,
      region,
      postalCode,
      lines: [
        { reference: '0', amountMinor: 2_200, quantity: 2, taxCode: EBOOK_TAX_CODE },
        { reference: '1', amountMinor: 1_100, quantity: 1, taxCode: EBOOK_TAX_CODE },
      ],
    });

  it('sends each line with the e-book tax code and behaviour, and reads the tax back per line', async () => {
    const result = await sale('AU', null, 'inclusive');
    const form = Object.fromEntries(fake.sent('POST', '/v1/tax/calculations').at(-1)!.form);
    expect(form).toMatchObject({
      currency: 'aud',
      'line_items[0][amount]': '2200',
      'line_items[0][quantity]': '2',
      'line_items[0][reference]': '0',
      'line_items[0][tax_code]': EBOOK_TAX_CODE,
      'line_items[0][tax_behavior]': 'inclusive',
      'customer_details[address][country]': 'AU',
      'customer_details[address_source]': 'billing',
      'expand[0]': 'line_items.data.tax_breakdown',
    });
    expect(result).toMatchObject({
      source: 'stripe',
      reference: expect.stringMatching(/^taxcalc_/),
      grossMinor: 3_300,
      taxMinor: 300,
      netMinor: 3_000,
    });
    expect(result.lines.map((line) => [line.reference, line.taxMinor, line.ratePpm])).toEqual([
      ['0', 200, 100_000],
      ['1', 100, 100_000],
    ]);
    expect(result.lines[0]!.components).toEqual([
      { jurisdiction: 'AU', taxType: 'gst', ratePpm: 100_000, taxableMinor: 2_000, taxMinor: 200 },
    ]);
  });

  it("reads British Columbia's GST and PST as two taxes, added to the price", async () => {
    const result = await sale('CA', 'BC', 'exclusive');
    expect(result.grossMinor).toBe(3_300 + 396);
    expect(result.lines[1]!.components.map((c) => [c.jurisdiction, c.taxType, c.taxMinor])).toEqual([
      ['CA', 'gst', 55],
      ['CA-BC', 'pst', 77],
    ]);
  });

  it('asks for the postal code when Stripe cannot place a US address, for the state when there is none', async () => {
    await expect(sale('US', 'WA', 'exclusive')).rejects.toMatchObject({ field: 'postalCode' });
    await expect(sale('US', null, 'exclusive')).rejects.toBeInstanceOf(TaxLocationError);
    expect((await sale('US', 'WA', 'exclusive', '98104')).taxMinor).toBe(143 + 72);
  });
});

describe("Stripe's taxes of a line as our components", () => {
  it("merges a state's county and city taxes into the state's, and names taxes outside our kinds sales tax", () => {
    expect(
      componentsOfStripe([
        { country: 'US', state: 'WA', taxType: 'sales_tax', percentage: '6.5', taxableMinor: 1_000, taxMinor: 65 },
        { country: 'US', state: 'WA', taxType: 'sales_tax', percentage: 3.75, taxableMinor: 1_000, taxMinor: 38 },
        { country: 'US', state: 'WA', taxType: 'lease_tax', percentage: '0.1', taxableMinor: 1_000, taxMinor: 1 },
      ]),
    ).toEqual([{ jurisdiction: 'US-WA', taxType: 'sales_tax', ratePpm: 103_500, taxableMinor: 1_000, taxMinor: 104 }]);
  });
});
