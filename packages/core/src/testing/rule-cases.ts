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

export function withRule(valid: object, rule: RuleCase): Record<string, unknown> {
  const body: Record<string, unknown> = { ...valid };
  if (rule.value === undefined) delete body[rule.field];
  else body[rule.field] = rule.value;
  return body;
}
