/** The terms of use and the privacy policy: linked from the terms checkboxes, the store footer and the receipt. */
export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';

/**
 * Our texts for the supporter's path on a phone (sticky cart bar, editable cart, amounts on the buttons, the
 * order confirmation's summary, the store footer) and for the dead ends around it (issue 13). SPEC's own texts
 * stay in CHECKOUT_MSG and MSG.
 */
export const SUPPORTER_MSG = {
  // Cart and checkout
  checkout: 'Checkout',
  cartBarLabel: 'Cart summary',
  /** The store's submit button before the cart has a total (with one: `supporter.continueToPaymentAmount`). */
  continueToPayment: 'Continue to payment',
  /** The card form's submit button without an amount (with one: `supporter.payAmount`). */
  pay: 'Pay',
  // Order confirmation
  orderNumber: 'Order number',
  total: 'Total',
  receiptOnItsWay: 'A receipt is on its way to your email.',
  /**
   * The store footer's one delivery sentence, also in the receipt; replaces SPEC's 2-3 weeks (docs/decisions/0052).
   * Here rather than in DELIVERY_MSG, which the store never loads.
   */
  howEbooksArrive:
    'E-books usually arrive within minutes, by email: a link to your own page where you download each book as EPUB and PDF.',
  footerSupport: 'Questions about an order?',
  footerTerms: 'Terms of use',
  footerPrivacy: 'Privacy policy',
  // Participants and the way in
  participantRegisterHint:
    "Participants register through their group's own registration link. Please ask your group's organiser for it.",
  shopNotOpenTitle: 'Your webshop is not open yet',
  shopOnboardingNotFinished:
    "Supporters can't buy yet: your group's organiser has not finished the payment setup. Please wait with sharing your link until it is done.",
  shopLockedForSeller: 'Supporters can no longer buy: your group has locked its webshop.',
  // Dialogs that replace the browser's alert()
  ok: 'OK',
  noticeTitle: 'Please note',
  errorTitle: 'Something went wrong',
} as const;

/** SPEC §2 Demo store tour's welcome dialog: drawn by the server before the app runs, and by the app. */
export const STORE_DEMO_WELCOME = {
  title: 'Welcome to the store demo!',
  text: "This is what a participant's online store looks like. Take a short tour to see how your group can raise money with it.",
  skip: 'Skip tour',
  start: "Let's go",
} as const;
