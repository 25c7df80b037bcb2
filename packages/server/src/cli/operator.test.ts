import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { auditEvents, mailOutbox, operators } from '../db/schema.ts';
import { latestMailTo } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { UsageError } from './operator-api.ts';
import { runOperator } from './operator.ts';

/** `npm run operator`: the command's work on the database (the process around it is cli/server-database.ts). */
describe('npm run operator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  const run = (...args: string[]) => runOperator(args, t.db, t.config);

  it('adds an operator: prints its set-up link and queues it as a mail with the link', async () => {
    const output = await run('add', 'Ops.Lead@Fundshop.test', '--role', 'admin');
    const link = /(http:\/\/\S+\/operator\/enrol#[A-Za-z0-9_-]{43})$/m.exec(output)?.[1];
    expect(link).toBeDefined();
    const mail = await latestMailTo(t.db, 'ops.lead@fundshop.test');
    expect(mail).toMatchObject({ subject: 'Set up your Fundshop operator account', containsCredentials: true });
    expect(mail.text).toContain(link!);
    const [row] = await t.db.select().from(operators).where(eq(operators.email, 'ops.lead@fundshop.test'));
    expect(row).toMatchObject({ role: 'admin', enrolledAt: null, passwordHash: null });
    expect(row!.setupTokenHash).not.toContain(link!.split('#')[1]!);
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.targetId, row!.id));
    expect(audit).toMatchObject({
      actorRole: 'operator',
      actorId: null,
      actorLabel: expect.stringMatching(/^npm run operator \(/),
      action: 'operator.create',
      after: { email: 'ops.lead@fundshop.test', role: 'admin', enrolled: false },
    });
    expect(await run('list')).toMatch(/ops\.lead@fundshop\.test\s+admin\s+no \(set-up link sent\)/);
  });

  it('refuses an email twice, resets an operator with a new link, and explains its usage', async () => {
    await run('add', 'helper@fundshop.test');
    await expect(run('add', 'helper@fundshop.test')).rejects.toThrow('is an operator already');
    const mails = async () =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'helper@fundshop.test'))).length;
    expect(await mails()).toBe(1);
    const output = await run('reset', 'helper@fundshop.test');
    expect(output).toContain('/operator/enrol#');
    expect(await mails()).toBe(2);
    const [row] = await t.db.select().from(operators).where(eq(operators.email, 'helper@fundshop.test'));
    expect(row!.role).toBe('support');
    await expect(run('reset', 'nobody@fundshop.test')).rejects.toThrow('is not an operator');
    await expect(run('add', 'not-an-email')).rejects.toBeInstanceOf(UsageError);
    await expect(run('add', 'x@fundshop.test', '--role', 'root')).rejects.toThrow('--role takes admin or support.');
    await expect(run('remove')).rejects.toThrow("Unknown command 'remove'.");
  });
});

/**
 * The real command in its own process, on an embedded database of its own, as `npm run operator` runs it. Two
 * processes each migrate a new database: on a loaded two-core machine that took 62 s, past the run's 60 s.
 */
describe('npm run operator, in its own process', { timeout: 180_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fundshop-operator-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const operator$ = (env: Record<string, string>, ...args: string[]) =>
    promisify(execFile)(process.execPath, [path.join(import.meta.dirname, 'operator.ts'), ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
    });

  it('names the server at its PORT in the printed and the mailed link, and PUBLIC_URL when it is set', async () => {
    const onPort = await operator$({ PORT: '3204' }, 'add', 'ops@fundshop.test', '--role', 'admin');
    const link = /^(http:\/\/localhost:3204\/operator\/enrol#[A-Za-z0-9_-]{43})$/m.exec(onPort.stdout)?.[1];
    expect(link, onPort.stdout).toBeDefined();
    // Nothing asked the server where it is: the output says what the link was made from.
    expect(onPort.stdout).toContain('The link names http://localhost:3204 (PUBLIC_URL unset, PORT 3204)');
    const named = await operator$(
      { PORT: '3204', PUBLIC_URL: 'https://shop.example.org/' },
      'reset',
      'ops@fundshop.test',
    );
    expect(named.stdout).toMatch(/^https:\/\/shop\.example\.org\/operator\/enrol#[A-Za-z0-9_-]{43}$/m);
    expect(named.stdout).not.toContain('The link names');

    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ops@fundshop.test'));
      expect(mails.map((m) => m.text.includes(link!))).toEqual([true, false]);
      expect(mails[1]!.text).toContain('https://shop.example.org/operator/enrol#');
    } finally {
      await database.close();
    }
  });
});
