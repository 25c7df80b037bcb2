import { z } from 'zod';
import { idParam, requiredEmail, requiredText, safeText } from './fields.ts';

/**
 * The platform's own people (issue 26, docs/decisions/0031): named operator accounts with a password and a TOTP second
 * factor, in two roles. The console is in English: operators are Fundshop's staff (docs/decisions/0032).
 */
export const OPERATOR_ROLES = ['admin', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Where the console lives; the set-up link is `${OPERATOR_CONSOLE_PATH}/enrol#<token>`. */
export const OPERATOR_CONSOLE_PATH = '/operator';
/** An operator session ends after this long without a call, and after OPERATOR_SESSION_HOURS in all. */
export const OPERATOR_IDLE_MINUTES = 30;
export const OPERATOR_SESSION_HOURS = 12;
/** A set-up link works this long after `npm run operator -- add` printed it. */
export const OPERATOR_SETUP_HOURS = 72;
export const RECOVERY_CODE_COUNT = 10;
/** An operator's password: longer than an organiser's, as it guards every group's money. */
export const OPERATOR_PASSWORD_MIN = 12;
const PASSWORD_MAX = 200;

export const OPERATOR_MSG = {
  emailMissing: 'Email is missing',
  passwordMissing: 'Password is missing',
  passwordTooShort: `The password needs at least ${OPERATOR_PASSWORD_MIN} characters.`,
  codeMissing: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeInvalid: 'The code is 6 digits, or a recovery code such as ABCDE-FGHJK.',
  /** One answer for a wrong email, password or code: which one was wrong is not told. */
  signInFailed: 'The email, password or code is not right.',
  setupLinkInvalid: 'This set-up link is unknown, used or expired. Ask an admin for a new one.',
  enrolCodeWrong: 'The code does not match: check the time on your phone and enter the code it shows now.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  apiKeyUnknown: 'This API key is unknown or has been revoked.',
  adminOnly: 'Only an admin may do this.',
  sessionOnly: 'This needs a signed-in operator, not an API key.',
} as const;

/** A TOTP code (6 digits) or a recovery code (10 characters of the unambiguous alphabet, dashes and case ignored). */
export const operatorCode = safeText({ error: OPERATOR_MSG.codeMissing })
  .min(1, OPERATOR_MSG.codeMissing)
  .max(20, OPERATOR_MSG.codeInvalid)
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .refine((v) => /^\d{6}$/.test(v) || /^[A-HJKMNP-Z2-9]{10}$/.test(v), OPERATOR_MSG.codeInvalid);

const password = requiredText(OPERATOR_MSG.passwordMissing, PASSWORD_MAX);

/** POST /api/operator/login: all three at once, so a wrong one is never named. */
export const operatorLoginRequest = z.object({
  email: requiredEmail(254, OPERATOR_MSG.emailMissing),
  password,
  code: operatorCode,
});
export type OperatorLoginRequest = z.input<typeof operatorLoginRequest>;

export const operatorProfile = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(OPERATOR_ROLES),
  /** The largest refund this operator may make (major units of the order's currency); null: no limit (admin). */
  refundLimit: z.number().nullable(),
});
export type OperatorProfile = z.infer<typeof operatorProfile>;

export const operatorLoginResponse = z.object({
  accessToken: z.string(),
  operator: operatorProfile,
  /** Recovery codes not used yet: the console warns when few are left. */
  recoveryCodesLeft: z.number().int(),
});
export type OperatorLoginResponse = z.infer<typeof operatorLoginResponse>;

/** The set-up link's token: 43 characters of base64url (256 bits). */
export const setupTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Unknown set-up link') });

/** GET /api/operator/enrolment/{token}: what the enrolment screen shows (the secret as text and as a QR code). */
export const enrolmentInfo = z.object({
  email: z.string(),
  role: z.enum(OPERATOR_ROLES),
  /** Base32, for typing into an authenticator app by hand. */
  secret: z.string(),
  /** otpauth://totp/... for the QR code. */
  otpauthUri: z.string(),
});
export type EnrolmentInfo = z.infer<typeof enrolmentInfo>;

/** POST /api/operator/enrolment/{token}: the chosen password and a code the app shows, proving it was set up. */
export const enrolRequest = z.object({
  password: password.refine((v) => v.length >= OPERATOR_PASSWORD_MIN, OPERATOR_MSG.passwordTooShort),
  code: safeText({ error: OPERATOR_MSG.codeMissing }).regex(/^\d{6}$/, OPERATOR_MSG.codeInvalid),
});
export type EnrolRequest = z.input<typeof enrolRequest>;

/** The ten recovery codes, shown this once and stored only hashed. */
export const enrolResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type EnrolResponse = z.infer<typeof enrolResponse>;

export const operatorRow = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(OPERATOR_ROLES),
  enrolled: z.boolean(),
  createdAt: z.string(),
});
export type OperatorRow = z.infer<typeof operatorRow>;
export const operatorList = z.object({ operators: z.array(operatorRow) });

/** An API key as listed: never the key itself, which is shown once when it is made. */
export const apiKeyRow = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  operatorEmail: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyRow = z.infer<typeof apiKeyRow>;
export const apiKeyList = z.object({ apiKeys: z.array(apiKeyRow) });

export const createApiKeyRequest = z.object({
  operatorId: idParam,
  name: requiredText('Name the key (what uses it)', 80),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequest>;
export const createApiKeyResponse = z.object({ apiKey: apiKeyRow, key: z.string() });
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponse>;

/** The `{id}` of every operator route that names a row (an API key, a group, an order, a message, a product). */
export const consoleIdParams = z.object({ id: idParam });
