/** The first SQLSTATE error in a chain, looking through Drizzle's wrapper (the database's error is its cause). */
export function databaseError(error: unknown): { code: string; constraint?: unknown } | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as { code: string; constraint?: unknown };
    e = cause;
  }
  return undefined;
}

/** The constraint a unique violation (SQLSTATE 23505) hit, looking through Drizzle's wrapper; undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  const found = databaseError(error);
  if (found?.code !== '23505') return undefined;
  return typeof found.constraint === 'string' ? found.constraint : '';
}

/**
 * Whether the database refused a text it cannot store: 22021 (U+0000 or an invalid byte in text) or 22P05 (a
 * \u0000 escape in json). Core's safeText refuses such texts before any query; one that slips past it is still bad
 * input, a 400, not a server error.
 */
export function unstorableText(error: unknown): boolean {
  const code = databaseError(error)?.code;
  return code === '22021' || code === '22P05';
}

/**
 * Whether a `create ... if not exists` lost a race with another connection creating the same thing: PostgreSQL
 * checks the catalog before it locks, so the loser fails with 42P07 (duplicate table), 42710 (duplicate object,
 * the table's row type) or 23505 (on the catalog's unique index). The thing is there either way.
 */
export function createdMeanwhile(error: unknown): boolean {
  const code = databaseError(error)?.code;
  return code === '42P07' || code === '42710' || code === '23505';
}

/** SQLSTATEs that mean the database, not the request, failed: connection exceptions (class 08), shutdown and
 * start-up (57P01-57P03), a cancelled statement (57014, the statement timeout), an idle transaction ended (25P03),
 * and insufficient resources (class 53, too many connections among them). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|57014|25P03|53...)$/;

/** Set by db/client.ts on an error that opening a connection failed with. */
const WHILE_CONNECTING = Symbol('while connecting');

/** Marks `error` as the answer to opening a connection (db/client.ts), for databaseUnavailable. */
export function failedWhileConnecting(error: Error): Error {
  (error as Error & { [WHILE_CONNECTING]?: true })[WHILE_CONNECTING] = true;
  return error;
}

/**
 * SQLSTATE 55000 (object not in prerequisite state) while connecting is a database that accepts no connections
 * (`ALTER DATABASE ... ALLOW_CONNECTIONS false`, a maintenance window): the same outage as a refused connection. In a
 * statement the same code is a bug of ours, so it counts only when the connection was being opened.
 */
const refusedWhileConnecting = (e: object, code: unknown) =>
  code === '55000' && (e as { [WHILE_CONNECTING]?: true })[WHILE_CONNECTING] === true;

/** node-postgres's own words for a connection that is gone, never came, or did not answer in time. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'not queryable',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Cannot use a pool after calling end on the pool',
];

/** Socket errors (Node's system error codes) on the way to the database. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Whether an error says the database is away or overloaded rather than that the request was wrong: such a request
 * answers 503 with Retry-After (errors.ts), and the health check reports it (docs/decisions/0020).
 */
export function databaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
      return true;
    }
    if (refusedWhileConnecting(e, code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    e = cause;
  }
  return false;
}
