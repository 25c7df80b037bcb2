import { asc, eq } from 'drizzle-orm';
import { taxComponents, type TaxBehaviour, type TaxComponent } from '@fundshop/core';
import { orderLines, orders, orderTaxes } from '../db/schema.ts';
import type { OpenShop } from './checkout-fixtures.ts';
import { orderOfSession } from './delivery-fixtures.ts';
import { cardOrder, type Cart } from './order-fixtures.ts';
import type { TestApp } from './test-app.ts';

export interface TaxedSale {
  country: string;
  region?: string;
  currencyCode: string;
  behaviour: TaxBehaviour;
  /** The taxes each line bears: British Columbia's GST and PST are two. */
  rates: Omit<TaxComponent, 'taxableMinor' | 'taxMinor'>[];
  paidAt: Date;
}

/**
 * A paid card order with its tax written as the checkout writes it (decision 0057), for tests of what reads taxes:
 * the order is placed and paid through the API, then its lines' tax, the order_taxes rows and the order's tax
 * columns, location, currency and payment time are set from core's arithmetic (what the checkout computed, if it
 * computes, is replaced). An exclusive price gets its tax added to the total.
 */
export async function taxedOrder(t: TestApp, shop: OpenShop, cart: Cart, sale: TaxedSale) {
  const order = await orderOfSession(t, await cardOrder(t.app, shop, cart, 'paid'));
  const lines = await t.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  await t.db.delete(orderTaxes).where(eq(orderTaxes.orderId, order.id));
  let grossMinor = 0;
  let taxMinor = 0;
  for (const line of lines) {
    const taxed = taxComponents(line.unitPriceMinor * line.quantity, sale.rates, sale.behaviour);
    grossMinor += taxed.grossMinor;
    taxMinor += taxed.taxMinor;
    await t.db
      .update(orderLines)
      .set({ taxMinor: taxed.taxMinor, taxRatePpm: sale.rates.reduce((sum, r) => sum + r.ratePpm, 0) })
      .where(eq(orderLines.id, line.id));
    await t.db
      .insert(orderTaxes)
      .values(taxed.components.map((c) => ({ ...c, orderId: order.id, orderLineId: line.id })));
  }
  const [taxed] = await t.db
    .update(orders)
    .set({
      totalMinor: grossMinor,
      taxMinor,
      taxBehaviour: sale.behaviour,
      taxSource: 'local',
      taxRegion: sale.region ?? null,
      countryCode: sale.country,
      currencyCode: sale.currencyCode,
      paidAt: sale.paidAt,
    })
    .where(eq(orders.id, order.id))
    .returning();
  return taxed!;
}
