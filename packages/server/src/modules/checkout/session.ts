import { and, eq, sql } from 'drizzle-orm';
import {
  CHECKOUT_MSG,
  EBOOK_TAX_CODE,
  MSG,
  PEOPLE_MSG,
  genericErrorMessage,
  isDemoSeller,
  type createCheckoutSessionRequest,
  type CreateCheckoutSessionResponse,
  type Language,
  type TaxBehaviour,
} from '@fundshop/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CheckoutSessionInput } from '../../integrations/payments/payment-provider.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { assertNamedWebshopIsSellers, buyerColumns, insertOrder, sellerShopForShare } from '../order/order-records.ts';
import { placeTaxed, taxLocationOf, type TaxedCart } from '../order/sale-tax.ts';
import { orderTaxSummary } from '../order/order-tax.ts';

type CheckoutInput = z.output<typeof createCheckoutSessionRequest>;
type Refusal = Exclude<CreateCheckoutSessionResponse['responseMessage'], 'ok'>;

interface PlacedOrder {
  orderId: number;
  webshopId: number;
  sellerId: number;
  currencyCode: string;
  taxBehaviour: TaxBehaviour;
  lines: CheckoutSessionInput['lines'];
}

/**
 * Inside one transaction: takes the webshop and seller rows FOR SHARE (the lock endpoint takes the webshop
 * FOR UPDATE, so no order can be created once a lock has committed), checks the shop is open, confirms the cart
 * prices as it was taxed and records the pending order with its tax.
 */
async function placePendingOrder(
  tx: Transaction,
  taxed: TaxedCart | null,
  confirmCart: (webshopId: number) => Promise<void>,
  input: CheckoutInput,
  benefitSharePercent: number,
  language: Language | null,
): Promise<PlacedOrder | { refusal: Refusal; message: string }> {
  const shop = await sellerShopForShare(tx, input.sellerId);
  if (!shop || !taxed) throw new AppError('not-found', { message: CHECKOUT_MSG.shopNotFound });
  assertNamedWebshopIsSellers(input.webShopId, shop.webshopId);
  if (isDemoSeller(shop.sellerId)) return { refusal: 'error', message: CHECKOUT_MSG.demoCheckout };
  if (shop.isLocked) return { refusal: 'locked-webshop', message: CHECKOUT_MSG.checkoutLocked };
  if (!shop.isActive) return { refusal: 'inactive-seller', message: CHECKOUT_MSG.checkoutSellerInactive };
  if (shop.awaitsGuardian) return { refusal: 'error', message: PEOPLE_MSG.checkoutAwaitsGuardian };
  if (!shop.hasFinishedOnboarding) return { refusal: 'error', message: CHECKOUT_MSG.onboardingNotFinished };

  await confirmCart(shop.webshopId);
  const order = await insertOrder(tx, shop, taxed, {
    source: 'card',
    status: 'pending',
    createdByRole: 'buyer',
    ...buyerColumns(input),
    benefitSharePercent,
    language,
    via: input.via ?? null,
  });
  return {
    orderId: order.id,
    webshopId: shop.webshopId,
    sellerId: shop.sellerId,
    currencyCode: shop.currencyCode,
    taxBehaviour: taxed.behaviour,
    lines: taxed.lines.map((line) => ({
      name: line.name,
      unitAmountMinor: line.priceMinor,
      quantity: line.quantity,
      taxCode: EBOOK_TAX_CODE,
    })),
  };
}

/**
 * POST /api/stripe/create-checkout-session: records the pending order, then opens the provider's session
 * outside the transaction (no row lock is held across a network call) and links the two.
 */
export async function createCheckoutSession(
  ctx: AppContext,
  input: CheckoutInput,
  clientIp: string,
  /** The language the buyer's browser asks for (its mails are written in it), null for none of ours. */
  language: Language | null,
): Promise<CreateCheckoutSessionResponse> {
  await consumeRateLimit(ctx.db, `checkout:${clientNetwork(clientIp)}`, {
    limit: ctx.config.limits.checkoutPerHour,
    windowSeconds: 3600,
    message: MSG.tooManyCheckouts,
  });
  const provider = { paymentProvider: ctx.payments.kind, publishableKey: ctx.payments.publishableKey };
  const placed = await placeTaxed(
    ctx,
    input.sellerId,
    input.webShopCartProducts,
    taxLocationOf(input, ctx.config.markets),
    (tx, taxed, confirm) => placePendingOrder(tx, taxed, confirm, input, ctx.config.benefitSharePercent, language),
  );
  if ('refusal' in placed) {
    ctx.metrics.countCheckout('refused');
    return {
      responseMessage: placed.refusal,
      clientSecret: '',
      checkoutSession: '',
      message: placed.message,
      ...provider,
    };
  }
  let session;
  try {
    session = await ctx.payments.createCheckoutSession({ ...placed, buyerEmail: input.buyerEmail });
  } catch (error) {
    ctx.metrics.countCheckout('provider_error');
    await ctx.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(and(eq(orders.id, placed.orderId), eq(orders.status, 'pending')));
    throw Object.assign(
      new AppError('payment-provider-unavailable', { message: genericErrorMessage(ctx.config.supportEmail) }),
      { cause: error },
    );
  }
  await ctx.db
    .update(orders)
    .set({ checkoutSession: session.sessionId })
    .where(and(eq(orders.id, placed.orderId), sql`${orders.checkoutSession} is null`));
  ctx.metrics.countCheckout('created');
  return {
    responseMessage: 'ok',
    clientSecret: session.clientSecret,
    checkoutSession: session.sessionId,
    message: '',
    ...provider,
    tax: await orderTaxSummary(ctx.db, placed.orderId),
  };
}
