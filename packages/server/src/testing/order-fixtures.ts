import type { FastifyInstance } from 'fastify';
import type { CreateCheckoutSessionRequest, CreateWebshopOrderRequest, DashboardData } from '@fundshop/core';
import { cashOrderForm } from '@fundshop/core/testing';
import { checkoutBody, TEST_CARD } from './checkout-fixtures.ts';
import { bearer } from './fixtures.ts';

export type Cart = { productId: number; amountOrdered: number }[];

/** A 'Skapa beställning' payload: last name and email left empty, as the organiser may. */
export function manualOrderBody(
  target: { sellerId: number; webShopId: number },
  cart: Cart,
  overrides: Partial<CreateWebshopOrderRequest> = {},
): CreateWebshopOrderRequest {
  return {
    createdByContactPersonOrSeller: true,
    ...cashOrderForm,
    webShopId: target.webShopId,
    sellerId: target.sellerId,
    webShopCartProducts: cart,
    ...overrides,
  };
}

/** A card checkout through the API; `pay` decides whether the simulated card pays, declines or is never used. */
export async function cardOrder(
  app: FastifyInstance,
  target: { sellerId: number; webShopId: number },
  cart: Cart,
  pay: 'paid' | 'declined' | 'none',
  buyerFirstName = 'Sam',
  /** More of the checkout's body (the way the link was shared, for one). */
  more: Partial<CreateCheckoutSessionRequest> = {},
): Promise<string> {
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/stripe/create-checkout-session',
    payload: checkoutBody({ ...target, productIds: [] }, { webShopCartProducts: cart, buyerFirstName, ...more }),
  });
  const { responseMessage, clientSecret, checkoutSession } = checkout.json() as {
    responseMessage: string;
    clientSecret: string;
    checkoutSession: string;
  };
  if (responseMessage !== 'ok') throw new Error(`checkout refused: ${checkout.body}`);
  if (pay !== 'none') {
    const card = pay === 'paid' ? TEST_CARD : { ...TEST_CARD, cardNumber: '4000 0000 0000 0002' };
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payments/simulated/pay',
      payload: { clientSecret, ...card },
    });
    if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  }
  return checkoutSession;
}

/** Creates a manual order through the API and returns its id. */
export async function manualOrder(
  app: FastifyInstance,
  token: string,
  target: { sellerId: number; webShopId: number },
  cart: Cart,
  overrides: Partial<CreateWebshopOrderRequest> = {},
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/order/create-webshop-order',
    headers: bearer(token),
    payload: manualOrderBody(target, cart, overrides),
  });
  if (response.statusCode !== 200) throw new Error(`manual order failed: ${response.body}`);
  return (response.json() as { buyerOfOrderId: number }).buyerOfOrderId;
}

/** The organiser's dashboard (GET /api/order/contact-person-start-page), parsed. */
export async function organiserDashboard(
  app: FastifyInstance,
  token: string,
  webShopId: number,
): Promise<DashboardData> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/order/contact-person-start-page?webShopId=${webShopId}`,
    headers: bearer(token),
  });
  if (response.statusCode !== 200) throw new Error(`dashboard failed: ${response.body}`);
  return response.json() as DashboardData;
}
