import type { TaxBehaviour, TaxComponent } from '@fundshop/core';
import { createLocalTaxCalculator } from '../integrations/tax/local-tax-calculator.ts';

// Stripe Tax in the fake Stripe API (fake-stripe-api.ts): the Tax Calculation API and Checkout's automatic tax, in
// the shapes Stripe documents, their figures from the local calculator so tests see real ones (docs/decisions/0059).

let calculations = 0;

const localTax = createLocalTaxCalculator();

/** The entries `name[0][...]`, `name[1][...]` of a form-encoded request, each with the prefix taken off its keys. */
function formList(form: URLSearchParams, name: string): URLSearchParams[] {
  const items: URLSearchParams[] = [];
  for (const [key, value] of form) {
    const match = new RegExp(`^${name}\\[(\\d+)\\]\\[(.+?)\\](.*)$`).exec(key);
    if (!match) continue;
    const item = (items[Number(match[1])] ??= new URLSearchParams());
    item.set(`${match[2]}${match[3]}`, value);
  }
  return items;
}

/** One of our tax components as a Tax Calculation's tax_breakdown entry. */
function stripeBreakdown(c: TaxComponent) {
  const [country, state = null] = c.jurisdiction.split('-');
  return {
    amount: c.taxMinor,
    taxable_amount: c.taxableMinor,
    taxability_reason: c.ratePpm === 0 ? 'zero_rated' : 'standard_rated',
    sourcing: 'destination',
    jurisdiction: { country, state, level: state ? 'state' : 'country', display_name: c.jurisdiction },
    tax_rate_details: {
      display_name: c.taxType.toUpperCase(),
      percentage_decimal: (c.ratePpm / 10_000).toFixed(4),
      tax_type: c.taxType,
    },
  };
}

/**
 * POST /v1/tax/calculations as Stripe documents it (its 'custom tax' guide): line items with amount, reference,
 * tax_code and tax_behavior; the customer's address; the answer's totals and each line's tax_breakdown. A US
 * address without its postal code is refused as Stripe refuses it.
 */
export async function fakeTaxCalculation(form: URLSearchParams): Promise<[number, object]> {
  const country = form.get('customer_details[address][country]') ?? '';
  const state = form.get('customer_details[address][state]');
  if (country === 'US' && !form.get('customer_details[address][postal_code]')) {
    return [
      400,
      {
        error: {
          type: 'invalid_request_error',
          code: 'customer_tax_location_invalid',
          message: "We could not determine the customer's tax location based on the provided customer address.",
          param: 'customer_details[address]',
        },
      },
    ];
  }
  const lines = formList(form, 'line_items').map((line) => ({
    reference: line.get('reference') ?? '',
    amountMinor: Number(line.get('amount')),
    quantity: Number(line.get('quantity') ?? 1),
    taxCode: line.get('tax_code') ?? '',
    behaviour: (line.get('tax_behavior') ?? 'exclusive') as TaxBehaviour,
  }));
  const behaviour = lines[0]?.behaviour ?? 'exclusive';
  const tax = await localTax.calculate({
    currencyCode: form.get('currency') ?? 'usd',
    behaviour,
    country,
    region: state,
    lines,
  });
  calculations += 1;
  const breakdowns = tax.lines.map((line) => line.components.map(stripeBreakdown));
  return [
    200,
    {
      id: `taxcalc_test_${calculations}`,
      object: 'tax.calculation',
      amount_total: tax.grossMinor,
      currency: form.get('currency'),
      customer_details: { address: { country, state }, address_source: 'billing' },
      tax_amount_exclusive: behaviour === 'exclusive' ? tax.taxMinor : 0,
      tax_amount_inclusive: behaviour === 'inclusive' ? tax.taxMinor : 0,
      tax_breakdown: breakdowns.flat(),
      line_items: {
        object: 'list',
        has_more: false,
        data: tax.lines.map((line, index) => ({
          id: `tax_li_${calculations}_${index}`,
          object: 'tax.calculation_line_item',
          amount: lines[index]!.amountMinor,
          amount_tax: line.taxMinor,
          quantity: lines[index]!.quantity,
          reference: line.reference,
          tax_behavior: behaviour,
          tax_code: lines[index]!.taxCode,
          tax_breakdown: breakdowns[index],
        })),
      },
    },
  ];
}

/** A Checkout session's tax with automatic_tax, at the billing address: its total, and its line items' taxes. */
export async function fakeCheckoutTax(
  sessionId: string,
  form: URLSearchParams,
  billingAddress: { country: string; state: string | null },
) {
  const lines = formList(form, 'line_items').map((line, index) => ({
    reference: String(index),
    name: line.get('price_data[product_data][name]') ?? '',
    quantity: Number(line.get('quantity')),
    amountMinor: Number(line.get('price_data[unit_amount]')) * Number(line.get('quantity')),
    taxCode: line.get('price_data[product_data][tax_code]') ?? '',
    behaviour: (line.get('price_data[tax_behavior]') ?? 'exclusive') as TaxBehaviour,
  }));
  const tax = await localTax.calculate({
    currencyCode: form.get('line_items[0][price_data][currency]') ?? 'usd',
    behaviour: lines[0]?.behaviour ?? 'exclusive',
    country: billingAddress.country,
    region: billingAddress.state,
    lines,
  });
  return {
    amountTotal: tax.grossMinor,
    amountTax: tax.taxMinor,
    items: tax.lines.map((line, index) => ({
      id: `li_${sessionId}_${index}`,
      object: 'item',
      description: lines[index]!.name,
      quantity: lines[index]!.quantity,
      amount_subtotal: lines[index]!.amountMinor,
      amount_tax: line.taxMinor,
      amount_total: line.grossMinor,
      currency: form.get('line_items[0][price_data][currency]'),
      taxes: line.components.map((c) => {
        const [rateCountry, rateState = null] = c.jurisdiction.split('-');
        const percentage = c.ratePpm / 10_000;
        return {
          amount: c.taxMinor,
          taxable_amount: c.taxableMinor,
          taxability_reason: c.ratePpm === 0 ? 'zero_rated' : 'standard_rated',
          rate: {
            id: `txr_${c.jurisdiction}_${c.taxType}`,
            object: 'tax_rate',
            country: rateCountry,
            state: rateState,
            tax_type: c.taxType,
            percentage,
            effective_percentage: percentage,
            inclusive: lines[index]!.behaviour === 'inclusive',
          },
        };
      }),
    })),
  };
}
