// One file on purpose: one HTTP server answers every Stripe endpoint the tests call, sharing its sessions, payments
// and events (the tax endpoints sit in fake-stripe-tax.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { fakeCheckoutTax, fakeTaxCalculation } from './fake-stripe-tax.ts';

export const WEBHOOK_SECRET = 'whsec_test_secret';
/** The SDK, for signing test events. */
export const stripeSdk = new Stripe('sk_test_fake');

interface Recorded {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
}

/** A tiny stand-in for api.stripe.com: records each form-encoded request and answers like Stripe would. */
export class FakeStripeApi {
  readonly requests: Recorded[] = [];
  readonly paidSessions = new Set<string>();
  /** Makes POST /v1/transfers answer Stripe's refusal (e.g. insufficient platform balance). */
  refuseTransfers = false;
  /** Makes POST /v1/transfers fail like a lost connection (the outcome stays open). */
  dropTransfers = false;
  /** Makes POST /v1/refunds answer Stripe's refusal (e.g. the charge is already refunded). */
  refuseRefunds = false;
  /** Makes POST /v1/refunds fail like a lost connection after Stripe made the refund (the answer is lost). */
  dropRefundAnswers = false;
  /** The connected account's bank payouts GET /v1/payouts answers (a test adds them as Stripe would make them). */
  readonly bankPayouts: { id: string; amount: number; currency: string; status: string; arrival_date: number }[] = [];
  /** The status a new refund has (card refunds succeed at once; 'pending' to see a webhook settle it). */
  refundStatus = 'succeeded';
  /** Refunds made, by PaymentIntent; a test may change one's status, or add one as if made in the dashboard. */
  readonly refunds = new Map<string, StripeRefundBody[]>();
  private refundsByKey = new Map<string, StripeRefundBody>();
  /**
   * The billing address the buyer types into Checkout, where Stripe Tax places them (a test may move them from the
   * state our form named). Its tax is computed with the local calculator, so tests see real figures.
   */
  billingAddress: { country: string; state: string | null } = { country: 'US', state: 'IL' };
  /** Each session's create request, for its tax and line items once paid. */
  private sessionForms = new Map<string, URLSearchParams>();
  private sessions = 0;
  private transfers = 0;
  private transferBodies = new Map<
    string,
    { amount: number; currency: string; destination: string; reversed: boolean }
  >();
  private server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const [path = '', query = ''] = (req.url ?? '').split('?');
      this.requests.push({ method: req.method ?? '', path, form: new URLSearchParams(raw), headers: req.headers });
      const send = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
        res.end(JSON.stringify(body));
      };
      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      const lineItems = /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/.exec(path);
      if (req.method === 'POST' && path === '/v1/tax/calculations') {
        return void fakeTaxCalculation(new URLSearchParams(raw)).then(([status, body]) => send(status, body));
      }
      if (req.method === 'GET' && lineItems) {
        return void this.checkoutTax(lineItems[1]!).then((tax) =>
          send(200, { object: 'list', url: path, has_more: false, data: tax.items }),
        );
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        this.sessions += 1;
        const id = `cs_test_${this.sessions}`;
        this.sessionForms.set(id, new URLSearchParams(raw));
        return send(200, {
          id,
          object: 'checkout.session',
          client_secret: `${id}_secret_abc`,
          status: 'open',
          payment_status: 'unpaid',
        });
      }
      if (req.method === 'GET' && retrieve) {
        const paid = this.paidSessions.has(retrieve[1]!);
        return void this.checkoutTax(retrieve[1]!).then((tax) =>
          send(200, {
            id: retrieve[1],
            object: 'checkout.session',
            status: paid ? 'complete' : 'open',
            payment_status: paid ? 'paid' : 'unpaid',
            automatic_tax: { enabled: true, status: 'complete' },
            amount_total: tax.amountTotal,
            total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: tax.amountTax },
            customer_details: { address: { ...this.billingAddress, postal_code: null } },
          }),
        );
      }
      if (req.method === 'POST' && path === '/v1/accounts') return send(200, { id: 'acct_test_1', object: 'account' });
      if (req.method === 'POST' && path === '/v1/account_links') {
        return send(200, { object: 'account_link', url: 'https://connect.stripe.test/setup/acct_test_1' });
      }
      if (req.method === 'POST' && path === '/v1/transfers') {
        if (this.dropTransfers) return req.socket.destroy();
        if (this.refuseTransfers) {
          return send(400, {
            error: { type: 'invalid_request_error', code: 'balance_insufficient', message: 'Insufficient funds.' },
          });
        }
        this.transfers += 1;
        const id = `tr_test_${this.transfers}`;
        const form = new URLSearchParams(raw);
        this.transferBodies.set(id, {
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? 'usd',
          destination: form.get('destination') ?? '',
          reversed: false,
        });
        return send(200, { id, object: 'transfer' });
      }
      const transfer = /^\/v1\/transfers\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && transfer) {
        const body = this.transferBodies.get(transfer[1]!);
        if (!body) return send(404, { error: { type: 'invalid_request_error', message: 'No such transfer' } });
        return send(200, {
          id: transfer[1],
          object: 'transfer',
          amount: body.amount,
          currency: body.currency,
          destination: body.destination,
          created: 1_790_000_000,
          reversed: body.reversed,
          amount_reversed: body.reversed ? body.amount : 0,
        });
      }
      if (req.method === 'GET' && path === '/v1/payouts') {
        const account = req.headers['stripe-account'];
        return send(200, {
          object: 'list',
          url: '/v1/payouts',
          has_more: false,
          data: account ? this.bankPayouts : [],
        });
      }
      if (req.method === 'POST' && path === '/v1/refunds') return this.createRefund(req, res, raw, send);
      if (req.method === 'POST' && path === '/v1/tax/transactions/create_reversal') {
        return send(...this.createTaxReversal(new URLSearchParams(raw)));
      }
      if (req.method === 'GET' && path === '/v1/refunds') {
        const paymentIntent = new URLSearchParams(query).get('payment_intent') ?? '';
        return send(200, {
          object: 'list',
          url: '/v1/refunds',
          has_more: false,
          data: this.refunds.get(paymentIntent) ?? [],
        });
      }
      const reversal = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(path);
      if (req.method === 'POST' && reversal) {
        const reversed = this.transferBodies.get(reversal[1]!);
        if (reversed) reversed.reversed = true;
        return send(200, { id: `trr_${reversal[1]}`, object: 'transfer_reversal', transfer: reversal[1] });
      }
      if (req.method === 'POST' && path === '/v1/accounts/acct_test_1')
        return send(200, { id: 'acct_test_1', object: 'account' });
      if (req.method === 'POST' && path === '/v1/accounts/acct_test_1/login_links') {
        return send(200, { object: 'login_link', url: 'https://connect.stripe.test/express/acct_test_1' });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `no fake for ${req.method} ${path}` } });
    });
  });

  /** Stripe's copy of session `like` under another id: an event's session that was not made through the API. */
  copySession(id: string, like: string): void {
    this.sessionForms.set(id, this.sessionForms.get(like) ?? new URLSearchParams());
  }

  /** A Checkout session's tax with automatic_tax, at the billing address the buyer typed. */
  private checkoutTax(sessionId: string) {
    return fakeCheckoutTax(sessionId, this.sessionForms.get(sessionId) ?? new URLSearchParams(), this.billingAddress);
  }

  /** Stripe's refunds: the same Idempotency-Key answers the same refund, as Stripe does for 24 hours. */
  private createRefund(
    req: IncomingMessage,
    res: ServerResponse,
    raw: string,
    send: (status: number, body: object) => void,
  ) {
    if (this.refuseRefunds) {
      return send(400, {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Charge has already been refunded.',
        },
      });
    }
    const key = String(req.headers['idempotency-key'] ?? '');
    let refund = this.refundsByKey.get(key);
    if (!refund) {
      const form = new URLSearchParams(raw);
      const paymentIntent = form.get('payment_intent') ?? '';
      refund = this.addRefund(
        paymentIntent,
        Number(form.get('amount')),
        this.refundStatus,
        form.get('metadata[refundId]'),
      );
      if (key) this.refundsByKey.set(key, refund);
    }
    if (this.dropRefundAnswers) return res.socket?.destroy();
    return send(200, refund);
  }

  /**
   * Stripe Tax's reversals by their reference, which Stripe holds unique across transactions: the same reference
   * again is refused (the SDK's Idempotency-Key replay of a lost answer is Stripe's, not modelled here).
   */
  readonly taxReversals = new Map<string, StripeTaxReversalBody>();
  private createTaxReversal(form: URLSearchParams): [number, object] {
    const reference = form.get('reference') ?? '';
    const original = form.get('original_transaction') ?? '';
    const mode = form.get('mode');
    if (!reference || !original || (mode !== 'full' && mode !== 'partial')) {
      return [
        400,
        { error: { type: 'invalid_request_error', message: 'mode, original_transaction and reference are required' } },
      ];
    }
    if (this.taxReversals.has(reference)) {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            message: `A transaction with reference '${reference}' already exists.`,
          },
        },
      ];
    }
    const flat = form.get('flat_amount');
    const reversal: StripeTaxReversalBody = {
      id: `tax_test_reversal_${this.taxReversals.size + 1}`,
      object: 'tax.transaction',
      type: 'reversal',
      reference,
      reversal: { original_transaction: original },
      mode,
      flat_amount: flat === null ? null : Number(flat),
    };
    this.taxReversals.set(reference, reversal);
    return [200, reversal];
  }

  /** Forgets the refunds: each test's database numbers its refund rows (and so their keys) from 1 again. */
  resetRefunds(): void {
    this.refunds.clear();
    this.refundsByKey.clear();
    this.taxReversals.clear();
    this.refuseRefunds = false;
    this.dropRefundAnswers = false;
    this.refundStatus = 'succeeded';
  }

  /** A refund in Stripe's records: ours (with our row's id in the metadata) or one made in the dashboard (null). */
  addRefund(paymentIntent: string, amount: number, status: string, refundId: string | null): StripeRefundBody {
    const list = this.refunds.get(paymentIntent) ?? [];
    const refund: StripeRefundBody = {
      id: `re_test_${[...this.refunds.values()].flat().length + 1}`,
      object: 'refund',
      amount,
      payment_intent: paymentIntent,
      status,
      metadata: refundId ? { refundId } : {},
    };
    this.refunds.set(paymentIntent, [...list, refund]);
    return refund;
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }
  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
  sent(method: string, path: string): Recorded[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }
}

/** A reversal tax transaction as the fake answers it: Stripe's fields, with the request's mode and flat amount kept. */
export interface StripeTaxReversalBody {
  id: string;
  object: 'tax.transaction';
  type: 'reversal';
  reference: string;
  reversal: { original_transaction: string };
  mode: 'full' | 'partial';
  flat_amount: number | null;
}

export interface StripeRefundBody {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: string;
  metadata: Record<string, string>;
}

/** A webhook body signed with WEBHOOK_SECRET, as Stripe sends it: the payload and its Stripe-Signature header. */
export function signedStripeEvent(id: string, type: string, object: object) {
  const payload = stripeEvent(id, type, object);
  return { payload, signature: stripeSdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}

/** A dispute object as Stripe sends it in charge.dispute.* events; `fee` is the fee of its withdrawal. */
export function stripeDispute(
  id: string,
  paymentIntent: string,
  amount: number,
  status: string,
  fee = 1500,
  reason = 'fraudulent',
) {
  return {
    id,
    object: 'dispute',
    amount,
    charge: `ch_${paymentIntent}`,
    payment_intent: paymentIntent,
    status,
    reason,
    currency: 'usd',
    balance_transactions: [
      { id: `txn_${id}`, object: 'balance_transaction', amount: -amount, fee, net: -amount - fee },
    ],
  };
}

/** A webhook body; `account` makes it a Connect event of that connected account. */
export function stripeEvent(id: string, type: string, object: object, account?: string) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    account,
    api_version: '2026-10-28.endive',
    created: 1,
    data: { object },
  });
}
