import { z } from 'zod';
import { FIELD_MAX } from './field-max.ts';
import { idParam, requiredEmail, requiredText } from './fields.ts';
import { MSG } from './messages.ts';
import { newPassword } from './account-recovery.ts';

/**
 * Co-organisers (docs/decisions/0035): adults the organiser invites by email. A co-organiser logs in on the
 * organiser's login form with its email and own password and does what the organiser does, except payouts, the
 * payment account and the organiser's own account; the organiser lists and removes them.
 */

/** How long an invitation link works. */
export const CO_ORGANISER_INVITE_DAYS = 7;

export const CO_ORGANISER_INVITE_PATH = '/co-organiser/accept';
export const CO_ORGANISER_TOKEN_PARAM = 'token';

export function coOrganiserInviteLink(origin: string, token: string): string {
  return `${origin}${CO_ORGANISER_INVITE_PATH}?${CO_ORGANISER_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

/** The English texts (the catalogue's coOrganiser.*); those with values are ICU entries in i18n/catalogues/organiser.ts. */
export const CO_ORGANISER_MSG = {
  title: 'Co-organisers',
  intro:
    'Invite another adult to run the fundraiser with you. A co-organiser logs in with their own email and password and can do everything you can, except payouts, the payment account and your own profile.',
  inviteEmailLabel: 'Email of the co-organiser',
  inviteButton: 'Invite',
  none: 'No co-organisers yet.',
  pending: 'Invited, not accepted yet',
  accepted: 'Co-organiser',
  remove: 'Remove',
  yes: 'Yes',
  no: 'No',
  tooMany: 'A group can have at most 10 co-organisers and invitations. Remove one to invite another.',
  emailTaken: 'This email already has a co-organiser account or invitation.',
  invitationInvalid:
    'This invitation can not be used: it has been used already, withdrawn or is more than 7 days old. Ask the organiser to invite you again.',
  acceptTitle: 'Become a co-organiser',
  nameLabel: 'Your name',
  nameMissing: 'Name is missing',
  passwordLabel: 'Password',
  adult: 'I am 18 years of age or older and agree to the terms of use and privacy policy.',
  adultRequired: 'You need to confirm that you are 18 or older and agree to the terms of use and privacy policy.',
  acceptButton: 'Accept invitation',
  acceptedDone: 'You are now a co-organiser. Log in with your email and your new password.',
  logIn: 'Log in',
  payoutsByOrganiser: 'Payouts and the payment account are handled by the organiser.',
  loginAsCoOrganiser: 'Co-organiser? Use your email instead of an ID',
  loginAsOrganiser: 'Organiser? Use your login ID',
  emailLabel: 'Email',
  mailAction: 'Accept the invitation',
} as const;

/** POST /api/contact-person/co-organisers/invite */
export const inviteCoOrganiserRequest = z.object({
  webShopId: idParam,
  email: requiredEmail(FIELD_MAX.details.email, MSG.emailMissing, MSG.invalidEmail),
});
export type InviteCoOrganiserRequest = z.input<typeof inviteCoOrganiserRequest>;

/** POST /api/contact-person/co-organisers/remove */
export const removeCoOrganiserRequest = z.object({ webShopId: idParam, coOrganiserId: idParam });
export type RemoveCoOrganiserRequest = z.input<typeof removeCoOrganiserRequest>;

export const coOrganiserRow = z.object({
  coOrganiserId: z.number().int(),
  email: z.string(),
  name: z.string(),
  accepted: z.boolean(),
  createdAt: z.string(),
});
export type CoOrganiserRow = z.infer<typeof coOrganiserRow>;

/** GET /api/contact-person/co-organisers */
export const coOrganiserListResponse = z.object({ coOrganisers: z.array(coOrganiserRow) });
export type CoOrganiserListResponse = z.infer<typeof coOrganiserListResponse>;

/** GET /api/co-organiser/invitation/{token}: whom the invitation is from, for the accept page. */
export const coOrganiserInvitationResponse = z.object({ email: z.string(), groupName: z.string() });
export type CoOrganiserInvitationResponse = z.infer<typeof coOrganiserInvitationResponse>;

export const coOrganiserTokenParams = z.object({ token: requiredText(CO_ORGANISER_MSG.invitationInvalid, 100) });

/** The accept form; the server takes the token from the address. */
export const acceptCoOrganiserForm = z.object({
  name: requiredText(CO_ORGANISER_MSG.nameMissing, FIELD_MAX.participant.name),
  password: newPassword,
  isAdult: z.literal(true, { error: CO_ORGANISER_MSG.adultRequired }),
});
export type AcceptCoOrganiserForm = z.input<typeof acceptCoOrganiserForm>;

/** POST /api/co-organiser/invitation/{token}/accept */
export const acceptCoOrganiserRequest = acceptCoOrganiserForm;
