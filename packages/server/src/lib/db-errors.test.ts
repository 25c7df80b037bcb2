import { describe, expect, it } from 'vitest';
import { databaseUnavailable, failedWhileConnecting } from './db-errors.ts';

/** Drizzle wraps the driver's error as its cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('databaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a backend terminated by pg_terminate_backend (57P01)', withCode('57P01', 'terminating connection')],
    ['a database starting up (57P03)', withCode('57P03')],
    ['too many connections (53300)', withCode('53300')],
    ['too many connections, answered to a connection being opened', failedWhileConnecting(withCode('53300'))],
    ['a database starting up, answered to a connection being opened', failedWhileConnecting(withCode('57P03'))],
    [
      'a database that accepts no connections (55000, ALLOW_CONNECTIONS false), answered to a connection being opened',
      failedWhileConnecting(withCode('55000', 'database "shop" is not currently accepting connections')),
    ],
    ['a connection exception (08006)', withCode('08006')],
    ['the statement timeout (57014)', withCode('57014', 'canceling statement due to statement timeout')],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['a client no longer queryable', new Error('Client has encountered a connection error and is not queryable')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['no answer in time', new Error('Query read timeout')],
  ])('is true for %s, also inside Drizzle’s wrapper', (_name, error) => {
    expect(databaseUnavailable(error)).toBe(true);
    expect(databaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a check constraint', withCode('23514')],
    ['invalid text', withCode('22021')],
    // The same code from a statement on an open connection is ours to fix, not an outage.
    ['55000 from a statement', withCode('55000', 'currval of sequence "orders_id_seq" is not yet defined')],
    ['a plain error', new Error('something else')],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(databaseUnavailable(wrapped(error))).toBe(false);
  });
});
