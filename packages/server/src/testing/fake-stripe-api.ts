import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

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
  private sessions = 0;
  private transfers = 0;
  private server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      this.requests.push({ method: req.method ?? '', path, form: new URLSearchParams(raw), headers: req.headers });
      const send = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
        res.end(JSON.stringify(body));
      };
      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        this.sessions += 1;
        const id = `cs_test_${this.sessions}`;
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
        return send(200, {
          id: retrieve[1],
          object: 'checkout.session',
          status: paid ? 'complete' : 'open',
          payment_status: paid ? 'paid' : 'unpaid',
        });
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
        return send(200, { id: `tr_test_${this.transfers}`, object: 'transfer' });
      }
      const reversal = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(path);
      if (req.method === 'POST' && reversal) {
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
