import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders, refunds } from '../../db/schema.ts';
import type { Secrets } from '../../lib/crypto.ts';
import {
  WebhookSignatureError,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderRefund,
} from './payment-provider.ts';

/** Setup links of the simulated payment account stay valid for a day. */
const ONBOARDING_TOKEN_SECONDS = 24 * 3600;

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The client secret is the session id plus an HMAC of it: the server recognises its own sessions without
 * keeping anything in memory (ARCHITECTURE §5), and a client secret cannot be guessed from a session id.
 */
function clientSecretFor(secrets: Secrets, sessionId: string): string {
  return `${sessionId}_secret_${secrets.hmac(`simulated-checkout:${sessionId}`)}`;
}

export function simulatedSessionOf(secrets: Secrets, clientSecret: string): string | null {
  const match = /^(sim_cs_[0-9a-f]{32})_secret_/.exec(clientSecret);
  if (!match) return null;
  const sessionId = match[1]!;
  return sameText(clientSecret, clientSecretFor(secrets, sessionId)) ? sessionId : null;
}

/** Token of a simulated setup link: webshop id and expiry, signed. */
export function simulatedOnboardingToken(secrets: Secrets, webshopId: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + ONBOARDING_TOKEN_SECONDS;
  const payload = `${webshopId}.${expires}`;
  return `${payload}.${secrets.hmac(`simulated-onboarding:${payload}`)}`;
}

export function webshopOfOnboardingToken(secrets: Secrets, token: string, now = Date.now()): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return null;
  const payload = `${match[1]}.${match[2]}`;
  if (!sameText(match[3]!, secrets.hmac(`simulated-onboarding:${payload}`))) return null;
  if (Number(match[2]) * 1000 < now) return null;
  return Number(match[1]);
}

/** The simulated payment of a session: `sim_pi_` and the session's random part, so each payment has its own. */
export const simulatedPaymentReference = (sessionId: string) => `sim_pi_${sessionId.replace(/^sim_cs_/, '')}`;

/** A simulated refund's id follows from our row's: a retried request (same row, same key) is the same refund. */
const simulatedRefundId = (refundId: number) => `sim_re_${refundId}`;

/**
 * The simulated provider keeps nothing of its own (ARCHITECTURE §5: several instances, no memory between
 * requests), so the refunds it has made are the refund rows carrying its ids: it answers from our table.
 */
async function simulatedRefundsOf(db: Executor, paymentReference: string): Promise<ProviderRefund[]> {
  const rows = await db
    .select({
      id: refunds.id,
      providerRefundId: refunds.providerRefundId,
      amountMinor: refunds.amountMinor,
      status: refunds.status,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(orders.paymentReference, paymentReference), like(refunds.providerRefundId, 'sim_re_%')));
  return rows.map((row) => ({
    providerRefundId: row.providerRefundId ?? simulatedRefundId(row.id),
    amountMinor: row.amountMinor,
    status: row.status,
    refundId: row.id,
  }));
}

/** A simulated payment account: an id only, as every fact about it lives in the webshop row. */
export function newSimulatedAccountId(): string {
  return `sim_acct_${randomBytes(8).toString('hex')}`;
}

/**
 * The built-in provider when no Stripe key is configured: the whole flow works offline. Sessions are
 * `sim_cs_...`; the card form posts to /api/payments/simulated/pay, the setup link opens a local page.
 * Its routes are not registered in production.
 */
export function createSimulatedProvider(secrets: Secrets, publicUrl: string, db?: Executor): PaymentProvider {
  return {
    kind: 'simulated',
    publishableKey: undefined,

    async createCheckoutSession(): Promise<CheckoutSession> {
      const sessionId = `sim_cs_${randomBytes(16).toString('hex')}`;
      return { sessionId, clientSecret: clientSecretFor(secrets, sessionId) };
    },

    async isCheckoutSessionPaid(): Promise<boolean> {
      // A simulated payment completes its order in the same request; there is nothing to ask.
      return false;
    },

    async chargedTax(): Promise<null> {
      // The simulated card form charges the order's total, whose tax the local calculator computed at checkout.
      return null;
    },

    parseWebhook(): PaymentEvent {
      throw new WebhookSignatureError('the simulated provider sends no webhooks');
    },

    async createPaymentAccount(): Promise<string> {
      return newSimulatedAccountId();
    },

    async createOnboardingLink(_accountId: string, webshopId: number): Promise<string> {
      return `${publicUrl}/dev/payment-account/${simulatedOnboardingToken(secrets, webshopId)}`;
    },

    async createDashboardLink(_accountId: string, webshopId: number): Promise<string> {
      return `${publicUrl}/dev/payment-account/${simulatedOnboardingToken(secrets, webshopId)}?view=dashboard`;
    },

    async refund(input): Promise<ProviderRefund> {
      // The card money "returns" at once: the refund is succeeded in its first answer, so no webhook is needed.
      return {
        providerRefundId: simulatedRefundId(input.refundId),
        amountMinor: input.amountMinor,
        status: 'succeeded',
        refundId: input.refundId,
      };
    },

    async listRefunds(paymentReference: string): Promise<ProviderRefund[]> {
      // Only a provider built without the database (a unit test making sessions) has none to read.
      if (!db) throw new Error('the simulated provider lists refunds from the database it was given');
      return simulatedRefundsOf(db, paymentReference);
    },
  };
}
