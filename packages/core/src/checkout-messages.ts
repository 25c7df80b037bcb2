/**
 * Store, cart, checkout and order-confirmation texts: SPEC §2, §5 and §8 to the letter, and our own texts
 * where SPEC gives none (card fields of the simulated payment, order look-up states). Kept beside MSG
 * rather than in it so the participants work and this work do not edit one object at the same time.
 */
export const CHECKOUT_MSG = {
  // Store (SPEC §2 Public seller store, §8)
  loadingStore: 'Loading store...',
  fundraiserFor: 'Fundraiser for',
  beFirstToSupport: 'Be the first to support!',
  shopNotFound:
    'Unfortunately, we could not find any shop via this link. Please verify that the link you entered is correct and try again.',
  shopLocked: 'This webshop is locked and no longer open for orders.',
  onboardingNotFinished:
    'The contactperson for this group has not finished the onboarding yet. When the onboarding is finished this shop will be active.',
  shopNotOpened: 'This webshop has not been opened yet.',
  shopSellerInactive: 'This webshop belongs to a seller who is no longer active.',
  demoStoreBanner: 'This is a store demo.',
  // Checkout form (SPEC §5)
  stateMissing: 'State/Province/Region is missing',
  /** Addition (docs/decisions/0059): a US or Canadian buyer's region decides the tax. */
  taxRegionMissing: 'Choose your state or province: it decides the tax.',
  /** Addition (docs/decisions/0061): a buyer's country that is not one of the markets Fundshop sells in (MARKETS). */
  marketClosed: 'Fundshop does not sell e-books to this country yet.',
  /** Addition (docs/decisions/0059): Stripe Tax could not place the address (a US one needs its postal code). */
  taxLocationInvalid:
    'The tax could not be worked out for this address. Please check the postal code and the state or province.',
  cartEmpty: 'Your cart is empty. Please add something to the cart to complete your order.',
  demoCheckout: 'You can not checkout because this is a demo store only.',
  demoAddToCart: "This is a demo store only. Therefore you can't add any e-books to the cart.",
  // Checkout responses (SPEC §8)
  checkoutLocked:
    'The order could not be completed because the webshop has been locked and does not accept any more orders.',
  checkoutSellerInactive:
    'The order could not be completed because this webshop belongs to a seller who is no longer active.',
  // Cart lines (ours: SPEC has no text for a tampered cart)
  quantityInvalid: 'Quantity must be a whole number from 1 to 100',
  duplicateCartLine: 'Each product can be in the cart only once',
  tooManyCartLines: 'The cart has too many different products',
  productNotInShop: 'A product in the cart is not sold in this shop. Please reload the page and try again.',
  sellerNotInWebshop: 'This seller does not belong to this webshop',
  organiserOrderNotByCard: 'Orders by the contact person or a seller are not paid by card',
  // Order confirmation (SPEC §2 /my-order)
  loading: 'Loading...',
  thankYou: 'Thank you for supporting us!',
  orderReceived: 'Your order has been received.',
  orderNotFound: 'We could not find an order for this link. Please check the link in your browser.',
  orderNotPaid: 'Your payment has not been completed yet. If you have paid, please wait a moment and reload the page.',
  orderCancelled: 'The payment for this order did not go through, so the order was not placed.',
  // Simulated card payment (ours)
  cardNumberMissing: 'Card number is missing',
  cardNumberInvalid: 'Card number is invalid',
  expiryMissing: 'Expiry date is missing',
  expiryInvalid: 'Expiry date must be MM/YY',
  expiryPast: 'The card has expired',
  cvcInvalid: 'CVC must be 3 or 4 digits',
  cardDeclined: 'Your card was declined. Please use another card.',
  paymentSessionInvalid: 'This payment is not valid. Please go back to the store and check out again.',
  paymentSessionClosed: 'This order can no longer be paid. Please go back to the store and check out again.',
  /** Addition (docs/decisions/0011): a payment event came before its order could be found; it is applied when sent again. */
  paymentOrderUnknown: 'This payment could not be matched to its order yet. Please try again in a moment.',
  // Payment account (ours)
  paymentAccountMissing: 'Please finish setting up the payment account first.',
  paymentSetupLinkInvalid: 'This setup link is not valid or has expired. Please open it again from your dashboard.',
  // Lock (SPEC §4: unlocking is not possible while a payout is pending)
  unlockWhilePayout: 'The webshop can not be unlocked while a payout is being handled.',
} as const;
