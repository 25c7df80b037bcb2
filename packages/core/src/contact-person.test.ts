import { describe, expect, it } from 'vitest';
import { loginContactPersonRequest, webshopDetailsForm } from './contact-person.ts';
import { fieldErrorsOf } from './fields.ts';
import { MSG } from './messages.ts';
import { webshopDetailsRuleCases, withRule } from './testing/rule-cases.ts';

const valid = {
  schoolOrAssociation: 'Riverside',
  classOrTeam: '4B',
  firstName: 'Jamie',
  lastName: 'Lee',
  email: 'jamie@example.com',
  phoneNumber: '555',
  password: '',
  commentToBuyers: '',
};

describe('webshopDetailsForm', () => {
  it('keeps an empty password empty (keep the current one)', () => {
    expect(webshopDetailsForm.parse(valid).password).toBe('');
    expect(webshopDetailsForm.parse({ ...valid, password: ' secret1 ' }).password).toBe('secret1');
  });

  it.each(webshopDetailsRuleCases)('$field = $value gives "$message"', (rule) => {
    const result = webshopDetailsForm.safeParse(withRule(valid, rule));
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsOf(result.error)[rule.field]).toBe(rule.message);
  });
});

describe('loginContactPersonRequest', () => {
  it('names a missing ID and password', () => {
    const result = loginContactPersonRequest.safeParse({ webShopId: ' ', password: '' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrorsOf(result.error)).toEqual({ webShopId: MSG.idMissing, password: MSG.passwordMissing });
  });

  it('reads a numeric id as text', () => {
    expect(loginContactPersonRequest.parse({ webShopId: 1001, password: 'x' }).webShopId).toBe('1001');
  });
});
