import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach } from 'vitest';
import { buildApp } from '../app.ts';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from '../db/client.ts';
import { checkoutBody, openShop, TEST_CARD, type OpenShop } from './checkout-fixtures.ts';
import { testConfig } from './test-app.ts';
import { migratedPgliteDump } from './test-database.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const mainFile = path.resolve(import.meta.dirname, '../main.ts');

/** One line of the server's JSON log (pino). */
export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port>, the port the server picked (PORT=0). */
  url: string;
  /** Every log line so far, in order. */
  log: LogLine[];
  /** What it wrote that was not a JSON log line (a start-up failure, for one). */
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Waits for a log line matching `test`, failing after `timeoutMs`. */
  waitForLog(test: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** SIGTERM and wait for the exit (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `node packages/server/src/main.ts` (Node's own type stripping) as a separate process, as `npm start` would run it, on an
 * ephemeral port, and resolves once it listens. `env` comes on top of a development environment with the captcha
 * off; nothing of the test runner's environment (NODE_ENV=test, TEST_DATABASE_URL) leaks in.
 */
export async function startServerProcess(
  env: Record<string, string>,
  startTimeoutMs = 45_000,
  /** Hears every log line from the first, before the server listens (a test acting on what the start says). */
  onLog?: (line: LogLine) => void,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [mainFile], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      CAPTCHA_PROVIDER: 'none',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: LogLine[] = [];
  const output: string[] = [];
  const waiters = new Set<{ test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }>();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (text) => {
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        output.push(text);
        return;
      }
      log.push(line);
      onLog?.(line);
      for (const waiter of waiters) {
        if (waiter.test(line)) {
          waiters.delete(waiter);
          waiter.resolve(line);
        }
      }
    });
  }
  const waitForLog = (test: (line: LogLine) => boolean, timeoutMs = 30_000) => {
    const seen = log.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise<LogLine>((resolve, reject) => {
      const waiter = {
        test,
        resolve: (line: LogLine) => {
          clearTimeout(timer);
          resolve(line);
        },
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`no such log line within ${timeoutMs} ms; output: ${output.join('\n').slice(-2000)}`));
      }, timeoutMs);
      waiters.add(waiter);
    });
  };
  const listening = waitForLog((l) => l.msg.startsWith('Server listening at http://127.0.0.1:'), startTimeoutMs);
  const early = exited.then(({ code }) => {
    throw new Error(`server exited with ${code} before listening: ${output.join('\n').slice(-2000)}`);
  });
  const line = await Promise.race([listening, early]);
  void early.catch(() => undefined);
  const url = line.msg.slice('Server listening at '.length);
  return {
    child,
    url,
    log,
    output,
    exited,
    waitForLog,
    async stop(timeoutMs = 20_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
        const result = await exited;
        clearTimeout(timer);
        return result;
      }
      return exited;
    },
  };
}

/**
 * For tests that run the server as a process on a directory of their own: `tempDir` makes a directory and `start`
 * a process (startServerProcess), and after each test every process is stopped and every directory removed,
 * however the test ended.
 */
export function serverProcessesPerTest() {
  const servers: ServerProcess[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return {
    tempDir(prefix: string): string {
      const dir = mkdtempSync(path.join(tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    async start(env: Record<string, string>): Promise<ServerProcess> {
      const server = await startServerProcess(env);
      servers.push(server);
      return server;
    },
  };
}

export interface HttpResult {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

/**
 * One request on a connection of its own (no keep-alive pool), so a test can tell what happened to each:
 * a complete response, or the socket error (ECONNREFUSED, ECONNRESET) it got instead.
 */
export function httpRequest(
  url: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string> } = {},
): Promise<HttpResult> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
        agent: false,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          if (!response.complete) return reject(Object.assign(new Error('response cut short'), { code: 'INCOMPLETE' }));
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            json: <T>() => JSON.parse(body.toString('utf8')) as T,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * An embedded database in `dataDir` (as a server started with DATA_DIR would make it), migrated and seeded with the
 * test secret, holding one open shop; closed again so that a server process can open it.
 */
export async function openShopInDataDir(dataDir: string): Promise<OpenShop> {
  // The run's migrated and seeded template, unpacked into the directory (quicker than migrating it again).
  const handle = await wrapPglite(new PGlite(path.join(dataDir, 'db'), { loadDataDir: await migratedPgliteDump() }));
  try {
    const app = await buildApp({ config: testConfig({ dataDir }), db: handle.db });
    await app.ready();
    try {
      return await openShop(app, handle.db);
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

/**
 * A supporter's card purchase against a server process: the checkout session, then the simulated card payment.
 * `paid` is the checkout session when the server confirmed the payment to the buyer; `statuses` every answer's.
 */
export async function buyByCard(url: string, shop: OpenShop): Promise<{ statuses: number[]; paid?: string }> {
  const checkout = await httpRequest(`${url}/api/stripe/create-checkout-session`, { body: checkoutBody(shop) });
  if (checkout.status !== 200) return { statuses: [checkout.status] };
  const { clientSecret } = checkout.json<{ clientSecret: string }>();
  const payment = await httpRequest(`${url}/api/payments/simulated/pay`, { body: { clientSecret, ...TEST_CARD } });
  const answer = payment.status === 200 ? payment.json<{ status: string; checkoutSession: string }>() : undefined;
  return {
    statuses: [checkout.status, payment.status],
    paid: answer?.status === 'paid' ? answer.checkoutSession : undefined,
  };
}
