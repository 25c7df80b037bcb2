/**
 * Every user-facing text SPEC quotes, to the letter (typos included), in English: the English catalogue's source
 * (i18n/catalogues/en.ts takes every string here as `msg.<key>`; sv.ts and fr.ts translate it).
 */
export const MSG = {
  fieldMissing: 'Field is missing',
  invalidEmail: 'Invalid email',
  fixErrors: 'Please fix errors and try again.',
  fixTheErrors: 'Please fix the errors and try again.',
  // Registration
  groupNameMissing: 'Group name is missing',
  teamMembersMissing: 'Amount of team members is missing',
  countryMissing: 'Country is missing',
  firstNameMissing: 'First name is missing',
  lastNameMissing: 'Last name is missing',
  phoneMissing: 'Phone number is missing',
  emailMissing: 'Email is missing',
  captchaMissing: 'You need to verify that you are not a robot',
  /** Ours (issue 27): SPEC says only 'required' for these; a user expects a count, a phone number, a goal. */
  teamMembersInvalid: 'Amount of team members must be a whole number from 1',
  phoneInvalid: 'Phone number is invalid: use digits, spaces, +, - and parentheses',
  goalNotPositive: 'Goal must be more than 0',
  termsRequired:
    'You need to verify that you are older than 18 years of age and agree to the terms of use and privacy policy.',
  // Logins
  idMissing: 'ID is missing',
  passwordMissing: 'Password is missing',
  loginCodeMissing: 'Login code missing',
  idIncorrect: 'ID is incorrect',
  passwordIncorrect: 'Password is incorrect',
  emailIncorrect: 'Email is incorrect.',
  loginLinkInvalid: 'Login link invalid',
  sellerInactive:
    'Seller with this login link has been removed. Please contact your contact person if you need to be reactivated.',
  // Contact person details
  organizationMissing: 'Organization is missing',
  emailIsInvalid: 'Email is invalid',
  passwordTooShort: 'The password is too short. Please enter at least 6 characters',
  /** Ours: a new password or email needs the current password (docs/decisions/0019). */
  currentPasswordMissing: 'Please enter your current password to change your email or password.',
  /** Ours: the mailed link that undoes an email change is unknown, used or older than 7 days. */
  undoLinkInvalid:
    'This link can not be used: it has been used already or is more than 7 days old. If you did not change your email address, please contact support.',
  undoEmailChangeIntro:
    'The email address of your Fundshop group was changed. Undo it to get your address back: everyone logged in to the group is logged out, and a new password is mailed to you.',
  undoEmailChangeButton: 'Undo the change',
  /** Ours: the seller contact page before the seller has logged in with its mailed code (docs/decisions/0019). */
  contactDetailsWithheld:
    'The email address and phone number are shown once you have logged in with the login code from your email: click Log in in that mail, or log in with your email and the code.',
  // Messages
  textMissing: 'Text is missing.',
  /** SPEC's 'Text saknas.' is the Swedish catalogue's; this its English counterpart. */
  motivateTextMissing: 'Text is missing.',
  sentTitle: 'Sent!!',
  sentBody: 'Your message has been sent.',
  savedTitle: 'Saved!',
  savedBody: 'Your details has now been updated.',
  linkCopied: 'The link has been copied!',
  // Generic
  unexpectedError: 'Unexpected Application Error!',
  logoutQuestion: 'Are you sure that you would like to log out?',
  tooManyAttempts: 'Too many attempts. Please wait a while and try again.',
  tooManyCheckouts:
    'Too many orders have been started from your network in a short time. Please wait a while and try again.',
  tooManyRegistrations:
    'Too many groups have been registered from your network in a short time. Please wait a while and try again.',
  notLoggedIn: 'You need to log in to do this.',
  forbidden: 'You do not have access to this.',
  notFound: 'Not found',
  badRequest: 'The request is not valid.',
  /** Ours: the database is away or overloaded (docs/decisions/0020). */
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  /** Ours: a text holding U+0000 or another control character (docs/decisions/0009). */
  controlCharacter: 'Contains characters that are not allowed (control characters). Please remove them and try again.',
  // Participants (SPEC §5 Participant registration, Edit seller details; §8)
  nameMissing: 'Name is missing',
  sellerTermsRequired: 'You need to confirm that you have read and agree to the terms of use and privacy policy.',
  emailTakenOnRegister: 'Account with this email address already exists',
  emailTakenOnEdit: 'Account with this email already exists',
  registrationLinkNotFound:
    'Unfortunately, we could not find any organization connected to this this link. Please verify that the link you entered is correct and try again.',
  pictureInvalid: 'The picture must be a JPG or PNG image.',
  pictureTooLarge: 'The picture is too large. Please choose a picture of at most 5 MB.',
} as const;

const NAME_TAKEN_START = 'This name is already taken by ';
const nameTakenEnd = (on: 'register' | 'edit') =>
  `. If your last name is missing, please feel free to add it. If there are several of you with the same name, you can, for example, add a number to the name to make it unique${on === 'edit' ? ' in this webshop' : ''}.`;

/**
 * SPEC §8 error-name: 'This name is already taken by' + the organization's name + the advice. On edit the
 * same message ends 'in this webshop' (docs/decisions/0002-seller-login-codes.md has the exact wording).
 */
export function nameTakenMessage(organizationName: string, on: 'register' | 'edit' = 'register'): string {
  return `${NAME_TAKEN_START}${organizationName}${nameTakenEnd(on)}`;
}

/**
 * The organization and the form of a nameTakenMessage, read back from its English text: the API answers in English
 * and a page writes the message again in its language (participants.nameTaken).
 */
export function readNameTakenMessage(text: string): { organization: string; on: 'register' | 'edit' } | undefined {
  if (!text.startsWith(NAME_TAKEN_START)) return undefined;
  const on = (['edit', 'register'] as const).find((form) => text.endsWith(nameTakenEnd(form)));
  return on && { organization: text.slice(NAME_TAKEN_START.length, -nameTakenEnd(on).length), on };
}

/** SPEC §8's generic error, with the support address filled in. */
export function genericErrorMessage(supportEmail: string): string {
  return `Something went wrong. Please try again, alternatively contact our support at ${supportEmail} and we will assist you.`;
}

/** Messages for a text that is longer than its SPEC maximum (SPEC gives none; inputs also stop at the maximum). */
export function tooLongMessage(max: number): string {
  return `Maximum ${max} characters`;
}
