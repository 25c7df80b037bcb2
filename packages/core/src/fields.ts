import { z } from 'zod';
import { COUNTRY_CODES, MIN_EMAIL_LENGTH } from './constants.ts';
import { MSG, tooLongMessage } from './messages.ts';

/**
 * Whether a text holds a character no person types and the database may refuse: PostgreSQL cannot store U+0000 in
 * text at all (the query fails), nor a lone UTF-16 surrogate (no UTF-8 for it: the query fails too), and the other
 * C0 controls and DEL only come from scripts or broken clients. Tab, line feed and carriage return are allowed in
 * multiline texts (messages, comments), where they are typed.
 */
export function hasControlCharacter(value: string, multiline = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x7f) return true;
    if (c < 0x20 && !(multiline && (c === 0x09 || c === 0x0a || c === 0x0d))) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

export interface TextOptions {
  /** The field is a textarea: tabs and line breaks are kept. */
  multiline?: boolean;
}

/**
 * Every text the API takes goes through here: trimmed, and refused with a 400 when it holds a control character,
 * so no route can hand the database a text it fails on. `error` names a missing or non-text value.
 */
export function safeText(options: TextOptions & { error?: string } = {}) {
  return z
    .string({ error: options.error })
    .trim()
    .refine((v) => !hasControlCharacter(v, options.multiline), MSG.controlCharacter);
}

/** Building blocks for SPEC §5: every text input is trimmed, and a missing field names itself. */
export function requiredText(missing: string, max: number, options: TextOptions = {}) {
  return safeText({ ...options, error: missing })
    .min(1, missing)
    .max(max, tooLongMessage(max));
}

export function optionalText(max: number, options: TextOptions = {}) {
  return safeText(options).max(max, tooLongMessage(max)).default('');
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length >= MIN_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}

export function requiredEmail(max: number, missing: string = MSG.emailMissing, invalid: string = MSG.invalidEmail) {
  return requiredText(missing, max).refine(isEmail, invalid);
}

/** A text or number the client may send either way (ids, counts), read as trimmed text. */
export function textOrNumber(missing: string, max: number) {
  return z.preprocess((v) => (typeof v === 'number' ? String(v) : v), requiredText(missing, max));
}

/** Team members (issue 27): a whole number from 1, typed as text or sent as a number; kept as text. */
export function teamMembers(max: number) {
  return textOrNumber(MSG.teamMembersMissing, max).refine((v) => /^[1-9]\d{0,5}$/.test(v), MSG.teamMembersInvalid);
}

/**
 * A phone number (issue 27): digits, spaces, a leading +, hyphens and parentheses, with 6 to 15 digits (E.164 has at
 * most 15). Kept as typed.
 */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s()-]+$/.test(value) && digits >= 6 && digits <= 15;
}

export function phoneNumber(max: number) {
  return requiredText(MSG.phoneMissing, max).refine(isPhoneNumber, MSG.phoneInvalid);
}

/** A phone number that may be left empty; one that is given is checked as `phoneNumber` checks it. */
export function optionalPhoneNumber(max: number) {
  return safeText()
    .max(max, tooLongMessage(max))
    .refine((v) => v === '' || isPhoneNumber(v), MSG.phoneInvalid)
    .default('');
}

/** A fundraiser's goal (issue 27): more than 0, in major units of the group's currency. */
export function goal(max: number) {
  return amount(max).refine((v) => v > 0, MSG.goalNotPositive);
}

export const countryCode = z.enum(COUNTRY_CODES, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? MSG.countryMissing : 'Country is not supported'),
});

/** Ids travel as numbers in bodies and as text in query strings. */
export const idParam = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be a positive number')
  .max(2_147_483_647, 'Must be a valid id');

/** Amounts in the group's currency (major units), as typed in a form. */
export function amount(max: number) {
  return z.coerce.number({ error: 'Must be a number' }).min(0, 'Must be 0 or more').max(max, `Must be at most ${max}`);
}

/** The first message per top-level field, as forms and the API show them. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    if (!(key in out))
      out[key] =
        issue.input === undefined && issue.code === 'invalid_type' ? issue.message || MSG.fieldMissing : issue.message;
  }
  return out;
}

export const apiError = z.object({
  responseMessage: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiError>;

/** The refusal statuses a route documents, each answered with the apiError body. */
export function apiErrors<S extends number>(...statuses: S[]): Record<S, typeof apiError> {
  return Object.fromEntries(statuses.map((status) => [status, apiError])) as Record<S, typeof apiError>;
}
