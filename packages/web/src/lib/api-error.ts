import type { ErrorCode } from '@fundshop/core';

/** Core's API codes, and the client's own when no usable answer came. */
export type ApiErrorCode = ErrorCode | 'network-error' | 'invalid-response';

/** An API call that did not succeed: an HTTP error with the server's `apiError` body, or a network failure (status 0). */
export class ApiRequestError extends Error {
  readonly status: number;
  /** The machine code of the error (`responseMessage`, e.g. 'error-username'), or why no API answer came. */
  readonly code: ApiErrorCode;
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, code: ApiErrorCode, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}
