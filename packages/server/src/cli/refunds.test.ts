import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema.ts';
import { operatorCommandEnv } from '../testing/operator-fixtures.ts';
import { openShop } from '../testing/checkout-fixtures.ts';
import { cardOrder } from '../testing/order-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const run = promisify(execFile);
const cli = path.join(import.meta.dirname, 'refunds.ts');

/** The real command, in its own process, against a server listening on a real port. */
describe('npm run refunds', () => {
  let t: TestApp;
  let env: NodeJS.ProcessEnv;
  let orderId: number;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    env = await operatorCommandEnv(t);
    const shop = await openShop(t.app, t.db);
    const session = await cardOrder(t.app, shop, [{ productId: shop.productIds[0]!, amountOrdered: 3 }], 'paid');
    orderId = (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.checkoutSession, session)))[0]!.id;
  });
  afterAll(() => t.close());

  const refunds$ = (args: string[]) => run(process.execPath, [cli, ...args], { env });

  it('refunds part of an order, then the rest, and lists them; refuses more and explains its usage', async () => {
    const part = await refunds$(['create', String(orderId), '12.50', '--reason', 'one book damaged']);
    expect(part.stdout).toMatch(new RegExp(`Refund \\d+ of order ${orderId}: succeeded`));
    const noReason = await refunds$(['create', String(orderId)]).catch((e: { stderr: string }) => e);
    expect(noReason.stderr).toContain('create needs --reason');
    const rest = await refunds$(['create', String(orderId), '--reason', 'the buyer cancelled']);
    expect(rest.stdout).toMatch(/\$53\.50\s+succeeded\s+operator/);
    const list = await refunds$(['list', String(orderId)]);
    expect(list.stdout).toMatch(/ID\s+ORDER\s+AMOUNT\s+STATE\s+ASKED BY\s+CREATED/);
    expect(list.stdout.trim().split('\n')).toHaveLength(3);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'refunded', refundedMinor: 6600 });

    const more = await refunds$(['create', String(orderId), '1', '--reason', 'again']).catch(
      (e: { stderr: string; code: number }) => e,
    );
    expect(more).toMatchObject({ code: 1, stderr: expect.stringContaining('409: The refund is larger') });
    const usage = await refunds$(['refund']).catch((e: { stderr: string }) => e);
    expect(usage.stderr).toContain('npm run refunds -- create <orderId>');
  });
});
