import { MSG } from './messages.ts';

/**
 * The organiser's tools' texts (contact-person-tools.ts has their requests), in a file of their own without zod: the
 * English catalogue reads them, and every page loads that catalogue, the store's phone budget included.
 */
export const TOOLS_MSG = {
  // SPEC §2 / §8
  messageAllSellers: 'Message all sellers',
  contactSupport: 'Contact support',
  send: 'Send',
  sentTitle: MSG.sentTitle,
  sentBody: MSG.sentBody,
  ok: 'OK',
  errorCode: 'Error code:',
  leaderboardOn: 'The leaderboard is now activated for your sellers.',
  leaderboardOff: 'The leaderboard is now disabled for your sellers.',
  noOptionSelected: 'No option selected. Please select an option to continue.',
  descriptionMissing: 'Please enter a description to continue.',
  // SPEC §2 'Motivera försäljarna': SPEC's Swedish texts are the Swedish catalogue's (i18n/catalogues/sv.ts), these
  // their English counterparts. The pre-filled message is written from the group's figures (motivate-message.ts).
  motivateTitle: 'Motivate your sellers',
  motivateCancel: 'Cancel',
  motivateSend: 'Send',
  motivateSentTitle: 'Sent!',
  motivateSentBody: 'Your message has been sent.',
  // Ours
  sellersHint: 'Every participant with an email gets the message; replies come to you.',
  supportHint: 'Our support answers by email, usually within one business day.',
  motivateSellers: 'Motivate your sellers',
  leaderboard: 'Leaderboard for the sellers',
  leaderboardHint: 'Sellers see who has sold the most (first names only).',
  reminder: 'Remind sellers who have not sold',
  reminderHint:
    'One friendly mail, {days, plural, one {# day} other {# days}} after joining, to each seller with no sale yet.',
  reminderOn: 'Sellers who have not sold will get one reminder.',
  reminderOff: 'No reminders will be sent.',
  introductionTitle: 'One question before you start',
  introductionQuestion: 'How did you hear about Fundshop?',
  introductionOtherLabel: 'Please describe',
  introductionSubmit: 'Continue',
  introductionLater: 'Not now',
  tooManyMessages: 'You have sent many messages in a short time. Please wait a while before sending another.',
  alreadyAnswered: 'The introduction question has already been answered.',
  // Ours, for the web screens
  messagesTitle: 'Messages',
  toolsTitle: 'Your sellers',
  toolsHint: 'Cheer your sellers on, and let them see who has sold the most.',
  printSalesList: 'Print sales list',
  salesListTitle: 'Sales list',
  salesListMissing: 'Open the sales list from the Start page.',
  // SPEC §2 /contactperson/utskrift: the print button's label (Swedish 'Skriv ut' in the Swedish catalogue)
  print: 'Print',
} as const;
