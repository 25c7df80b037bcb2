/**
 * `npm run bench:downloads`: concurrent downloads of a 5 MB PDF, personalised for each request (the buyer's name and
 * order number on every page, docs/decisions/0026), against bare Fastify sending the same file from memory in the
 * same run. Reports requests/s, p99 and the server's peak memory (resident set, sampled every 50 ms) per phase, and
 * writes the `downloads` section of bench/RESULTS.md.
 *
 *   BENCH_DURATION = seconds per phase (default 10); BENCH_DOWNLOAD_CONNECTIONS (default 8)
 *   DATABASE_URL (or TEST_DATABASE_URL) = postgres://...: also on PostgreSQL (a fresh schema, dropped after)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { readMarkdown, withSection, writeMarkdown } from './results-file.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_DOWNLOAD_CONNECTIONS ?? 8);
const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const benchDir = import.meta.dirname;
const resultsFile = path.join(benchDir, 'RESULTS.md');

interface Ready {
  appPort: number;
  ceilingPort: number;
  paths: string[];
  fileBytes: number;
  database: string;
}

interface Phase {
  name: string;
  requestsPerSecond: number;
  p99: number;
  mbPerSecond: number;
  peakRssMb: number;
  errors: number;
}

const rssMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/**
 * A book as a full edition is: 300 pages of text and, for its pictures, random bytes (an attachment here) that bring
 * the file to 5 MB; made once and kept in tmp. The personalised copy adds a few hundred bytes per page.
 */
async function benchPdf(): Promise<string> {
  const file = path.join(tmpdir(), 'fundshop-bench-edition-300-pages-5mb.pdf');
  if (existsSync(file)) return file;
  const line = 'The campfire crackled while the stars came out one by one over the quiet lake. ';
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  doc.setTitle('Bench edition');
  for (let n = 1; n <= 300; n++) {
    const page = doc.addPage([432, 648]);
    // Once per page: drawText's font option names the font again in the page's resources for every line.
    page.setFont(font);
    for (let y = 600; y > 40; y -= 12) page.drawText(`${n} ${line}`, { x: 36, y, size: 9 });
  }
  const text = (await doc.save({ useObjectStreams: false })).length;
  await doc.attach(randomBytes(5 * 1024 * 1024 - text), 'illustrations.bin', { mimeType: 'application/octet-stream' });
  writeFileSync(file, await doc.save({ useObjectStreams: false }));
  return file;
}

/** One whole download, its body read and dropped: [milliseconds, bytes], or an error for a status other than 200. */
function download(agent: Agent, port: number, urlPath: string): Promise<[number, number]> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: urlPath, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        res.statusCode === 200
          ? resolve([performance.now() - started, bytes])
          : reject(new Error(`${urlPath}: ${res.statusCode}`)),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * `connections` clients, each downloading one file after the other over a kept-alive connection for `duration`
 * seconds (autocannon buffers every body, which measured itself at about 5 MB/s here).
 */
async function phase(name: string, pid: number, port: number, paths: string[]): Promise<Phase> {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let bytes = 0;
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const until = started + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        try {
          const [ms, size] = await download(agent, port, paths[next++ % paths.length]!);
          latencies.push(ms);
          bytes += size;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: latencies.length / seconds,
    p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0,
    mbPerSecond: bytes / seconds / 1024 / 1024,
    peakRssMb: peak,
    errors,
  };
}

async function measure(env: Record<string, string>): Promise<{ ready: Ready; phases: Phase[]; idleRssMb: number }> {
  const child = spawn(process.execPath, [path.join(benchDir, 'download-server.ts')], {
    env: { ...process.env, BENCH_PDF_FILE: await benchPdf(), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    // Request logs go to the same pipe: read every line so the server never blocks on a full pipe.
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve(JSON.parse(line.slice(6)) as Ready);
    });
  });
  const pid = child.pid!;
  const idleRssMb = rssMb(pid);
  const phases = [
    await phase('bare Fastify, the same PDF from memory (ceiling)', pid, ready.ceilingPort, ['/ceiling']),
    await phase('personalised download (signed address, counted, logged)', pid, ready.appPort, ready.paths),
  ];
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return { ready, phases, idleRssMb };
}

const runs: { ready: Ready; phases: Phase[]; idleRssMb: number }[] = [await measure({})];
if (databaseUrl) {
  const schema = `bench_dl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    runs.push(await measure({ BENCH_DATABASE_URL: databaseUrl, BENCH_SCHEMA: schema }));
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
const rows = runs.flatMap(({ ready, phases, idleRssMb }) => {
  const [ceiling, download] = phases as [Phase, Phase];
  return phases.map(
    (p) =>
      `| ${ready.database} | ${p.name} | ${fmt(p.requestsPerSecond, 1)} | ${fmt(p.mbPerSecond / p.requestsPerSecond, 1)} | ${fmt(p.mbPerSecond, 1)} | ${fmt(p.p99)} ms | ` +
      `${fmt(idleRssMb)} MB → ${fmt(p.peakRssMb)} MB | ${p === download ? `${fmt((100 * download.requestsPerSecond) / ceiling.requestsPerSecond, 1)}%` : '100%'} | ${p.errors} |`,
  );
});
const fileMb = (runs[0]!.ready.fileBytes / 1024 / 1024).toFixed(1);
const section = `<!-- downloads:start -->
## Downloads: a ${fileMb} MB PDF personalised for each request

\`npm run bench:downloads\` on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, Node ${process.version},
${connections} concurrent downloads for ${duration} s per phase, loopback. The ceiling is bare Fastify sending the same
file from memory in the same process and run. Peak memory is the server process's resident set (sampled every 50 ms),
from idle after set-up to the highest seen during the phase: it must not grow with one file's copy per concurrent
download (with 32 concurrent downloads it rose by about 50 MB, not 32 copies). The book has 300 pages of text and
pictures' worth of bytes; a personalised copy is larger by what the incremental update adds for each page (the page
object rewritten, a footer placement, an xref entry: about 400 bytes).

| database | what | downloads/s | MB each | MB/s | p99 | server memory (idle → peak) | of ceiling | errors |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
<!-- downloads:end -->`;
console.log(section);
await writeMarkdown(resultsFile, withSection(readMarkdown(resultsFile), 'downloads', section));
