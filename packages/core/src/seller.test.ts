import { describe, expect, it } from 'vitest';
import { MSG, nameTakenMessage, readNameTakenMessage } from './messages.ts';
import {
  editSellerDetailsForm,
  loginSellerRequest,
  registerNewSellerRequest,
  sellerLoginForm,
  updateSellerDetailsRequest,
} from './seller.ts';
import {
  editSellerDetailsRuleCases,
  organiserAddsSellerRuleCases,
  sellerLoginRuleCases,
  refusedFieldErrors,
  sellerSelfRegistrationRuleCases,
  withRule,
  type RuleCase,
} from './testing/rule-cases.ts';
import type { z } from 'zod';

const selfRegistration = {
  addedByRole: 'seller',
  sellerRegistrationKey: 'KEY',
  name: 'Emma Johnson',
  email: 'emma@example.com',
  hasAcceptedTerms: true,
};
const organiserAdds = { addedByRole: 'contactperson', webShopId: 1001, name: 'Emma Johnson', email: '' };

function expectRule(schema: z.ZodType, valid: object, rule: RuleCase) {
  expect(refusedFieldErrors(schema, withRule(valid, rule))[rule.field]).toBe(rule.message);
}

describe('registerNewSellerRequest', () => {
  it('accepts both forms, trims, and treats a missing or null email as none', () => {
    expect(registerNewSellerRequest.parse({ ...selfRegistration, name: ' Emma ' })).toMatchObject({
      name: 'Emma',
      sellerPictureUrlAsByteArray: '',
    });
    expect(registerNewSellerRequest.parse({ ...organiserAdds, email: null, webShopId: '1001' })).toMatchObject({
      email: '',
      webShopId: 1001,
    });
  });

  it.each(sellerSelfRegistrationRuleCases)('self-registration: $field = $value gives "$message"', (rule) =>
    expectRule(registerNewSellerRequest, selfRegistration, rule),
  );

  it.each(organiserAddsSellerRuleCases)('organiser: $field = $value gives "$message"', (rule) =>
    expectRule(registerNewSellerRequest, organiserAdds, rule),
  );

  it('needs no email or terms when the organiser adds the participant', () => {
    expect(registerNewSellerRequest.safeParse({ ...organiserAdds, email: undefined }).success).toBe(true);
  });
});

describe('editSellerDetailsForm', () => {
  const valid = { name: 'Emma', salesGoal: '100', commentToBuyers: '' };
  it('reads the goal as a decimal, 0 when empty', () => {
    expect(editSellerDetailsForm.parse({ ...valid, salesGoal: '' }).salesGoal).toBe(0);
    expect(editSellerDetailsForm.parse({ ...valid, salesGoal: undefined }).salesGoal).toBe(0);
    expect(editSellerDetailsForm.parse({ ...valid, salesGoal: ' 12,5 ' }).salesGoal).toBe(12.5);
    expect(editSellerDetailsForm.parse({ ...valid, salesGoal: 40.25 }).salesGoal).toBe(40.25);
  });

  it.each(editSellerDetailsRuleCases)('$field = $value gives "$message"', (rule) =>
    expectRule(updateSellerDetailsRequest, { ...valid, sellerId: 1 }, rule),
  );
});

describe('seller login', () => {
  it('the form and the call need the code; the email may be left empty (login by code alone)', () => {
    expect(refusedFieldErrors(sellerLoginForm, { loginEmail: ' ', loginPassword: '' })).toEqual({
      loginPassword: MSG.loginCodeMissing,
    });
    expect(sellerLoginForm.parse({ loginEmail: ' ', loginPassword: 'ABC' })).toEqual({
      loginEmail: '',
      loginPassword: 'ABC',
    });
    expect(loginSellerRequest.parse({ loginPassword: ' ABC ' })).toEqual({ loginEmail: '', loginPassword: 'ABC' });
  });

  it.each(sellerLoginRuleCases)('$field = $value gives "$message"', (rule) =>
    expectRule(loginSellerRequest, { loginEmail: 'emma@example.com', loginPassword: 'ABC' }, rule),
  );
});

describe('nameTakenMessage', () => {
  it('names the organization and ends "in this webshop" on edit', () => {
    const advice =
      'If your last name is missing, please feel free to add it. If there are several of you with the same name, you can, for example, add a number to the name to make it unique';
    expect(nameTakenMessage('Riverside')).toBe(`This name is already taken by Riverside. ${advice}.`);
    expect(nameTakenMessage('Riverside', 'edit')).toBe(
      `This name is already taken by Riverside. ${advice} in this webshop.`,
    );
  });

  it('is read back, group name and form, so a page writes it in its own language; other texts are not', () => {
    expect(readNameTakenMessage(nameTakenMessage('Class 4B. Riverside'))).toEqual({
      organization: 'Class 4B. Riverside',
      on: 'register',
    });
    expect(readNameTakenMessage(nameTakenMessage('Riverside', 'edit'))).toEqual({
      organization: 'Riverside',
      on: 'edit',
    });
    expect(readNameTakenMessage(MSG.nameMissing)).toBeUndefined();
    expect(readNameTakenMessage('This name is already taken.')).toBeUndefined();
  });
});
