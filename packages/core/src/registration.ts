import { z } from 'zod';
import { FIELD_MAX } from './field-max.ts';
import { DEFAULT_GOAL, MAX_GOAL } from './constants.ts';
import {
  countryCode,
  goal,
  optionalText,
  phoneNumber,
  requiredEmail,
  requiredText,
  safeText,
  teamMembers,
} from './fields.ts';
import { MSG } from './messages.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './i18n/languages.ts';

/** POST /api/register-webshop (SPEC §3 registration payload, §5 Registration rules). */
export const registerWebshopRequest = z.object({
  schoolOrAssociation: requiredText(MSG.groupNameMissing, FIELD_MAX.registration.schoolOrAssociation),
  amountOfParticipants: teamMembers(FIELD_MAX.registration.amountOfParticipants),
  countryCode,
  goal: goal(MAX_GOAL).default(DEFAULT_GOAL),
  firstName: requiredText(MSG.firstNameMissing, FIELD_MAX.registration.firstName),
  lastName: requiredText(MSG.lastNameMissing, FIELD_MAX.registration.lastName),
  email: requiredEmail(FIELD_MAX.registration.email),
  phoneNumber: phoneNumber(FIELD_MAX.registration.phoneNumber),
  commentToBuyers: optionalText(FIELD_MAX.registration.commentToBuyers, { multiline: true }),
  comment: optionalText(FIELD_MAX.registration.comment, { multiline: true }),
  /** E-book catalog slugs the shop sells; empty means the whole catalog (see docs/decisions). */
  productIdentifiers: z.array(safeText().max(100)).max(100).default([]),
  /** The captcha proof (ALTCHA payload or reCAPTCHA token); checked on the server whatever validateRecaptcha says. */
  recaptchaToken: safeText().max(10_000).default(''),
  validateRecaptcha: z.boolean().default(true),
  /** The age and terms checkbox (SPEC §5), enforced on the server too. */
  hasAcceptedTerms: z.literal(true, { error: MSG.termsRequired }),
  /**
   * The group's language (docs/decisions/0044): its stores, its people's pages and mails until they choose their own.
   * The form sends the page's; a client that leaves it out starts the group in English.
   */
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
});
export type RegisterWebshopRequest = z.input<typeof registerWebshopRequest>;

export const registerWebshopResponse = z.object({
  webShopId: z.number().int(),
  status: z.literal('ok'),
});
export type RegisterWebshopResponse = z.infer<typeof registerWebshopResponse>;

/** GET /api/captcha/challenge: an ALTCHA proof-of-work challenge. */
export const captchaChallengeResponse = z.object({
  provider: z.enum(['altcha', 'recaptcha', 'none']),
  siteKey: z.string().optional(),
  challenge: z
    .object({
      algorithm: z.string(),
      challenge: z.string(),
      maxnumber: z.number().optional(),
      salt: z.string(),
      signature: z.string(),
    })
    .optional(),
});
export type CaptchaChallengeResponse = z.infer<typeof captchaChallengeResponse>;
