import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CHECKOUT_MSG,
  MSG,
  genericErrorMessage,
  isDemoSeller,
  SIMULATED_CARDS,
  toMajor,
  type createCheckoutSessionRequest,
  type CreateCheckoutSessionResponse,
  type MyOrderResponse,
  type MyOrderSummary,
  type OrderFromBuyerDetail,
  type simulatedPayRequest,
  type SimulatedPayResponse,
} from '@fundshop/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { orderLines, orders, products, sellers, webshopProducts, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { WebhookSignatureError, type PaymentEvent } from '../../integrations/payments/payment-provider.ts';
import { simulatedPaymentReference, simulatedSessionOf } from '../../integrations/payments/simulated-provider.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import type { WorkerLogger } from '../../lib/poller.ts';
import { recordProviderEvent } from '../../lib/provider-events.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { enqueueBooksMail } from '../delivery/mails.ts';
import { markPaymentAccountReady } from '../payment-account/service.ts';
import { applyDisputeEvent } from '../dispute/service.ts';
import { applyRefundsChanged } from '../refund/settle.ts';
import { applyPayoutEvent } from '../payout/state-machine.ts';
import { sellerWithWebshop } from '../seller/service.ts';

type CheckoutInput = z.output<typeof createCheckoutSessionRequest>;
type Refusal = Exclude<CreateCheckoutSessionResponse['responseMessage'], 'ok'>;

interface PlacedOrder {
  orderId: number;
  webshopId: number;
  sellerId: number;
  currencyCode: string;
  lines: { name: string; unitAmountMinor: number; quantity: number }[];
}

export interface PricedLine {
  webshopProductId: number;
  productId: number;
  priceMinor: number;
  name: string;
  quantity: number;
}

type BuyerColumns = Pick<
  typeof orders.$inferInsert,
  | 'buyerFirstName'
  | 'buyerLastName'
  | 'buyerEmail'
  | 'buyerPhoneNumber'
  | 'countryCode'
  | 'streetAddress'
  | 'apartment'
  | 'city'
  | 'postalCode'
  | 'state'
  | 'personalMessage'
>;

/** The buyer's details as order columns, for card checkout and manual orders alike (extra input fields dropped). */
export function buyerColumns(input: Required<BuyerColumns>): BuyerColumns {
  return {
    buyerFirstName: input.buyerFirstName,
    buyerLastName: input.buyerLastName,
    buyerEmail: input.buyerEmail,
    buyerPhoneNumber: input.buyerPhoneNumber,
    countryCode: input.countryCode,
    streetAddress: input.streetAddress,
    apartment: input.apartment,
    city: input.city,
    postalCode: input.postalCode,
    state: input.state,
    personalMessage: input.personalMessage,
  };
}

/**
 * Prices a cart from webshop_products of the webshop (card checkout and manual orders alike). The client's
 * prices and totalAmount are ignored: the database price is the price (ARCHITECTURE §4).
 */
export async function priceCart(
  tx: Transaction,
  webshopId: number,
  cart: readonly { productId: number; amountOrdered: number }[],
): Promise<{ lines: PricedLine[]; totalMinor: number }> {
  const priced = await tx
    .select({
      webshopProductId: webshopProducts.id,
      productId: webshopProducts.productId,
      priceMinor: webshopProducts.priceMinor,
      name: products.name,
    })
    .from(webshopProducts)
    .innerJoin(products, eq(products.id, webshopProducts.productId))
    .where(
      and(
        eq(webshopProducts.webshopId, webshopId),
        inArray(
          webshopProducts.productId,
          cart.map((line) => line.productId),
        ),
      ),
    );
  const lines = cart.map((line) => {
    const product = priced.find((p) => p.productId === line.productId);
    if (!product) {
      throw new AppError('validation-error', { fieldErrors: { webShopCartProducts: CHECKOUT_MSG.productNotInShop } });
    }
    return { ...product, quantity: line.amountOrdered };
  });
  return { lines, totalMinor: lines.reduce((sum, line) => sum + line.priceMinor * line.quantity, 0) };
}

/**
 * A seller and its webshop, the webshop row locked FOR SHARE for the rest of the transaction: the lock call takes
 * it FOR UPDATE, so no order (card or manual) is placed, changed or deleted once a lock has committed.
 */
export async function sellerShopForShare(tx: Transaction, sellerId: number) {
  return sellerWithWebshop(
    tx,
    sellerId,
    {
      sellerId: sellers.id,
      isActive: sellers.isActive,
      webshopId: webshops.id,
      isLocked: webshops.isLocked,
      hasFinishedOnboarding: webshops.hasFinishedOnboarding,
      currencyCode: webshops.currencyCode,
    },
    'share',
  );
}

/** An order line as charged: the product's name and unit price at the sale, and the quantity. */
export const chargedLine = {
  productName: orderLines.productName,
  quantity: orderLines.quantity,
  unitPriceMinor: orderLines.unitPriceMinor,
};

/**
 * Records an order of the seller's shop for a priced cart: the order row (in the shop's currency, at the cart's
 * total) and its lines. Returns what an answer about the order needs.
 */
export async function insertOrder(
  tx: Transaction,
  shop: { webshopId: number; sellerId: number; currencyCode: string },
  cart: { lines: readonly PricedLine[]; totalMinor: number },
  values: Omit<typeof orders.$inferInsert, 'webshopId' | 'sellerId' | 'currencyCode' | 'totalMinor' | 'paidAt'> & {
    paidAt?: SQL;
  },
): Promise<{ id: number; totalMinor: number; earningsMinor: number }> {
  const [order] = await tx
    .insert(orders)
    .values({
      webshopId: shop.webshopId,
      sellerId: shop.sellerId,
      currencyCode: shop.currencyCode,
      totalMinor: cart.totalMinor,
      ...values,
    })
    .returning({ id: orders.id, totalMinor: orders.totalMinor, earningsMinor: orders.earningsMinor });
  if (!order) throw new Error('order insert returned nothing');
  await insertOrderLines(tx, order.id, cart.lines);
  return order;
}

/** Writes a priced cart as the order's lines: name and price as charged, kept whatever the catalog does later. */
export async function insertOrderLines(tx: Transaction, orderId: number, lines: readonly PricedLine[]): Promise<void> {
  await tx.insert(orderLines).values(
    lines.map((line) => ({
      orderId,
      webshopProductId: line.webshopProductId,
      productName: line.name,
      unitPriceMinor: line.priceMinor,
      quantity: line.quantity,
    })),
  );
}

/**
 * The lines of the orders `where` picks (it may name orders' columns too), as the apps show them: catalog product
 * id, name and unit price as charged (major units), in the order they were added; with the order each belongs to.
 */
export async function orderLineItems(
  db: Executor,
  where: SQL | undefined,
): Promise<(OrderFromBuyerDetail & { orderId: number })[]> {
  const rows = await db
    .select({ orderId: orderLines.orderId, productId: webshopProducts.productId, ...chargedLine })
    .from(orderLines)
    .innerJoin(webshopProducts, eq(webshopProducts.id, orderLines.webshopProductId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(where)
    .orderBy(asc(orderLines.id));
  return rows.map(({ quantity, unitPriceMinor, ...line }) => ({
    ...line,
    amountOrdered: quantity,
    productPrice: toMajor(unitPriceMinor),
  }));
}

/** A cart may name its webshop (0 or absent: it names none); a named one must be the seller's. */
export function assertNamedWebshopIsSellers(named: number | undefined, sellersWebshopId: number): void {
  if (named !== undefined && named !== 0 && named !== sellersWebshopId) {
    throw new AppError('validation-error', { fieldErrors: { webShopId: CHECKOUT_MSG.sellerNotInWebshop } });
  }
}

/**
 * Inside one transaction: takes the webshop and seller rows FOR SHARE (the lock endpoint takes the webshop
 * FOR UPDATE, so no order can be created once a lock has committed), checks the shop is open, prices the
 * cart from webshop_products and records the pending order.
 */
async function placePendingOrder(
  tx: Transaction,
  input: CheckoutInput,
  benefitSharePercent: number,
): Promise<PlacedOrder | { refusal: Refusal; message: string }> {
  const shop = await sellerShopForShare(tx, input.sellerId);
  if (!shop) throw new AppError('not-found', { message: CHECKOUT_MSG.shopNotFound });
  assertNamedWebshopIsSellers(input.webShopId, shop.webshopId);
  if (isDemoSeller(shop.sellerId)) return { refusal: 'error', message: CHECKOUT_MSG.demoCheckout };
  if (shop.isLocked) return { refusal: 'locked-webshop', message: CHECKOUT_MSG.checkoutLocked };
  if (!shop.isActive) return { refusal: 'inactive-seller', message: CHECKOUT_MSG.checkoutSellerInactive };
  if (!shop.hasFinishedOnboarding) return { refusal: 'error', message: CHECKOUT_MSG.onboardingNotFinished };

  const priced = await priceCart(tx, shop.webshopId, input.webShopCartProducts);
  const order = await insertOrder(tx, shop, priced, {
    source: 'card',
    status: 'pending',
    createdByRole: 'buyer',
    ...buyerColumns(input),
    benefitSharePercent,
  });
  return {
    orderId: order.id,
    webshopId: shop.webshopId,
    sellerId: shop.sellerId,
    currencyCode: shop.currencyCode,
    lines: priced.lines.map((line) => ({ name: line.name, unitAmountMinor: line.priceMinor, quantity: line.quantity })),
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
): Promise<CreateCheckoutSessionResponse> {
  await consumeRateLimit(ctx.db, `checkout:${clientNetwork(clientIp)}`, {
    limit: ctx.config.limits.checkoutPerHour,
    windowSeconds: 3600,
    message: MSG.tooManyCheckouts,
  });
  const provider = { paymentProvider: ctx.payments.kind, publishableKey: ctx.payments.publishableKey };
  const placed = await ctx.db.transaction((tx) => placePendingOrder(tx, input, ctx.config.benefitSharePercent));
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
  };
}

export interface PaymentNotice {
  sessionId: string;
  /** From the session's metadata; the session id is used when absent. */
  orderId: number | null;
  /** Provider event id: recorded once in payment_events so a replay changes nothing. Absent for a direct query. */
  eventId?: string;
  eventType: string;
  /** The provider's payment id, what refunds name; a direct query does not know it, the webhook after it does. */
  paymentReference?: string | null;
}

/** Records the event; false when it was already recorded (a replay). */
async function recordEvent(tx: Transaction, notice: PaymentNotice): Promise<boolean> {
  return notice.eventId ? recordProviderEvent(tx, notice.eventId, notice.eventType) : true;
}

async function findOrderId(tx: Transaction, notice: PaymentNotice): Promise<number | null> {
  const [row] = await tx
    .select({ id: orders.id, checkoutSession: orders.checkoutSession })
    .from(orders)
    .where(notice.orderId !== null ? eq(orders.id, notice.orderId) : eq(orders.checkoutSession, notice.sessionId))
    .limit(1);
  // The metadata names the order; the session must be this order's (or not yet written: the webhook can
  // arrive before createCheckoutSession has stored the session id).
  if (!row || (row.checkoutSession !== null && row.checkoutSession !== notice.sessionId)) return null;
  return row.id;
}

export type CompletionResult = 'paid' | 'already-done' | 'replayed' | 'unknown-order';

/**
 * The one place an order becomes paid (Stripe webhook, Stripe status query, simulated payment). Exactly
 * once: the event's primary key stops a replay and the conditional UPDATE lets only one transaction move
 * the order. A payment for a shop locked (or a seller removed) meanwhile is still recorded as paid, flagged
 * completedAfterClose. A cancelled order that the provider reports paid becomes paid too: money taken is never lost.
 * An event whose order is not found writes nothing (the event stays unconsumed), so its redelivery can still pay
 * the order once it is there (unknownOrder, docs/decisions/0011).
 */
export async function completeCheckout(
  ctx: Pick<AppContext, 'db' | 'config' | 'shopCache' | 'metrics'>,
  notice: PaymentNotice,
): Promise<CompletionResult> {
  const result = await ctx.db.transaction(async (tx): Promise<{ result: CompletionResult; sellerId?: number }> => {
    const orderId = await findOrderId(tx, notice);
    if (orderId === null) return { result: 'unknown-order' };
    if (!(await recordEvent(tx, notice))) return { result: 'replayed' };
    const paymentReference = notice.paymentReference ?? null;
    const [paid] = await tx
      .update(orders)
      .set({
        status: 'paid',
        paidAt: sql`now()`,
        checkoutSession: notice.sessionId,
        paymentReference,
        completedAfterClose: sql`exists (select 1 from ${webshops} join ${sellers} on ${sellers.webshopId} = ${webshops.id} where ${webshops.id} = ${orders.webshopId} and ${sellers.id} = ${orders.sellerId} and (${webshops.isLocked} or not ${sellers.isActive}))`,
      })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ['pending', 'cancelled'])))
      .returning({ id: orders.id, sellerId: orders.sellerId });
    if (!paid) {
      // Paid before through the status query, which does not know the payment's id: the webhook brings it.
      if (paymentReference !== null) {
        await tx
          .update(orders)
          .set({ paymentReference })
          .where(and(eq(orders.id, orderId), sql`${orders.paymentReference} is null`));
      }
      return { result: 'already-done' };
    }
    // The receipt carries the link to the buyer's e-books: delivery is at once (docs/decisions/0026).
    await enqueueBooksMail(tx, ctx.config, paid.id, 'receipt');
    return { result: 'paid', sellerId: paid.sellerId };
  });
  if (result.sellerId !== undefined) ctx.shopCache.invalidateSeller(result.sellerId);
  if (result.result === 'paid') ctx.metrics.countCheckout('paid');
  return result.result;
}

/**
 * Expired session or failed asynchronous payment: a pending order is cancelled (a paid one stays paid). Like a
 * payment, an event whose order is not found is not consumed.
 */
export async function failCheckout(
  { db, metrics }: Pick<AppContext, 'db' | 'metrics'>,
  notice: PaymentNotice,
): Promise<'cancelled' | 'unchanged' | 'unknown-order'> {
  const outcome = await db.transaction(async (tx) => {
    const orderId = await findOrderId(tx, notice);
    if (orderId === null) return 'unknown-order';
    if (!(await recordEvent(tx, notice))) return 'unchanged';
    const cancelled = await tx
      .update(orders)
      .set({ status: 'cancelled' })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    return cancelled.length > 0 ? 'cancelled' : 'unchanged';
  });
  if (outcome === 'cancelled') metrics.countCheckout('cancelled');
  return outcome;
}

/**
 * GET /api/order/my-order: the confirmation page's look-up. A paid order says isFirstTimeGettingOrder true
 * exactly once (confirmation_seen_at set atomically). A pending Stripe order is checked with Stripe first,
 * so a buyer who returns before the webhook still sees the confirmation.
 */
export async function myOrder(ctx: AppContext, checkoutSession: string): Promise<MyOrderResponse> {
  const find = async () =>
    (
      await ctx.db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(eq(orders.checkoutSession, checkoutSession))
        .limit(1)
    )[0];
  const refused = (errorMessage: string): MyOrderResponse => ({
    error: true,
    errorMessage,
    isFirstTimeGettingOrder: false,
    order: null,
  });
  let order = await find();
  if (!order) return refused(CHECKOUT_MSG.orderNotFound);
  if (order.status === 'pending') {
    const paid = await ctx.payments.isCheckoutSessionPaid(checkoutSession).catch(() => false);
    if (paid) {
      await completeCheckout(ctx, { sessionId: checkoutSession, orderId: order.id, eventType: 'session-query' });
      order = (await find()) ?? order;
    }
  }
  if (order.status === 'pending') return refused(CHECKOUT_MSG.orderNotPaid);
  if (order.status === 'cancelled') return refused(CHECKOUT_MSG.orderCancelled);
  const first = await ctx.db
    .update(orders)
    .set({ confirmationSeenAt: sql`now()` })
    .where(and(eq(orders.id, order.id), sql`${orders.confirmationSeenAt} is null`))
    .returning({ id: orders.id });
  return {
    error: false,
    errorMessage: '',
    isFirstTimeGettingOrder: first.length > 0,
    order: await orderSummary(ctx.db, order.id),
  };
}

/** The confirmation's view of a paid order: number, lines at the prices charged, total, the seller supported. */
async function orderSummary(db: AppContext['db'], orderId: number): Promise<MyOrderSummary> {
  const [[order], lines] = await Promise.all([
    db
      .select({ currencyCode: orders.currencyCode, totalMinor: orders.totalMinor, sellerName: sellers.name })
      .from(orders)
      .innerJoin(sellers, eq(sellers.id, orders.sellerId))
      .where(eq(orders.id, orderId)),
    orderLineItems(db, eq(orderLines.orderId, orderId)),
  ]);
  if (!order) throw new AppError('not-found', { message: CHECKOUT_MSG.orderNotFound });
  return {
    orderNumber: orderId,
    sellerName: order.sellerName,
    currencyCode: order.currencyCode,
    totalAmount: toMajor(order.totalMinor),
    items: lines.map(({ orderId: _order, ...item }) => item),
  };
}

/**
 * A payment event about an order this database does not have (yet): the webhook may be ahead of a replica, a
 * restore, or the request that stores the session id. Logged, and refused with 409 so the provider sends it again
 * (Stripe: for up to 3 days); nothing was recorded, so the redelivery applies it once the order is there.
 */
function unknownOrder(log: WorkerLogger, notice: PaymentNotice): AppError {
  log.warn(
    {
      eventId: notice.eventId,
      eventType: notice.eventType,
      orderId: notice.orderId,
      checkoutSession: notice.sessionId,
    },
    'payment event for an order not found: not consumed, the provider will send it again',
  );
  return new AppError('payment-order-unknown');
}

/**
 * POST /api/stripe/webhook: verifies the signature over the exact bytes the provider signed, then applies
 * the event (each handler is idempotent, so a redelivered event changes nothing). Returns the event, so the
 * caller can log what was ignored.
 */
export async function handlePaymentWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
  log: WorkerLogger,
): Promise<PaymentEvent> {
  let event: PaymentEvent;
  try {
    event = ctx.payments.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new AppError('invalid-signature');
    throw error;
  }
  switch (event.kind) {
    case 'checkout-paid': {
      const notice = { ...event, eventId: event.id, eventType: event.kind };
      if ((await completeCheckout(ctx, notice)) === 'unknown-order') throw unknownOrder(log, notice);
      break;
    }
    case 'checkout-failed': {
      const notice = { ...event, eventId: event.id, eventType: event.kind };
      if ((await failCheckout(ctx, notice)) === 'unknown-order') throw unknownOrder(log, notice);
      break;
    }
    case 'account-updated':
      if (event.isReady) await markPaymentAccountReady(ctx, event.accountId);
      break;
    case 'payout-progress':
      await applyPayoutEvent(ctx, event);
      break;
    case 'refunds-changed':
      await applyRefundsChanged(ctx, event, log);
      break;
    case 'dispute-changed':
      await applyDisputeEvent(ctx, event, log);
      break;
    case 'ignored':
      // A kind of event the product does not act on: acknowledged so the provider stops resending it.
      break;
  }
  if (event.createdAt) ctx.metrics.observeWebhookLag(event.kind, event.createdAt);
  return event;
}

/** Numbers the simulated card form declines, with the reason shown (Stripe's test cards). */
const DECLINED: Record<string, string> = {
  [SIMULATED_CARDS.declined]: CHECKOUT_MSG.cardDeclined,
  '4000000000009995': CHECKOUT_MSG.cardDeclined,
};

/**
 * The simulated provider's card form: a valid card completes the order through the same function as the
 * Stripe webhook. The client secret is signed, so only the buyer who opened the session can pay it.
 */
export async function paySimulated(
  ctx: AppContext,
  input: z.output<typeof simulatedPayRequest>,
  log: WorkerLogger,
): Promise<SimulatedPayResponse> {
  const sessionId = simulatedSessionOf(ctx.secrets, input.clientSecret);
  if (!sessionId) throw new AppError('payment-session-invalid');
  const [order] = await ctx.db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.checkoutSession, sessionId))
    .limit(1);
  const notice = {
    sessionId,
    orderId: order?.id ?? null,
    eventId: `sim_evt_${sessionId}`,
    eventType: 'simulated-payment',
    paymentReference: simulatedPaymentReference(sessionId),
  };
  // The secret is ours, so the session is: its order is not found yet (or no more), as a webhook's can be.
  if (!order) throw unknownOrder(log, notice);
  if (order.status === 'cancelled') throw new AppError('payment-session-closed');
  const declined = DECLINED[input.cardNumber];
  if (declined) {
    ctx.metrics.countCheckout('declined');
    return { status: 'declined', checkoutSession: sessionId, message: declined };
  }
  if ((await completeCheckout(ctx, notice)) === 'unknown-order') throw unknownOrder(log, notice);
  return { status: 'paid', checkoutSession: sessionId, message: '' };
}
