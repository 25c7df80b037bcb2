import type { z } from 'zod';
import { fieldErrorsOf } from '../fields.ts';
import { MSG, tooLongMessage } from '../messages.ts';

/** One SPEC §5 rule: set `field` to `value` (undefined: leave it out) and expect `message` on that field. */
export interface RuleCase {
  field: string;
  value: unknown;
  message: string;
}

/** A text of `n` characters. */
export const x = (n: number) => 'x'.repeat(n);

/** `field` set to each of `values` (undefined: left out), each refused with `message`. */
export const refusedAs = (field: string, message: string, ...values: unknown[]): RuleCase[] =>
  values.map((value) => ({ field, value, message }));

/** `field` one character longer than its `max`. */
export const tooLong = (field: string, max: number): RuleCase => ({
  field,
  value: x(max + 1),
  message: tooLongMessage(max),
});

/** The country select every address form shares: missing, or a country the platform does not serve. */
export const countryRuleCases: RuleCase[] = [
  ...refusedAs('countryCode', MSG.countryMissing, '', undefined),
  { field: 'countryCode', value: 'SE', message: 'Country is not supported' },
];

/** The field errors with which `schema` refuses `body`; throws if it accepts it. */
export function refusedFieldErrors(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) throw new Error(`Accepted, expected a refusal: ${JSON.stringify(body)}`);
  return fieldErrorsOf(result.error);
}

export function withRule(valid: object, rule: RuleCase): Record<string, unknown> {
  const body: Record<string, unknown> = { ...valid };
  if (rule.value === undefined) delete body[rule.field];
  else body[rule.field] = rule.value;
  return body;
}
