import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * Refunds and disputes in the group's money (docs/decisions/0026), in minor units. The roll-ups behind totalEarnings
 * and totalSales already count each order net of its refunds and lost disputes (migration 0015); these figures say
 * how much of the gross went where, and how much of what is left is held while a dispute is open.
 *
 * The group's share of what is left of an order is share(left) = floor((left - its tax) × benefit_share_percent / 100),
 * its tax the order's in proportion (remaining_tax_minor, core's remainingTaxMinor), as the generated earnings_minor
 * column computes it (docs/decisions/0060). Each part below is a difference of two such shares: the parts and
 * earnings_minor add up to the share of the whole total to the minor unit, whatever the rounding.
 */
export interface ReturnFigures {
  /** Succeeded refunds. */
  refunded: number;
  /** share(total) - share(total - refunded). */
  refundedEarnings: number;
  /** Amounts of open disputes. */
  disputedOpen: number;
  /** share(net) - share(net - open disputed amount): what a payout must not pay yet. */
  heldForDisputes: number;
  /** Taken back by lost disputes (orders.charged_back_minor). */
  disputesLost: number;
  /** share(total - refunded) - share(net). */
  disputesLostEarnings: number;
}

/** The group's share of `left` of an order (columns total, tax, pct of the query below), as earnings_minor has it. */
const share = (left: SQL) => sql`((${left}) - remaining_tax_minor(tax, total, total - (${left}))) * pct / 100`;

/**
 * Card orders that were paid (counted, or refunded in full): the ones refunds and disputes can touch. Every figure
 * below is zero for an order with nothing refunded, charged back or disputed (earnings_minor is the share of what is
 * left), so only those are read, through two partial indexes: the read follows the group's returns, not its orders.
 */
export async function returnFigures(db: Executor, webshopId: number): Promise<ReturnFigures> {
  const result = (await db.execute(sql`
    with touched as (
      select id from orders where webshop_id = ${webshopId} and (refunded_minor > 0 or charged_back_minor > 0)
      union
      select d.order_id from disputes d join orders od on od.id = d.order_id
      where d.status = 'open' and od.webshop_id = ${webshopId}
    ),
    o as (
      select o.total_minor::bigint as total, o.tax_minor::bigint as tax, o.refunded_minor::bigint as refunded,
        o.charged_back_minor::bigint as lost, o.benefit_share_percent::bigint as pct, o.earnings_minor as earnings,
        o.status,
        least(o.total_minor - o.refunded_minor - o.charged_back_minor,
          coalesce((select sum(d.amount_minor) from disputes d where d.order_id = o.id and d.status = 'open'), 0)
        )::bigint as open_counted,
        coalesce((select sum(d.amount_minor) from disputes d where d.order_id = o.id and d.status = 'open'), 0)::bigint
          as open_amount
      from orders o
      where o.id in (select id from touched) and o.source = 'card' and o.status in ('paid', 'refunded')
    )
    select
      coalesce(sum(refunded), 0) as "refunded",
      coalesce(sum(${share(sql`total`)} - ${share(sql`total - refunded`)}), 0) as "refundedEarnings",
      coalesce(sum(open_amount), 0) as "disputedOpen",
      coalesce(sum(earnings - ${share(sql`total - refunded - lost - open_counted`)})
        filter (where status = 'paid'), 0) as "heldForDisputes",
      coalesce(sum(lost), 0) as "disputesLost",
      coalesce(sum(${share(sql`total - refunded`)} - earnings), 0) as "disputesLostEarnings"
    from o
  `)) as unknown as { rows: Record<keyof ReturnFigures, string | number>[] };
  const row = result.rows[0]!;
  return {
    refunded: Number(row.refunded),
    refundedEarnings: Number(row.refundedEarnings),
    disputedOpen: Number(row.disputedOpen),
    heldForDisputes: Number(row.heldForDisputes),
    disputesLost: Number(row.disputesLost),
    disputesLostEarnings: Number(row.disputesLostEarnings),
  };
}

/**
 * What earlier payouts paid beyond what the group is owed now (a refund or lost dispute after a payout), and what a
 * payout may pay now: the group's share of card sales less the platform's share and the tax of cash sales (the
 * group holds that money), less what is held for open disputes and what earlier payouts (paid or on their way) took. A held reserve (docs/decisions/0051) is
 * kept apart: `reserveLeft` is what its release would pay, the reserve less what refunds took since. A new final
 * payout holds back the share of open refund windows that no held reserve covers (`reserveOnPayout`), so
 * `availableNow` is what it pays at once. `releasable` is all a release pays. None is below zero.
 */
export function payableNow(money: {
  cardEarnings: number;
  manualPlatformShare: number;
  /** The tax in the cash sales: the group holds it, Fundshop owes it (docs/decisions/0060). */
  manualTax: number;
  previouslyPaid: number;
  heldForDisputes: number;
  /** The held reserve's amount (0 when none). */
  reserved: number;
  /** The group's share of card orders still inside their refund window and not downloaded. */
  openWindowShare: number;
}) {
  const owed = money.cardEarnings - money.manualPlatformShare - money.manualTax;
  const payable = owed - money.heldForDisputes - money.previouslyPaid;
  const afterReserve = Math.max(0, payable - money.reserved);
  const reserveOnPayout = Math.min(Math.max(0, money.openWindowShare - money.reserved), afterReserve);
  return {
    owedByGroup: Math.max(0, money.previouslyPaid - owed),
    reserveLeft: Math.min(money.reserved, Math.max(0, payable)),
    reserveOnPayout,
    availableNow: afterReserve - reserveOnPayout,
    releasable: Math.max(0, payable),
  };
}
