/** Every user-facing text SPEC quotes, to the letter (typos included). */
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
  // Messages
  textMissing: 'Text is missing.',
  motivateTextMissing: 'Text saknas.',
  sentTitle: 'Sent!!',
  sentBody: 'Your message has been sent.',
  savedTitle: 'Saved!',
  savedBody: 'Your details has now been updated.',
  linkCopied: 'The link has been copied!',
  // Generic
  unexpectedError: 'Unexpected Application Error!',
  logoutQuestion: 'Are you sure that you would like to log out?',
  tooManyAttempts: 'Too many attempts. Please wait a while and try again.',
  notLoggedIn: 'You need to log in to do this.',
  forbidden: 'You do not have access to this.',
  notFound: 'Not found',
  badRequest: 'The request is not valid.',
} as const;

/** SPEC §8's generic error, with the support address filled in. */
export function genericErrorMessage(supportEmail: string): string {
  return `Something went wrong. Please try again, alternatively contact our support at ${supportEmail} and we will assist you.`;
}

/** Messages for a text that is longer than its SPEC maximum (SPEC gives none; inputs also stop at the maximum). */
export function tooLongMessage(max: number): string {
  return `Maximum ${max} characters`;
}
