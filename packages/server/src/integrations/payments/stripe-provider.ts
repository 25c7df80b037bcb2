import Stripe from 'stripe';
import { STRIPE_SCHEDULE, type StripeApiTarget } from '../payouts/stripe-payouts.ts';
import { componentsOfStripe } from '../tax/stripe-tax-calculator.ts';
import { createStripeRefund, listStripeRefunds, refundOrDisputeEventOf } from './stripe-refunds.ts';
import {
  WebhookSignatureError,
  type ChargedTax,
  type CheckoutSession,
  type CheckoutSessionInput,
  type PaymentAccountInput,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey?: string;
  /** One secret, or several separated by commas (e.g. the account endpoint's and the Connect endpoint's). */
  webhookSecret?: string;
  publicUrl: string;
  /** Tests point the SDK at a local fake API. */
  api?: StripeApiTarget;
}

function idOf(metadata: Record<string, string> | null | undefined, key: 'orderId' | 'payoutId'): number | null {
  const id = Number(metadata?.[key]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const orderIdOf = (metadata: Record<string, string> | null | undefined) => idOf(metadata, 'orderId');

/** A bank payout created is on its way (PENDING); paid has arrived; failed or cancelled re-opens the payout. */
const PAYOUT_EVENT_STATUS = {
  'payout.created': 'PENDING',
  'payout.paid': 'PAID',
  'payout.failed': 'FAILED',
  'payout.canceled': 'FAILED',
} as const;

/** Stripe ids an object it refers to by its id, or by the object itself when expanded. */
const idOfRef = (ref: string | { id: string } | null | undefined): string | null =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

function checkoutPaid(eventId: string, session: Stripe.Checkout.Session): PaymentEvent {
  return {
    id: eventId,
    kind: 'checkout-paid',
    sessionId: session.id,
    orderId: orderIdOf(session.metadata),
    paymentReference: idOfRef(session.payment_intent),
  };
}

/** A verified Stripe event, reduced to what the order, account and payout logic needs. */
function paymentEventOf(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.payment_status !== 'paid') return { id: event.id, kind: 'ignored', type: event.type };
      return checkoutPaid(event.id, session);
    }
    case 'checkout.session.async_payment_succeeded':
      return checkoutPaid(event.id, event.data.object);
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      return { id: event.id, kind: 'checkout-failed', sessionId: session.id, orderId: orderIdOf(session.metadata) };
    }
    case 'account.updated': {
      const account = event.data.object;
      return {
        id: event.id,
        kind: 'account-updated',
        accountId: account.id,
        isReady: Boolean(account.details_submitted && account.charges_enabled),
      };
    }
    // Connect events of the group's account: the bank payout that carries our transfer.
    case 'payout.created':
    case 'payout.paid':
    case 'payout.failed':
    case 'payout.canceled': {
      if (!event.account) return { id: event.id, kind: 'ignored', type: event.type };
      const payout = event.data.object;
      const to = PAYOUT_EVENT_STATUS[event.type];
      const reason = payout.failure_message ? `: ${payout.failure_message}` : '';
      return {
        id: event.id,
        kind: 'payout-progress',
        subject: { accountId: event.account },
        to,
        detail: `stripe ${event.type} ${payout.id}${reason}`,
      };
    }
    case 'transfer.reversed': {
      const transfer = event.data.object;
      const payoutId = idOf(transfer.metadata, 'payoutId');
      if (payoutId === null) return { id: event.id, kind: 'ignored', type: event.type };
      return {
        id: event.id,
        kind: 'payout-progress',
        subject: { payoutId },
        to: 'FAILED',
        detail: `stripe ${event.type} ${transfer.id}`,
      };
    }
    default:
      return refundOrDisputeEventOf(event) ?? { id: event.id, kind: 'ignored', type: event.type };
  }
}

/**
 * Stripe: embedded Checkout for card payments, Connect Express for the group's payment account, signed
 * webhooks. The charge is made on the platform account; the group's share reaches its connected account
 * through payouts (integrations/payouts), whose progress arrives with the other webhooks.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Fundshop' },
    ...(options.api ?? {}),
  });
  const webhookSecrets = (options.webhookSecret ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const dashboardUrl = `${options.publicUrl}/contactperson/start`;

  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,

    async createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession> {
      const metadata = {
        orderId: String(input.orderId),
        webshopId: String(input.webshopId),
        sellerId: String(input.sellerId),
      };
      const session = await stripe.checkout.sessions.create(
        {
          // 'embedded_page' is what the SDK's pinned API version calls the embedded Checkout ('embedded' before).
          ui_mode: 'embedded_page',
          mode: 'payment',
          // Stripe fills in {CHECKOUT_SESSION_ID}; the page is SPEC's /my-order/{checkoutSession}.
          return_url: `${options.publicUrl}/my-order/{CHECKOUT_SESSION_ID}`,
          customer_email: input.buyerEmail || undefined,
          client_reference_id: String(input.orderId),
          // Stripe Tax computes the tax (docs/decisions/0059) from the billing address Checkout asks for: a new
          // customer's only address, so the one the tax is charged for is the one the buyer confirms paying.
          automatic_tax: { enabled: true },
          billing_address_collection: 'required',
          line_items: input.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: input.currencyCode.toLowerCase(),
              unit_amount: line.unitAmountMinor,
              tax_behavior: input.taxBehaviour,
              product_data: { name: line.name, tax_code: line.taxCode },
            },
          })),
          metadata,
          payment_intent_data: { metadata },
        },
        // A retried request for the same order never opens a second session.
        { idempotencyKey: `fundshop-checkout-order-${input.orderId}` },
      );
      if (!session.client_secret) throw new Error(`Stripe session ${session.id} has no client secret`);
      return { sessionId: session.id, clientSecret: session.client_secret };
    },

    async isCheckoutSessionPaid(sessionId: string): Promise<boolean> {
      if (!sessionId.startsWith('cs_')) return false;
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      return session.status === 'complete' && session.payment_status === 'paid';
    },

    async chargedTax(sessionId: string): Promise<ChargedTax> {
      const [session, items] = await Promise.all([
        stripe.checkout.sessions.retrieve(sessionId),
        stripe.checkout.sessions.listLineItems(sessionId, { limit: 100, expand: ['data.taxes'] }),
      ]);
      if (session.amount_total === null) throw new Error(`Stripe session ${sessionId} has no total`);
      return {
        totalMinor: session.amount_total,
        lines: items.data.map((item) => {
          const components = componentsOfStripe(
            (item.taxes ?? []).map((tax) => ({
              country: tax.rate.country ?? '',
              state: tax.rate.state,
              taxType: tax.rate.tax_type,
              percentage: tax.rate.effective_percentage ?? tax.rate.percentage,
              taxableMinor: tax.taxable_amount ?? item.amount_subtotal,
              taxMinor: tax.amount,
            })),
          );
          return {
            taxMinor: item.amount_tax,
            ratePpm: components.reduce((sum, c) => sum + c.ratePpm, 0),
            components,
          };
        }),
      };
    },

    parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent {
      if (!signatureHeader || webhookSecrets.length === 0) throw new WebhookSignatureError('missing signature');
      let event: Stripe.Event | undefined;
      for (const secret of webhookSecrets) {
        try {
          event = stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
          break;
        } catch {
          // try the next secret
        }
      }
      if (!event) throw new WebhookSignatureError('signature does not match');
      return { ...paymentEventOf(event), createdAt: new Date(event.created * 1000) };
    },

    async createPaymentAccount(input: PaymentAccountInput): Promise<string> {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country: input.countryCode,
          email: input.email,
          business_profile: { name: input.groupName },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          settings: { payouts: { schedule: STRIPE_SCHEDULE[input.payoutSchedule] } },
          metadata: { webshopId: String(input.webshopId) },
        },
        { idempotencyKey: `fundshop-account-webshop-${input.webshopId}` },
      );
      return account.id;
    },

    async createOnboardingLink(accountId: string): Promise<string> {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: `${dashboardUrl}?payment-account=refresh`,
        return_url: `${dashboardUrl}?payment-account=return`,
      });
      return link.url;
    },

    async createDashboardLink(accountId: string): Promise<string> {
      const link = await stripe.accounts.createLoginLink(accountId);
      return link.url;
    },

    refund: (input) => createStripeRefund(stripe, input),
    listRefunds: (paymentReference) => listStripeRefunds(stripe, paymentReference),
  };
}
