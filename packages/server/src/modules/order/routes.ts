import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiError,
  apiErrors,
  contactPersonStartPageQuery,
  contactPersonStartPageResponse,
  createWebshopOrderRequest,
  createWebshopOrderResponse,
  deleteWebshopPurchaseRequest,
  deleteWebshopPurchaseResponse,
  editWebshopOrderRequest,
  editWebshopOrderResponse,
  exportOrdersQuery,
  getSellerOrderDetailsQuery,
  getSellerOrderDetailsResponse,
  retrieveSellerShopForEditQuery,
  retrieveSellerShopForEditResponse,
  sellerStartPageQuery,
  sellerStartPageResponse,
} from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { callerOf, signedInRoute } from '../../auth/guard.ts';
import { exportOrdersCsv } from './csv-export.ts';
import { contactPersonStartPageJson, sellerStartPage } from './dashboard.ts';
import {
  createWebshopOrder,
  deleteWebshopPurchase,
  editWebshopOrder,
  retrieveSellerShopForEdit,
} from './manual-orders.ts';
import { getSellerOrderDetails } from './seller-orders.ts';

const reads = apiErrors(400, 401, 403, 404);
const changes = { ...reads, 409: apiError };

/** Dashboards and order management (docs/decisions/0004). Ownership is checked in the service. */
export function orderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const organiser = signedInRoute(ctx.db, 'order', 'contactperson');
    const sellerOrOrganiser = signedInRoute(ctx.db, 'order', 'seller', 'contactperson');
    // Login codes, buyers' contact details: never kept by a shared cache.
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/order/contact-person-start-page',
      organiser({
        description:
          "SPEC §3 Dashboard data of the organiser's own webshop: group figures, every participant with login code, leaderboard, daily sales. Another group's organiser 403.",
        querystring: contactPersonStartPageQuery,
        response: { 200: contactPersonStartPageResponse, ...reads },
      }),
      async (request, reply) => {
        const json = await contactPersonStartPageJson(ctx, callerOf(request), request.query.webShopId);
        // Serialized and checked against the schema by the service (it keeps the body); sent as it is.
        return reply.type('application/json; charset=utf-8').send(json as never);
      },
    );

    app.get(
      '/api/order/seller-start-page',
      sellerOrOrganiser({
        description:
          "SPEC §3 Dashboard data for one seller (that seller or its group's organiser): group figures, only this seller's row and orders; the leaderboard only while the competition is on.",
        querystring: sellerStartPageQuery,
        response: { 200: sellerStartPageResponse, ...reads },
      }),
      async (request) => sellerStartPage(ctx, callerOf(request), request.query.sellerId),
    );

    app.get(
      '/api/order/get-seller-order-details',
      sellerOrOrganiser({
        description:
          "SPEC §3 Seller order details: the seller's paid card orders and manual orders (not deleted), newest first. That seller or its group's organiser.",
        querystring: getSellerOrderDetailsQuery,
        response: { 200: getSellerOrderDetailsResponse, ...reads },
      }),
      async (request) => getSellerOrderDetails(ctx, callerOf(request), request.query.sellerId),
    );

    app.post(
      '/api/order/create-webshop-order',
      sellerOrOrganiser({
        description:
          "'Skapa beställning': an order paid outside the platform (source manual), priced from the database. The organiser for any seller of its group, a seller for itself. 409 locked-webshop / inactive-seller with SPEC §8's texts.",
        body: createWebshopOrderRequest,
        response: { 200: createWebshopOrderResponse, ...changes },
      }),
      async (request) => createWebshopOrder(ctx, callerOf(request), request.body),
    );

    app.get(
      '/api/seller/retrieve-seller-shop-for-edit',
      sellerOrOrganiser({
        description:
          "'Ändra beställning': the seller's shop with the order's cart and form values. Manual orders only (card orders 409 order-paid-by-card, deleted 409 order-deleted).",
        querystring: retrieveSellerShopForEditQuery,
        response: { 200: retrieveSellerShopForEditResponse, ...changes },
      }),
      async (request) => retrieveSellerShopForEdit(ctx, callerOf(request), request.query.buyerOfOrderId),
    );

    app.post(
      '/api/order/edit-webshop-order',
      sellerOrOrganiser({
        description:
          'Replaces a manual order (buyer fields and cart, repriced from the database). Card orders 409 order-paid-by-card; deleted orders 409 order-deleted; locked shop or removed seller 409.',
        body: editWebshopOrderRequest,
        response: { 200: editWebshopOrderResponse, ...changes },
      }),
      async (request) => editWebshopOrder(ctx, callerOf(request), request.body),
    );

    app.post(
      '/api/seller/delete-webshop-purchase',
      sellerOrOrganiser({
        description:
          'Soft-deletes a manual order (who and when are kept; totals leave it out). webShopPurchaseId is the buyerOfOrderId. Card orders 409 order-paid-by-card; an order deleted already 409 order-deleted; locked shop 409.',
        body: deleteWebshopPurchaseRequest,
        response: { 200: deleteWebshopPurchaseResponse, ...changes },
      }),
      async (request) => deleteWebshopPurchase(ctx, callerOf(request), request.body),
    );

    app.get(
      '/api/order/export.csv',
      organiser({
        description:
          "The organiser's export: one row per order line of every counted order (date, order, seller, buyer, product, quantity, amount, currency, source card/manual). UTF-8 with BOM, every field quoted, formula-like cells prefixed with an apostrophe. The header row and the Product cell of refund and dispute rows are in `language` (en, sv or fr; without it the organiser's own language, else the group's); dates stay ISO 8601, amounts plain decimals and the source card/manual in every language.",
        querystring: exportOrdersQuery,
        response: { 200: z.string().describe('text/csv'), ...reads },
      }),
      async (request, reply) => {
        const csv = await exportOrdersCsv(ctx, callerOf(request), request.query.webShopId, request.query.language);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="orders-${request.query.webShopId}-${day}.csv"`)
          .send(csv);
      },
    );
  };
}
