import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../db/schema.ts';
import { operatorCommandEnv } from '../testing/operator-fixtures.ts';
import { openShop, type OpenShop } from '../testing/checkout-fixtures.ts';
import { insertPayout } from '../testing/payout-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const run = promisify(execFile);
const cli = path.join(import.meta.dirname, 'payouts.ts');

/** The real command, in its own process, against a server listening on a real port. */
describe('npm run payouts', () => {
  let t: TestApp;
  let shop: OpenShop;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    env = await operatorCommandEnv(t);
    shop = await openShop(t.app, t.db);
  });
  afterAll(() => t.close());

  const payouts$ = (args: string[], environment = env) => run(process.execPath, [cli, ...args], { env: environment });

  it('lists payouts and advances one to its next state, or to FAILED', async () => {
    const id = await insertPayout(t.db, shop.webShopId, 'INITIATED', 12_345);
    const list = await payouts$(['list']);
    expect(list.stdout).toMatch(/ID\s+GROUP\s+AMOUNT\s+CURRENCY\s+STATE\s+AGE/);
    expect(list.stdout).toMatch(
      new RegExp(`${id}\\s+.+\\(${shop.webShopId}\\)\\s+\\$123\\.45\\s+USD\\s+INITIATED\\s+0 min`),
    );

    // --from names the state the operator saw: a payout already past it is left alone.
    const stale = await payouts$(['advance', String(id), '--from', 'pending']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(stale).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('409: The payout is INITIATED, not PENDING'),
    });
    // Without it, the state the list shows now.
    expect((await payouts$(['advance', String(id)])).stdout).toContain(`Payout ${id}: INITIATED -> PENDING`);
    expect((await payouts$(['advance', String(id), '--fail', '--note', 'bank closed'])).stdout).toContain(
      'PENDING -> FAILED',
    );
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, id));
    expect(row!.status).toBe('FAILED');

    const final = await payouts$(['advance', String(id)]).catch((error: { code: number; stderr: string }) => error);
    expect(final).toMatchObject({ code: 1, stderr: expect.stringContaining('409') });
  });

  it("finds the server at PORT without PUBLIC_URL, as the server's own rule does", async () => {
    const port = new URL(env.PUBLIC_URL!).port;
    const list = await payouts$(['list'], { ...env, PUBLIC_URL: '', PORT: port });
    expect(list.stdout).toMatch(/ID\s+GROUP\s+AMOUNT/);
  });

  it('says what is wrong: no key, a wrong key, no command', async () => {
    const noKey = await payouts$(['list'], { ...env, OPERATOR_API_KEY: '' }).catch((e: { stderr: string }) => e);
    expect(noKey.stderr).toContain('OPERATOR_API_KEY is not set');
    const wrong = await payouts$(['list'], { ...env, OPERATOR_API_KEY: `fsk_${'x'.repeat(43)}` }).catch(
      (e: { stderr: string }) => e,
    );
    expect(wrong.stderr).toContain('401: This API key is unknown or has been revoked.');
    const none = await payouts$([]).catch((e: { stderr: string }) => e);
    expect(none.stderr).toContain('Usage:');
    const badState = await payouts$(['advance', '1', '--from', 'DONE']).catch((e: { stderr: string }) => e);
    expect(badState.stderr).toContain('--from takes one of INITIATED, PENDING, PAID, FAILED.');
  });
});
