import { asc, eq, sql } from 'drizzle-orm';
import { taxComponents, type TaxBehaviour, type TaxComponent } from '@fundshop/core';
import type { Database } from '../db/client.ts';
import { orderLines, orders, orderTaxes, products, webshopProducts } from '../db/schema.ts';
import type { OpenShop } from './checkout-fixtures.ts';

/** One kind of tax on every line of an order: 'CA' GST at 5% is { jurisdiction: 'CA', taxType: 'gst', ratePpm: 50_000 }. */
export type TaxRate = Omit<TaxComponent, 'taxableMinor' | 'taxMinor'>;

export interface TaxedOrder {
  /** Lines as [index of the shop's product, quantity]; each at the shop's price for it. */
  lines: [number, number][];
  behaviour: TaxBehaviour;
  rates: TaxRate[];
  source?: 'card' | 'manual';
  /** Paid this many days ago (15 by default: past the buyers' days to cancel, so no reserve is held back). */
  paidDaysAgo?: number;
}

/**
 * A paid order with its tax written as the checkout writes it (docs/decisions/0057): each line's tax at the order's
 * rates (core's taxComponents), the order's tax the sum of its lines', the taxes levied in order_taxes, tax_source
 * 'local'. Written directly, not through the checkout, so the money tests need not wait for the pricing.
 */
export async function insertTaxedOrder(db: Database, shop: OpenShop, order: TaxedOrder): Promise<number> {
  const offered = await db
    .select({ id: webshopProducts.id, priceMinor: webshopProducts.priceMinor, name: products.name })
    .from(webshopProducts)
    .innerJoin(products, eq(products.id, webshopProducts.productId))
    .where(eq(webshopProducts.webshopId, shop.webShopId))
    .orderBy(asc(webshopProducts.productId));
  const lines = order.lines.map(([index, quantity]) => {
    const product = offered[index % offered.length]!;
    return { product, quantity, ...taxComponents(product.priceMinor * quantity, order.rates, order.behaviour) };
  });
  const source = order.source ?? 'card';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        webshopId: shop.webShopId,
        sellerId: shop.sellerId,
        source,
        status: 'paid',
        createdByRole: source === 'card' ? 'buyer' : 'contactperson',
        buyerFirstName: 'Sam',
        countryCode: 'CA',
        streetAddress: '1 Main St',
        city: 'Toronto',
        postalCode: 'M5V 2T6',
        state: 'ON',
        currencyCode: 'USD',
        totalMinor: lines.reduce((sum, line) => sum + line.grossMinor, 0),
        taxMinor: lines.reduce((sum, line) => sum + line.taxMinor, 0),
        taxBehaviour: order.behaviour,
        taxSource: 'local',
        taxRegion: 'ON',
        paidAt: sql`now() - make_interval(days => ${order.paidDaysAgo ?? 15})`,
      })
      .returning({ id: orders.id });
    for (const line of lines) {
      const [written] = await tx
        .insert(orderLines)
        .values({
          orderId: row!.id,
          webshopProductId: line.product.id,
          productName: line.product.name,
          unitPriceMinor: line.product.priceMinor,
          quantity: line.quantity,
          taxRatePpm: order.rates.reduce((sum, rate) => sum + rate.ratePpm, 0),
          taxMinor: line.taxMinor,
        })
        .returning({ id: orderLines.id });
      if (line.components.length > 0) {
        await tx
          .insert(orderTaxes)
          .values(line.components.map((c) => ({ ...c, orderId: row!.id, orderLineId: written!.id })));
      }
    }
    return row!.id;
  });
}
