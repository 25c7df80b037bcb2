/** Business constants of SPEC §9. */
/** Who logs in (SPEC §3 person kinds): a group's organiser (contact person) or a participant (seller). */
export const ACCOUNT_ROLES = ['contactperson', 'seller'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const COUNTRY_CODES = ['US', 'GB', 'CA', 'AU', 'NZ'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const COUNTRY_NAMES: Record<CountryCode, string> = {
  US: 'United States',
  GB: 'United Kingdom',
  CA: 'Canada',
  AU: 'Australia',
  NZ: 'New Zealand',
};

export const CURRENCY_BY_COUNTRY: Record<CountryCode, string> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
};

export const BENEFIT_SHARE_PERCENT_DEFAULT = 50;
export const MIN_PAYOUT_EARNINGS = 100;
/**
 * Business days from starting a payout to the money in the group's bank: every screen and mail says this one span
 * (SPEC §4 said 1-3, 2-5 and 2-7 side by side; docs/decisions/0055).
 */
export const PAYOUT_BUSINESS_DAYS = { from: 2, to: 7 } as const;
export const DEFAULT_GOAL = 2000;
export const EARNINGS_PER_ITEM = 11;
export const EARNINGS_COUNTER = { min: 1, max: 100, defaultMembers: 25, defaultItems: 12 } as const;
export const SHORT_DESCRIPTION_LENGTH = 140;
export const PICTURE_SIZE = 600;
export const PICTURE_QUALITY = 95;
/** Largest picture upload, decoded (the base64 text is a third longer). */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const MIN_EMAIL_LENGTH = 5;
export const MIN_PASSWORD_LENGTH = 6;
/** The largest goal a group may set, in major units. */
export const MAX_GOAL = 10_000_000;
export const MIN_AGE = 18;
export const PRINT_COPIES = { min: 1, max: 1000 } as const;
export const QR_SIZE = 256;
export const SNACKBAR_ERROR_MS = 5000;
export const SNACKBAR_COPY_MS = 3000;
export const IFRAME_RESIZE_DELAYS_MS = [500, 2000] as const;
export const CONFETTI_PIECES = 50;
export const CROSS_TAB_REDIRECT_MS = 1000;
export const GREETING_REFRESH_MS = 60_000;
export const TEAM_SIZE_OPTIONS = ['Only me', '2-10', '11-20', '21-30', '31 +', "I'm not sure"] as const;
/** The fixed seller behind /store-demo, created by the seed. */
export const DEMO_SELLER_ID = 1;
/** The demo group: a real group with a simulated payment account; only its seller DEMO_SELLER_ID is a demo. */
export const DEMO_WEBSHOP_ID = 1;

/** SPEC §2 demo store: only the fixed demo seller's store blocks the cart and checkout, not the rest of its group. */
export function isDemoSeller(sellerId: number): boolean {
  return sellerId === DEMO_SELLER_ID;
}

/** SPEC §2: sellers tables are at most 380, 479 or 600 px high depending on the screen width (MUI breakpoints). */
export const SELLERS_TABLE_MAX_HEIGHT = { xs: 380, sm: 479, lg: 600 } as const;
