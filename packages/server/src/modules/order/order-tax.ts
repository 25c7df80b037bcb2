import { asc, eq, inArray } from 'drizzle-orm';
import { remainingTaxMinor, taxLabel, toMajor, type OrderTaxSummary } from '@fundshop/core';
import type { Executor } from '../../db/client.ts';
import { orders, orderTaxes } from '../../db/schema.ts';

/**
 * An order's net, tax and total as the checkout, the confirmation, the receipt and my-books show them
 * (docs/decisions/0057), for each of `orderIds`: as charged, and its tax label from the taxes levied on its lines.
 */
export async function orderTaxSummaries(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, OrderTaxSummary>> {
  if (orderIds.length === 0) return new Map();
  const [rows, levied] = await Promise.all([
    db
      .select({
        id: orders.id,
        totalMinor: orders.totalMinor,
        taxMinor: orders.taxMinor,
        taxBehaviour: orders.taxBehaviour,
      })
      .from(orders)
      .where(inArray(orders.id, [...orderIds])),
    db
      .select({ orderId: orderTaxes.orderId, taxType: orderTaxes.taxType, ratePpm: orderTaxes.ratePpm })
      .from(orderTaxes)
      .where(inArray(orderTaxes.orderId, [...orderIds]))
      .orderBy(asc(orderTaxes.id)),
  ]);
  return new Map(
    rows.map((order) => [
      order.id,
      {
        taxBehaviour: order.taxBehaviour,
        netAmount: toMajor(order.totalMinor - order.taxMinor),
        taxAmount: toMajor(order.taxMinor),
        totalAmount: toMajor(order.totalMinor),
        taxLabel: taxLabel(levied.filter((tax) => tax.orderId === order.id)),
      },
    ]),
  );
}

/** One order's summary (see orderTaxSummaries). */
export async function orderTaxSummary(db: Executor, orderId: number): Promise<OrderTaxSummary> {
  const summary = (await orderTaxSummaries(db, [orderId])).get(orderId);
  if (!summary) throw new Error(`order ${orderId} not found`);
  return summary;
}

/** The tax an order still holds after its refunds and lost disputes (proportional reversal, core's formula). */
export async function orderRemainingTaxMinor(db: Executor, orderId: number): Promise<number> {
  const [order] = await db
    .select({
      totalMinor: orders.totalMinor,
      taxMinor: orders.taxMinor,
      refundedMinor: orders.refundedMinor,
      chargedBackMinor: orders.chargedBackMinor,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} not found`);
  return remainingTaxMinor(order.taxMinor, order.totalMinor, order.refundedMinor + order.chargedBackMinor);
}
