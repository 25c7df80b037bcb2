import type { z } from 'zod';
import { fieldErrorsOf } from '../fields.ts';
import { MSG, tooLongMessage } from '../messages.ts';

/** One SPEC §5 rule: set `field` to `value` (undefined: leave it out) and expect `message` on that field. */
export interface RuleCase {
  field: string;
  value: unknown;
  message: string;
}

const x = (n: number) => 'x'.repeat(n);

/** Registration rules (SPEC §5), shared by the core schema tests and the API tests. */
export const registrationRuleCases: RuleCase[] = [
  { field: 'schoolOrAssociation', value: '   ', message: MSG.groupNameMissing },
  { field: 'schoolOrAssociation', value: undefined, message: MSG.groupNameMissing },
  { field: 'schoolOrAssociation', value: x(35), message: tooLongMessage(34) },
  { field: 'amountOfParticipants', value: '', message: MSG.teamMembersMissing },
  { field: 'amountOfParticipants', value: x(25), message: tooLongMessage(24) },
  { field: 'countryCode', value: '', message: MSG.countryMissing },
  { field: 'countryCode', value: undefined, message: MSG.countryMissing },
  { field: 'countryCode', value: 'SE', message: 'Country is not supported' },
  { field: 'firstName', value: '', message: MSG.firstNameMissing },
  { field: 'firstName', value: x(25), message: tooLongMessage(24) },
  { field: 'lastName', value: '', message: MSG.lastNameMissing },
  { field: 'lastName', value: x(35), message: tooLongMessage(34) },
  { field: 'phoneNumber', value: '', message: MSG.phoneMissing },
  { field: 'phoneNumber', value: x(20), message: tooLongMessage(19) },
  { field: 'email', value: '', message: MSG.emailMissing },
  { field: 'email', value: 'not-an-email', message: MSG.invalidEmail },
  { field: 'email', value: 'a@b', message: MSG.invalidEmail },
  { field: 'email', value: `${x(60)}@example.com`, message: tooLongMessage(65) },
  { field: 'commentToBuyers', value: x(201), message: tooLongMessage(200) },
  { field: 'goal', value: -5, message: 'Must be 0 or more' },
  { field: 'hasAcceptedTerms', value: false, message: MSG.termsRequired },
  { field: 'hasAcceptedTerms', value: undefined, message: MSG.termsRequired },
];

/** Contact person details rules (SPEC §5; empty password keeps the current one, ARCHITECTURE §3). */
export const webshopDetailsRuleCases: RuleCase[] = [
  { field: 'schoolOrAssociation', value: '', message: MSG.organizationMissing },
  { field: 'schoolOrAssociation', value: x(35), message: tooLongMessage(34) },
  { field: 'firstName', value: x(25), message: tooLongMessage(24) },
  { field: 'lastName', value: x(35), message: tooLongMessage(34) },
  { field: 'email', value: '', message: MSG.emailMissing },
  { field: 'email', value: 'nope', message: MSG.emailIsInvalid },
  { field: 'email', value: `${x(60)}@example.com`, message: tooLongMessage(65) },
  { field: 'phoneNumber', value: '', message: MSG.phoneMissing },
  { field: 'phoneNumber', value: x(20), message: tooLongMessage(19) },
  { field: 'password', value: 'abc12', message: MSG.passwordTooShort },
  { field: 'password', value: x(20), message: tooLongMessage(19) },
  { field: 'commentToBuyers', value: x(201), message: tooLongMessage(200) },
];

/** Participant self-registration (SPEC §5): email required and checked, terms ticked. */
export const sellerSelfRegistrationRuleCases: RuleCase[] = [
  { field: 'name', value: '  ', message: MSG.nameMissing },
  { field: 'name', value: undefined, message: MSG.nameMissing },
  { field: 'name', value: x(36), message: tooLongMessage(35) },
  { field: 'email', value: '', message: MSG.emailMissing },
  { field: 'email', value: undefined, message: MSG.emailMissing },
  { field: 'email', value: 'not-an-email', message: MSG.invalidEmail },
  { field: 'email', value: `${x(40)}@example.com`, message: tooLongMessage(50) },
  { field: 'hasAcceptedTerms', value: false, message: MSG.sellerTermsRequired },
  { field: 'hasAcceptedTerms', value: undefined, message: MSG.sellerTermsRequired },
];

/** The organiser's Register participant dialog: name as above, email optional but checked when given. */
export const organiserAddsSellerRuleCases: RuleCase[] = [
  { field: 'name', value: '', message: MSG.nameMissing },
  { field: 'name', value: x(36), message: tooLongMessage(35) },
  { field: 'email', value: 'not-an-email', message: MSG.invalidEmail },
  { field: 'email', value: `${x(40)}@example.com`, message: tooLongMessage(50) },
];

/** Edit seller details (SPEC §5). */
export const editSellerDetailsRuleCases: RuleCase[] = [
  { field: 'name', value: ' ', message: MSG.nameMissing },
  { field: 'name', value: x(36), message: tooLongMessage(35) },
  { field: 'salesGoal', value: 'abc', message: 'Must be a number' },
  { field: 'salesGoal', value: -1, message: 'Must be 0 or more' },
  { field: 'commentToBuyers', value: x(201), message: tooLongMessage(200) },
  { field: 'email', value: 'nope', message: MSG.invalidEmail },
];

/** Seller login call (SPEC §5 Logins); the form also requires the email ('Email is missing'). */
export const sellerLoginRuleCases: RuleCase[] = [
  { field: 'loginPassword', value: ' ', message: MSG.loginCodeMissing },
  { field: 'loginPassword', value: undefined, message: MSG.loginCodeMissing },
  { field: 'loginPassword', value: x(101), message: tooLongMessage(100) },
  { field: 'loginEmail', value: `${x(40)}@example.com`, message: tooLongMessage(45) },
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

export * from './checkout-rule-cases.ts';
export * from './contact-person-fixtures.ts';
export * from './order-fixtures.ts';
