import { describe, expect, it } from 'vitest';
import { currentPasswordRequired, loginContactPersonRequest, webshopDetailsForm } from './contact-person.ts';
import { MSG } from './messages.ts';
import { webshopDetailsRuleCases, refusedFieldErrors, withRule } from './testing/rule-cases.ts';

const valid = {
  schoolOrAssociation: 'Riverside',
  classOrTeam: '4B',
  firstName: 'Jamie',
  lastName: 'Lee',
  email: 'jamie@example.com',
  phoneNumber: '555 0100',
  password: '',
  commentToBuyers: '',
};

describe('webshopDetailsForm', () => {
  it('keeps an empty password empty (keep the current one)', () => {
    expect(webshopDetailsForm.parse(valid).password).toBe('');
    expect(webshopDetailsForm.parse({ ...valid, password: ' secret1 ' }).password).toBe('secret1');
  });

  it.each(webshopDetailsRuleCases)('$field = $value gives "$message"', (rule) => {
    expect(refusedFieldErrors(webshopDetailsForm, withRule(valid, rule))[rule.field]).toBe(rule.message);
  });
});

describe('loginContactPersonRequest', () => {
  it('names a missing ID and password', () => {
    expect(refusedFieldErrors(loginContactPersonRequest, { webShopId: ' ', password: '' })).toEqual({
      webShopId: MSG.idMissing,
      password: MSG.passwordMissing,
    });
  });

  it('reads a numeric id as text', () => {
    expect(loginContactPersonRequest.parse({ webShopId: 1001, password: 'x' }).webShopId).toBe('1001');
  });
});

describe('currentPasswordRequired', () => {
  it('is asked for a new password or another email, not for the same email in other letters or other details', () => {
    const saved = { email: 'jamie@example.com' };
    expect(currentPasswordRequired(saved, { email: 'jamie@example.com', password: '' })).toBe(false);
    expect(currentPasswordRequired(saved, { email: ' Jamie@Example.com ' })).toBe(false);
    expect(currentPasswordRequired(saved, { email: 'jamie@example.com', password: 'secret1' })).toBe(true);
    expect(currentPasswordRequired(saved, { email: 'other@example.com', password: '' })).toBe(true);
  });
});
