import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants.ts';
import { idParam, optionalText, requiredEmail, requiredText, textOrNumber } from './fields.ts';
import { MSG, tooLongMessage } from './messages.ts';

/** POST /api/account/login-contact-person */
export const loginContactPersonRequest = z.object({
  webShopId: textOrNumber(MSG.idMissing, 45),
  password: requiredText(MSG.passwordMissing, 100),
});
export type LoginContactPersonRequest = z.input<typeof loginContactPersonRequest>;

export const loginContactPersonResponse = z.object({
  responseMessage: z.literal('ok'),
  customerFullName: z.string(),
  accessToken: z.string(),
  sellerRegistrationKey: z.string(),
  webShopId: z.number().int(),
});
export type LoginContactPersonResponse = z.infer<typeof loginContactPersonResponse>;

export const webShopIdQuery = z.object({ webShopId: idParam });

/** The editable group and contact details (SPEC §3 Contact person details, §5 rules). */
const webshopDetailsFields = {
  schoolOrAssociation: requiredText(MSG.organizationMissing, 34),
  classOrTeam: optionalText(34),
  firstName: requiredText(MSG.firstNameMissing, 24),
  lastName: requiredText(MSG.lastNameMissing, 34),
  email: requiredEmail(65, MSG.emailMissing, MSG.emailIsInvalid),
  phoneNumber: requiredText(MSG.phoneMissing, 19),
  /** Empty keeps the current password (ARCHITECTURE §3). */
  password: z
    .string()
    .trim()
    .max(19, tooLongMessage(19))
    .refine((p) => p === '' || p.length >= MIN_PASSWORD_LENGTH, MSG.passwordTooShort)
    .default(''),
  commentToBuyers: optionalText(200),
};

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
