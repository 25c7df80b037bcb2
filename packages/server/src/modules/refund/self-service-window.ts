import { eq, sql } from 'drizzle-orm';
import { SELF_SERVICE_REFUND_DAYS } from '@fundshop/core';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';

export interface SelfRefundWindow {
  /** The buyer may cancel and refund the whole order now. */
  allowed: boolean;
  /** The end of the terms' 14 days for a card order; null for a manual order (paid outside, refunded outside). */
  until: Date | null;
}

/**
 * The terms, exactly: a card order can be cancelled and refunded in full by its buyer within
 * SELF_SERVICE_REFUND_DAYS of payment while no file of it was downloaded, nothing of it was refunded and no dispute
 * was opened. Read in the refund's transaction (after the order row is locked) and by the my-books page.
 */
export async function selfRefundWindow(db: Executor, orderId: number): Promise<SelfRefundWindow> {
  // The subqueries name the order by its id as a parameter: Drizzle writes a column of a one-table select without
  // its table ("id"), which inside `from downloads d` would be d.id.
  const [row] = await db
    .select({
      until: sql<Date | null>`case when ${orders.source} = 'card'
        then ${orders.paidAt} + make_interval(days => ${SELF_SERVICE_REFUND_DAYS}) end`.mapWith(
        (v: string | Date | null) => (v === null ? null : new Date(v)),
      ),
      allowed: sql<boolean>`${orders.source} = 'card' and ${orders.status} = 'paid'
        and ${orders.refundedMinor} = 0 and ${orders.chargedBackMinor} = 0
        and now() < ${orders.paidAt} + make_interval(days => ${SELF_SERVICE_REFUND_DAYS})
        and not exists (select 1 from downloads d where d.order_id = ${orderId})
        and not exists (select 1 from refunds r where r.order_id = ${orderId} and r.status in ('pending', 'succeeded'))
        and not exists (select 1 from disputes x where x.order_id = ${orderId})`.mapWith(Boolean),
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? { allowed: false, until: null };
}

/**
 * The group's card orders whose buyers may still cancel them (the terms of selfRefundWindow, for every order of the
 * group at once): the group's share of them in minor units and when the last of their windows closes. A final payout
 * holds this back (docs/decisions/0051).
 */
export async function openRefundWindows(
  db: Executor,
  webshopId: number,
): Promise<{ shareMinor: number; closesAt: Date | null }> {
  const result = (await db.execute(sql`
    select coalesce(sum(o.earnings_minor), 0)::bigint as "shareMinor",
      max(o.paid_at + make_interval(days => ${SELF_SERVICE_REFUND_DAYS})) as "closesAt"
    from orders o
    where o.webshop_id = ${webshopId} and o.source = 'card' and o.status = 'paid'
      and o.refunded_minor = 0 and o.charged_back_minor = 0
      and now() < o.paid_at + make_interval(days => ${SELF_SERVICE_REFUND_DAYS})
      and not exists (select 1 from downloads d where d.order_id = o.id)
      and not exists (select 1 from refunds r where r.order_id = o.id and r.status in ('pending', 'succeeded'))
      and not exists (select 1 from disputes x where x.order_id = o.id)
  `)) as unknown as { rows: { shareMinor: string | number; closesAt: string | Date | null }[] };
  const row = result.rows[0]!;
  return { shareMinor: Number(row.shareMinor), closesAt: row.closesAt === null ? null : new Date(row.closesAt) };
}
