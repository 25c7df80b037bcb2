import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants.ts';
import { FIELD_MAX } from './field-max.ts';
import { requiredEmail, requiredText } from './fields.ts';
import { MSG } from './messages.ts';

/**
 * Getting back in (docs/decisions/0034): an organiser's forgotten password is reset through a single-use link mailed
 * to the organiser's email; a seller has its login link mailed again. Neither answer says whether an account exists.
 */

/** How long a mailed password reset link works. */
export const PASSWORD_RESET_MINUTES = 30;

/** The page the reset mail links to, and its token parameter. */
export const PASSWORD_RESET_PATH = '/reset-password';
export const PASSWORD_RESET_TOKEN_PARAM = 'token';

export function passwordResetLink(origin: string, token: string): string {
  return `${origin}${PASSWORD_RESET_PATH}?${PASSWORD_RESET_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

export const RECOVERY_MSG = {
  forgotPasswordLink: 'Forgot password?',
  forgotPasswordTitle: 'Forgot your password?',
  forgotPasswordIntro: `Type the email address your group was registered with. We mail a link to choose a new password to it; the link works once, within ${PASSWORD_RESET_MINUTES} minutes.`,
  forgotPasswordButton: 'Send reset link',
  forgotPasswordSent: `If an organiser account uses this email address, a link to choose a new password is on its way to it. Please check your junk folder too. The link works once, within ${PASSWORD_RESET_MINUTES} minutes.`,
  resetTitle: 'Choose a new password',
  resetIntro: `Choose a new password for your group (at least ${MIN_PASSWORD_LENGTH} characters). Everyone else logged in to the organiser's account is logged out.`,
  newPasswordLabel: 'New password',
  resetButton: 'Save new password',
  resetDone:
    'Your new password is saved and everyone else has been logged out of the account. Log in with your login ID and the new password.',
  resetLinkInvalid: `This link can not be used: it has been used already or is more than ${PASSWORD_RESET_MINUTES} minutes old. Ask for a new one with 'Forgot password?' on the login page.`,
  sellerLinkButton: 'Send me my login link',
  sellerLinkIntro:
    'Type the email address you were registered with, and we mail your login link to it again. No email address? Ask your organiser for your login code.',
  sellerLinkSent:
    'If a participant uses this email address, their login link is on its way to it. Please check your junk folder too.',
  /** The seller login form: the code alone is a login (SPEC's login-by-code). */
  sellerCodeAlone:
    'Registered without an email address? Leave Email empty and type the login code your organiser gave you.',
  cancel: 'Cancel',
  close: 'Close',
} as const;

/** The mails of getting back in (the server renders them with its mail layout). */
export const RECOVERY_MAIL = {
  resetSubject: 'Choose a new Fundshop password',
  resetParagraphs: (firstName: string, groupName: string, webshopId: number) => [
    `Hi ${firstName},`,
    `Someone asked to reset the password of your Fundshop group ${groupName} (login ID ${webshopId}). Choose a new password with the button below: the link works once, within ${PASSWORD_RESET_MINUTES} minutes, and everyone else logged in to the account is logged out.`,
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ],
  resetAction: 'Choose a new password',
  passwordResetSubject: 'Your Fundshop password was reset',
  passwordResetParagraphs: (firstName: string, groupName: string, webshopId: number, supportEmail: string) => [
    `Hi ${firstName},`,
    `The password of your Fundshop group ${groupName} (login ID ${webshopId}) was reset with the link we mailed you, and everyone else logged in to the account was logged out.`,
    `If you did not do this, please contact support at ${supportEmail} at once.`,
  ],
  sellerLinkSubject: (groupName: string) => `Your login link for the ${groupName} fundraiser`,
  sellerLinkParagraphs: (sellerName: string, groupName: string) => [
    `Hi ${sellerName},`,
    `You asked for your login link for the fundraiser for ${groupName}. Click the button below to log in, or log in with your email and this login code. Keep this mail so you can log in again.`,
  ],
  loginIdLabel: 'Login ID',
  emailLabel: 'Email',
  loginCodeLabel: 'Login code',
  logInAction: 'Log in',
} as const;

/** A new password, by the rules of the organiser's details (SPEC §5 Contact person details). */
export const newPassword = requiredText(MSG.passwordMissing, FIELD_MAX.details.password).refine(
  (p) => p.length >= MIN_PASSWORD_LENGTH,
  MSG.passwordTooShort,
);

/** POST /api/account/forgot-password: the organiser's email. */
export const forgotPasswordRequest = z.object({ email: requiredEmail(FIELD_MAX.details.email) });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

/** POST /api/account/reset-password: the mailed token and the new password. */
export const resetPasswordRequest = z.object({
  token: requiredText(RECOVERY_MSG.resetLinkInvalid, 100),
  password: newPassword,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

/** POST /api/account/reset-link: is the mailed link still usable? Asked when its page opens; uses nothing. */
export const resetLinkRequest = resetPasswordRequest.pick({ token: true });
export type ResetLinkRequest = z.input<typeof resetLinkRequest>;

/** The group whose password was reset: its login ID, for the login form. */
export const resetPasswordResponse = z.object({ responseMessage: z.literal('ok'), webShopId: z.number().int() });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponse>;

/** POST /api/account/send-seller-login-link: the seller's email. */
export const sendSellerLoginLinkRequest = z.object({ email: requiredEmail(FIELD_MAX.sellerLogin.loginEmail) });
export type SendSellerLoginLinkRequest = z.input<typeof sendSellerLoginLinkRequest>;
