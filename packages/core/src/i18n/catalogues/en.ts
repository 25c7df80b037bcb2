import { CHECKOUT_MSG } from '../../checkout-messages.ts';
import { TOOLS_MSG } from '../../tools-messages.ts';
import { DASHBOARD_MSG } from '../../dashboard-texts.ts';
import { GREETING_MSG } from '../../greeting.ts';
import { MSG } from '../../messages.ts';
import { ORDER_MSG } from '../../order-messages.ts';
import { PAGE_META } from '../../page-meta.ts';
import { STORE_DEMO_WELCOME, SUPPORTER_MSG } from '../../supporter-messages.ts';
import { RECOVERY_MSG } from '../../account-recovery.ts';
import { prefixed } from '../catalogue-source.ts';
import { registrationTexts } from './registration.ts';
import { organiserTexts } from './organiser.ts';
import { peopleTexts } from './people.ts';
import { payoutTexts } from './payout.ts';
import { deliveryTexts } from './delivery.ts';
import { sellerTexts } from './seller.ts';
import { teamTexts } from './team.ts';
import { noticeTexts } from './notice.ts';
import { shareTexts } from './share.ts';
import { receiptTexts } from './receipt.ts';
import { priceTaxTexts } from './price-tax.ts';

/**
 * The English catalogue (docs/decisions/0041), in ICU message format. Data, not logic: it is as long as the product
 * has texts. SPEC's English texts come to the letter from core's messages objects (`prefixed`); the entries written
 * here are the texts with values, plurals or choices, and the screens' own texts. Adding a text: one key here (or
 * in a messages object), the same key in sv.ts and fr.ts (they do not compile without it), then `t('<key>')`.
 */
export const en = {
  ...prefixed('msg', MSG),
  ...prefixed('checkout', CHECKOUT_MSG),
  ...prefixed('supporter', SUPPORTER_MSG),
  ...prefixed('demo', STORE_DEMO_WELCOME),
  ...prefixed('order', ORDER_MSG),
  ...prefixed('tools', TOOLS_MSG),
  ...prefixed('dashboard', DASHBOARD_MSG),
  ...prefixed('greeting', GREETING_MSG),
  ...prefixed('recovery', RECOVERY_MSG),

  // Values, plurals and choices
  'msg.genericError':
    'Something went wrong. Please try again, alternatively contact our support at {email} and we will assist you.',
  'supporter.cartItems': '{count, plural, one {# item} other {# items}}',
  'supporter.removeLine': 'Remove {productName} from the cart',
  'supporter.continueToPaymentAmount': 'Continue to payment · {amount}',
  'supporter.payAmount': 'Pay {amount}',
  'supporter.supporting': 'Your order supports {sellerName}.',
  'store.fundraiserFor': 'Fundraiser for {name}',
  'store.benefits': '50% of each purchase benefits {name}',
  'store.raised': '{sold} of {goal} raised',
  'store.goal': 'Goal {goal}',
  'store.percent': '{percent}%',
  'store.salesGoal': 'Sales goal',
  'store.cart': 'Cart',
  'store.cartContents': 'Cart contents',
  'store.checkoutForm': 'Checkout',
  'store.close': 'Close',
  'store.moreInfo': 'More info',
  'store.addToCart': 'Add to cart',
  // The repository's sample e-book, sold as a sample outside production (docs/decisions/0058)
  'store.sampleEdition': 'Sample edition',
  'store.sampleEditionNote': 'This is a sample edition: a short excerpt of about 500 words, not the full book.',
  'store.addOne': 'Add one',
  'store.removeOne': 'Remove one',
  'store.totalAmount': 'Total {amount}',
  'form.firstName': 'First name',
  'form.lastName': 'Last name',
  'form.email': 'Email',
  'form.phoneNumber': 'Phone number',
  'form.country': 'Country',
  'form.chooseCountry': 'Choose a country',
  'form.streetAddress': 'Street address',
  'form.apartment': 'Apartment',
  'form.city': 'City',
  'form.state': 'State/Province/Region',
  'form.postalCode': 'Postal code',
  'form.personalMessage': 'Name Of Person I Support',
  'form.optional': 'Optional',
  'tools.reachedSellers':
    'Sent to {sent, plural, one {# participant} other {# participants}}.{withoutEmail, plural, =0 {} one { # participant has no email: please tell them yourself.} other { # participants have no email: please tell them yourself.}}',
  'dashboard.ownSales': '{count, plural, one {# product} other {# products}}, {earnings} for the group',
  'dashboard.orderEarnings': ' · {earnings} to the group',
  'dashboard.participantsTotal': 'Total: {total}',
  'dashboard.goalProgress': '{raised} of {goal}',
  'dashboard.nextBonus': '{left} more to reach {threshold} products sold and the next bonus.',
  // 'Motivate your sellers': the pre-filled message from the group's real figures (motivate-message.ts)
  'motivate.nothingSold':
    'Hi everyone! Our fundraiser has started and our goal is {goal}. No one has sold anything yet, so this is the moment to begin: share your store link with family, friends and neighbours today. Every e-book counts. Thank you for selling!',
  'motivate.someSold':
    'Hi everyone! In {days, plural, one {# day} other {# days}} we have raised {sold} of our goal of {goal}. Let us keep going: share your store link with family, friends and neighbours today. Every e-book counts. Thank you for selling!',
  'motivate.someSoldNoGoal':
    'Hi everyone! In {days, plural, one {# day} other {# days}} we have raised {sold}. Let us keep going: share your store link with family, friends and neighbours today. Every e-book counts. Thank you for selling!',
  'motivate.goalReached':
    'Hi everyone! We have raised {sold} and passed our goal of {goal}. Fantastic work! Every e-book sold from now on is a bonus for the group. Thank you for selling!',
  // The store's title and link preview
  'store.pageTitleWithGroup': 'Fundraiser for {name} ({group})',
  'store.pageDescription': '50% of each purchase benefits {name}. Buy an e-book and support the fundraiser.',
  'store.pageDescriptionWithGroup':
    '50% of each purchase benefits {name} of {group}. Buy an e-book and support the fundraiser.',
  'page.storeDemo': PAGE_META.storeDemo.title,
  'page.storeDemoDescription': PAGE_META.storeDemo.description,
  'page.shopNotFound': PAGE_META.shopNotFound.title,
  'page.notFound': PAGE_META.notFound.title,
  'page.previewImageAlt': 'Fundshop: e-books for fundraisers',
  'motivate.nothingSoldNoGoal':
    'Hi everyone! Our fundraiser has started. No one has sold anything yet, so this is the moment to begin: share your store link with family, friends and neighbours today. Every e-book counts. Thank you for selling!',
  'store.coverOf': 'Cover of {name}',
  'store.quantityOf': 'Quantity of {name}',
  'form.personalMessageHint': 'Optional. Your order supports {name}; add a name or a short message.',
  // The logins (SPEC §2 /contactperson/login, /seller/login)
  'login.logIn': 'Log in',
  'login.loggingIn': 'Logging in... ',
  'login.sellerDetailsSent':
    "Your login details were sent to you by email when you were registered. Can't find the email? Please check your junk folder.",
  'login.sellerNotRegistered': 'Not registered yet? Click here to register.',
  'login.sellerRegisterTitle': 'Register as a participant',
  // SPEC §8's empty states, whole sentences ('has not sold anything.', "haven't sold anything yet." are SPEC's)
  'order.nameHasNotSold': '{name} has not sold anything.',
  'order.youHaveNotSoldYet': "You haven't sold anything yet.",
  // A person's own data (docs/decisions/0039): the card, the erase dialog
  'data.cardTitle': 'Your data',
  'data.cardIntro': 'Download everything we hold about you, or have it erased.',
  'data.downloadJson': 'Download (JSON)',
  'data.downloadCsv': 'Download (CSV)',
  'data.erase': 'Erase my data',
  'data.eraseTitle': 'Erase your data?',
  'data.eraseOrganiserQuestion':
    'Your name, email, phone number and messages are erased and you can no longer log in. The group’s sales and payouts are kept for its bookkeeping. This cannot be undone.',
  'data.eraseSellerQuestion':
    'Your name, email, picture, message and login code are erased and you can no longer log in. Your sales stay in the group’s figures. This cannot be undone.',
  'data.eraseBuyerQuestion':
    'Your name, email, phone number, address and messages are erased from every order. The order numbers and amounts are kept for bookkeeping, and the link to your e-books stops working. This cannot be undone.',
  'data.eraseUnderstood': 'I understand that this cannot be undone',
  'data.eraseConfirm': 'Erase permanently',
  'data.cancel': 'Cancel',
  // The seller's Start (SPEC §2 /seller/start)
  'sellerStart.intro': 'Share your webshop link with family and friends. 50% of each purchase benefits your group.',
  'sellerStart.yourWebshop': 'Your webshop',
  'sellerStart.openWebshop': 'Open webshop',
  'sellerStart.copyLink': 'Copy link',
  'sellerStart.updateDetails': 'Update details',
  'sellerStart.shareOnFacebook': 'Share webshop on Facebook',
  'sellerStart.yourDetails': 'Your details',
  'sellerStart.salesGoal': 'Sales goal: {goal}',
  'sellerStart.noSalesGoal': 'No sales goal set',
  'sellerStart.loading': 'Loading...',
  // The organiser's and seller's menus (SPEC §2 Layout, Seller menu)
  'nav.start': 'Start',
  'nav.participants': 'Participants',
  'nav.messages': 'Messages',
  'nav.profile': 'Profile',
  'nav.contactPersonLogin': 'Contact person login',
  'nav.contactPerson': 'Contact person',
  'nav.sellerLogin': 'Seller login',
  'nav.logOut': 'Log out',
  'nav.yes': 'Yes',
  'nav.no': 'No',
  'nav.menu': 'Menu',
  'nav.openMenu': 'Open menu',
  // The menu's language chooser (docs/decisions/0044)
  'language.menuItem': 'Language',
  'language.title': 'Choose your language',
  'language.intro': 'Your pages are shown in it on this device and after your next login anywhere.',
  'language.save': 'Save',
  'language.cancel': 'Cancel',
  // The buyer's mails (delivery/mails.ts), in the language its browser asked for at checkout, else the group's
  'mail.greeting': 'Hi {name},',
  'mail.receiptSubject': 'Thank you for your order!',
  'mail.receiptThanks':
    'Thank you for supporting {seller} and {group}! {percent}% of your purchase benefits the group.',
  'mail.orderReceived': 'Your order has been received.',
  'mail.booksSubject': 'Your e-books are ready',
  'mail.openBooks': 'Open your e-books',
  'mail.booksAgain': 'Here is the link to your e-books again, bought to support {seller} and {group}.',
  'mail.linkValidity': 'The link is personal: do not share it. It works for a year.',
  'mail.orderNumber': 'Order number',
  'mail.ebook': 'E-book',
  'mail.total': 'Total',
  'mail.sellerSupported': 'Seller supported',
  // A participant's login details (seller/seller-mail.ts), in its language: its own, else the group's
  'mail.loginSubject': 'Your login details for the {group} fundraiser',
  'mail.loginSubjectGuardian': "{child}'s login details for the {group} fundraiser",
  'mail.loginGuardianHello': 'Hello,',
  'mail.loginGuardianIntro':
    "Here are {child}'s login details for the fundraiser for {group}. With them {child} gets a personal store link and QR code to share with supporters.",
  'mail.loginGuardianHow':
    'Log in with the login code, or click the button below. Keep this mail so you can log in again.',
  'mail.loginSellerIntro':
    'You are now a participant in the fundraiser for {group}. Log in to get your personal store link and QR code to share with your supporters.',
  'mail.loginSellerHow':
    'Log in with your email and this login code, or click the button below. Keep this mail so you can log in again.',
  'login.loginCode': 'Login code',
  // Areas with their three languages side by side (docs/decisions/0041, update 2026-11-28)
  ...registrationTexts.en,
  ...organiserTexts.en,
  ...peopleTexts.en,
  ...payoutTexts.en,
  ...deliveryTexts.en,
  ...sellerTexts.en,
  ...teamTexts.en,
  ...noticeTexts.en,
  ...shareTexts.en,
  ...receiptTexts.en,
  ...priceTaxTexts.en,
} as const;

export type MessageKey = keyof typeof en;
/** A catalogue: every key of the English one, no other (the compiler checks both). */
export type Catalogue = Record<MessageKey, string>;
