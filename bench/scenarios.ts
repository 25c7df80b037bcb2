/** What the load generator asks of a served product: a cold store read and card checkout as a buyer does it. */
import type autocannon from 'autocannon';
import { connections } from './load.ts';
import type { Fixtures } from './product.ts';

/** The stores of thousands of participants round-robin: none is read twice within the micro-cache's 2 s. */
export function coldReadOptions(url: string, fixtures: Fixtures): autocannon.Options {
  return {
    url,
    connections,
    requests: fixtures.coldSellerIds.map((id) => ({
      method: 'GET',
      path: `/api/seller/retrieve-seller-shop?sellerId=${id}`,
    })),
  };
}

/** The product's own count of store reads by cache outcome (GET /metrics, open to this machine). */
export async function storeReadMisses(url: string): Promise<{ hit: number; miss: number }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const value = (cache: string) =>
    Number(new RegExp(`^fundshop_store_reads_total\\{cache="${cache}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { hit: value('hit'), miss: value('miss') };
}

/** create-checkout-session, then the simulated card payment: two requests a paid order. */
export function checkoutOptions(url: string, fixtures: Fixtures): autocannon.Options {
  const checkoutBody = JSON.stringify({
    buyerFirstName: 'Sam',
    buyerLastName: 'Rivera',
    buyerEmail: 'sam@example.com',
    buyerPhoneNumber: '+1 555 0123',
    countryCode: 'US',
    streetAddress: '1 Main Street',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
    webShopId: fixtures.webshopId,
    sellerId: fixtures.sellerId,
    webShopCartProducts: [
      { productId: fixtures.productIds[0], amountOrdered: 2 },
      { productId: fixtures.productIds[1], amountOrdered: 1 },
    ],
  });
  const json = { 'content-type': 'application/json' };
  return {
    url,
    connections: Math.min(connections, 20),
    requests: [
      {
        method: 'POST',
        path: '/api/stripe/create-checkout-session',
        headers: json,
        body: checkoutBody,
        onResponse: (_status, body, context) => {
          (context as { clientSecret?: string }).clientSecret = (
            JSON.parse(body) as { clientSecret: string }
          ).clientSecret;
        },
      },
      {
        method: 'POST',
        path: '/api/payments/simulated/pay',
        headers: json,
        setupRequest: (request, context) => ({
          ...request,
          body: JSON.stringify({
            clientSecret: (context as { clientSecret?: string }).clientSecret,
            cardNumber: '4242 4242 4242 4242',
            expiry: '12/40',
            cvc: '123',
          }),
        }),
      },
    ],
  };
}

export const PAID_ORDERS_NOTE = (r: autocannon.Result) => ({
  note: `${Math.round(r.requests.average / 2)} paid orders/s (2 requests each)`,
});
