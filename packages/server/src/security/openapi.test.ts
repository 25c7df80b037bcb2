import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf, summaryOf } from '../openapi.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const run = promisify(execFile);
const redocly = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/redocly');

/** The OpenAPI document is one a client can rely on: Redocly's recommended rules find no error in it. */
describe('OpenAPI document', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    dir = mkdtempSync(path.join(tmpdir(), 'fundshop-openapi-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('passes `redocly lint` with the recommended rules (operationId, summary, security on every operation)', async () => {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body);
    const result = await run(redocly, ['lint', file, '--format', 'json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
    }).catch((error: { stdout: string }) => error);
    const report = JSON.parse(result.stdout) as {
      problems: { ruleId: string; severity: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('derives readable operation ids and summaries', () => {
    expect(operationIdOf('POST', '/api/contact-person/initiate-payout')).toBe('postContactPersonInitiatePayout');
    expect(operationIdOf('POST', '/api/operator/payouts/{id}/advance')).toBe('postOperatorPayoutsIdAdvance');
    expect(summaryOf('Ends the fundraiser: pays the group. More text.', 'x')).toBe(
      'Ends the fundraiser: pays the group',
    );
    expect(summaryOf(undefined, 'GET /api/x')).toBe('GET /api/x');
  });
});
