import { OPERATOR_CONSOLE_PATH } from '@fundshop/core';
import {
  failureOf,
  parseAnswer,
  readJson,
  urlOf,
  type ApiRequestOptions,
  type ResponseSchema,
} from '../../../lib/api-client.ts';
import { ApiRequestError } from '../../../lib/api-error.ts';
import { operatorSession } from './session.ts';

export interface ConsoleRequest<T> {
  method?: 'GET' | 'POST';
  query?: ApiRequestOptions<T>['query'];
  /** A JSON body, or a file sent as the body itself (an e-book edition, a cover). */
  body?: unknown;
  file?: Blob;
  schema: ResponseSchema<T>;
  signal?: AbortSignal;
}

/** A 401 on an operator call: the session has ended (idle, 12 hours, signed out elsewhere). */
function sessionEnded(): void {
  operatorSession.clear();
  window.location.assign(`${OPERATOR_CONSOLE_PATH}/sign-in?ended=1`);
}

async function send(path: string, options: Omit<ConsoleRequest<unknown>, 'schema'>): Promise<Response> {
  const { body, file, query, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = operatorSession.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (file) headers['Content-Type'] = file.type || 'application/octet-stream';
  else if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(urlOf(path, query), {
      method: options.method ?? (body === undefined && !file ? 'GET' : 'POST'),
      headers,
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'network-error', error instanceof Error ? error.message : String(error));
  }
}

/** Calls the operator API with the operator's session; rejects with ApiRequestError as the app's client does. */
export async function consoleRequest<T>(path: string, options: ConsoleRequest<T>): Promise<T> {
  const response = await send(path, options);
  const data = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && operatorSession.token()) sessionEnded();
    throw failureOf(response.status, data);
  }
  return parseAnswer(path, response.status, options.schema, data);
}

/** Downloads a file the operator API answers (the audit CSV) under the name the server gives it. */
export async function consoleDownload(path: string, query: ConsoleRequest<unknown>['query']): Promise<void> {
  const response = await send(path, { query });
  if (!response.ok) throw failureOf(response.status, await readJson(response));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
