import { z } from 'zod';
import { FIELD_MAX } from './field-max.ts';
import { CHECKOUT_MSG } from './checkout-messages.ts';
import { CHECKOUT_REFUSAL_CODES } from './error-codes.ts';
import {
  countryCode,
  idParam,
  isEmail,
  optionalPhoneNumber,
  optionalText,
  requiredEmail,
  requiredText,
  safeText,
} from './fields.ts';
import { MSG, tooLongMessage } from './messages.ts';
import { SHARE_WAYS } from './share-ways.ts';
import { orderTaxSummary } from './tax.ts';

/** Largest quantity of one e-book in one order, and most distinct lines: anything above is not a real cart. */
export const MAX_QUANTITY_PER_LINE = 100;
export const MAX_CART_LINES = 50;

/**
 * SPEC §5 Checkout form, as far as an e-book sale needs it (docs/decisions/0053, data minimisation): a name, the
 * supporter's email for the receipt and the books, and the country and region that tax rules need. Phone and street
 * address, city and postal code stay in the form and the payload, optional, and are still checked when given (too
 * long, a control character, a phone that is no phone number). The buyer form and the organiser/seller form ('Skapa
 * beställning') differ in last name, email and region being optional and a note being allowed for the organiser or
 * seller: an order paid in cash needs a name only.
 */
const buyerFields = {
  buyerFirstName: requiredText(MSG.firstNameMissing, FIELD_MAX.checkout.buyerFirstName),
  buyerPhoneNumber: optionalPhoneNumber(FIELD_MAX.checkout.buyerPhoneNumber),
  countryCode,
  streetAddress: optionalText(FIELD_MAX.checkout.streetAddress),
  apartment: optionalText(FIELD_MAX.checkout.apartment),
  city: optionalText(FIELD_MAX.checkout.city),
  postalCode: optionalText(FIELD_MAX.checkout.postalCode),
  /** Labelled 'Name Of Person I Support'. */
  personalMessage: optionalText(FIELD_MAX.checkout.personalMessage),
};

export const buyerCheckoutForm = z.object({
  ...buyerFields,
  state: requiredText(CHECKOUT_MSG.stateMissing, FIELD_MAX.checkout.state),
  buyerLastName: requiredText(MSG.lastNameMissing, FIELD_MAX.checkout.buyerLastName),
  buyerEmail: requiredEmail(FIELD_MAX.checkout.buyerEmail),
});
export type BuyerCheckoutForm = z.input<typeof buyerCheckoutForm>;

export const organiserOrderForm = z.object({
  ...buyerFields,
  state: optionalText(FIELD_MAX.checkout.state),
  buyerLastName: optionalText(FIELD_MAX.checkout.buyerLastName),
  buyerEmail: safeText()
    .max(FIELD_MAX.checkout.buyerEmail, tooLongMessage(FIELD_MAX.checkout.buyerEmail))
    .refine((v) => v === '' || isEmail(v), MSG.invalidEmail)
    .default(''),
  note: optionalText(FIELD_MAX.checkout.note, { multiline: true }),
});
export type OrganiserOrderForm = z.input<typeof organiserOrderForm>;

/** One cart line. Name and price are what the page showed; the server ignores them and prices from the database. */
export const cartProductInput = z.object({
  productId: idParam,
  amountOrdered: z
    .number({ error: CHECKOUT_MSG.quantityInvalid })
    .int(CHECKOUT_MSG.quantityInvalid)
    .min(1, CHECKOUT_MSG.quantityInvalid)
    .max(MAX_QUANTITY_PER_LINE, CHECKOUT_MSG.quantityInvalid),
  productName: safeText().max(200).optional(),
  productPrice: z.number().optional(),
});

export const cartInput = z
  .array(cartProductInput, { error: CHECKOUT_MSG.cartEmpty })
  .min(1, CHECKOUT_MSG.cartEmpty)
  .max(MAX_CART_LINES, CHECKOUT_MSG.tooManyCartLines)
  .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, CHECKOUT_MSG.duplicateCartLine);

/**
 * POST /api/stripe/create-checkout-session: SPEC §3 Checkout order payload from the public store.
 * totalAmount and each line's productPrice/productName are accepted but never trusted. webShopId is the
 * shop the page showed (checked against the seller's); buyerOfOrderId belongs to the edit flow and is ignored.
 */
export const createCheckoutSessionRequest = buyerCheckoutForm.extend({
  createdByContactPersonOrSeller: z.literal(false, { error: CHECKOUT_MSG.organiserOrderNotByCard }).default(false),
  buyerOfOrderId: z.union([z.number(), safeText(), z.null()]).optional(),
  note: safeText({ multiline: true }).max(200, tooLongMessage(200)).optional(),
  webShopId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  sellerId: idParam,
  webShopCartProducts: cartInput,
  totalAmount: z.number().optional(),
  /** Addition: the way the store's link was shared (its ?via=, docs/decisions/0049); an altered one is ignored. */
  via: z.enum(SHARE_WAYS).optional().catch(undefined),
});
export type CreateCheckoutSessionRequest = z.input<typeof createCheckoutSessionRequest>;

/**
 * 200 for every answer the SPEC client reads: 'ok' with the client secret, or a refusal ('locked-webshop',
 * 'inactive-seller', 'error' for a demo store or unfinished onboarding) with an empty clientSecret and the
 * text to show. Bad input is a 400 with fieldErrors; an unknown seller a 404.
 */
export const createCheckoutSessionResponse = z.object({
  responseMessage: z.enum(['ok', ...CHECKOUT_REFUSAL_CODES]),
  clientSecret: z.string(),
  /** Provider session id: the /my-order/{checkoutSession} key. Empty when refused. */
  checkoutSession: z.string(),
  /** Which checkout the page mounts: Stripe's embedded checkout or the built-in simulated card form. */
  paymentProvider: z.enum(['stripe', 'simulated']),
  /** Stripe publishable key for Stripe.js (stripe only). */
  publishableKey: z.string().optional(),
  /** SPEC §8 text for a refusal; empty for 'ok'. */
  message: z.string(),
  /** Addition (docs/decisions/0057): the order's net, tax and total as it will be charged; absent when refused. */
  tax: orderTaxSummary.optional(),
});
export type CreateCheckoutSessionResponse = z.infer<typeof createCheckoutSessionResponse>;

/** GET /api/order/my-order?checkoutSession= */
export const myOrderQuery = z.object({ checkoutSession: safeText().min(1, MSG.fieldMissing).max(255) });
/** One line of a confirmed order, in SPEC §3's buyer-order line names (productPrice per item, major units). */
export const myOrderLine = z.object({
  productId: z.number().int(),
  productName: z.string(),
  amountOrdered: z.number().int(),
  productPrice: z.number(),
});
/**
 * What the confirmation shows of a paid order: its number, the lines, the total and whom it supports. No buyer
 * data: anyone holding the checkout session link may read it, as before.
 */
export const myOrderSummary = z.object({
  orderNumber: z.number().int(),
  sellerName: z.string(),
  currencyCode: z.string(),
  /** Major units, as charged (the server's own prices). */
  totalAmount: z.number(),
  items: z.array(myOrderLine),
  /** Addition (docs/decisions/0057): net, tax and total, as the receipt shows them. */
  tax: orderTaxSummary,
});
export type MyOrderSummary = z.infer<typeof myOrderSummary>;
export const myOrderResponse = z.object({
  error: z.boolean(),
  errorMessage: z.string(),
  /** True on the first look at a paid order's confirmation only: the purchase analytics event fires once. */
  isFirstTimeGettingOrder: z.boolean(),
  /** The paid order; null with every error. */
  order: myOrderSummary.nullable(),
});
export type MyOrderResponse = z.infer<typeof myOrderResponse>;

/** Luhn checksum over the digits of a card number. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY (or MM/YYYY) not before the current month. */
export function expiryState(value: string, now: Date = new Date()): 'ok' | 'invalid' | 'past' {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(value);
  if (!match) return 'invalid';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'invalid';
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < current ? 'past' : 'ok';
}

/** POST /api/payments/simulated/pay: the built-in card form (development and tests only). */
export const simulatedPayRequest = z.object({
  clientSecret: safeText().min(1, CHECKOUT_MSG.paymentSessionInvalid).max(500),
  cardNumber: safeText({ error: CHECKOUT_MSG.cardNumberMissing })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, CHECKOUT_MSG.cardNumberMissing)
        .regex(/^\d{12,19}$/, CHECKOUT_MSG.cardNumberInvalid)
        .refine(passesLuhn, CHECKOUT_MSG.cardNumberInvalid),
    ),
  expiry: safeText({ error: CHECKOUT_MSG.expiryMissing })
    .min(1, CHECKOUT_MSG.expiryMissing)
    .superRefine((v, ctx) => {
      const state = expiryState(v);
      if (state !== 'ok') {
        ctx.addIssue({
          code: 'custom',
          message: state === 'past' ? CHECKOUT_MSG.expiryPast : CHECKOUT_MSG.expiryInvalid,
        });
      }
    }),
  cvc: safeText({ error: CHECKOUT_MSG.cvcInvalid }).regex(/^\d{3,4}$/, CHECKOUT_MSG.cvcInvalid),
});
export type SimulatedPayRequest = z.input<typeof simulatedPayRequest>;

export const simulatedPayResponse = z.object({
  status: z.enum(['paid', 'declined']),
  checkoutSession: z.string(),
  /** Why the card was declined; empty when paid. */
  message: z.string(),
});
export type SimulatedPayResponse = z.infer<typeof simulatedPayResponse>;

/** Test cards of the simulated provider (the same numbers Stripe's test mode uses). */
export const SIMULATED_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

/** GET /api/stripe/organization-details-link (organiser). */
export const organizationDetailsLinkResponse = z.object({ organizationDetailsLink: z.string() });
/** GET /api/stripe/organization-login-dashboard-link (organiser). */
export const organizationLoginDashboardLinkResponse = z.object({ organizationLoginDashboardLink: z.string() });
/** GET /api/stripe/payment-account-status?webShopId= (organiser): SPEC §3 dashboard fields. */
export const paymentAccountStatusResponse = z.object({
  hasFinishedConnectedStripeAccountSetup: z.boolean(),
  /** True exactly once: the first time a finished setup is reported (lead event stripe_account_registered). */
  firstTimerEverFinishedStripeAccountCreation: z.boolean(),
});
export type PaymentAccountStatusResponse = z.infer<typeof paymentAccountStatusResponse>;

/** POST /api/contact-person/update-web-shop-lock-status (organiser). sellerId is SPEC's; the caller's webshop is used. */
export const updateWebShopLockStatusRequest = z.object({
  sellerId: z.union([idParam, z.null()]).optional(),
  isLocked: z.boolean({ error: MSG.fieldMissing }),
});
export type UpdateWebShopLockStatusRequest = z.input<typeof updateWebShopLockStatusRequest>;
export const updateWebShopLockStatusResponse = z.object({ responseMessage: z.literal('ok'), isLocked: z.boolean() });
