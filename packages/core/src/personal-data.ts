import { z } from 'zod';
import { requiredEmail, safeText } from './fields.ts';

/**
 * People and their data (issue 27, docs/decisions/0039, 0040): each person downloads what the database holds about
 * them (JSON or CSV) and may have it erased; retention anonymises supporters and participants by itself once the
 * fundraiser is over.
 */

/** Longer than any email the forms take (65 at checkout), so every stored address can be asked for. */
const DATA_EMAIL_MAX = 254;

/** Whose data an export or erasure is: an organiser, a participant, or a supporter (by the email used at checkout). */
export const DATA_SUBJECTS = ['organiser', 'seller', 'buyer'] as const;
export type DataSubject = (typeof DATA_SUBJECTS)[number];

export const PERSONAL_DATA_FORMATS = ['json', 'csv'] as const;
export type PersonalDataFormat = (typeof PERSONAL_DATA_FORMATS)[number];

/** The public page where a supporter asks for the link to its data, and the page the mailed link opens. */
export const MY_DATA_PATH = '/my-data';
export const myDataLink = (origin: string, token: string) => `${origin}${MY_DATA_PATH}/${token}`;

/** How long the mailed link to a supporter's data works. */
export const DATA_LINK_VALID_HOURS = 24;
/** The link's token: random URL-safe text (base64url of 32 bytes). */
export const DATA_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What an erasure request must carry, so that no stray call (or a form sent twice by mistake) erases anyone. */
export const ERASE_CONFIRMATION = 'erase-permanently';

export const personalDataQuery = z.object({
  format: z.enum(PERSONAL_DATA_FORMATS, { error: 'Format must be json or csv' }).default('json'),
});

export const eraseRequest = z.object({
  confirm: z.literal(ERASE_CONFIRMATION, { error: `Confirm with "${ERASE_CONFIRMATION}"` }),
});
export type EraseRequest = z.infer<typeof eraseRequest>;

export const eraseResponse = z.object({ erasedAt: z.string() });
export type EraseResponse = z.infer<typeof eraseResponse>;

export const dataLinkRequest = z.object({ email: requiredEmail(DATA_EMAIL_MAX) });
export type DataLinkRequest = z.infer<typeof dataLinkRequest>;

/** The same answer whether or not the address has orders. */
export const dataLinkResponse = z.object({ message: z.string() });

export const dataTokenParams = z.object({
  token: safeText().regex(DATA_TOKEN_PATTERN, 'This link is not valid.'),
});

/**
 * A person's data: one section per kind of record (organiser, group, orders, lines, messages...), each a list of
 * records whose fields are as stored (money in major units with its currency). The CSV has one row per field.
 */
export const personalDataExport = z.object({
  subject: z.enum(DATA_SUBJECTS),
  exportedAt: z.string(),
  sections: z.record(
    z.string(),
    z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  ),
});
export type PersonalDataExport = z.infer<typeof personalDataExport>;

/** An operator erases a person on request (admin; the reason is kept in the audit trail). */
export const operatorEraseRequest = z.discriminatedUnion(
  'subject',
  [
    z.object({ subject: z.literal('buyer'), email: requiredEmail(DATA_EMAIL_MAX) }),
    z.object({ subject: z.literal('seller'), sellerId: z.coerce.number().int().positive().max(2_147_483_647) }),
    z.object({ subject: z.literal('organiser'), webShopId: z.coerce.number().int().positive().max(2_147_483_647) }),
  ],
  { error: 'Subject must be buyer, seller or organiser' },
);
export const operatorEraseBody = z.intersection(
  operatorEraseRequest,
  z.object({
    reason: safeText().min(3, 'Say why (at least 3 characters)').max(500, 'At most 500 characters'),
    confirm: eraseRequest.shape.confirm,
  }),
);
export type OperatorEraseBody = z.infer<typeof operatorEraseBody>;
export const operatorEraseResponse = z.object({ subject: z.enum(DATA_SUBJECTS), erased: z.number().int() });

/**
 * Texts of the lifecycle screens and mails, English: the catalogues take the strings (personalData.*, but the
 * console's) and write the texts with values as ICU entries; the functions left are for the API's answers and the
 * pages not yet translated.
 */
export const PERSONAL_DATA_MSG = {
  erased: 'Your data has been erased.',
  // The supporter's pages
  requestTitle: 'Get my data',
  requestIntro:
    'Enter the email address you used when you bought. If we hold orders for it, we send a link to your data to that address.',
  emailLabel: 'Email',
  sendLink: 'Send me the link',
  linkSent: (hours: number) =>
    `If we hold data for this address, a link is on its way. It works for ${hours} hours. Check your inbox and spam folder.`,
  linkInvalid: 'This link is not valid any more. Ask for a new one.',
  askAgain: 'Ask for a new link',
  dataTitle: 'Your data',
  // The mail
  mailSubject: 'Your data at Fundshop',
  mailIntro: 'You asked for the data we hold about you. Open the link to download it or to have it erased.',
  mailAction: 'Open my data',
  // Refusals
  organiserMoneyOutstanding:
    'Your group still has money on its way or to be paid out. Erase your data after the final payout, or write to support.',
  demoAccount: 'The demo’s organiser and participant are there for everyone to try; they cannot be erased.',
  sellerErased: 'This participant’s data has been erased; it cannot be added back. Add them as a new participant.',
  // The operator console's erasure (admin)
  consoleTab: 'Erasure',
  consoleSection: 'Erase a person',
  consoleIntro:
    'On a person’s request: a supporter by the email it bought with, a participant by its id, an organiser by its group’s id. Amounts, order numbers and payouts stay. It cannot be undone and is recorded with your reason.',
  consoleSubject: 'Who',
  consoleSubjects: { buyer: 'Supporter (email)', seller: 'Participant (id)', organiser: 'Organiser (group id)' },
  consoleIdentifier: 'Email or id',
  consoleReason: 'Reason',
  consoleDone: (erased: number) => (erased === 0 ? 'Nothing left to erase.' : `Erased (${erased}).`),
  // What erased records show in place of a name
  erasedParticipant: (id: number) => `Erased participant ${id}`,
  // The privacy page (its retention periods are written in the catalogues, legal.privacyRetention*)
  retentionSelf:
    'Everyone can download their data and have it erased at any time: organisers and participants from their account, supporters through a link mailed to the address they bought with.',
} as const;
