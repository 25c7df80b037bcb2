import { CHECKOUT_MSG } from '../checkout-messages.ts';
import { MSG, tooLongMessage } from '../messages.ts';
import type { RuleCase } from './rule-cases.ts';

const x = (n: number) => 'x'.repeat(n);

/** SPEC §5 Checkout form rules for a buyer's card checkout, shared by the core schema tests and the API tests. */
export const checkoutRuleCases: RuleCase[] = [
  { field: 'buyerFirstName', value: '  ', message: MSG.firstNameMissing },
  { field: 'buyerFirstName', value: undefined, message: MSG.firstNameMissing },
  { field: 'buyerFirstName', value: x(25), message: tooLongMessage(24) },
  { field: 'buyerLastName', value: '', message: MSG.lastNameMissing },
  { field: 'buyerLastName', value: undefined, message: MSG.lastNameMissing },
  { field: 'buyerLastName', value: x(35), message: tooLongMessage(34) },
  { field: 'buyerEmail', value: '', message: MSG.emailMissing },
  { field: 'buyerEmail', value: undefined, message: MSG.emailMissing },
  { field: 'buyerEmail', value: 'not-an-email', message: MSG.invalidEmail },
  { field: 'buyerEmail', value: 'a@b', message: MSG.invalidEmail },
  { field: 'buyerEmail', value: `${x(250)}@example.com`, message: tooLongMessage(254) },
  { field: 'countryCode', value: '', message: MSG.countryMissing },
  { field: 'countryCode', value: undefined, message: MSG.countryMissing },
  { field: 'countryCode', value: 'SE', message: 'Country is not supported' },
  { field: 'streetAddress', value: '', message: CHECKOUT_MSG.streetMissing },
  { field: 'streetAddress', value: x(101), message: tooLongMessage(100) },
  { field: 'apartment', value: x(51), message: tooLongMessage(50) },
  { field: 'city', value: ' ', message: CHECKOUT_MSG.cityMissing },
  { field: 'city', value: x(51), message: tooLongMessage(50) },
  { field: 'state', value: '', message: CHECKOUT_MSG.stateMissing },
  { field: 'state', value: x(51), message: tooLongMessage(50) },
  { field: 'postalCode', value: '', message: CHECKOUT_MSG.postalCodeMissing },
  { field: 'postalCode', value: x(21), message: tooLongMessage(20) },
  { field: 'buyerPhoneNumber', value: '', message: MSG.phoneMissing },
  { field: 'buyerPhoneNumber', value: x(31), message: tooLongMessage(30) },
  { field: 'personalMessage', value: x(201), message: tooLongMessage(200) },
  { field: 'note', value: x(201), message: tooLongMessage(200) },
  { field: 'webShopCartProducts', value: [], message: CHECKOUT_MSG.cartEmpty },
  { field: 'webShopCartProducts', value: undefined, message: CHECKOUT_MSG.cartEmpty },
  { field: 'webShopCartProducts', value: [{ productId: 1, amountOrdered: 0 }], message: CHECKOUT_MSG.quantityInvalid },
  {
    field: 'webShopCartProducts',
    value: [{ productId: 1, amountOrdered: 101 }],
    message: CHECKOUT_MSG.quantityInvalid,
  },
  {
    field: 'webShopCartProducts',
    value: [{ productId: 1, amountOrdered: 1.5 }],
    message: CHECKOUT_MSG.quantityInvalid,
  },
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
  { field: 'cardNumber', value: '', message: CHECKOUT_MSG.cardNumberMissing },
  { field: 'cardNumber', value: undefined, message: CHECKOUT_MSG.cardNumberMissing },
  { field: 'cardNumber', value: '4242 4242 4242 4241', message: CHECKOUT_MSG.cardNumberInvalid },
  { field: 'cardNumber', value: '4242-abcd', message: CHECKOUT_MSG.cardNumberInvalid },
  { field: 'expiry', value: '', message: CHECKOUT_MSG.expiryMissing },
  { field: 'expiry', value: '13/30', message: CHECKOUT_MSG.expiryInvalid },
  { field: 'expiry', value: '1230', message: CHECKOUT_MSG.expiryInvalid },
  { field: 'expiry', value: '01/20', message: CHECKOUT_MSG.expiryPast },
  { field: 'cvc', value: '12', message: CHECKOUT_MSG.cvcInvalid },
  { field: 'cvc', value: '12a', message: CHECKOUT_MSG.cvcInvalid },
  { field: 'cvc', value: undefined, message: CHECKOUT_MSG.cvcInvalid },
];
