import type { Executor } from '../db/client.ts';
import { clientNetworks, type LimitedNetwork } from './client-network.ts';
import {
  consumeRateLimit,
  countAttempt,
  refundRateLimit,
  refuseOverLimit,
  resetRateLimit,
  type RateLimit,
} from './rate-limit.ts';

/**
 * Login limits of an account guarded by a secret (docs/decisions/0018-login-limits-that-cannot-be-aimed.md): the
 * organisers' and the operators' logins. Every attempt is counted before the secret is checked (parallel requests
 * cannot overshoot) and the right secret gives its attempts back. Limits per network slow a guesser; the per-account
 * ceiling only refuses a network that has itself been guessing, so an attacker can not lock anyone out from elsewhere.
 */
export const LOGIN_WINDOW_SECONDS = 15 * 60;

/** Wrong attempts from one network against one account. */
export const LOGIN_LIMIT_PER_ACCOUNT_AND_NETWORK: RateLimit = { limit: 10, windowSeconds: LOGIN_WINDOW_SECONDS };
/** Wrong attempts from one network across accounts: enough for a school sharing one network, not for guessing. */
export const LOGIN_LIMIT_PER_NETWORK: RateLimit = { limit: 30, windowSeconds: LOGIN_WINDOW_SECONDS };
/** Wrong attempts against one account from every network together; refuses only networks that have been guessing. */
export const LOGIN_LIMIT_PER_ACCOUNT: RateLimit = { limit: 300, windowSeconds: LOGIN_WINDOW_SECONDS };
/**
 * Wrong attempts a network may have made at one account in the window and still pass the per-account (or per-email)
 * ceiling: the owner's typos. From the next one on, the network is a guesser like the others.
 */
export const OWNER_TYPOS = 3;

/** One network's key with its share of the limit (a /48 gets several networks' worth). */
const scaled = (limit: RateLimit, network: LimitedNetwork): RateLimit => ({
  ...limit,
  limit: limit.limit * network.scale,
});

/**
 * Counts the attempt on `${prefix}:${network}` for each of the client's networks, refusing past the limit. Answers the
 * keys and the most wrong attempts any of them had made before this one (right ones are given back).
 */
export async function consumePerNetwork(
  db: Executor,
  prefix: string,
  networks: LimitedNetwork[],
  limit: RateLimit,
): Promise<{ keys: string[]; earlier: number }> {
  const keys: string[] = [];
  let earlier = 0;
  for (const network of networks) {
    const key = `${prefix}:${network.id}`;
    const { count } = await consumeRateLimit(db, key, scaled(limit, network));
    keys.push(key);
    earlier = Math.max(earlier, count - 1);
  }
  return { keys, earlier };
}

/**
 * Counts one login attempt at `account` (of the kind of login `kind` names) on the three keys of the rule, refusing
 * with 429 past a limit. The caller checks the secret and calls `succeeded` when it was right: the attempts are given
 * back and the owner's networks start afresh at this account.
 */
export async function countLoginAttempt(
  db: Executor,
  kind: string,
  account: string | number,
  clientIp: string,
): Promise<{ succeeded: () => Promise<void> }> {
  const networks = clientNetworks(clientIp);
  const perNetwork = await consumePerNetwork(db, `login-${kind}-network`, networks, LOGIN_LIMIT_PER_NETWORK);
  const pair = await consumePerNetwork(
    db,
    `login-${kind}-account-network:${account}`,
    networks,
    LOGIN_LIMIT_PER_ACCOUNT_AND_NETWORK,
  );
  const accountKey = `login-${kind}-account:${account}`;
  const attempts = await countAttempt(db, accountKey, LOGIN_LIMIT_PER_ACCOUNT.windowSeconds);
  if (pair.earlier >= OWNER_TYPOS) refuseOverLimit(attempts, LOGIN_LIMIT_PER_ACCOUNT);
  return {
    async succeeded() {
      for (const key of pair.keys) await resetRateLimit(db, key);
      for (const key of [...perNetwork.keys, accountKey]) await refundRateLimit(db, key);
    },
  };
}
