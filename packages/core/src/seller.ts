import { z } from 'zod';
import { FIELD_MAX } from './field-max.ts';
import { MAX_PICTURE_BYTES } from './constants.ts';
import { idParam, isEmail, optionalText, requiredEmail, requiredText, safeText } from './fields.ts';
import { LANGUAGES } from './i18n/languages.ts';
import { MSG, tooLongMessage } from './messages.ts';
import { PEOPLE_MSG } from './people-messages.ts';

/** Who adds a participant (SPEC §3 person kinds). */
export const SELLER_ADDED_BY = ['contactperson', 'seller'] as const;
export type SellerAddedBy = (typeof SELLER_ADDED_BY)[number];

const sellerName = requiredText(MSG.nameMissing, FIELD_MAX.participant.name);

/** An email that may be left empty (or null); when given it must look like one. */
function optionalEmail(max: number) {
  return safeText()
    .max(max, tooLongMessage(max))
    .refine((v) => v === '' || isEmail(v), MSG.invalidEmail)
    .nullish()
    .transform((v) => v ?? '');
}

/**
 * Base64 of a JPG or PNG (a data: URL prefix is allowed); empty for none. The server decodes and re-encodes it.
 * Multiline, since MIME base64 encoders wrap lines.
 */
export const pictureBase64 = safeText({ multiline: true })
  .max(Math.ceil(MAX_PICTURE_BYTES / 3) * 4 + 100, MSG.pictureTooLarge)
  .nullish()
  .transform((v) => v ?? '');

/** A goal typed as a decimal ('12.5' or '12,5'); empty means 0 (SPEC §5 Edit seller details). */
export const decimalGoal = z.preprocess(
  (v) => {
    if (v === undefined || v === null) return 0;
    if (typeof v !== 'string') return v;
    const text = v.trim().replace(',', '.');
    return text === '' ? 0 : Number(text);
  },
  z.number({ error: 'Must be a number' }).min(0, 'Must be 0 or more').max(10_000_000, 'Must be at most 10000000'),
);

// ---------------------------------------------------------------------------------------------
// Participant registration (SPEC §5): two forms, one call.

/**
 * Under 18, and then the parent or guardian's email instead of the participant's own (docs/decisions/0037). Checked
 * together with the email by `minorProblems`, since one depends on the other.
 */
const minorFields = {
  isMinor: z.boolean().default(false),
  guardianEmail: optionalEmail(FIELD_MAX.participant.email),
};

/** The problems of a participant's email and guardian taken together (the add forms and the server alike). */
export function minorProblems(
  value: { email: string; isMinor: boolean; guardianEmail: string },
  ownEmailRequired: boolean,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (value.isMinor && value.email !== '') problems.email = PEOPLE_MSG.minorOwnEmail;
  if (!value.isMinor && ownEmailRequired && value.email === '') problems.email = MSG.emailMissing;
  if (value.isMinor && value.guardianEmail === '') problems.guardianEmail = PEOPLE_MSG.guardianEmailMissing;
  return problems;
}

function refineMinor(ownEmailRequired: boolean) {
  return (value: { email: string; isMinor: boolean; guardianEmail: string }, ctx: z.RefinementCtx) => {
    for (const [field, message] of Object.entries(minorProblems(value, ownEmailRequired))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  };
}

/** The organiser's Register participant dialog: email optional (with one, the login details are mailed). */
export const organiserAddsSellerForm = z.object({
  name: sellerName,
  email: optionalEmail(FIELD_MAX.participant.email),
  ...minorFields,
});
export type OrganiserAddsSellerForm = z.input<typeof organiserAddsSellerForm>;

/** The Register participant dialog as checked in the browser: a minor's guardian too (docs/decisions/0037). */
export const organiserAddsSellerDialog = organiserAddsSellerForm.superRefine(refineMinor(false));

/** The public self-registration page: email required and checked, terms ticked. */
export const sellerSelfRegistrationForm = z.object({
  name: sellerName,
  email: requiredEmail(FIELD_MAX.participant.email),
  hasAcceptedTerms: z.literal(true, { error: MSG.sellerTermsRequired }),
});

/**
 * The self-registration page as checked in the browser: whoever registers says whether they are under 18, and a minor
 * gives the parent or guardian's email instead of an own one (docs/decisions/0037), as the server checks it.
 */
export const sellerSelfRegistrationPage = z
  .object({
    ...sellerSelfRegistrationForm.shape,
    email: optionalEmail(FIELD_MAX.participant.email),
    ...minorFields,
    // The box holds false until it is ticked; SPEC's text refuses false.
    hasAcceptedTerms: z.boolean().pipe(sellerSelfRegistrationForm.shape.hasAcceptedTerms),
  })
  .superRefine(refineMinor(true));
export type SellerSelfRegistrationForm = z.input<typeof sellerSelfRegistrationPage>;

/**
 * POST /api/seller/register-new-seller. addedByRole 'contactperson' needs the organiser's bearer token
 * and webShopId; 'seller' is public and needs the group's sellerRegistrationKey (which alone identifies
 * the webshop; a webShopId sent with it must match).
 */
export const registerNewSellerRequest = z
  .discriminatedUnion(
    'addedByRole',
    [
      z.object({
        addedByRole: z.literal('contactperson'),
        webShopId: idParam,
        sellerRegistrationKey: safeText().max(100).nullish(),
        ...organiserAddsSellerForm.shape,
        sellerPictureUrlAsByteArray: pictureBase64,
        hasAcceptedTerms: z.boolean().nullish(),
      }),
      z.object({
        addedByRole: z.literal('seller'),
        webShopId: idParam.nullish(),
        sellerRegistrationKey: safeText().max(100).nullish(),
        ...sellerSelfRegistrationForm.shape,
        // A minor registering gives the guardian's email instead of an own one (docs/decisions/0037).
        email: optionalEmail(FIELD_MAX.participant.email),
        ...minorFields,
        sellerPictureUrlAsByteArray: pictureBase64,
      }),
    ],
    { error: "addedByRole must be 'contactperson' or 'seller'" },
  )
  .superRefine((value, ctx) => refineMinor(value.addedByRole === 'seller')(value, ctx));
export type RegisterNewSellerRequest = z.input<typeof registerNewSellerRequest>;

/** accessToken logs a self-registered seller in at once; it is empty when the organiser adds the seller. */
export const registerNewSellerResponse = z.object({
  responseMessage: z.literal('ok'),
  sellerId: z.number().int(),
  sellerName: z.string(),
  accessToken: z.string(),
});
export type RegisterNewSellerResponse = z.infer<typeof registerNewSellerResponse>;

// ---------------------------------------------------------------------------------------------
// Seller login (SPEC §3, §5 Logins).

/**
 * The /seller/login form. The email may be left empty: the code alone is a login (SPEC's login-by-code, the
 * ?inloggningskod= link), so a participant registered without an email can log in (issue 27).
 */
export const sellerLoginForm = z.object({
  loginEmail: optionalText(FIELD_MAX.sellerLogin.loginEmail),
  loginPassword: requiredText(MSG.loginCodeMissing, FIELD_MAX.sellerLogin.loginPassword),
});
export type SellerLoginForm = z.input<typeof sellerLoginForm>;

/** POST /api/account/login-seller: email and login code, or the code alone (link login, ?inloggningskod=). */
export const loginSellerRequest = z.object({
  loginEmail: safeText()
    .max(FIELD_MAX.sellerLogin.loginEmail, tooLongMessage(FIELD_MAX.sellerLogin.loginEmail))
    .nullish()
    .transform((v) => v ?? ''),
  loginPassword: requiredText(MSG.loginCodeMissing, FIELD_MAX.sellerLogin.loginPassword),
});
export type LoginSellerRequest = z.input<typeof loginSellerRequest>;

export const loginSellerResponse = z.object({
  responseMessage: z.literal('ok'),
  sellerId: z.number().int(),
  sellerName: z.string(),
  accessToken: z.string(),
  /** Addition: the language the seller's pages start in: its own choice, else the group's (docs/decisions/0044). */
  language: z.enum(LANGUAGES),
});
export type LoginSellerResponse = z.infer<typeof loginSellerResponse>;

// ---------------------------------------------------------------------------------------------
// Seller pages.

export const sellerIdQuery = z.object({ sellerId: idParam });

/** The poster's paper sizes: A4 for most of the world, US Letter for the US and Canada. */
export const POSTER_PAPERS = ['a4', 'letter'] as const;
export type PosterPaper = (typeof POSTER_PAPERS)[number];

/**
 * GET /api/seller/poster?sellerId=&paper=&language= (the seller, or its group's organiser): a printable PDF poster of
 * the store (docs/decisions/0049). language: the poster's words (the page's); the group's without it.
 */
export const posterQuery = z.object({
  sellerId: idParam,
  paper: z.enum(POSTER_PAPERS),
  language: z.enum(LANGUAGES).optional(),
});

/** GET /api/seller/retrieve-basic-webshop-info (public: the self-registration page). */
export const basicWebshopInfoQuery = z.object({
  webShopId: idParam.optional(),
  sellerRegistrationKey: safeText().max(100).default(''),
});

/**
 * SPEC §3 Basic webshop info. The public call (by registration key) leaves contactPersonEmail and
 * contactPersonPhoneNumber empty; the seller's call (by seller id) fills them.
 */
export const basicWebshopInfoResponse = z.object({
  responseMessage: z.literal('ok'),
  customerName: z.string(),
  customerClassOrTeam: z.string(),
  contactPersonName: z.string(),
  contactPersonEmail: z.string(),
  contactPersonPhoneNumber: z.string(),
});
export type BasicWebshopInfoResponse = z.infer<typeof basicWebshopInfoResponse>;

/** GET /api/seller/retrieve-seller-details (SPEC §3 Seller details); email is '' when the seller has none. */
export const retrieveSellerDetailsResponse = z.object({
  sellerName: z.string(),
  salesGoal: z.number(),
  commentToBuyers: z.string(),
  /** Served from /api/pictures/ at an address named by its content, so a changed picture has a new one; null without a picture. */
  sellerPictureUrl: z.string().nullable(),
  countryCode: z.string(),
  email: z.string(),
});
export type RetrieveSellerDetailsResponse = z.infer<typeof retrieveSellerDetailsResponse>;

/** The Edit Details form (SPEC §5 Edit seller details). An empty email keeps the current one. */
export const editSellerDetailsForm = z.object({
  name: sellerName,
  salesGoal: decimalGoal,
  commentToBuyers: optionalText(FIELD_MAX.sellerDetails.commentToBuyers, { multiline: true }),
  email: optionalEmail(FIELD_MAX.sellerDetails.email),
});
export type EditSellerDetailsForm = z.input<typeof editSellerDetailsForm>;

/**
 * POST /api/seller/update-seller-details. hasChangedSellerPicture with an empty picture removes it;
 * addedByRole is accepted for SPEC's payload but the caller's session decides who edits.
 */
export const updateSellerDetailsRequest = z.object({
  sellerId: idParam,
  ...editSellerDetailsForm.shape,
  addedByRole: z.enum(SELLER_ADDED_BY).nullish(),
  sellerPictureUrlAsByteArray: pictureBase64,
  hasChangedSellerPicture: z.boolean().default(false),
});
export type UpdateSellerDetailsRequest = z.input<typeof updateSellerDetailsRequest>;

export const updateSellerDetailsResponse = z.object({
  responseMessage: z.literal('ok'),
  sellerName: z.string(),
});
export type UpdateSellerDetailsResponse = z.infer<typeof updateSellerDetailsResponse>;

/** SPEC §3 Seller list item (password is the login code), plus the email the participants table shows. */
export const sellerListItem = z.object({
  sellerId: z.number().int(),
  name: z.string(),
  password: z.string(),
  isActive: z.boolean(),
  /** Sum of the seller's paid orders, in major units of the group's currency. */
  totalSales: z.number(),
  /** The group's currency, so the total is shown in it (formatPrice). */
  currencyCode: z.string(),
  email: z.string(),
  /** Addition (docs/decisions/0037): under 18, the parent or guardian's email and whether they have confirmed. */
  isMinor: z.boolean(),
  guardianEmail: z.string(),
  guardianConfirmed: z.boolean(),
  fullNameConsent: z.boolean(),
  showFullName: z.boolean(),
});
export type SellerListItem = z.infer<typeof sellerListItem>;

/** GET /api/seller/seller-list?webShopId= (organiser only). */
export const sellerListResponse = z.object({ sellerAllSalesDetailsList: z.array(sellerListItem) });
export type SellerListResponse = z.infer<typeof sellerListResponse>;

/** POST /api/seller/update-seller-active-status: remove (false) or add again (true). */
export const updateSellerActiveStatusRequest = z.object({
  sellerId: idParam,
  setActive: z.boolean({ error: MSG.fieldMissing }),
});
export type UpdateSellerActiveStatusRequest = z.input<typeof updateSellerActiveStatusRequest>;

export const updateSellerActiveStatusResponse = z.object({
  responseMessage: z.literal('ok'),
  sellerId: z.number().int(),
  sellerName: z.string(),
  isActive: z.boolean(),
});
export type UpdateSellerActiveStatusResponse = z.infer<typeof updateSellerActiveStatusResponse>;
