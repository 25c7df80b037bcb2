import { asc, eq } from 'drizzle-orm';
import { taxComponents, type TaxBehaviour, type TaxComponent } from '@fundshop/core';
import type { Database } from '../db/client.ts';
import { orderLines, orders, orderTaxes } from '../db/schema.ts';
import type { OpenShop } from './checkout-fixtures.ts';
import { orderOfSession } from './delivery-fixtures.ts';
import { cardOrder, type Cart } from './order-fixtures.ts';
import type { TestApp } from './test-app.ts';

/**
 * Makes an order a taxed one as the checkout does (docs/decisions/0057), by writing the tax columns directly: each
 * line's rate and tax at core's arithmetic, its order_taxes rows (what the checkout wrote is replaced), and the
 * order's tax, behaviour, source 'local' and region; an exclusive order's total gets its tax added. For tests of what
 * reads taxes at chosen rates; call it before the order is paid to have its receipt mail show the tax.
 */
export async function taxOrder(
  db: Database,
  orderId: number,
  tax: {
    behaviour: TaxBehaviour;
    rates: Omit<TaxComponent, 'taxableMinor' | 'taxMinor'>[];
    region?: string;
  },
): Promise<{ netMinor: number; taxMinor: number; totalMinor: number }> {
  return db.transaction(async (tx) => {
    const lines = await tx
      .select({ id: orderLines.id, unitPriceMinor: orderLines.unitPriceMinor, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
    await tx.delete(orderTaxes).where(eq(orderTaxes.orderId, orderId));
    let netMinor = 0;
    let taxMinor = 0;
    const ratePpm = tax.rates.reduce((sum, rate) => sum + rate.ratePpm, 0);
    for (const line of lines) {
      const taxed = taxComponents(line.unitPriceMinor * line.quantity, tax.rates, tax.behaviour);
      netMinor += taxed.netMinor;
      taxMinor += taxed.taxMinor;
      await tx
        .update(orderLines)
        .set({ taxRatePpm: ratePpm, taxMinor: taxed.taxMinor })
        .where(eq(orderLines.id, line.id));
      await tx
        .insert(orderTaxes)
        .values(taxed.components.map((component) => ({ orderId, orderLineId: line.id, ...component })));
    }
    const totalMinor = netMinor + taxMinor;
    await tx
      .update(orders)
      .set({ totalMinor, taxMinor, taxBehaviour: tax.behaviour, taxSource: 'local', taxRegion: tax.region ?? null })
      .where(eq(orders.id, orderId));
    return { netMinor, taxMinor, totalMinor };
  });
}

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
 * A paid card order taxed at `sale`'s rates (taxOrder), placed and paid through the API, then moved to the sale's
 * location, currency and payment time: for the tax report's periods and jurisdictions.
 */
export async function taxedOrder(t: TestApp, shop: OpenShop, cart: Cart, sale: TaxedSale) {
  const order = await orderOfSession(t, await cardOrder(t.app, shop, cart, 'paid'));
  await taxOrder(t.db, order.id, sale);
  const [taxed] = await t.db
    .update(orders)
    .set({ countryCode: sale.country, currencyCode: sale.currencyCode, paidAt: sale.paidAt })
    .where(eq(orders.id, order.id))
    .returning();
  return taxed!;
}
