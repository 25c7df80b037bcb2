import {
  formatPrice,
  operatorAdvanceResponse,
  operatorPayoutList,
  PAYOUT_STATUSES,
  type OperatorPayout,
  type PayoutStatus,
} from '@fundshop/core';
import type { z } from 'zod';

/**
 * `npm run payouts -- list | advance <id> [--from <state>] [--fail] [--note <text>]`: the operators' view of payouts. It
 * talks to the running server's operator API (the embedded database belongs to that process), at PUBLIC_URL with
 * OPERATOR_TOKEN.
 */
const USAGE = `Usage:
  npm run payouts -- list                     every payout: id, group, amount, currency, state, age
  npm run payouts -- advance <id> [--from <state>] [--fail] [--note <text>]
                                              move a payout to its next state (INITIATED -> PENDING -> PAID), or with
                                              --fail to FAILED (the group can ask again); only from <state> (default:
                                              the state list shows now), so a repeated command never moves it twice
Environment: OPERATOR_TOKEN (as the server has it), PUBLIC_URL (default http://localhost:3000)`;

class UsageError extends Error {}

function age(fromIso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(fromIso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d`;
}

function table(rows: OperatorPayout[], now: Date): string {
  const header = ['ID', 'GROUP', 'AMOUNT', 'CURRENCY', 'STATE', 'AGE', 'REFERENCE'];
  const lines = rows.map((p) => [
    String(p.id),
    `${p.groupName} (${p.webShopId})`,
    formatPrice(p.amount, p.currencyCode),
    p.currencyCode,
    p.status,
    age(p.createdAt, now),
    p.providerReference ?? '(not sent yet)',
  ]);
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

async function call<S extends z.ZodType>(
  env: NodeJS.ProcessEnv,
  path: string,
  schema: S,
  body?: object,
): Promise<z.output<S>> {
  const token = env.OPERATOR_TOKEN;
  if (!token) throw new UsageError('OPERATOR_TOKEN is not set: use the token the server was started with.');
  const base = (env.PUBLIC_URL || 'http://localhost:3000').replace(/\/$/, '');
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
  if (response.status === 404 && path === '/api/operator/payouts') {
    throw new Error(`${base} has no operator API: start the server with OPERATOR_TOKEN set.`);
  }
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

function parseState(value: string | undefined): PayoutStatus {
  const state = PAYOUT_STATUSES.find((s) => s === value?.toUpperCase());
  if (!state) throw new UsageError(`--from takes one of ${PAYOUT_STATUSES.join(', ')}.`);
  return state;
}

/** The state the payout is in now, as the list shows it: the advance then moves it only from there. */
async function currentState(env: NodeJS.ProcessEnv, id: number): Promise<PayoutStatus> {
  const { payouts } = await call(env, '/api/operator/payouts', operatorPayoutList);
  const payout = payouts.find((p) => p.id === id);
  if (!payout) throw new Error(`There is no payout ${id} (see list).`);
  return payout.status;
}

export async function runPayouts(args: string[], env: NodeJS.ProcessEnv, now = new Date()): Promise<string> {
  const [command, ...rest] = args;
  if (command === 'list') {
    const { payouts } = await call(env, '/api/operator/payouts', operatorPayoutList);
    return payouts.length ? table(payouts, now) : 'No payouts yet.';
  }
  if (command === 'advance') {
    const id = Number(rest[0]);
    if (!Number.isSafeInteger(id) || id <= 0) throw new UsageError('advance needs a payout id (see list).');
    const noteAt = rest.indexOf('--note');
    const note = noteAt >= 0 ? (rest[noteAt + 1] ?? '') : '';
    const fail = rest.includes('--fail');
    const fromAt = rest.indexOf('--from');
    const from = fromAt >= 0 ? parseState(rest[fromAt + 1]) : await currentState(env, id);
    const result = await call(env, `/api/operator/payouts/${id}/advance`, operatorAdvanceResponse, {
      from,
      fail,
      note,
    });
    return `Payout ${id}: ${result.from} -> ${result.payout.status}\n${table([result.payout], now)}`;
  }
  throw new UsageError(command ? `Unknown command '${command}'.` : 'No command given.');
}

if (import.meta.filename === process.argv[1]) {
  runPayouts(process.argv.slice(2), process.env)
    .then((output) => console.log(output))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      if (error instanceof UsageError) console.error(`\n${USAGE}`);
      process.exit(1);
    });
}
