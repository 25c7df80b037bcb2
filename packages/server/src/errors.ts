import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  CATALOGUE_MSG,
  CHECKOUT_MSG,
  DELIVERY_MSG,
  MIN_PAYOUT_EARNINGS,
  CONSOLE_MSG,
  MSG,
  OPERATOR_MSG,
  ORDER_MSG,
  PAYOUT_MSG,
  PEOPLE_MSG,
  PERSONAL_DATA_MSG,
  TOOLS_MSG,
  RECOVERY_MSG,
  CO_ORGANISER_MSG,
  GROUP_SETTINGS_MSG,
  genericErrorMessage,
  type ApiError,
  type ErrorCode,
} from '@fundshop/core';
import { databaseUnavailable, unstorableText } from './lib/db-errors.ts';

interface CodeEntry {
  status: number;
  message: string;
  /** The responseMessage on the wire when it differs from the code (SPEC reuses 'error-email' for two refusals). */
  responseMessage?: ErrorCode;
}

/**
 * What services throw: every wire code of core's ErrorCode except those only this handler sends, plus
 * 'email-taken' (sent as 'error-email').
 */
type ServiceErrorCode = Exclude<ErrorCode, 'bad-request' | 'error' | 'service-unavailable'> | 'email-taken';

/** Every business refusal a service can make, with its HTTP status and SPEC §8 message. */
const CODES = {
  'error-username': { status: 401, message: MSG.idIncorrect },
  'error-password': { status: 401, message: MSG.passwordIncorrect },
  'error-email': { status: 401, message: MSG.emailIncorrect },
  'seller-inactive': { status: 403, message: MSG.sellerInactive },
  'validation-error': { status: 400, message: MSG.fixErrors },
  unauthorized: { status: 401, message: MSG.notLoggedIn },
  forbidden: { status: 403, message: MSG.forbidden },
  'not-found': { status: 404, message: MSG.notFound },
  'too-many-requests': { status: 429, message: MSG.tooManyAttempts },
  // Participants. error-name always carries the group's name (nameTakenMessage); the default is a fallback.
  'error-name': { status: 409, message: 'This name is already taken.' },
  /** A participant email that already has an account: SPEC's 'error-email', but a conflict (409), not a login failure. */
  'email-taken': { status: 409, message: MSG.emailTakenOnRegister, responseMessage: 'error-email' },
  'registration-link-not-found': { status: 404, message: MSG.registrationLinkNotFound },
  'undo-link-invalid': { status: 404, message: MSG.undoLinkInvalid },
  // People and access (docs/decisions/0034, 0035)
  'reset-link-invalid': { status: 404, message: RECOVERY_MSG.resetLinkInvalid },
  'invitation-invalid': { status: 404, message: CO_ORGANISER_MSG.invitationInvalid },
  'co-organiser-email-taken': { status: 409, message: CO_ORGANISER_MSG.emailTaken },
  'country-locked': { status: 409, message: GROUP_SETTINGS_MSG.countryLocked },
  'error-picture': { status: 400, message: MSG.pictureInvalid },
  // Checkout and payments (docs/decisions/0003). The provider failure carries the generic text with the support address.
  'payment-provider-unavailable': { status: 502, message: 'The payment provider could not be reached.' },
  'invalid-signature': { status: 400, message: 'Invalid webhook signature' },
  'payment-session-invalid': { status: 400, message: CHECKOUT_MSG.paymentSessionInvalid },
  'payment-session-closed': { status: 409, message: CHECKOUT_MSG.paymentSessionClosed },
  'payment-account-missing': { status: 409, message: CHECKOUT_MSG.paymentAccountMissing },
  'payment-setup-link-invalid': { status: 400, message: CHECKOUT_MSG.paymentSetupLinkInvalid },
  // Not consumed, so the provider delivers it again (docs/decisions/0011); the buyer's simulated form shows it too.
  'payment-order-unknown': { status: 409, message: CHECKOUT_MSG.paymentOrderUnknown },
  'has-active-payouts': { status: 409, message: CHECKOUT_MSG.unlockWhilePayout },
  // Manual orders (docs/decisions/0004): SPEC's checkout codes and texts for a closed shop, our own for the rest.
  'locked-webshop': { status: 409, message: CHECKOUT_MSG.checkoutLocked },
  'inactive-seller': { status: 409, message: CHECKOUT_MSG.checkoutSellerInactive },
  'order-paid-by-card': { status: 409, message: ORDER_MSG.cardOrderLocked },
  'order-deleted': { status: 409, message: ORDER_MSG.orderDeleted },
  'order-not-found': { status: 404, message: ORDER_MSG.orderNotFound },
  'demo-store': { status: 409, message: ORDER_MSG.demoStoreOrder },
  // Payouts (docs/decisions/0006). payout-below-minimum always carries the amount in the group's currency.
  'webshop-not-locked': { status: 409, message: PAYOUT_MSG.notLocked },
  'payout-below-minimum': { status: 409, message: PAYOUT_MSG.belowMinimum(String(MIN_PAYOUT_EARNINGS)) },
  'nothing-to-pay-out': { status: 409, message: PAYOUT_MSG.nothingToPayOut },
  'payment-account-not-ready': { status: 409, message: PAYOUT_MSG.paymentAccountNotReady },
  'payout-transition-invalid': { status: 409, message: PAYOUT_MSG.payoutTransitionInvalid },
  'payout-provider-failed': { status: 502, message: PAYOUT_MSG.payoutProviderFailed },
  'introduction-already-answered': { status: 409, message: TOOLS_MSG.alreadyAnswered },
  // Delivery, refunds and disputes (docs/decisions/0026)
  'book-link-unknown': { status: 404, message: DELIVERY_MSG.linkUnknown },
  // People and their data (docs/decisions/0039)
  'data-link-invalid': { status: 404, message: PERSONAL_DATA_MSG.linkInvalid },
  'money-outstanding': { status: 409, message: PERSONAL_DATA_MSG.organiserMoneyOutstanding },
  'seller-erased': { status: 409, message: PERSONAL_DATA_MSG.sellerErased },
  'demo-account': { status: 409, message: PERSONAL_DATA_MSG.demoAccount },
  'download-expired': { status: 410, message: DELIVERY_MSG.downloadExpired },
  'download-limit': { status: 409, message: DELIVERY_MSG.downloadLimit },
  'downloads-suspended': { status: 423, message: DELIVERY_MSG.downloadsSuspended },
  'order-refunded': { status: 410, message: DELIVERY_MSG.refunded },
  'order-without-email': { status: 409, message: DELIVERY_MSG.orderWithoutEmail },
  'refund-not-allowed': { status: 409, message: DELIVERY_MSG.refundNotAllowed },
  'refund-too-large': { status: 409, message: DELIVERY_MSG.refundTooLarge },
  'refund-only-card': { status: 409, message: DELIVERY_MSG.refundOnlyCard },
  'refund-provider-failed': { status: 502, message: DELIVERY_MSG.refundProviderFailed },
  // The operator console (docs/decisions/0031, 0033)
  'refund-over-limit': { status: 403, message: DELIVERY_MSG.refundOverLimit('the support limit') },
  'operator-sign-in-failed': { status: 401, message: OPERATOR_MSG.signInFailed },
  'setup-link-invalid': { status: 404, message: OPERATOR_MSG.setupLinkInvalid },
  'enrol-code-wrong': { status: 400, message: OPERATOR_MSG.enrolCodeWrong },
  'seller-not-in-group': { status: 409, message: CONSOLE_MSG.sellerNotInGroup },
  'order-moved': { status: 409, message: CONSOLE_MSG.orderMoved },
  'product-exists': { status: 409, message: CONSOLE_MSG.productExists },
  'product-without-editions': { status: 409, message: CATALOGUE_MSG.editionsMissing },
  'ebook-invalid': { status: 400, message: CONSOLE_MSG.ebookInvalid },
  'seller-without-email': { status: 409, message: PEOPLE_MSG.noEmailToSend },
  'guardian-link-invalid': { status: 404, message: PEOPLE_MSG.guardianLinkInvalid },
} as const satisfies Record<ServiceErrorCode, CodeEntry>;

export type AppErrorCode = keyof typeof CODES;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fieldErrors?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  constructor(
    code: AppErrorCode,
    options: { message?: string; fieldErrors?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(options.message ?? CODES[code].message);
    this.code = code;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Seconds a client is asked to wait after a 503 for a database that is away: a restart or failover takes about this. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The page a browser gets while the database is away: the message alone, and the browser asks again by itself. */
function unavailablePage(): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<meta http-equiv="refresh" content="${DATABASE_RETRY_AFTER_SECONDS * 2}"><title>Fundshop</title></head>` +
    `<body><main><h1>Fundshop</h1><p>${MSG.serviceUnavailable}</p></main></body></html>`
  );
}

/**
 * One error handler maps AppError codes, schema failures and everything else to the apiError body. A database that
 * is away or overloaded is a 503 with Retry-After, never a 500, and `onDatabaseUnavailable` hears of it (the health
 * check reports it in step with the requests; docs/decisions/0020).
 */
export function registerErrorHandler(
  app: FastifyInstance,
  supportEmail: string,
  onDatabaseUnavailable: () => void = () => undefined,
): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) void reply.header('retry-after', error.retryAfterSeconds);
      const entry: CodeEntry = CODES[error.code];
      const body: ApiError = {
        responseMessage: entry.responseMessage ?? error.code,
        message: error.message,
        fieldErrors: error.fieldErrors,
      };
      return reply.status(entry.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const { instancePath, keyword, message } of error.validation) {
        const key = instancePath.split('/')[1] || '_';
        if (key in fieldErrors) continue;
        // zod's own text for an absent field without a message of its own; SPEC §5 calls it 'Field is missing'.
        fieldErrors[key] =
          !message || (keyword === 'invalid_type' && message.endsWith('received undefined'))
            ? MSG.fieldMissing
            : message;
      }
      const body: ApiError = {
        responseMessage: 'validation-error' satisfies ErrorCode,
        message: MSG.fixErrors,
        fieldErrors,
      };
      return reply.status(400).send(body);
    }
    if (unstorableText(error)) {
      const body: ApiError = { responseMessage: 'bad-request' satisfies ErrorCode, message: MSG.controlCharacter };
      return reply.status(400).send(body);
    }
    if (databaseUnavailable(error)) {
      onDatabaseUnavailable();
      request.log.warn({ err: error }, 'database unavailable: answered 503');
      void reply.status(503).header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      // A page (a store link opened from a message) gets a page, not the API's JSON.
      if (!request.url.startsWith('/api/') && request.headers.accept?.includes('text/html')) {
        return reply.type('text/html; charset=utf-8').send(unavailablePage());
      }
      const body: ApiError = {
        responseMessage: 'service-unavailable' satisfies ErrorCode,
        message: MSG.serviceUnavailable,
      };
      return reply.send(body);
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    const body: ApiError =
      status === 500
        ? { responseMessage: 'error' satisfies ErrorCode, message: genericErrorMessage(supportEmail) }
        : {
            responseMessage: (status === 429 ? 'too-many-requests' : 'bad-request') satisfies ErrorCode,
            message: status === 429 ? MSG.tooManyAttempts : error.message || MSG.badRequest,
          };
    return reply.status(status).send(body);
  });
}
