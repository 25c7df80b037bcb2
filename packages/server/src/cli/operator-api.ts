import type { z } from 'zod';
import { publicUrlOf } from '../config.ts';

/**
 * The operators' commands (`npm run payouts`, `npm run refunds`) talk to the running server's operator API: the
 * embedded database belongs to that process. PUBLIC_URL (else PORT, as the server's own rule) says where it is; OPERATOR_API_KEY is an API key an admin
 * made for the operator in the console (docs/decisions/0031), which acts with that operator's role.
 */
export class UsageError extends Error {}

export async function callOperatorApi<S extends z.ZodType>(
  env: NodeJS.ProcessEnv,
  path: string,
  schema: S,
  body?: object,
): Promise<z.output<S>> {
  const token = env.OPERATOR_API_KEY;
  if (!token) {
    throw new UsageError('OPERATOR_API_KEY is not set: an admin makes one in the operator console (API keys).');
  }
  const base = publicUrlOf(env);
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    throw new Error(
      `The server at ${base} could not be reached (${String(error)}). Is it running? Is PUBLIC_URL right?`,
    );
  }
  const text = await response.text();
  if (!response.ok) {
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      // not JSON: the text as it came
    }
    throw new Error(`${response.status}: ${message}`);
  }
  return schema.parse(JSON.parse(text));
}

/** Prints rows as a table of left-aligned columns. */
export function table(header: string[], lines: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  return [header, ...lines]
    .map((l) =>
      l
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
