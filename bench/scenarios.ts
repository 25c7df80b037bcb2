/** What the load generator asks of a served product: a cold store read and card checkout as a buyer does it. */
import type autocannon from 'autocannon';
import { connections } from './load.ts';
import type { Fixtures } from './product.ts';

/** The stores of thousands of participants round-robin: none is read twice within the micro-cache's 2 s. */
export function coldReadOptions(url: string, fixtures: Fixtures): autocannon.Options {
  // One counter over every connection: a request list would start each connection at its first seller, and the
  // connections would read the same few stores in step (2% of reads missed the micro-cache in the 2026-11-28 run).
  let next = 0;
  const ids = fixtures.coldSellerIds;
  return {
    url,
    connections,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `/api/seller/retrieve-seller-shop?sellerId=${ids[next++ % ids.length]}`,
        }),
      },
    ],
  };
}

/** The product's own count of store reads by cache outcome (GET /metrics, open to this machine). */
export async function storeReadMisses(url: string): Promise<{ hit: number; miss: number }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const value = (cache: string) =>
    Number(new RegExp(`^fundshop_store_reads_total\\{cache="${cache}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { hit: value('hit'), miss: value('miss') };
}

/** A buyer's checkout of two books, one of them twice. */
export function checkoutBody(webShopId: number, sellerId: number, productIds: number[]): string {
  return JSON.stringify({
    buyerFirstName: 'Sam',
    buyerLastName: 'Rivera',
    buyerEmail: 'sam@example.com',
    buyerPhoneNumber: '+1 555 0123',
    countryCode: 'US',
    streetAddress: '1 Main Street',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
    webShopId,
    sellerId,
    webShopCartProducts: [
      { productId: productIds[0], amountOrdered: 2 },
      { productId: productIds[1], amountOrdered: 1 },
    ],
  });
}

export const CHECKOUT_PATH = '/api/stripe/create-checkout-session';
export const PAYMENT_PATH = '/api/payments/simulated/pay';
export const paymentBody = (clientSecret: string | undefined) =>
  JSON.stringify({ clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });

const json = { 'content-type': 'application/json' };

/** create-checkout-session, then the simulated card payment: two requests a paid order (autocannon's sequence). */
export function checkoutRequests(body: string): autocannon.Request[] {
  return [
    {
      method: 'POST',
      path: CHECKOUT_PATH,
      headers: json,
      body,
      onResponse: (_status, response, context) => {
        (context as { clientSecret?: string }).clientSecret = (
          JSON.parse(response) as { clientSecret: string }
        ).clientSecret;
      },
    },
    {
      method: 'POST',
      path: PAYMENT_PATH,
      headers: json,
      setupRequest: (request, context) => ({
        ...request,
        body: paymentBody((context as { clientSecret?: string }).clientSecret),
      }),
    },
  ];
}

/** A paid order made the way a buyer makes it, one request after the other. */
export async function payOnce(url: string, body: string): Promise<void> {
  const created = await fetch(`${url}${CHECKOUT_PATH}`, { method: 'POST', headers: json, body });
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  await fetch(`${url}${PAYMENT_PATH}`, { method: 'POST', headers: json, body: paymentBody(clientSecret) });
}

export function checkoutOptions(url: string, fixtures: Fixtures): autocannon.Options {
  return {
    url,
    connections: Math.min(connections, 20),
    requests: checkoutRequests(checkoutBody(fixtures.webshopId, fixtures.sellerId, fixtures.productIds)),
  };
}

export const PAID_ORDERS_NOTE = (r: autocannon.Result) => ({
  note: `${Math.round(r.requests.average / 2)} paid orders/s (2 requests each)`,
});
