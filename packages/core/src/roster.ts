import { z } from 'zod';
import { FIELD_MAX } from './field-max.ts';
import { idParam, isEmail, safeText } from './fields.ts';
import { MSG, nameTakenMessage, tooLongMessage } from './messages.ts';
import { MAX_ROSTER_ROWS, PEOPLE_MSG } from './people-messages.ts';

/**
 * The roster (docs/decisions/0038): many participants at once, checked row by row before anything is saved, and a
 * participant edited by the organiser, with a child's parent or guardian (docs/decisions/0037).
 */

const MAX = FIELD_MAX.participant;

/**
 * One row of the list as typed. Lenient on purpose: a row's problems come back per row (the preview), so a long name
 * or a bad email is a row's message, not a refusal of the whole request. Sizes are still capped.
 */
export const rosterRowInput = z.object({
  name: safeText().max(200, tooLongMessage(200)),
  email: safeText().max(300, tooLongMessage(300)).default(''),
  isMinor: z.boolean().default(false),
  guardianEmail: safeText().max(300, tooLongMessage(300)).default(''),
});
export type RosterRowInput = z.input<typeof rosterRowInput>;
export type RosterRow = z.output<typeof rosterRowInput>;

/** POST /api/seller/preview-sellers and /api/seller/register-sellers (the organiser of webShopId). */
export const registerSellersRequest = z.object({
  webShopId: idParam,
  sellers: z.array(rosterRowInput).min(1, PEOPLE_MSG.listEmpty).max(MAX_ROSTER_ROWS, PEOPLE_MSG.tooManyRows),
});
export type RegisterSellersRequest = z.input<typeof registerSellersRequest>;

/** A row's problems by field (name, email, guardianEmail); empty when the row is fine. */
export const rosterRowProblems = z.record(z.string(), z.string());
export type RosterRowProblems = z.infer<typeof rosterRowProblems>;

export const previewSellersResponse = z.object({
  responseMessage: z.literal('ok'),
  rows: z.array(rosterRowInput.extend({ problems: rosterRowProblems })),
  problemCount: z.number().int(),
});
export type PreviewSellersResponse = z.infer<typeof previewSellersResponse>;

export const registerSellersResponse = z.object({
  responseMessage: z.literal('ok'),
  sellers: z.array(z.object({ sellerId: z.number().int(), sellerName: z.string() })),
});
export type RegisterSellersResponse = z.infer<typeof registerSellersResponse>;

/** Names and emails already taken (lower case): the group's names, and every participant's email. */
export interface TakenNamesAndEmails {
  names: ReadonlySet<string>;
  emails: ReadonlySet<string>;
}

/** A participant's own email and a minor's guardian, checked the same way for one add, many, and an edit. */
export function personProblems(
  row: Pick<RosterRow, 'email' | 'isMinor' | 'guardianEmail'>,
  emailTaken: (email: string) => boolean,
  on: 'register' | 'edit',
): RosterRowProblems {
  const problems: RosterRowProblems = {};
  if (row.email !== '') {
    if (row.isMinor) problems.email = PEOPLE_MSG.minorOwnEmail;
    else if (row.email.length > MAX.email) problems.email = tooLongMessage(MAX.email);
    else if (!isEmail(row.email)) problems.email = MSG.invalidEmail;
    else if (emailTaken(row.email.toLowerCase()))
      problems.email = on === 'register' ? MSG.emailTakenOnRegister : MSG.emailTakenOnEdit;
  }
  if (row.isMinor) {
    if (row.guardianEmail === '') problems.guardianEmail = PEOPLE_MSG.guardianEmailMissing;
    else if (row.guardianEmail.length > MAX.email) problems.guardianEmail = tooLongMessage(MAX.email);
    else if (!isEmail(row.guardianEmail)) problems.guardianEmail = MSG.invalidEmail;
  }
  return problems;
}

/** A participant's name: SPEC §5's rules, and taken in the group (SPEC §8 error-name). */
export function nameProblem(
  name: string,
  nameTaken: (lowerName: string) => boolean,
  organizationName: string,
  on: 'register' | 'edit',
): string | undefined {
  if (name === '') return MSG.nameMissing;
  if (name.length > MAX.name) return tooLongMessage(MAX.name);
  if (nameTaken(name.toLowerCase())) return nameTakenMessage(organizationName, on);
  return undefined;
}

/**
 * Every row's problems, as the preview shows them and the save re-checks them: SPEC §5's rules and messages for a
 * participant, SPEC §8's for a name or email already taken, and a name or email twice in the list itself.
 */
export function rosterProblems(
  rows: readonly RosterRow[],
  taken: TakenNamesAndEmails,
  organizationName: string,
): RosterRowProblems[] {
  const count = (values: string[]) => {
    const counts = new Map<string, number>();
    for (const v of values) if (v !== '') counts.set(v, (counts.get(v) ?? 0) + 1);
    return counts;
  };
  const names = count(rows.map((r) => r.name.toLowerCase()));
  const emails = count(rows.map((r) => r.email.toLowerCase()));
  return rows.map((row) => {
    const problems = personProblems(row, (email) => taken.emails.has(email), 'register');
    const name = nameProblem(row.name, (lower) => taken.names.has(lower), organizationName, 'register');
    if (name) problems.name = name;
    else if ((names.get(row.name.toLowerCase()) ?? 0) > 1) problems.name = PEOPLE_MSG.nameTwiceInList;
    if (!problems.email && (emails.get(row.email.toLowerCase()) ?? 0) > 1) problems.email = PEOPLE_MSG.emailTwiceInList;
    return problems;
  });
}

// ---------------------------------------------------------------------------------------------
// One participant: edit and login details (the organiser's participants table)

/** The organiser's Edit participant form. An empty email keeps the current one (SPEC §5 Edit seller details). */
export const editParticipantForm = z.object({
  name: safeText({ error: MSG.nameMissing }).min(1, MSG.nameMissing).max(MAX.name, tooLongMessage(MAX.name)),
  email: safeText().max(MAX.email, tooLongMessage(MAX.email)).default(''),
  isMinor: z.boolean().default(false),
  guardianEmail: safeText().max(MAX.email, tooLongMessage(MAX.email)).default(''),
  showFullName: z.boolean().default(false),
});
export type EditParticipantForm = z.input<typeof editParticipantForm>;

/** POST /api/seller/edit-participant (the group's organiser). */
export const editParticipantRequest = editParticipantForm.extend({ sellerId: idParam });
export type EditParticipantRequest = z.input<typeof editParticipantRequest>;

/** Whom a change mailed: the login details to a new email, or the confirmation to a new guardian. */
export const MAILED_TO = ['seller', 'guardian'] as const;
export type MailedTo = (typeof MAILED_TO)[number];

export const editParticipantResponse = z.object({
  responseMessage: z.literal('ok'),
  sellerId: z.number().int(),
  sellerName: z.string(),
  mailedTo: z.enum(MAILED_TO).nullable(),
});
export type EditParticipantResponse = z.infer<typeof editParticipantResponse>;

/** POST /api/seller/resend-login-details: by mail (to the participant, or a minor's guardian) or shown again. */
export const resendLoginDetailsRequest = z.object({
  sellerId: idParam,
  by: z.enum(['mail', 'screen'], { error: "by must be 'mail' or 'screen'" }),
});
export type ResendLoginDetailsRequest = z.input<typeof resendLoginDetailsRequest>;

export const resendLoginDetailsResponse = z.object({
  responseMessage: z.literal('ok'),
  /** Whom the mail went to; null when shown on screen. */
  mailedTo: z.enum(MAILED_TO).nullable(),
  message: z.string(),
  /** Only when shown on screen: the code and the one-click login link. */
  loginCode: z.string().optional(),
  loginLink: z.string().optional(),
});
export type ResendLoginDetailsResponse = z.infer<typeof resendLoginDetailsResponse>;

// ---------------------------------------------------------------------------------------------
// The parent or guardian (docs/decisions/0037)

/** The mailed token: 32 characters of the unambiguous alphabet (about 160 bits), dashes and spaces ignored. */
export const guardianTokenParams = z.object({
  token: safeText()
    .max(100)
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase()),
});

export const guardianConsentResponse = z.object({
  childName: z.string(),
  groupName: z.string(),
});
export type GuardianConsentResponse = z.infer<typeof guardianConsentResponse>;

export const confirmGuardianRequest = z.object({ allowFullName: z.boolean().default(false) });
export type ConfirmGuardianRequest = z.input<typeof confirmGuardianRequest>;

export const confirmGuardianResponse = z.object({
  responseMessage: z.literal('ok'),
  childName: z.string(),
  storeUrl: z.string(),
});
export type ConfirmGuardianResponse = z.infer<typeof confirmGuardianResponse>;

/**
 * The name a participant's public store shows: a minor's first name and the first letter of the last name ("Anna B.")
 * unless the guardian agreed to the full name and the organiser chose to show it (docs/decisions/0037).
 */
export function publicSellerName(name: string, seller: { isMinor: boolean; showFullName: boolean }): string {
  if (!seller.isMinor || seller.showFullName) return name;
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first;
}
