import { formatPrice, operatorRefundList, refundRow, type RefundRow } from '@fundshop/core';
import { callOperatorApi, table, UsageError } from './operator-api.ts';

/**
 * `npm run refunds -- create <orderId> [<amount>] --reason <text> | list <orderId> | retry <refundId>`: the
 * operators' refunds (docs/decisions/0026), through the running server's operator API at PUBLIC_URL with
 * an operator's API key (OPERATOR_API_KEY), like `npm run payouts`.
 */
const USAGE = `Usage:
  npm run refunds -- create <orderId> [<amount>] --reason <text>
                                      refund a card order to the buyer's card: <amount> in the order's currency
                                      (e.g. 12.50), or without it whatever is left of the order; the reason is
                                      kept in the audit trail
  npm run refunds -- list <orderId>   the order's refunds: id, amount, state, who asked, when
  npm run refunds -- retry <refundId> settle a refund left pending because the payment provider could not be
                                      reached (the provider refunds at most once: same idempotency key)
Environment: OPERATOR_API_KEY (an operator's API key, made by an admin in the console), PUBLIC_URL (default
  http://localhost:$PORT, 3000 without PORT: as the server's)`;

function refundTable(rows: RefundRow[]): string {
  return table(
    ['ID', 'ORDER', 'AMOUNT', 'STATE', 'ASKED BY', 'CREATED'],
    rows.map((r) => [
      String(r.id),
      String(r.orderId),
      formatPrice(r.amount, r.currencyCode),
      r.status,
      r.requestedBy,
      r.createdAt,
    ]),
  );
}

function idArgument(value: string | undefined, what: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new UsageError(`${what} is a number (see list).`);
  return id;
}

export async function runRefunds(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const [command, ...rest] = args;
  if (command === 'list') {
    const orderId = idArgument(rest[0], 'list needs an order id: it');
    const { refunds } = await callOperatorApi(env, `/api/operator/refunds?orderId=${orderId}`, operatorRefundList);
    return refunds.length ? refundTable(refunds) : `Order ${orderId} has no refunds.`;
  }
  if (command === 'create') {
    const reasonAt = rest.indexOf('--reason');
    const reason = reasonAt >= 0 ? (rest[reasonAt + 1] ?? '') : '';
    if (!reason.trim()) throw new UsageError('create needs --reason "<why>": it is kept in the audit trail.');
    const positional = rest.filter((_, i) => reasonAt < 0 || (i !== reasonAt && i !== reasonAt + 1));
    const orderId = idArgument(positional[0], 'create needs an order id: it');
    const amount = positional[1] === undefined ? undefined : Number(positional[1]);
    if (amount !== undefined && !(Number.isFinite(amount) && amount > 0)) {
      throw new UsageError('The amount is a positive number in the order currency, such as 12.50.');
    }
    const row = await callOperatorApi(env, '/api/operator/refunds', refundRow, { orderId, amount, reason });
    return `Refund ${row.id} of order ${orderId}: ${row.status}\n${refundTable([row])}`;
  }
  if (command === 'retry') {
    const id = idArgument(rest[0], 'retry needs a refund id: it');
    const row = await callOperatorApi(env, `/api/operator/refunds/${id}/retry`, refundRow, {});
    return `Refund ${id}: ${row.status}\n${refundTable([row])}`;
  }
  throw new UsageError(command ? `Unknown command '${command}'.` : 'No command given.');
}

if (import.meta.filename === process.argv[1]) {
  runRefunds(process.argv.slice(2), process.env)
    .then((output) => console.log(output))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      if (error instanceof UsageError) console.error(`\n${USAGE}`);
      process.exit(1);
    });
}
