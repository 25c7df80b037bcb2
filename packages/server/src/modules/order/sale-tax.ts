import {
  CHECKOUT_MSG,
  EBOOK_TAX_CODE,
  TAX_BEHAVIOUR_BY_COUNTRY,
  regionDecidesTax,
  taxRegionCode,
  type CountryCode,
  type TaxBehaviour,
} from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { orderLines, orders, orderTaxes, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { ChargedTax } from '../../integrations/payments/payment-provider.ts';
import { TaxLocationError, type TaxCalculation, type TaxLocationField } from '../../integrations/tax/tax-calculator.ts';
import { sellerWithWebshop } from '../seller/service.ts';
import { priceCart, type PricedLine } from './order-records.ts';

// The tax of a sale, card or cash (docs/decisions/0059): the buyer's location, the cart priced and taxed before the
// order's transaction (Stripe Tax is a network call, and no row lock is held across one), confirmed inside it.

/** Where the buyer is taxed: the country, and the state or province code where it decides the rate (US, CA). */
export interface TaxLocation {
  country: string;
  region: string | null;
  /** Empty when not given; Stripe Tax places a US address by it. */
  postalCode: string;
}

const FIELD_MESSAGES: Record<TaxLocationField, string> = {
  state: CHECKOUT_MSG.taxRegionMissing,
  postalCode: CHECKOUT_MSG.taxLocationInvalid,
};

/** A 400 on the field that decides where the buyer is taxed. */
function locationRefused(field: TaxLocationField): AppError {
  return new AppError('validation-error', { fieldErrors: { [field]: FIELD_MESSAGES[field] } });
}

/**
 * The buyer's tax location from the form: a country outside the markets Fundshop sells in (MARKETS, decision 0061:
 * no registration stands behind its tax) gets a 400 on it, as does a US or Canadian buyer whose 'state' names no region.
 */
export function taxLocationOf(
  buyer: { countryCode: string; state?: string; postalCode?: string },
  markets: readonly string[],
): TaxLocation {
  if (!markets.includes(buyer.countryCode)) {
    throw new AppError('validation-error', { fieldErrors: { countryCode: CHECKOUT_MSG.marketClosed } });
  }
  const region = taxRegionCode(buyer.countryCode, buyer.state ?? '');
  if (regionDecidesTax(buyer.countryCode) && region === null) throw locationRefused('state');
  return { country: buyer.countryCode, region, postalCode: buyer.postalCode ?? '' };
}

/** A cart priced from the database and taxed for the buyer's location, as the group's market writes prices. */
export interface TaxedCart {
  webshopId: number;
  lines: PricedLine[];
  behaviour: TaxBehaviour;
  location: TaxLocation;
  tax: TaxCalculation;
}

type CartInput = readonly { productId: number; amountOrdered: number }[];

/** Thrown inside the order's transaction when the cart no longer prices as it was taxed (see placeTaxed). */
class CartRepriced extends Error {}

/** Prices the seller's cart (no lock) and computes its tax; null when the seller is unknown (the caller's 404). */
async function taxCart(
  ctx: Pick<AppContext, 'db' | 'tax'>,
  sellerId: number,
  cart: CartInput,
  location: TaxLocation,
): Promise<TaxedCart | null> {
  const shop = await sellerWithWebshop(ctx.db, sellerId, {
    webshopId: webshops.id,
    countryCode: webshops.countryCode,
    currencyCode: webshops.currencyCode,
  });
  if (!shop) return null;
  const { lines } = await priceCart(ctx.db, shop.webshopId, cart);
  // The group's market decides how its prices are written (its country decides its currency too).
  const behaviour = TAX_BEHAVIOUR_BY_COUNTRY[shop.countryCode as CountryCode] ?? 'inclusive';
  try {
    const tax = await ctx.tax.calculate({
      currencyCode: shop.currencyCode,
      behaviour,
      country: location.country,
      region: location.region,
      postalCode: location.postalCode,
      lines: lines.map((line, index) => ({
        reference: String(index),
        amountMinor: line.priceMinor * line.quantity,
        quantity: line.quantity,
        taxCode: EBOOK_TAX_CODE,
      })),
    });
    return { webshopId: shop.webshopId, lines, behaviour, location, tax };
  } catch (error) {
    if (error instanceof TaxLocationError) throw locationRefused(error.field);
    throw error;
  }
}

/** Inside the order's transaction: the cart prices now as it was taxed, or CartRepriced. */
async function confirmCart(tx: Transaction, webshopId: number, taxed: TaxedCart, cart: CartInput): Promise<void> {
  const { lines } = await priceCart(tx, webshopId, cart);
  const same =
    webshopId === taxed.webshopId &&
    lines.length === taxed.lines.length &&
    lines.every((line, index) => {
      const was = taxed.lines[index]!;
      return line.webshopProductId === was.webshopProductId && line.priceMinor === was.priceMinor;
    });
  if (!same) throw new CartRepriced();
}

/** A price that changes between the tax and the order is rare (the catalogue's prices); three tries outlast it. */
const TRIES = 3;

/**
 * Taxes the seller's cart, then runs `place` in a transaction; `place` locks the shop, and passes its webshop id to
 * `confirm`, which prices the cart again: when a price changed in between, the cart is taxed again and `place` rerun.
 * `taxed` is null for an unknown seller (`place` answers it as it would without tax).
 */
export async function placeTaxed<T>(
  ctx: Pick<AppContext, 'db' | 'tax'>,
  sellerId: number,
  cart: CartInput,
  location: TaxLocation,
  place: (tx: Transaction, taxed: TaxedCart | null, confirm: (webshopId: number) => Promise<void>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const taxed = await taxCart(ctx, sellerId, cart, location);
    try {
      return await ctx.db.transaction((tx) =>
        place(tx, taxed, async (webshopId) => {
          if (taxed) await confirmCart(tx, webshopId, taxed, cart);
        }),
      );
    } catch (error) {
      if (!(error instanceof CartRepriced) || attempt === TRIES) throw error;
    }
  }
}

/**
 * Stores the tax a provider charged on a paid card order (Stripe Checkout's automatic tax) over the estimate made at
 * checkout, in the transaction that marks it paid: total_minor becomes what was charged, the lines and their taxes
 * what Stripe levied. The lines are matched in the order they were sent.
 */
export async function recordChargedTax(tx: Transaction, orderId: number, charged: ChargedTax): Promise<void> {
  const lines = await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  if (lines.length !== charged.lines.length) {
    throw new Error(`order ${orderId} has ${lines.length} lines, the provider charged ${charged.lines.length}`);
  }
  await tx.delete(orderTaxes).where(eq(orderTaxes.orderId, orderId));
  for (const [index, line] of lines.entries()) {
    const taxed = charged.lines[index]!;
    await tx
      .update(orderLines)
      .set({ taxMinor: taxed.taxMinor, taxRatePpm: taxed.ratePpm })
      .where(eq(orderLines.id, line.id));
    if (taxed.components.length > 0) {
      await tx
        .insert(orderTaxes)
        .values(taxed.components.map((component) => ({ orderId, orderLineId: line.id, ...component })));
    }
  }
  await tx
    .update(orders)
    .set({
      totalMinor: charged.totalMinor,
      taxMinor: charged.lines.reduce((sum, line) => sum + line.taxMinor, 0),
      taxSource: 'stripe',
      // Checkout records its own tax transaction; the estimate's calculation is no longer the sale's record.
      taxReference: null,
    })
    .where(eq(orders.id, orderId));
}
