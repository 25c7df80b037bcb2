import { CHECKOUT_MSG } from './checkout-messages.ts';
import type { Translate } from './i18n/translator.ts';
import { PRIVACY_PATH, SUPPORTER_MSG, TERMS_PATH } from './supporter-messages.ts';

export const PRODUCT_NAME = 'Fundshop';

/** The browser tab and a shared link name the screen, not just the product (issue 13: every route sets its own title). */
export function documentTitle(screen: string): string {
  return screen ? `${screen} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export interface PageMeta {
  /** The screen's name; documentTitle() adds the product. */
  title: string;
  /** The search result and link preview text; only public pages have one. */
  description?: string;
}

/**
 * Each screen's title, one source for the HTML the server sends (so search engines and link previews see it
 * before any script runs) and for the title the app sets as it navigates.
 */
export const PAGE_META = {
  registerStore: {
    title: 'Start a fundraiser',
    description:
      'Register your school class, team or club and open a webshop: every participant gets a personal store link, supporters buy e-books by card and 50% of every purchase goes to your group.',
  },
  registerForm: {
    title: 'Register your group',
    description: 'Register your group for a Fundshop e-book fundraiser.',
  },
  registerCompleted: { title: 'Registration completed' },
  storeDemo: {
    title: 'Demo store',
    description:
      'Try a Fundshop store: how supporters see a participant’s fundraiser, the e-books they can buy and the progress toward the goal.',
  },
  earningsCounter: {
    title: 'Earnings counter',
    description: 'Work out what your group earns with a Fundshop e-book fundraiser: 50% of every purchase.',
  },
  shop: { title: CHECKOUT_MSG.fundraiserFor },
  shopNotFound: { title: 'Shop not found' },
  checkout: { title: 'Payment' },
  myOrder: { title: 'Your order' },
  thankYou: { title: 'Thank you' },
  // Written here, not read from DELIVERY_MSG: the store loads this file and must not load the delivery module.
  myBooks: { title: 'Your e-books' },
  bookVoucher: { title: 'E-book voucher' },
  contactPersonLogin: {
    title: 'Organiser login',
    description: 'Log in to run your group’s Fundshop fundraiser.',
  },
  contactPersonStart: { title: 'Start' },
  sellerOrder: { title: 'Participant orders' },
  details: { title: 'Your details' },
  webshop: { title: 'Webshop' },
  messages: { title: 'Messages' },
  printList: { title: 'Sales list' },
  sellerList: { title: 'Participants' },
  sellerLogin: {
    title: 'Participant login',
    description: 'Log in to your Fundshop store with the code from your organiser.',
  },
  sellerRegister: { title: 'Join your group’s fundraiser' },
  sellerRegistrationQr: { title: 'Registration QR code' },
  webshopQr: { title: 'Store QR code' },
  qrSheet: { title: 'QR codes to print' },
  sellerStart: { title: 'Your store' },
  sellerContact: { title: 'Your contact details' },
  undoEmailChange: { title: 'Undo the email change' },
  coOrganiserAccept: { title: 'Become a co-organiser' },
  terms: {
    title: SUPPORTER_MSG.footerTerms,
    description:
      'The terms of a Fundshop fundraiser for organisers, participants and supporters: the 50% share, delivery, refunds.',
  },
  privacy: {
    title: SUPPORTER_MSG.footerPrivacy,
    description:
      'Which personal data Fundshop keeps about organisers, participants and supporters, why and for how long.',
  },
  notFound: { title: 'Page not found' },
} as const satisfies Record<string, PageMeta>;

/** Public pages whose HTML names them before any script runs: the server's meta tags, by exact path. */
export const STATIC_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/register-store': PAGE_META.registerStore,
  '/register-store/form': PAGE_META.registerForm,
  '/store-demo': PAGE_META.storeDemo,
  '/earnings-counter': PAGE_META.earningsCounter,
  '/contactperson/login': PAGE_META.contactPersonLogin,
  '/seller/login': PAGE_META.sellerLogin,
  [TERMS_PATH]: PAGE_META.terms,
  [PRIVACY_PATH]: PAGE_META.privacy,
};

interface ShopNames {
  sellerName: string;
  customerName: string;
  customerClassOrTeam: string;
}

/**
 * The group and its class or team in a page's title: "Hillside FC, U12", with a comma, since ' · ' already separates
 * the title's parts ("… · Fundshop"); on the page itself they are one line with ' · ' (shop-rules' groupWithTeam).
 */
export function groupInTitle(shop: Pick<ShopNames, 'customerName' | 'customerClassOrTeam'>): string {
  return [shop.customerName, shop.customerClassOrTeam].filter(Boolean).join(', ');
}

/**
 * The store's title and preview text (seller and group) in the page's language, the same in the server's HTML and
 * in the app.
 */
export function shopPageTitle(shop: ShopNames, t: Translate): string {
  const group = groupInTitle(shop);
  return group
    ? t('store.pageTitleWithGroup', { name: shop.sellerName, group })
    : t('store.fundraiserFor', { name: shop.sellerName });
}

export function shopPageDescription(shop: ShopNames, t: Translate): string {
  const group = groupInTitle(shop);
  return group
    ? t('store.pageDescriptionWithGroup', { name: shop.sellerName, group })
    : t('store.pageDescription', { name: shop.sellerName });
}
