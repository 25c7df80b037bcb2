import { CHECKOUT_MSG } from '../checkout-messages.ts';
import { MSG, tooLongMessage } from '../messages.ts';
import { countryRuleCases, refusedAs, tooLong, x, type RuleCase } from './rule-kit.ts';

/**
 * The checkout's fields an e-book sale does without (docs/decisions/0053): SPEC §5 required them, they are optional
 * now, in a card checkout and an order the organiser or seller enters alike.
 */
export const CHECKOUT_OPTIONAL_FIELDS = [
  'buyerPhoneNumber',
  'streetAddress',
  'apartment',
  'city',
  'postalCode',
] as const;

/** SPEC §5 Checkout form rules for a buyer's card checkout, shared by the core schema tests and the API tests. */
export const checkoutRuleCases: RuleCase[] = [
  ...refusedAs('buyerFirstName', MSG.firstNameMissing, '  ', undefined),
  tooLong('buyerFirstName', 24),
  ...refusedAs('buyerLastName', MSG.lastNameMissing, '', undefined),
  tooLong('buyerLastName', 34),
  ...refusedAs('buyerEmail', MSG.emailMissing, '', undefined),
  ...refusedAs('buyerEmail', MSG.invalidEmail, 'not-an-email', 'a@b'),
  { field: 'buyerEmail', value: `${x(250)}@example.com`, message: tooLongMessage(254) },
  ...countryRuleCases,
  // The region stays asked for: tax rules need it (docs/decisions/0053).
  ...refusedAs('state', CHECKOUT_MSG.stateMissing, ''),
  tooLong('state', 50),
  // Optional for an e-book (docs/decisions/0053: CHECKOUT_OPTIONAL_FIELDS), and still checked when given.
  tooLong('streetAddress', 100),
  ...refusedAs('streetAddress', MSG.controlCharacter, '1 Main\u0000Street'),
  tooLong('apartment', 50),
  tooLong('city', 50),
  ...refusedAs('city', MSG.controlCharacter, 'Spring\u0007field'),
  tooLong('postalCode', 20),
  tooLong('buyerPhoneNumber', 30),
  ...refusedAs('buyerPhoneNumber', MSG.phoneInvalid, 'abc', '12345', 'call me'),
  tooLong('personalMessage', 200),
  tooLong('note', 200),
  ...refusedAs('webShopCartProducts', CHECKOUT_MSG.cartEmpty, [], undefined),
  ...refusedAs(
    'webShopCartProducts',
    CHECKOUT_MSG.quantityInvalid,
    [{ productId: 1, amountOrdered: 0 }],
    [{ productId: 1, amountOrdered: 101 }],
    [{ productId: 1, amountOrdered: 1.5 }],
  ),
  {
    field: 'webShopCartProducts',
    value: [
      { productId: 1, amountOrdered: 1 },
      { productId: 1, amountOrdered: 2 },
    ],
    message: CHECKOUT_MSG.duplicateCartLine,
  },
  { field: 'createdByContactPersonOrSeller', value: true, message: CHECKOUT_MSG.organiserOrderNotByCard },
];

/** Card field rules of the simulated payment. */
export const simulatedCardRuleCases: RuleCase[] = [
  ...refusedAs('cardNumber', CHECKOUT_MSG.cardNumberMissing, '', undefined),
  ...refusedAs('cardNumber', CHECKOUT_MSG.cardNumberInvalid, '4242 4242 4242 4241', '4242-abcd'),
  ...refusedAs('expiry', CHECKOUT_MSG.expiryMissing, ''),
  ...refusedAs('expiry', CHECKOUT_MSG.expiryInvalid, '13/30', '1230'),
  ...refusedAs('expiry', CHECKOUT_MSG.expiryPast, '01/20'),
  ...refusedAs('cvc', CHECKOUT_MSG.cvcInvalid, '12', '12a', undefined),
];
