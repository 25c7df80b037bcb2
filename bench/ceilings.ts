/**
 * What the product's figures are divided by, measured in the same run on the same machine: a bare Fastify server for
 * HTTP, and pgbench on the same PostgreSQL, with as many clients as the product's pool holds connections, for the
 * database (`-S`: one indexed read a transaction; `-N`: the simple-update transaction without its two hot small
 * tables, five statements, three of them writes).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { scratchDatabase, type ScratchDatabase } from './scratch-database.ts';

export async function startBareFastify(body: string): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-body-'));
  const file = path.join(dir, 'body.json');
  writeFileSync(file, body);
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-fastify.ts')], {
    env: { ...process.env, BENCH_BODY_FILE: file },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare Fastify exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve(Number(line.slice(6)));
    });
  });
  return {
    url: `http://127.0.0.1:${port}/ceiling`,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PgbenchResult {
  tps: number;
  p50: number;
  p99: number;
}

/** Milliseconds, from pgbench's per-transaction logs (`-l`): the third field is the latency in µs. */
function percentiles(dir: string): { p50: number; p99: number } {
  const latencies: number[] = [];
  for (const file of readdirSync(dir)) {
    for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      const us = Number(line.split(' ')[2]);
      if (Number.isFinite(us) && line) latencies.push(us / 1000);
    }
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0).toFixed(1));
  return { p50: at(0.5), p99: at(0.99) };
}

/** pgbench's own database (scale 10: a million accounts) on the server of `url`, for the run. */
export async function pgbenchDatabase(url: string): Promise<ScratchDatabase> {
  const database = await scratchDatabase(url, 'bench_pgbench');
  execFileSync('pgbench', ['-i', '-q', '-s', '10', database.url], { stdio: 'ignore' });
  return database;
}

export function runPgbench(url: string, mode: '-S' | '-N', clients: number, seconds: number): PgbenchResult {
  const logs = mkdtempSync(path.join(tmpdir(), 'pgbench-'));
  try {
    const out = execFileSync(
      'pgbench',
      [
        mode,
        '-n',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(seconds),
        '-l',
        '--log-prefix',
        path.join(logs, 'tx'),
        url,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps:\n${out}`);
    return { tps: Math.round(tps), ...percentiles(logs) };
  } finally {
    rmSync(logs, { recursive: true, force: true });
  }
}
