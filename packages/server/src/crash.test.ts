import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { orders, webshopDailySales } from './db/schema.ts';
import { buyByCard, httpRequest, openShopInDataDir, serverProcessesPerTest } from './testing/server-process.ts';
import { TEST_APP_SECRET } from './testing/test-database.ts';

describe('a crash of the embedded database server (PGlite)', () => {
  const processes = serverProcessesPerTest();

  // Two server starts and a burst: about 30 s on an idle two-core machine; the limit is a liveness bound for busy ones.
  it(
    'SIGKILL mid-burst loses no payment confirmed to a buyer, and counts none twice',
    { timeout: 120_000 },
    async () => {
      const dir = processes.tempDir('fundshop-crash-');
      const shop = await openShopInDataDir(dir);
      const env = { DATA_DIR: dir, APP_SECRET: TEST_APP_SECRET, CHECKOUT_LIMIT_PER_HOUR: '100000' };
      let server = await processes.start(env);
      const { url } = server;

      // Buyers check out and pay by card until the server is gone; a 'paid' answer is a payment confirmed to the buyer.
      const confirmed: string[] = [];
      let gone = false;
      const buyer = async () => {
        while (!gone) {
          try {
            const { paid } = await buyByCard(url, shop);
            if (paid) confirmed.push(paid);
          } catch {
            gone = true;
          }
        }
      };
      const buyers = Array.from({ length: 8 }, buyer);
      while (confirmed.length < 20) await new Promise((r) => setTimeout(r, 10));
      server.child.kill('SIGKILL');
      expect((await server.exited).signal).toBe('SIGKILL');
      await Promise.all(buyers);
      const confirmedBeforeCrash = [...confirmed];

      // The same DATA_DIR starts again, healthy, and each confirmed order is there for its buyer.
      server = await processes.start(env);
      expect((await httpRequest(`${server.url}/api/health`)).status).toBe(200);
      for (const session of confirmedBeforeCrash.slice(0, 3)) {
        const order = await httpRequest(`${server.url}/api/order/my-order?checkoutSession=${session}`);
        expect(order.json()).toMatchObject({ error: false });
      }
      expect(await server.stop()).toEqual({ code: 0, signal: null });

      const handle = await openDatabase({ dataDir: path.join(dir, 'db') });
      try {
        const rows = await handle.db
          .select({ session: orders.checkoutSession, status: orders.status, paidAt: orders.paidAt })
          .from(orders)
          .where(inArray(orders.checkoutSession, confirmedBeforeCrash));
        expect(rows).toHaveLength(confirmedBeforeCrash.length);
        expect(rows.filter((r) => r.status !== 'paid' || r.paidAt === null)).toEqual([]);
        // Every paid order counted once in the sales rollup (kept by triggers in the order's own transaction).
        const [paid] = await handle.db
          .select({ total: sql<string>`coalesce(sum(${orders.totalMinor}), 0)`, count: sql<string>`count(*)` })
          .from(orders)
          .where(sql`${orders.webshopId} = ${shop.webShopId} and ${orders.status} = 'paid'`);
        const [rollup] = await handle.db
          .select({ total: sql<string>`coalesce(sum(${webshopDailySales.salesMinor}), 0)` })
          .from(webshopDailySales)
          .where(eq(webshopDailySales.webshopId, shop.webShopId));
        expect(Number(paid?.count)).toBeGreaterThanOrEqual(confirmedBeforeCrash.length);
        expect(Number(rollup?.total)).toBe(Number(paid?.total));
      } finally {
        await handle.close();
      }
    },
  );
});
