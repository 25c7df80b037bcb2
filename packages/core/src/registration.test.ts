import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { registerWebshopRequest } from './registration.ts';
import { registrationRuleCases, refusedFieldErrors, withRule } from './testing/rule-cases.ts';

const valid = {
  schoolOrAssociation: '  Riverside Class 4B  ',
  amountOfParticipants: 24,
  countryCode: 'GB',
  firstName: 'Jamie',
  lastName: 'Lee',
  email: 'jamie@example.com',
  phoneNumber: '+44 20 7946 0000',
  hasAcceptedTerms: true,
};

describe('registerWebshopRequest', () => {
  it('accepts a valid registration, trims text, reads a numeric team size as text and defaults the goal', () => {
    const parsed = registerWebshopRequest.parse(valid);
    expect(parsed.schoolOrAssociation).toBe('Riverside Class 4B');
    expect(parsed.amountOfParticipants).toBe('24');
    expect(parsed.goal).toBe(2000);
    expect(parsed.productIdentifiers).toEqual([]);
  });

  it.each(registrationRuleCases)('$field = $value gives "$message"', (rule) => {
    expect(refusedFieldErrors(registerWebshopRequest, withRule(valid, rule))[rule.field]).toBe(rule.message);
  });

  it('names every missing required field with its own message', () => {
    expect(refusedFieldErrors(registerWebshopRequest, {})).toMatchObject({
      schoolOrAssociation: MSG.groupNameMissing,
      amountOfParticipants: MSG.teamMembersMissing,
      countryCode: MSG.countryMissing,
      firstName: MSG.firstNameMissing,
      lastName: MSG.lastNameMissing,
      email: MSG.emailMissing,
      phoneNumber: MSG.phoneMissing,
      hasAcceptedTerms: MSG.termsRequired,
    });
  });
});
