import { z } from 'zod';
import { TAX_TYPES } from './tax.ts';

/**
 * The operator's tax report (docs/decisions/0062): the tax the platform collected, by period, jurisdiction, kind,
 * rate and currency, less what refunds and lost disputes gave back in the period they gave it back. English only,
 * as the whole console (docs/decisions/0032). Amounts are major units of the currency named beside them.
 */

export const TAX_PERIODS = ['month', 'quarter'] as const;
export type TaxPeriod = (typeof TAX_PERIODS)[number];

/** Periods a report spans at most: ten years of months. */
export const TAX_REPORT_MAX_PERIODS = 120;

export const TAX_REPORT_MSG = {
  monthInvalid: 'Give a month such as 2026-04.',
  quarterInvalid: 'Give a quarter such as 2026-Q2.',
  toBeforeFrom: 'The end of the range comes before its start.',
  tooLong: `A report spans at most ${TAX_REPORT_MAX_PERIODS} periods.`,
  rangeMissing: 'Give the first and the last period (from and to), such as 2026-Q2 or 2026-04.',
} as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;

/** A period's place on one count (months or quarters since year 0), so ranges are compared and walked as numbers. */
function indexOf(label: string, period: TaxPeriod): number | null {
  const match = (period === 'month' ? MONTH : QUARTER).exec(label);
  if (!match) return null;
  const year = Number(match[1]);
  const part = Number(match[2]);
  return period === 'month' ? year * 12 + part - 1 : year * 4 + part - 1;
}

function labelOf(index: number, period: TaxPeriod): string {
  if (period === 'month') return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
}

/** The first instant of a period's index, in UTC (the report's periods are UTC months and quarters). */
function startOf(index: number, period: TaxPeriod): Date {
  const months = period === 'month' ? index : index * 3;
  return new Date(Date.UTC(Math.floor(months / 12), months % 12, 1));
}

/** The month ('2026-04') or quarter ('2026-Q2') an instant falls in, in UTC. */
export function periodOf(at: Date, period: TaxPeriod): string {
  const month = at.getUTCFullYear() * 12 + at.getUTCMonth();
  return labelOf(period === 'month' ? month : Math.floor(month / 3), period);
}

/** A report's range as instants: from the start of `from` up to (not including) the start of the period after `to`. */
export function periodRange(period: TaxPeriod, from: string, to: string): { start: Date; end: Date } {
  const first = indexOf(from, period);
  const last = indexOf(to, period);
  if (first === null || last === null) throw new Error(`not a ${period}: ${from} or ${to}`);
  return { start: startOf(first, period), end: startOf(last + 1, period) };
}

/** The latest `count` periods up to the one `now` is in, newest first: what the console's pickers offer. */
export function recentPeriods(now: Date, period: TaxPeriod, count: number): string[] {
  const current = indexOf(periodOf(now, period), period)!;
  return Array.from({ length: count }, (_, i) => labelOf(current - i, period));
}

/**
 * `total` shared out in proportion to `weights` (non-negative integers), each share rounded down and the minor
 * units left given one each to the largest remainders, ties to the earlier: the shares add up to `total` exactly
 * and none exceeds its weight while `total` does not exceed the weights' sum.
 */
export function shareInProportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  const remainders = weights.map((w, i) => ({ i, rest: (total * w) % sum }));
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (const { i } of remainders.sort((a, b) => b.rest - a.rest || a.i - b.i)) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** GET /api/operator/tax-report and tax-report.csv: the periods' kind and the first and last period, inclusive. */
export const taxReportQuery = z
  .object({
    period: z.enum(TAX_PERIODS).default('quarter'),
    from: z.string({ error: TAX_REPORT_MSG.rangeMissing }).max(10, TAX_REPORT_MSG.rangeMissing),
    to: z.string({ error: TAX_REPORT_MSG.rangeMissing }).max(10, TAX_REPORT_MSG.rangeMissing),
  })
  .superRefine((query, context) => {
    const message = query.period === 'month' ? TAX_REPORT_MSG.monthInvalid : TAX_REPORT_MSG.quarterInvalid;
    const first = indexOf(query.from, query.period);
    const last = indexOf(query.to, query.period);
    if (first === null) context.addIssue({ code: 'custom', path: ['from'], message });
    if (last === null) context.addIssue({ code: 'custom', path: ['to'], message });
    if (first === null || last === null) return;
    if (last < first) context.addIssue({ code: 'custom', path: ['to'], message: TAX_REPORT_MSG.toBeforeFrom });
    else if (last - first >= TAX_REPORT_MAX_PERIODS) {
      context.addIssue({ code: 'custom', path: ['to'], message: TAX_REPORT_MSG.tooLong });
    }
  });
export type TaxReportQuery = z.input<typeof taxReportQuery>;

/**
 * One line of the report: a period, a jurisdiction ('AU', 'CA', 'CA-BC', 'US-WA'), a kind of tax at a rate, in a
 * currency. Sales are the orders paid in the period; returns are what refunds and lost disputes gave back in it (of
 * sales of any period); net is sales less returns. Taxable is the amount without tax the tax was levied on.
 */
export const taxReportRow = z.object({
  period: z.string(),
  jurisdiction: z.string(),
  taxType: z.enum(TAX_TYPES),
  ratePpm: z.number().int(),
  currencyCode: z.string(),
  /** Orders paid in the period with this tax. */
  orders: z.number().int(),
  salesTaxable: z.number(),
  salesTax: z.number(),
  returnsTaxable: z.number(),
  returnsTax: z.number(),
  netTaxable: z.number(),
  netTax: z.number(),
});
export type TaxReportRow = z.infer<typeof taxReportRow>;

/** The tax of the whole range in one currency (currencies are never added together). */
export const taxReportTotal = z.object({
  currencyCode: z.string(),
  salesTax: z.number(),
  returnsTax: z.number(),
  netTax: z.number(),
});
export type TaxReportTotal = z.infer<typeof taxReportTotal>;

export const taxReport = z.object({
  period: z.enum(TAX_PERIODS),
  from: z.string(),
  to: z.string(),
  rows: z.array(taxReportRow),
  totals: z.array(taxReportTotal),
});
export type TaxReport = z.infer<typeof taxReport>;
