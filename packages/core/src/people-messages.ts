import { FIELD_MAX } from './field-max.ts';

/** At most this many participants are added in one go (a big class or a club's whole team). */
export const MAX_ROSTER_ROWS = 200;

/**
 * Texts of the roster (many participants at once, editing one, login details again) and of children and their parent
 * or guardian (docs/decisions/0036, 0037, 0038). English, as the server and the rules use them; the catalogues take
 * them as people.* (catalogues/people.ts), with the texts that take values written there as ICU entries.
 */
export const PEOPLE_MSG = {
  // The roster
  addManyButton: 'Add many',
  addManyTitle: 'Add many participants',
  addManyIntro:
    'One participant per line: the name, then an email if they have one, for example "Anna Berg, anna@example.com". A spreadsheet\'s columns can be pasted as they are, or its CSV file uploaded: name, email, under 18 (yes or no), parent or guardian\'s email.',
  pasteLabel: 'Participants, one per line',
  uploadCsv: 'Upload a CSV file',
  csvUnreadable: 'The file could not be read as CSV. Save it from your spreadsheet as CSV (UTF-8) and try again.',
  checkList: 'Check the list',
  listEmpty: 'The list is empty: write one participant per line.',
  tooManyRows: `At most ${MAX_ROSTER_ROWS} participants can be added at a time.`,
  nameTwiceInList: 'This name is in the list more than once. Add a last name or a number to tell them apart.',
  emailTwiceInList: 'This email is in the list more than once.',
  underEighteenUnclear: 'Write yes or no in the under 18 column.',
  rowsHaveProblems: 'Some rows have a problem. Fix them in the list and check it again: nothing has been saved yet.',
  previewReady: 'Every row is fine. Nothing is saved until you add them.',
  previewColumnName: 'Name',
  previewColumnMinor: 'Under 18',
  previewColumnGuardian: "Parent or guardian's email",
  previewColumnProblem: 'Problem',
  backToList: 'Back to the list',
  close: 'Close',
  // Edit and login details
  editButton: 'Edit',
  editTitle: 'Edit participant',
  editEmailHelp: 'With a new email, the login details are mailed to it. Left empty, the email stays as it is.',
  loginDetailsButton: 'Login details',
  sendByMail: 'Send by email',
  showOnScreen: 'Show code and link',
  loginCode: 'Login code',
  loginLink: 'Login link',
  guardianLinkSentAgain: 'The confirmation link has been mailed to the parent or guardian again.',
  noEmailToSend:
    'This participant has no email address: add one with Edit, or show the code and link and hand them over.',
  loginDetailsMailedToParticipant: 'The login details have been mailed to the participant.',
  loginDetailsMailedToGuardian: 'The login details have been mailed to the parent or guardian.',
  // Children and their parent or guardian
  underEighteenLabel: 'The participant is under 18',
  underEighteenHelp:
    "A parent or guardian confirms by email before the participant's store opens; every mail goes to them.",
  guardianEmailLabel: "Parent or guardian's email",
  guardianEmailMissing: "A parent or guardian's email is needed for a participant under 18.",
  minorOwnEmail:
    "A participant under 18 is reached through their parent or guardian: leave the participant's own email empty.",
  showFullNameLabel: 'Show the full name in the store',
  fullNameNeedsConsent: 'The full name can be shown only when the parent or guardian has agreed to it.',
  guardianMailed:
    'We have mailed the parent or guardian a link to confirm. The store opens, and the login details are mailed to them, when they do.',
  loginDetailsMailedToNewEmail: 'Saved. The login details have been mailed to the new email address.',
  guardianPending: 'Waiting for the parent or guardian',
  guardianConfirmedChip: 'Parent or guardian confirmed',
  storeAwaitsGuardian:
    "This store is not open yet. It opens when the participant's parent or guardian has confirmed it.",
  checkoutAwaitsGuardian:
    "The order could not be completed because this store is not open yet: the participant's parent or guardian has not confirmed it.",
  guardianPageTitle: 'Confirm your child’s fundraiser',
  guardianAgreeFullName:
    "Show my child's full name in their store. Without this, supporters see the first name and the first letter of the last name.",
  guardianConfirmButton: 'Confirm',
  guardianConfirmedTitle: 'Thank you',
  guardianConfirmedBody:
    'The store is now open. We have mailed you the login details: give them to your child, or log in with them to follow the sales. Every mail about the fundraiser comes to you, not to your child.',
  guardianLinkInvalid:
    'This link can not be used: it has been used already or is more than 14 days old. Ask the organiser to send it again.',
  // Mails (the guardian's confirmation mail is written in the catalogues, people.guardianMail*)
  guardianMailAction: 'Confirm',
} as const;

/** The privacy policy's words on participants, children and what sellers see of supporters (docs/decisions/0036-0038). */
export const PRIVACY_PEOPLE_MSG = {
  participantsShown:
    "The name, picture, goal and message are shown in the participant's public store (for a participant under 18, the first name and the first letter of the last name, unless a parent or guardian has agreed to the full name); the organiser sees the participant's sales, email and login code. Nobody else does.",
  childrenHeading: 'Children',
  childrenKept:
    "Participants are often children. When a participant is added or registers, we ask whether they are under 18, not their date of birth. For a participant under 18 we ask for a parent or guardian's email address instead of the child's own, and keep only the child's name, that they are under 18, the parent or guardian's email address, when the parent or guardian confirmed and whether they agreed to show the full name.",
  childrenConsent:
    "The parent or guardian gets a mail with a confirmation link. Until they confirm, the child's store does not open and nobody can order from it. Every mail about the fundraiser (login details, messages from the organiser) goes to the parent or guardian, never to the child. Supporters see the child's first name and the first letter of the last name; the full name only when the parent or guardian ticks that they agree to it while confirming and the organiser then chooses to show it.",
  // What the seller and the organiser see of a supporter is written in the catalogues (legal.privacySupportersShown).
} as const;

/** After the organiser asks for the login details to be mailed. */
export function loginDetailsSentMessage(to: 'seller' | 'guardian'): string {
  return to === 'guardian' ? PEOPLE_MSG.loginDetailsMailedToGuardian : PEOPLE_MSG.loginDetailsMailedToParticipant;
}

/** Name limits the roster checks, SPEC §5 Participant registration. */
export const ROSTER_MAX = FIELD_MAX.participant;
