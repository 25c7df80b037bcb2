import { z } from 'zod';
import { FIELD_MAX } from './field-max.ts';
import { MIN_PASSWORD_LENGTH } from './constants.ts';
import { idParam, optionalText, phoneNumber, requiredEmail, requiredText, safeText, textOrNumber } from './fields.ts';
import { LANGUAGES } from './i18n/languages.ts';
import { MSG, tooLongMessage } from './messages.ts';

/** POST /api/account/login-contact-person */
export const loginContactPersonRequest = z.object({
  webShopId: textOrNumber(MSG.idMissing, FIELD_MAX.contactPersonLogin.webShopId),
  password: requiredText(MSG.passwordMissing, FIELD_MAX.contactPersonLogin.password),
});
export type LoginContactPersonRequest = z.input<typeof loginContactPersonRequest>;

export const loginContactPersonResponse = z.object({
  responseMessage: z.literal('ok'),
  customerFullName: z.string(),
  accessToken: z.string(),
  sellerRegistrationKey: z.string(),
  webShopId: z.number().int(),
  /** Addition: wrong passwords tried on this account since the last login, so the owner hears of them. */
  failedLoginAttempts: z.number().int(),
  /** Addition: when the last of them was tried (ISO 8601), null without any. */
  lastFailedLoginAt: z.string().nullable(),
  /** Addition: a co-organiser's login (docs/decisions/0035), which the screens show without payouts. */
  isCoOrganiser: z.boolean(),
  /** Addition: the language the person's pages start in: its own choice, else the group's (docs/decisions/0044). */
  language: z.enum(LANGUAGES),
});
export type LoginContactPersonResponse = z.infer<typeof loginContactPersonResponse>;

export const webShopIdQuery = z.object({ webShopId: idParam });

/** The editable group and contact details (SPEC §3 Contact person details, §5 rules). */
const webshopDetailsFields = {
  schoolOrAssociation: requiredText(MSG.organizationMissing, FIELD_MAX.details.schoolOrAssociation),
  classOrTeam: optionalText(FIELD_MAX.details.classOrTeam),
  firstName: requiredText(MSG.firstNameMissing, FIELD_MAX.details.firstName),
  lastName: requiredText(MSG.lastNameMissing, FIELD_MAX.details.lastName),
  email: requiredEmail(FIELD_MAX.details.email, MSG.emailMissing, MSG.emailIsInvalid),
  phoneNumber: phoneNumber(FIELD_MAX.details.phoneNumber),
  /** Empty keeps the current password (ARCHITECTURE §3). */
  password: safeText()
    .max(FIELD_MAX.details.password, tooLongMessage(FIELD_MAX.details.password))
    .refine((p) => p === '' || p.length >= MIN_PASSWORD_LENGTH, MSG.passwordTooShort)
    .default(''),
  commentToBuyers: optionalText(FIELD_MAX.details.commentToBuyers, { multiline: true }),
  /**
   * Addition: the password the organiser logs in with now. Required when the password or the email changes
   * (currentPasswordRequired), so a session left open is not enough to take the account (docs/decisions/0019).
   */
  currentPassword: safeText()
    .max(FIELD_MAX.contactPersonLogin.password, tooLongMessage(FIELD_MAX.contactPersonLogin.password))
    .default(''),
};

/** Whether a save of the details changes what logs in or recovers the account: then it needs the current password. */
export function currentPasswordRequired(saved: { email: string }, next: { email: string; password?: string }): boolean {
  return (next.password ?? '') !== '' || next.email.trim().toLowerCase() !== saved.email.trim().toLowerCase();
}

export const webshopDetailsForm = z.object(webshopDetailsFields);
export type WebshopDetailsForm = z.input<typeof webshopDetailsForm>;

/** GET /api/contact-person/retrieve-webshop-details: the password is never sent, so it is always empty. */
export const retrieveWebshopDetailsResponse = z.object({
  schoolOrAssociation: z.string(),
  classOrTeam: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  password: z.literal(''),
  commentToBuyers: z.string(),
});
export type RetrieveWebshopDetailsResponse = z.infer<typeof retrieveWebshopDetailsResponse>;

/** POST /api/contact-person/update-webshop-details */
export const updateWebshopDetailsRequest = z.object({ webShopId: idParam, ...webshopDetailsFields });
export type UpdateWebshopDetailsRequest = z.input<typeof updateWebshopDetailsRequest>;

export const okResponse = z.object({ responseMessage: z.literal('ok') });

/** POST /api/contact-person/undo-email-change (public: the link mailed to the old address). */
export const undoEmailChangeRequest = z.object({
  token: requiredText(MSG.undoLinkInvalid, 100),
});
export type UndoEmailChangeRequest = z.input<typeof undoEmailChangeRequest>;

/** The email restored and the group's login ID; the new password went to that address. */
export const undoEmailChangeResponse = z.object({
  responseMessage: z.literal('ok'),
  email: z.string(),
  webShopId: z.number().int(),
});
export type UndoEmailChangeResponse = z.infer<typeof undoEmailChangeResponse>;
