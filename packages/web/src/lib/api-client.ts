import { apiError, isErrorCode, MSG } from '@fundshop/core';
import { ApiRequestError, type ApiErrorCode } from './api-error.ts';
import { contactPersonStorage, sellerStorage } from './storage.ts';

export { ApiRequestError, type ApiErrorCode };

/** Who the call is made for: its bearer token comes from that role's storage, and a 401 ends that role's session. */
export type ApiAuth = 'contact-person' | 'seller';

export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  auth?: ApiAuth;
  /** The response schema (a core zod schema); the body is parsed (and unknown keys dropped) with it. */
  schema: ResponseSchema<T>;
  /** Do not end the session on a 401 (the logout call itself). */
  ignoreUnauthorized?: boolean;
  signal?: AbortSignal;
}

export function urlOf(path: string, query: ApiRequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** What a 401 on an authenticated call does: the session is gone, so forget it and go to the login. */
function endSession(auth: ApiAuth): void {
  if (auth === 'contact-person') {
    contactPersonStorage.clear();
    window.location.assign('/contactperson/login');
  } else if (auth === 'seller') {
    sellerStorage.clear();
    window.location.assign('/seller/login');
  }
}

export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Calls the API on this origin with a JSON body; resolves with the parsed response or rejects with ApiRequestError. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  const {
    method = options.body === undefined ? 'GET' : 'POST',
    query,
    body,
    auth,
    schema,
    signal,
    ignoreUnauthorized,
  } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (auth === 'contact-person') {
    const token = contactPersonStorage.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  } else if (auth === 'seller') {
    const token = sellerStorage.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }

  let response: Response;
  try {
    response = await fetch(urlOf(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'network-error', error instanceof Error ? error.message : String(error));
  }

  const data = await readJson(response);
  if (!response.ok) {
    const failure = failureOf(response.status, data);
    // A wrong current password (a Profile change, docs/decisions/0019) is a 401 too, but the session is fine.
    const wrongPassword = failure.code === 'error-password';
    if (response.status === 401 && auth && !ignoreUnauthorized && !wrongPassword) endSession(auth);
    throw failure;
  }
  return parseAnswer(path, response.status, schema, data);
}

/** The error of a failed call, from the server's apiError body when it sent one. */
export function failureOf(status: number, data: unknown): ApiRequestError {
  const parsed = apiError.safeParse(data);
  if (parsed.success) {
    return new ApiRequestError(
      status,
      // A code this build does not know is reported as the generic 'error'; the server's message still shows.
      isErrorCode(parsed.data.responseMessage) ? parsed.data.responseMessage : 'error',
      parsed.data.message,
      parsed.data.fieldErrors,
    );
  }
  return new ApiRequestError(status, 'error', status === 429 ? MSG.tooManyAttempts : `Error code: ${status}`);
}

/** A successful call's body, parsed with its schema. */
export function parseAnswer<T>(path: string, status: number, schema: ResponseSchema<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected response from ${path}`, parsed.error);
    throw new ApiRequestError(status, 'invalid-response', 'The server sent an unexpected response.');
  }
  return parsed.data;
}

/** Whether a call failed with this API code; the type keeps the code one of core's. */
export function hasErrorCode(error: unknown, ...codes: readonly ApiErrorCode[]): error is ApiRequestError {
  return error instanceof ApiRequestError && codes.includes(error.code);
}

/** The text to show for any error thrown by a call. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
