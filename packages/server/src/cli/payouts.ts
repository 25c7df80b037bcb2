import {
  formatPrice,
  operatorAdvanceResponse,
  operatorPayoutList,
  PAYOUT_STATUSES,
  type OperatorPayout,
  type PayoutStatus,
} from '@fundshop/core';
import { callOperatorApi, table, UsageError } from './operator-api.ts';

/**
 * `npm run payouts -- list | advance <id> [--from <state>] [--fail] [--note <text>]`: the operators' view of payouts. It
 * talks to the running server's operator API (the embedded database belongs to that process), at PUBLIC_URL with an
 * operator's API key (OPERATOR_API_KEY); advancing a payout is an admin's act.
 */
const USAGE = `Usage:
  npm run payouts -- list                     every payout: id, group, amount, currency, state, age
  npm run payouts -- advance <id> [--from <state>] [--fail] [--note <text>]
                                              move a payout to its next state (INITIATED -> PENDING -> PAID), or with
                                              --fail to FAILED (the group can ask again); only from <state> (default:
                                              the state list shows now), so a repeated command never moves it twice
Environment: OPERATOR_API_KEY (an operator's API key, made by an admin in the console), PUBLIC_URL (default
  http://localhost:$PORT, 3000 without PORT: as the server's)`;

function age(fromIso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(fromIso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d`;
}

function payoutTable(rows: OperatorPayout[], now: Date): string {
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
  return table(header, lines);
}

function parseState(value: string | undefined): PayoutStatus {
  const state = PAYOUT_STATUSES.find((s) => s === value?.toUpperCase());
  if (!state) throw new UsageError(`--from takes one of ${PAYOUT_STATUSES.join(', ')}.`);
  return state;
}

/** The state the payout is in now, as the list shows it: the advance then moves it only from there. */
async function currentState(env: NodeJS.ProcessEnv, id: number): Promise<PayoutStatus> {
  const { payouts } = await callOperatorApi(env, '/api/operator/payouts', operatorPayoutList);
  const payout = payouts.find((p) => p.id === id);
  if (!payout) throw new Error(`There is no payout ${id} (see list).`);
  return payout.status;
}

export async function runPayouts(args: string[], env: NodeJS.ProcessEnv, now = new Date()): Promise<string> {
  const [command, ...rest] = args;
  if (command === 'list') {
    const { payouts } = await callOperatorApi(env, '/api/operator/payouts', operatorPayoutList);
    return payouts.length ? payoutTable(payouts, now) : 'No payouts yet.';
  }
  if (command === 'advance') {
    const id = Number(rest[0]);
    if (!Number.isSafeInteger(id) || id <= 0) throw new UsageError('advance needs a payout id (see list).');
    const noteAt = rest.indexOf('--note');
    const note = noteAt >= 0 ? (rest[noteAt + 1] ?? '') : '';
    const fail = rest.includes('--fail');
    const fromAt = rest.indexOf('--from');
    const from = fromAt >= 0 ? parseState(rest[fromAt + 1]) : await currentState(env, id);
    const result = await callOperatorApi(env, `/api/operator/payouts/${id}/advance`, operatorAdvanceResponse, {
      from,
      fail,
      note,
    });
    return `Payout ${id}: ${result.from} -> ${result.payout.status}\n${payoutTable([result.payout], now)}`;
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
