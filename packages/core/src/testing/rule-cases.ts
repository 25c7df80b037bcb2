import { MSG, tooLongMessage } from '../messages.ts';
import { countryRuleCases, refusedAs, tooLong, x, type RuleCase } from './rule-kit.ts';

/** Registration rules (SPEC §5), shared by the core schema tests and the API tests. */
export const registrationRuleCases: RuleCase[] = [
  ...refusedAs('schoolOrAssociation', MSG.groupNameMissing, '   ', undefined),
  tooLong('schoolOrAssociation', 34),
  ...refusedAs('amountOfParticipants', MSG.teamMembersMissing, ''),
  tooLong('amountOfParticipants', 24),
  ...teamMembersRuleCases(),
  ...countryRuleCases,
  ...refusedAs('firstName', MSG.firstNameMissing, ''),
  tooLong('firstName', 24),
  ...refusedAs('lastName', MSG.lastNameMissing, ''),
  tooLong('lastName', 34),
  ...refusedAs('phoneNumber', MSG.phoneMissing, ''),
  tooLong('phoneNumber', 19),
  ...phoneRuleCases(),
  ...refusedAs('email', MSG.emailMissing, ''),
  ...refusedAs('email', MSG.invalidEmail, 'not-an-email', 'a@b'),
  { field: 'email', value: `${x(60)}@example.com`, message: tooLongMessage(65) },
  tooLong('commentToBuyers', 200),
  { field: 'goal', value: -5, message: 'Must be 0 or more' },
  ...goalRuleCases(),
  ...refusedAs('hasAcceptedTerms', MSG.termsRequired, false, undefined),
];

/** Team members (issue 27): a whole number from 1. */
export function teamMembersRuleCases(): RuleCase[] {
  return refusedAs('amountOfParticipants', MSG.teamMembersInvalid, '-3', '0', 'abc', '2.5', '11-20', -3, 0);
}

/** A phone number (issue 27): digits, spaces, a leading +, hyphens, parentheses; 6 to 15 digits. */
export function phoneRuleCases(): RuleCase[] {
  return refusedAs('phoneNumber', MSG.phoneInvalid, 'abc', '12345', '555-CALL-NOW', '1 555 + 0101', '1234567890123456');
}

/** A goal (issue 27): more than 0. */
export function goalRuleCases(): RuleCase[] {
  return refusedAs('goal', MSG.goalNotPositive, 0, '0');
}

/** The group's settings after registration (issue 27): registration's rules for the same fields. */
export const groupSettingsRuleCases: RuleCase[] = [
  ...refusedAs('amountOfParticipants', MSG.teamMembersMissing, ''),
  ...teamMembersRuleCases(),
  ...goalRuleCases(),
  { field: 'goal', value: 'abc', message: 'Must be a number' },
  ...countryRuleCases,
  tooLong('commentToBuyers', 200),
];

/** Contact person details rules (SPEC §5; empty password keeps the current one, ARCHITECTURE §3). */
export const webshopDetailsRuleCases: RuleCase[] = [
  ...refusedAs('schoolOrAssociation', MSG.organizationMissing, ''),
  tooLong('schoolOrAssociation', 34),
  tooLong('firstName', 24),
  tooLong('lastName', 34),
  ...refusedAs('email', MSG.emailMissing, ''),
  ...refusedAs('email', MSG.emailIsInvalid, 'nope'),
  { field: 'email', value: `${x(60)}@example.com`, message: tooLongMessage(65) },
  ...refusedAs('phoneNumber', MSG.phoneMissing, ''),
  tooLong('phoneNumber', 19),
  ...phoneRuleCases(),
  ...refusedAs('password', MSG.passwordTooShort, 'abc12'),
  tooLong('password', 19),
  tooLong('commentToBuyers', 200),
];

/** Participant self-registration (SPEC §5): email required and checked, terms ticked. */
export const sellerSelfRegistrationRuleCases: RuleCase[] = [
  ...refusedAs('name', MSG.nameMissing, '  ', undefined),
  tooLong('name', 35),
  ...refusedAs('email', MSG.emailMissing, '', undefined),
  ...refusedAs('email', MSG.invalidEmail, 'not-an-email'),
  { field: 'email', value: `${x(40)}@example.com`, message: tooLongMessage(50) },
  ...refusedAs('hasAcceptedTerms', MSG.sellerTermsRequired, false, undefined),
];

/** The organiser's Register participant dialog: name as above, email optional but checked when given. */
export const organiserAddsSellerRuleCases: RuleCase[] = [
  ...refusedAs('name', MSG.nameMissing, ''),
  tooLong('name', 35),
  ...refusedAs('email', MSG.invalidEmail, 'not-an-email'),
  { field: 'email', value: `${x(40)}@example.com`, message: tooLongMessage(50) },
];

/** Edit seller details (SPEC §5). */
export const editSellerDetailsRuleCases: RuleCase[] = [
  ...refusedAs('name', MSG.nameMissing, ' '),
  tooLong('name', 35),
  { field: 'salesGoal', value: 'abc', message: 'Must be a number' },
  { field: 'salesGoal', value: -1, message: 'Must be 0 or more' },
  tooLong('commentToBuyers', 200),
  ...refusedAs('email', MSG.invalidEmail, 'nope'),
];

/** Seller login call (SPEC §5 Logins); the form also requires the email ('Email is missing'). */
export const sellerLoginRuleCases: RuleCase[] = [
  ...refusedAs('loginPassword', MSG.loginCodeMissing, ' ', undefined),
  tooLong('loginPassword', 100),
  { field: 'loginEmail', value: `${x(40)}@example.com`, message: tooLongMessage(45) },
];

export { refusedFieldErrors, withRule, type RuleCase } from './rule-kit.ts';
export * from './checkout-rule-cases.ts';
export * from './contact-person-fixtures.ts';
export * from './order-fixtures.ts';
