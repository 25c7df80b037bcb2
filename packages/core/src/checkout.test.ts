import { describe, expect, it } from 'vitest';
import { CHECKOUT_MSG } from './checkout-messages.ts';
import {
  createCheckoutSessionRequest,
  expiryState,
  organiserOrderForm,
  passesLuhn,
  simulatedPayRequest,
} from './checkout.ts';
import { MSG } from './messages.ts';
import { addToCart, cartItemCount, cartTotal, cutShortDescription, removeFromCart } from './shop-rules.ts';
import { goalProgressPercent } from './figures.ts';
import {
  CHECKOUT_OPTIONAL_FIELDS,
  checkoutRuleCases,
  simulatedCardRuleCases,
  refusedFieldErrors,
  withRule,
} from './testing/rule-cases.ts';

const valid = {
  buyerFirstName: ' Sam ',
  buyerLastName: 'Rivera',
  buyerEmail: 'sam@example.com',
  buyerPhoneNumber: '+1 555 0123',
  countryCode: 'US',
  streetAddress: '1 Main Street',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  sellerId: 1001,
  webShopCartProducts: [{ productId: 1, amountOrdered: 2, productName: 'Book', productPrice: 22 }],
};

describe('createCheckoutSessionRequest', () => {
  it('accepts a valid order, trims text and defaults the optional fields', () => {
    const parsed = createCheckoutSessionRequest.parse({ ...valid, totalAmount: 1 });
    expect(parsed.buyerFirstName).toBe('Sam');
    expect(parsed.apartment).toBe('');
    expect(parsed.personalMessage).toBe('');
    expect(parsed.createdByContactPersonOrSeller).toBe(false);
  });

  it.each(checkoutRuleCases)('$field = $value gives "$message"', (rule) => {
    expect(refusedFieldErrors(createCheckoutSessionRequest, withRule(valid, rule))[rule.field]).toBe(rule.message);
  });

  it('names every missing field at once: what an e-book sale needs, and no more', () => {
    expect(refusedFieldErrors(createCheckoutSessionRequest, { sellerId: 1 })).toEqual({
      buyerFirstName: MSG.firstNameMissing,
      buyerLastName: MSG.lastNameMissing,
      buyerEmail: MSG.emailMissing,
      countryCode: MSG.countryMissing,
      state: CHECKOUT_MSG.stateMissing,
      webShopCartProducts: CHECKOUT_MSG.cartEmpty,
    });
  });

  // docs/decisions/0053: SPEC §5 required these; an e-book needs none of them.
  it.each(CHECKOUT_OPTIONAL_FIELDS)(
    'lets a supporter leave %s out or empty, and still checks it when given',
    (field) => {
      const { [field]: _left, ...without } = valid as Record<string, unknown>;
      expect(createCheckoutSessionRequest.parse(without)[field]).toBe('');
      expect(createCheckoutSessionRequest.parse({ ...valid, [field]: '  ' })[field]).toBe('');
      const refused = refusedFieldErrors(createCheckoutSessionRequest, {
        ...valid,
        [field]: `${'9'.repeat(101)}\u0000`,
      });
      expect(Object.keys(refused)).toEqual([field]);
    },
  );

  it("refuses a phone that is no phone number, with the registration form's message", () => {
    expect(refusedFieldErrors(createCheckoutSessionRequest, { ...valid, buyerPhoneNumber: 'call me' })).toEqual({
      buyerPhoneNumber: MSG.phoneInvalid,
    });
    expect(
      createCheckoutSessionRequest.parse({ ...valid, buyerPhoneNumber: '+44 (20) 7946-0958' }).buyerPhoneNumber,
    ).toBe('+44 (20) 7946-0958');
  });

  it('lets the organiser or a seller enter an order with a name only, but checks what is given', () => {
    const nameOnly = { buyerFirstName: 'Ola', countryCode: 'US' };
    expect(organiserOrderForm.parse(nameOnly)).toMatchObject({
      buyerFirstName: 'Ola',
      buyerLastName: '',
      buyerEmail: '',
      buyerPhoneNumber: '',
      streetAddress: '',
      city: '',
      state: '',
      postalCode: '',
    });
    expect(refusedFieldErrors(organiserOrderForm, { ...nameOnly, buyerEmail: 'nope' })).toEqual({
      buyerEmail: MSG.invalidEmail,
    });
    expect(
      refusedFieldErrors(organiserOrderForm, { ...nameOnly, buyerPhoneNumber: 'abc', state: 'x'.repeat(51) }),
    ).toEqual({
      buyerPhoneNumber: MSG.phoneInvalid,
      state: 'Maximum 50 characters',
    });
  });
});

describe('simulated card', () => {
  const card = { clientSecret: 'x', cardNumber: '4242 4242 4242 4242', expiry: '12/99', cvc: '123' };
  it('accepts a valid test card', () => {
    expect(simulatedPayRequest.parse(card).cardNumber).toBe('4242424242424242');
  });
  it.each(simulatedCardRuleCases)('$field = $value gives "$message"', (rule) => {
    expect(refusedFieldErrors(simulatedPayRequest, withRule(card, rule))[rule.field]).toBe(rule.message);
  });
  it('checks Luhn and expiry against the current month', () => {
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4000000000000003')).toBe(false);
    const now = new Date(2030, 5, 15);
    expect(expiryState('06/30', now)).toBe('ok');
    expect(expiryState('05/30', now)).toBe('past');
    expect(expiryState('07/2030', now)).toBe('ok');
    expect(expiryState('00/30', now)).toBe('invalid');
  });
});

describe('cart', () => {
  const book = {
    productId: 3,
    productName: 'Book',
    productPrice: 0.1,
    coverImageUrl: '',
    shortProductDescription: '',
    productDescription: '',
    sampleEdition: false,
  };
  it('adds, counts, totals exactly and drops a line at 0', () => {
    let cart = addToCart([], book);
    cart = addToCart(cart, book);
    cart = addToCart(cart, { ...book, productId: 4, productPrice: 0.2 });
    expect(cartItemCount(cart)).toBe(3);
    expect(cartTotal(cart)).toBe(0.4);
    cart = removeFromCart(cart, 4);
    expect(cart).toHaveLength(1);
    expect(cartTotal(cart)).toBe(0.2);
  });
  it('cuts descriptions at 140 characters and caps the progress bar', () => {
    expect(cutShortDescription('a'.repeat(140))).toBe('a'.repeat(140));
    expect(cutShortDescription('a'.repeat(141))).toBe(`${'a'.repeat(140)}...`);
    expect(goalProgressPercent(50, 200)).toBe(25);
    expect(goalProgressPercent(500, 200)).toBe(100);
    expect(goalProgressPercent(5, 0)).toBeNull();
  });
});
